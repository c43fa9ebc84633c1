import pg from 'pg';
import { Cluster } from './cluster.js';
import { Leases } from './leases.js';
import { RedisBus } from './redisBus.js';
import { ClusterRouter, type LocalTables, type TokenLookup } from './router.js';
import type { SharedBuckets } from './sharedBuckets.js';

export interface ClusterSettings {
  processId: string;
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
 * Joins this process to the cluster: the bus, the leases (a small pool of its own on the
 * store's database), the router in front of the local tables. Tables are not loaded here: the
 * first lease sweep takes over the ones nobody holds, and `restore` claims the rest.
 */
export async function joinCluster(
  s: ClusterSettings,
  tables: LocalTables,
  tokens: TokenLookup,
  log: ClusterLog,
): Promise<ClusterNode> {
  const bus = await RedisBus.connect(s.busUrl, (e) => log.warn({ err: e.message }, 'bus connection trouble'));
  const url = new URL(s.storeUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const pool = new pg.Pool({
    connectionString: url.toString(),
    max: 4,
    connectionTimeoutMillis: 5_000,
    ...(schema && { options: `-c search_path=${schema}` }),
  });
  pool.on('error', () => undefined);
  const cluster = new Cluster(s.processId, bus, new Leases(pool, s.processId, s.leaseMs), log);
  const router = new ClusterRouter(cluster, tables, tokens);
  await cluster.start();
  router.start();
  return {
    cluster,
    router,
    buckets: bus,
    busReachable: () => bus.ping(),
    async close() {
      router.stop();
      await cluster.stop();
      await bus.close();
      await pool.end();
    },
  };
}
