import { afterEach, describe, expect, it } from 'vitest';
import type { TableInfo } from '../../../src/protocol/index.js';
import { MemoryBus } from '../../../src/server/cluster/bus.js';
import { Cluster } from '../../../src/server/cluster/cluster.js';
import type { Leases } from '../../../src/server/cluster/leases.js';
import { ClusterRouter, LOBBY_FRESH_MS, type LocalTables } from '../../../src/server/cluster/router.js';
import { lobbyList } from '../../../src/server/lobby.js';

const LEASE_MS = 300;

/** Just what the lobby reads of a table. */
const table = (id: string, freeSeats: number, createdAt: string) =>
  ({ id, freeSeats, createdAt }) as unknown as TableInfo;

describe('lobbyList', () => {
  it('open tables first, then the newest; a table listed twice once; at most the limit', () => {
    const a = [table('full-new', 0, '2026-12-02T10:05:00Z'), table('open-old', 2, '2026-12-02T09:00:00Z')];
    const b = [table('open-new', 1, '2026-12-02T10:00:00Z'), table('full-new', 0, '2026-12-02T10:05:00Z')];
    expect(lobbyList([a, b]).map((t) => t.id)).toEqual(['open-new', 'open-old', 'full-new']);
    expect(lobbyList([a, b], 2).map((t) => t.id)).toEqual(['open-new', 'open-old']);
    expect(lobbyList([])).toEqual([]);
  });
});

/** Leases that hold nothing: the lobby never asks who owns a table. */
const noLeases = {
  leaseMs: LEASE_MS,
  renewAll: async () => new Map(),
  expired: async () => [],
  releaseAll: async () => {},
} as unknown as Leases;

const quiet = { info: () => {}, warn: () => {} };

/** A process on `bus` whose public tables are `tables`; `answers: false` makes it hang on calls. */
async function startProcess(bus: MemoryBus, id: string, tables: TableInfo[], answers = true) {
  const cluster = new Cluster(id, bus, noLeases, quiet);
  const local = {
    lobby: () => tables,
    handle: () => ({ type: 'pong' }),
    disconnect: () => {},
    adopt: () => {},
    drop: () => {},
    holds: () => false,
    followers: () => [],
  } as unknown as LocalTables;
  const router = new ClusterRouter(cluster, local, { tableOfToken: () => undefined });
  if (!answers) router.call = () => new Promise(() => {});
  await cluster.start();
  return { cluster, router };
}

const running: Cluster[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((c) => c.stop()));
});

async function heardFromAll(clusters: Cluster[]): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (clusters.every((c) => c.liveProcesses().length === clusters.length - 1)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the processes did not hear one another');
}

describe('cluster: the lobby lists every process’s public tables', () => {
  it('each process lists its own and the others’, in one order', async () => {
    const bus = new MemoryBus();
    const p1 = await startProcess(bus, 'p1', [table('t1', 3, '2026-12-02T10:01:00Z')]);
    const p2 = await startProcess(bus, 'p2', [table('t2', 0, '2026-12-02T10:02:00Z')]);
    const p3 = await startProcess(bus, 'p3', [table('t3', 1, '2026-12-02T10:03:00Z')]);
    running.push(p1.cluster, p2.cluster, p3.cluster);
    await heardFromAll([p1.cluster, p2.cluster, p3.cluster]);
    for (const p of [p1, p2, p3]) {
      expect((await p.router.lobby()).map((t) => t.id)).toEqual(['t3', 't1', 't2']);
    }
  });

  it('a process that does not answer is left out after the wait, not waited for', async () => {
    const bus = new MemoryBus();
    const p1 = await startProcess(bus, 'p1', [table('t1', 3, '2026-12-02T10:01:00Z')]);
    const p2 = await startProcess(bus, 'p2', [table('t2', 1, '2026-12-02T10:02:00Z')], false);
    running.push(p1.cluster, p2.cluster);
    await heardFromAll([p1.cluster, p2.cluster]);
    const started = Date.now();
    expect((await p1.router.lobby()).map((t) => t.id)).toEqual(['t1']);
    // Waited for the hanging one (a lease here), then listed without it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LEASE_MS - 20);
  });

  it('listings close together ask the others once; this process’s own tables are always current', async () => {
    const bus = new MemoryBus();
    const mine = [table('t1', 3, '2026-12-02T10:01:00Z')];
    const p1 = await startProcess(bus, 'p1', mine);
    const p2 = await startProcess(bus, 'p2', [table('t2', 1, '2026-12-02T10:02:00Z')]);
    running.push(p1.cluster, p2.cluster);
    await heardFromAll([p1.cluster, p2.cluster]);
    let asked = 0;
    const answer = p2.router.call.bind(p2.router);
    p2.router.call = (from, body) => {
      asked++;
      return answer(from, body);
    };
    const ids = async () => (await p1.router.lobby()).map((t) => t.id);
    expect(await Promise.all([ids(), ids()])).toEqual([
      ['t2', 't1'],
      ['t2', 't1'],
    ]);
    mine.push(table('t3', 2, '2026-12-02T10:03:00Z'));
    expect(await ids()).toEqual(['t3', 't2', 't1']);
    expect(asked).toBe(1);
    await new Promise((r) => setTimeout(r, LOBBY_FRESH_MS + 50));
    await ids();
    expect(asked).toBe(2);
  });

  it('alone, a process lists its own tables and asks nobody', async () => {
    const p1 = await startProcess(new MemoryBus(), 'p1', [table('t1', 3, '2026-12-02T10:01:00Z')]);
    running.push(p1.cluster);
    expect(p1.cluster.liveProcesses()).toEqual([]);
    expect((await p1.router.lobby()).map((t) => t.id)).toEqual(['t1']);
  });
});
