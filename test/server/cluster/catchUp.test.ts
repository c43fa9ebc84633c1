import { afterEach, describe, expect, it } from 'vitest';
import { MemoryBus } from '../../../src/server/cluster/bus.js';
import { Cluster } from '../../../src/server/cluster/cluster.js';
import type { Lease, Leases } from '../../../src/server/cluster/leases.js';
import { ClusterRouter, type LocalTables, TABLE_MOVED } from '../../../src/server/cluster/router.js';
import type { CatchUp, Client, StateStamp } from '../../../src/server/hub.js';

/**
 * A push lost on the bus (pub/sub is at most once) used to stall a table for good: the state in
 * which it is a person's turn never reached them, and nothing else would come. Once a lease the
 * process holding the person's connection asks the owner about quiet tables; the owner sends
 * again what was missed, and names a connection it has forgotten, which is then closed to say
 * hello again.
 */

const LEASE_MS = 150;
const TABLE = 't1';
const quiet = { info: () => {}, warn: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `done` up to 20 leases (a loaded machine runs the lease timers late). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await sleep(LEASE_MS / 5);
}

/** Table t1 is p1's, for good. */
function leasesOf(processId: string): Leases {
  const lease: Lease = { owner: 'p1', token: 1, expired: false } as Lease;
  return {
    leaseMs: LEASE_MS,
    lease: async () => lease,
    mine: async () => new Map(processId === 'p1' ? [[TABLE, 1]] : []),
    expired: async () => [],
    liveOwners: async () => new Map([[TABLE, 'p1']]),
    acquire: async () => undefined,
    release: async () => {},
  } as unknown as Leases;
}

/** The owner's one table: a version, and who follows it (as the hub would). */
class OwnerTable {
  version = 5;
  readonly followers = new Set<Client>();
  catchUps = 0;

  send(client: Client): void {
    const stamp: StateStamp = { tableId: TABLE, version: this.version };
    client.send(JSON.stringify({ type: 'state', tableId: TABLE, version: this.version }), stamp);
  }

  local(): LocalTables {
    const tables: LocalTables = {
      handle: (client, m) => {
        if (m.type !== 'hello') return { type: 'pong' };
        this.followers.add(client);
        this.send(client);
        return {
          type: 'welcome',
          protocol: 0,
          seats: [{ tableId: TABLE, seat: 0, token: 'secret' }],
          unknownTokens: [],
        };
      },
      disconnect: (client) => this.followers.delete(client),
      adopt: () => {},
      drop: () => {},
      holds: (id) => id === TABLE,
      followers: () => [...this.followers],
      lobby: () => [],
      reload: async () => {},
      resend: () => {},
      catchUp: (client: Client, _id: string, seen: number): CatchUp => {
        this.catchUps++;
        if (!this.followers.has(client)) return 'not-following';
        if (this.version <= seen) return 'current';
        this.send(client);
        return 'resent';
      },
      atDealBoundary: async () => undefined,
      followState: () => [],
      follow: () => {},
      forget: () => {},
    };
    return tables;
  }
}

const running: Array<{ cluster: Cluster; router: ClusterRouter }> = [];
afterEach(async () => {
  for (const p of running.splice(0)) {
    p.router.stop();
    await p.cluster.stop();
  }
});

async function start(bus: MemoryBus, id: string, local: LocalTables) {
  const cluster = new Cluster(id, bus, leasesOf(id), quiet);
  if (id === 'p1') cluster.held.set(TABLE, 1);
  const router = new ClusterRouter(cluster, local, { tableOfToken: () => ({ tableId: TABLE }) });
  await cluster.start();
  router.start();
  running.push({ cluster, router });
  return { cluster, router };
}

/** p1 owns the table; a person's connection on p2 says hello and gets version 5. */
async function personOnOtherProcess() {
  const bus = new MemoryBus();
  const table = new OwnerTable();
  const owner = await start(bus, 'p1', table.local());
  const origin = await start(bus, 'p2', { ...table.local(), holds: () => false } as LocalTables);
  const seen: number[] = [];
  const closed: number[] = [];
  const person: Client = {
    id: 1,
    send: (text) => seen.push(JSON.parse(text).version),
    close: (code) => closed.push(code),
  };
  const welcome = await origin.router.handle(person, { type: 'hello', tokens: ['secret'] });
  expect(welcome.type).toBe('welcome');
  await sleep(20);
  expect(seen).toEqual([5]);
  return { table, owner, seen, closed };
}

describe('cluster: a connection on another process catches up with what the bus lost', () => {
  it('a lost push of a newer state is sent again within about two leases', async () => {
    const { table, seen, closed } = await personOnOtherProcess();
    // Bots played on; the push of version 7 was lost on the bus.
    table.version = 7;
    await until(() => seen.length > 1);
    expect(seen).toEqual([5, 7]);
    expect(closed).toEqual([]);
  });

  it('nothing is sent again while the connection is up to date', async () => {
    const { seen, closed, table } = await personOnOtherProcess();
    await sleep(4 * LEASE_MS);
    expect(seen).toEqual([5]);
    expect(closed).toEqual([]);
    // The owner was asked (the table was quiet), and found nothing missing.
    expect(table.catchUps).toBeGreaterThan(0);
  });

  it('a connection the owner forgot (its process counted as gone) is closed to say hello again', async () => {
    const { owner, closed } = await personOnOtherProcess();
    owner.router.processesGone(['p2']);
    await until(() => closed.length > 0);
    expect(closed[0]).toBe(TABLE_MOVED);
  });

  it('a connection that no longer follows the table is not asked about again', async () => {
    const { table, closed } = await personOnOtherProcess();
    table.followers.clear();
    await until(() => table.catchUps > 0);
    await sleep(3 * LEASE_MS);
    const asked = table.catchUps;
    expect(asked).toBeGreaterThan(0);
    await sleep(3 * LEASE_MS);
    expect(table.catchUps).toBe(asked);
    expect(closed).toEqual([]);
  });
});
