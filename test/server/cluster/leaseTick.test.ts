import { describe, expect, it } from 'vitest';
import { inlineBots } from '../../../src/server/botPool.js';
import { MemoryBus } from '../../../src/server/cluster/bus.js';
import { Cluster } from '../../../src/server/cluster/cluster.js';
import type { Lease, Leases } from '../../../src/server/cluster/leases.js';
import { TableService } from '../../../src/server/service.js';
import { SqliteStore } from '../../../src/server/sqliteStore.js';
import type { TableStore } from '../../../src/server/store.js';
import { fakeAny } from '../fakeGame.js';

/**
 * The lease tick against a table on its way into memory. In CI a new table lost its lease at
 * once: the tick saw the lease the table's first write had taken, found the table not yet in
 * memory and gave the lease back. Here the tick is made to fall exactly in that gap.
 */

const ME = 'p1';

/** The lease rows of one process, in memory: what `Leases` reads and writes in Postgres. */
class MemoryLeases {
  readonly leaseMs = 1_500;
  readonly processId = ME;
  readonly rows = new Map<string, { owner: string; token: number; expired: boolean }>();
  readonly released: string[] = [];

  /** What the fencing trigger does at a table's first write. */
  claimByWrite(tableId: string): void {
    if (!this.rows.has(tableId)) this.rows.set(tableId, { owner: ME, token: 1, expired: false });
  }
  async acquire(tableId: string): Promise<number | undefined> {
    const row = this.rows.get(tableId);
    if (row && !row.expired && row.owner !== ME) return undefined;
    const token = (row?.token ?? 0) + 1;
    this.rows.set(tableId, { owner: ME, token, expired: false });
    return token;
  }
  async mine(): Promise<Map<string, number>> {
    const mine = [...this.rows].filter(([, r]) => r.owner === ME);
    for (const [, r] of mine) r.expired = false;
    return new Map(mine.map(([id, r]) => [id, r.token]));
  }
  async lease(tableId: string): Promise<Lease | undefined> {
    const row = this.rows.get(tableId);
    return row && { ...row };
  }
  async expired(): Promise<Array<{ tableId: string; owner: string }>> {
    return [...this.rows].filter(([, r]) => r.expired).map(([tableId, r]) => ({ tableId, owner: r.owner }));
  }
  async liveOwners(): Promise<Map<string, string>> {
    return new Map();
  }
  async release(tableId: string, token: number): Promise<void> {
    const row = this.rows.get(tableId);
    if (row?.owner === ME && row.token === token) {
      this.rows.delete(tableId);
      this.released.push(tableId);
    }
  }
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const serviceConfig = {
  bots: { delayMs: 0, timeMs: 50 },
  botRunner: inlineBots,
  maxTables: 100,
  idleMs: 60_000,
  emptyIdleMs: 60_000,
};

/** A cluster process over `store`, whose lease tick runs once more inside the store call named `gap`. */
function processWithTickIn(store: TableStore, gap: 'createTable' | 'loadTable') {
  const leases = new MemoryLeases();
  const cluster = new Cluster(ME, new MemoryBus(), leases as unknown as Leases, quiet);
  const ticks: Array<Promise<void>> = [];
  const gapped = new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'createTable' && gap === 'createTable') {
        return async (...args: Parameters<TableStore['createTable']>) => {
          await target.createTable(...args);
          leases.claimByWrite(args[0].id);
          ticks.push(cluster.tick());
          await ticks[ticks.length - 1];
        };
      }
      if (key === 'loadTable' && gap === 'loadTable') {
        return async (id: string) => {
          const loaded = await target.loadTable(id);
          ticks.push(cluster.tick());
          await ticks[ticks.length - 1];
          return loaded;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const service = new TableService(
    gapped,
    [fakeAny],
    { ...serviceConfig, owns: (id) => cluster.held.has(id) },
    quiet,
  );
  cluster.host = {
    call: async () => ({}),
    note: () => {},
    adopt: async (id) => {
      service.drop(id);
      await service.adopt(id);
    },
    lost: (id) => service.drop(id),
    holds: (id) => service.holds(id),
    processesGone: () => {},
  };
  return { cluster, leases, service, ticks };
}

describe('cluster: the lease tick and a table on its way into memory', () => {
  it('a new table keeps the lease its first write took, and is held from the next tick', async () => {
    const { cluster, leases, service, ticks } = processWithTickIn(new SqliteStore(':memory:'), 'createTable');
    const table = await service.createTable({ game: fakeAny.id });
    expect(ticks).toHaveLength(1);
    expect(leases.released).toEqual([]);
    expect(leases.rows.get(table.id)?.owner).toBe(ME);
    await cluster.tick();
    expect(cluster.held.get(table.id)).toBe(1);
    expect(service.holds(table.id)).toBe(true);
  });

  it('a table taken over keeps its lease while it is read from the log, and stays in memory', async () => {
    const store = new SqliteStore(':memory:');
    // Made by a process that has since died: its lease has run out.
    const before = new TableService(store, [fakeAny], serviceConfig, quiet);
    const table = await before.createTable({ game: fakeAny.id });
    const { cluster, leases, service, ticks } = processWithTickIn(store, 'loadTable');
    leases.rows.set(table.id, { owner: 'p0', token: 1, expired: true });
    expect(await cluster.ownerOf(table.id)).toBe('me');
    expect(ticks).toHaveLength(1);
    expect(leases.released).toEqual([]);
    expect(cluster.held.get(table.id)).toBe(2);
    expect(service.holds(table.id)).toBe(true);
    // Still held at the next tick (a table only loading would count as held too: it is loaded now).
    await cluster.tick();
    expect(cluster.held.get(table.id)).toBe(2);
  });

  it('a table that left memory gives its lease back at the next tick', async () => {
    const { cluster, leases, service } = processWithTickIn(new SqliteStore(':memory:'), 'loadTable');
    const table = await service.createTable({ game: fakeAny.id });
    leases.claimByWrite(table.id);
    await cluster.tick();
    expect(cluster.held.has(table.id)).toBe(true);
    service.drop(table.id);
    await cluster.tick();
    expect(leases.released).toEqual([table.id]);
    expect(cluster.held.has(table.id)).toBe(false);
  });

  it('a lease handed here before its table arrives is kept a lease, then given back if the table never came', async () => {
    const { cluster, leases } = processWithTickIn(new SqliteStore(':memory:'), 'loadTable');
    // What a hand-over's UPDATE does: the lease is this process's before the `take` call arrives.
    leases.rows.set('handed', { owner: ME, token: 4, expired: false });
    await cluster.tick();
    expect(leases.released).toEqual([]);
    await new Promise((r) => setTimeout(r, leases.leaseMs + 100));
    await cluster.tick();
    expect(leases.released).toEqual(['handed']);
  });
});
