import pg from 'pg';
import { Cluster } from './cluster.js';
import { Heartbeat } from './heartbeat.js';
import { Leases } from './leases.js';
import { Rebalancer } from './rebalance.js';
import { RedisBus } from './redisBus.js';
import { ClusterRouter, type LocalTables, type TokenLookup } from './router.js';
import type { SharedBuckets } from './sharedBuckets.js';

export interface ClusterSettings {
  processId: string;
  /** This start of the process (./cluster.ts `newIncarnation`); the store's connections carry it too. */
  incarnation: string;
  /** How long a lease lives without renewal (ms): a dead owner's tables move after about this. */
  leaseMs: number;
  busUrl: string;
  storeUrl: string;
}

export interface ClusterLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ClusterNode {
  cluster: Cluster;
  router: ClusterRouter;
  /** The limits per address that all processes share (in Redis, beside the bus). */
  buckets: SharedBuckets;
  /** For /health. */
  busReachable(): Promise<boolean>;
  /** Gives the leases back and disconnects from the bus and the lease pool. */
  close(): Promise<void>;
}

/**
 * Joins this process to the cluster: claims its process id (refused while a live process has
 * it: before anything is restored or listened on), then the bus, the leases (a small pool of
 * its own on the store's database), the router in front of the local tables. Tables are not
 * loaded here: the first lease sweep takes over the ones nobody holds, and `restore` claims the
 * rest.
 */
export async function joinCluster(
  s: ClusterSettings,
  tables: LocalTables,
  tokens: TokenLookup,
  log: ClusterLog,
): Promise<ClusterNode> {
  const url = new URL(s.storeUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const connection = {
    connectionString: url.toString(),
    // A store that hangs (paused, a lost network) counts as lost within a lease.
    connectionTimeoutMillis: Math.min(5_000, s.leaseMs),
    ...(schema && { options: `-c search_path=${schema}` }),
  };
  const heartbeat = new Heartbeat({
    connect: () => new pg.Client({ ...connection, query_timeout: Math.max(200, Math.round(s.leaseMs / 2)) }),
    processId: s.processId,
    incarnation: s.incarnation,
    leaseMs: s.leaseMs,
  });
  try {
    await heartbeat.register();
  } catch (e) {
    await heartbeat.end().catch(() => undefined);
    throw e;
  }
  let bus: RedisBus;
  try {
    bus = await RedisBus.connect(s.busUrl, (e) => log.warn({ err: e.message }, 'bus connection trouble'));
  } catch (e) {
    await heartbeat.end();
    throw e;
  }
  const pool = new pg.Pool({ ...connection, max: 4, query_timeout: Math.max(1_000, s.leaseMs) });
  pool.on('error', () => undefined);
  const cluster = new Cluster(
    s.processId,
    bus,
    new Leases(pool, s.processId, s.incarnation, s.leaseMs),
    log,
    heartbeat,
  );
  const router = new ClusterRouter(cluster, tables, tokens);
  const rebalancer = new Rebalancer(
    s.processId,
    {
      loads: () =>
        cluster.unavailable() === undefined
          ? cluster.leases.loads().catch(() => undefined)
          : Promise.resolve(undefined),
      heard: () => cluster.liveProcesses(),
      held: () => [...cluster.held.keys()],
      handOver: async (tableId, to, waitMs, claim) => {
        const moved = await router.handOver(tableId, to, waitMs, claim);
        if (moved) log.info({ table: tableId, to }, 'table handed over');
        return moved;
      },
    },
    2 * s.leaseMs,
  );
  await cluster.start();
  router.start();
  rebalancer.start();
  return {
    cluster,
    router,
    buckets: bus,
    busReachable: () => bus.ping(),
    async close() {
      rebalancer.stop();
      router.stop();
      await cluster.stop();
      await bus.close();
      await pool.end();
    },
  };
}
