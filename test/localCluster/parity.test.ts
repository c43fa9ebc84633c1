import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGames, getGame } from '../../src/catalog.js';
import { type LocalCluster, startLocalCluster } from '../../src/localCluster/local.js';
import type { StoredEvent } from '../../src/server/store.js';
import { fuzzTable } from '../server/fuzzCheck.js';
import { api, createTable, join, playOut, seededRng, settle, TestClient } from '../server/helpers.js';
import { chatLeakCheck, leakCheck, undoEventsSoFar } from '../server/leakCheck.js';
import type { ServerUnderTest } from '../server/underTest.js';

/**
 * The single-process no-leak, fuzz and reconnect checks (test/server/leakCheck.ts,
 * fuzzCheck.ts, presence.test.ts) against three processes on real Postgres and Redis: the
 * clients of one table connect to different processes (seat i to process i mod 3), so actions
 * are forwarded to the owner and states fan out over the bus. The log is read from Postgres.
 */
let cluster: LocalCluster;
let db: pg.Pool;
const direct = (i: number) => `http://127.0.0.1:${cluster.processes[i % cluster.processes.length].port}`;
const target: ServerUnderTest = {
  url: direct,
  events: async (tableId) =>
    (
      await db.query('SELECT seq, match, kind, seat, data FROM events WHERE table_id = $1 ORDER BY seq', [
        tableId,
      ])
    ).rows as StoredEvent[],
};

beforeAll(async () => {
  cluster = await startLocalCluster({
    processes: 3,
    // As the single-process test server: no delays for bots, no limits per address or rate.
    serveArgs: [
      '--bot-delay',
      '0',
      '--connections-per-address',
      '0',
      '--tables-per-address',
      '0',
      '--tables-per-address-per-minute',
      '0',
      '--message-burst',
      '100000',
      '--messages-per-second',
      '100000',
    ],
  });
  db = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
});
afterAll(async () => {
  // A `server-error` reply has its stack only in the process's log: shown here, for the next look.
  const failed = cluster?.processes.flatMap((p) => p.output.filter((l) => l.includes('"level":50'))) ?? [];
  if (failed.length) console.log(`errors in the processes' logs:\n${failed.slice(0, 5).join('\n')}`);
  await db?.end();
  await cluster?.stop();
});

describe('no leaks across processes', () => {
  it.each(allGames().map((g) => [g.id, g] as const))('%s: a random match', async (_id, game) => {
    const checked = await leakCheck(target, game, `cluster:leak:${game.id}`, 150);
    expect(checked).toBeGreaterThan(100);
  });

  it('undo (bridgette): requests, answers and actions taken back show no hidden card', async () => {
    const before = undoEventsSoFar();
    const checked = await leakCheck(
      target,
      getGame('bridgette')!,
      'cluster:leak:undo',
      150,
      {},
      undefined,
      true,
    );
    expect(checked).toBeGreaterThan(50);
    expect(undoEventsSoFar() - before).toBeGreaterThan(2);
  });

  it('selbu, trump draw, forehead first-and-last: a whole match', async () => {
    const options = { trump: 'draw', forehead: 'first-and-last', players: 5, handSizes: Array(20).fill(1) };
    const checked = await leakCheck(target, getGame('selbu')!, 'cluster:leak:draw', 5000, options);
    expect(checked).toBeGreaterThan(300);
  });

  it('chat during a match goes, the same text, to the followers of its table on every process', async () => {
    await chatLeakCheck(target, getGame('bondebridge')!, 'cluster:leak:chat');
  });
});

describe('fuzzing across processes', () => {
  it.each(allGames().map((g) => [g.id, g] as const))('hostile messages at a %s table', async (_id, game) => {
    await fuzzTable(target, game, game.id === 'bondebridge' ? 3000 : 400, `cluster:fuzz:${game.id}`);
  });
});

describe('reconnecting across processes', () => {
  it('a seat is away when its last connection closes and back when it reconnects on another process', async () => {
    const info = await createTable(direct(0), {
      game: 'bondebridge',
      bots: [null, 'basic', 'basic', 'basic'],
    });
    const phone = await TestClient.connect(direct(1));
    const kari = await join(phone, info.id, 'Kari', 0);
    const watcher = await TestClient.connect(direct(2));
    await watcher.request({ type: 'spectate', tableId: info.id });
    const rng = seededRng('cluster:reconnect');
    await playOut([kari], { rng, maxActions: 2 });

    const left = phone.latest(info.id, 0)!.version;
    await phone.close();
    await watcher.waitFor(() => watcher.latest(info.id, null)?.table.seats[0].away === true);
    const away = (await api(direct(0), `/api/tables/${info.id}`)).json.table.seats[0];
    expect(away).toMatchObject({ away: true, name: 'Kari' });
    expect(typeof away.awaySince).toBe('string');

    // Back with the token on a third process: the seat and the state it left are there.
    const back = await TestClient.connect(direct(2));
    const w = await back.request({ type: 'hello', tokens: [kari.token] });
    expect(w).toMatchObject({ type: 'welcome', seats: [{ tableId: info.id, seat: 0 }] });
    await watcher.waitFor(() => !watcher.latest(info.id, null)?.table.seats[0].away);
    expect(watcher.latest(info.id, null)!.table.seats[0].awaySince).toBeUndefined();
    const again = { ...kari, client: back };
    await back.waitFor(() => back.latest(info.id, 0) !== undefined);
    expect(back.latest(info.id, 0)!.version).toBeGreaterThanOrEqual(left);
    // And plays on from there.
    const played = await playOut([again], { rng, maxActions: 3 });
    expect(played).toBeGreaterThan(0);
    await settle([again]);
    await Promise.all([back, watcher].map((c) => c.close()));
  });
});
