/**
 * Crash safety against the real program: `stikk serve` as a child process with a temporary
 * data folder, killed with SIGKILL in the middle of matches and started again. Every table
 * must come back in exactly its state, no acknowledged action may be lost, and play goes on.
 * Also: SIGTERM shuts down gracefully.
 */

import { afterAll, describe, expect, it } from 'vitest';
import { allGames, replayRecord } from '../../src/catalog.js';
import type { AnyGame, Seat } from '../../src/engine/game.js';
import { serverChildren } from './child.js';
import {
  api,
  createTable,
  join,
  type PlayerSeat,
  playOut,
  seededRng,
  settle,
  TestClient,
} from './helpers.js';
import { moments } from './replayLog.js';

const servers = serverChildren('stikk-crash-');
afterAll(servers.cleanup);
const startChild = servers.start;

interface TableUnderTest {
  game: AnyGame;
  id: string;
  players: PlayerSeat[];
  /** Actions our clients made and the server acknowledged: [version, seat, action]. */
  acked: Array<[number, Seat, string]>;
}

/** Everything the players and a new spectator can observe of a table, to compare across restarts. */
async function observe(url: string, t: TableUnderTest): Promise<{ version: number; views: unknown[] }> {
  const c = await TestClient.connect(url);
  const hello = await c.request({ type: 'hello', tokens: t.players.map((p) => p.token) });
  expect(hello.seats).toHaveLength(t.players.length);
  await c.request({ type: 'spectate', tableId: t.id });
  await c.waitFor(() => t.players.every((p) => c.latest(t.id, p.seat)) && c.latest(t.id, null) !== undefined);
  const info = (await api(url, `/api/tables/${t.id}`)).json.table;
  const out = {
    version: info.version,
    views: [...t.players.map((p) => c.latest(t.id, p.seat)!), c.latest(t.id, null)!].map((s) => ({
      version: s.version,
      view: s.view,
      legal: s.legal,
    })),
  };
  await c.close();
  return out;
}

// Crash safety is generic; random bots make bridge rubbers very long, so bridge sits this one out.
const games = allGames()
  .filter((g) => g.id !== 'bridge')
  .slice(0, 3);

describe.skipIf(games.length === 0)('crash safety of stikk serve', () => {
  const tables: TableUnderTest[] = [];

  it('kill -9 mid-match, restart: every table exactly as it was, nothing acknowledged lost, play goes on', async () => {
    const t0 = Date.now();
    const step = (what: string) => process.stderr.write(`[crash test ${Date.now() - t0} ms] ${what}\n`);
    let server = await startChild();
    step('started');
    const rng = seededRng('crash');
    // A table per game: clients at every seat but the last, which a bot plays.
    for (const game of games) {
      const seats = game.seatCount(game.defaultOptions);
      const bots = Array.from({ length: seats }, (_, i) => (i === seats - 1 && seats > 1 ? 'random' : null));
      const info = await createTable(server.url, { game: game.id, bots });
      const players: PlayerSeat[] = [];
      for (let i = 0; i < seats - 1; i++) {
        players.push(await join(await TestClient.connect(server.url), info.id, `P${i}`, i));
      }
      tables.push({ game, id: info.id, players, acked: [] });
    }
    const record = (t: TableUnderTest) => (_p: PlayerSeat, seat: Seat, action: string, version: number) => {
      t.acked.push([version, seat, action]);
    };
    for (const t of tables) await playOut(t.players, { rng, maxActions: 15, onAction: record(t) });

    step('played');
    // 1. A quiet moment: kill -9, restart, compare everything observable.
    for (const t of tables) await settle(t.players);
    const before = await Promise.all(tables.map((t) => observe(server.url, t)));
    server.proc.kill('SIGKILL');
    expect((await server.exit).signal).toBe('SIGKILL');
    for (const t of tables) for (const p of t.players) await p.client.waitFor(() => p.client.closed);
    server = await startChild();
    const after = await Promise.all(tables.map((t) => observe(server.url, t)));
    expect(after).toEqual(before);

    step('quiet restart compared');
    // 2. A busy moment: actions in flight on every table, kill -9 as soon as some are acknowledged.
    for (const t of tables) for (const p of t.players) p.client = await TestClient.connect(server.url);
    for (const t of tables) {
      await t.players[0].client.request({ type: 'hello', tokens: t.players.map((p) => p.token) });
      for (const p of t.players.slice(1)) await p.client.request({ type: 'hello', tokens: [p.token] });
      await Promise.all(
        t.players.map((p) => p.client.waitFor(() => p.client.latest(t.id, p.seat) !== undefined)),
      );
    }
    const busy = tables.map((t) =>
      playOut(t.players, { rng, maxActions: 1000, onAction: record(t) }).catch(() => 0),
    );
    const ackedBefore = tables.map((t) => t.acked.length);
    await Promise.race([
      new Promise((r) => setTimeout(r, 3000)),
      (async () => {
        while (tables.some((t, i) => t.acked.length < ackedBefore[i] + 3))
          await new Promise((r) => setTimeout(r, 5));
      })(),
    ]);
    server.proc.kill('SIGKILL');
    await server.exit;
    await Promise.all(busy);
    server = await startChild();
    for (const t of tables) {
      const info = (await api(server.url, `/api/tables/${t.id}`)).json.table;
      const lastAcked = Math.max(...t.acked.map(([v]) => v));
      expect(info.version).toBeGreaterThanOrEqual(lastAcked);
    }

    step('busy restart checked');
    // 3. Play on to the end: each finished record holds every acknowledged action where it was.
    for (const t of tables) {
      for (const p of t.players) {
        p.client = await TestClient.connect(server.url);
        await p.client.request({ type: 'hello', tokens: [p.token] });
        await p.client.waitFor(() => p.client.latest(t.id, p.seat) !== undefined);
      }
      await playOut(t.players, { rng, timeoutMs: 90_000 });
      const rec = (await api(server.url, `/api/tables/${t.id}/record`)).json;
      const replayed = replayRecord(rec);
      if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
      expect(replayed.value.result.finished).toBe(true);
      const byVersion = new Map(
        moments(t.game, t.game.defaultOptions, rec as never).map((m) => [m.version, m]),
      );
      for (const [version, seat, action] of t.acked) {
        const m = byVersion.get(version);
        expect(m, `acknowledged version ${version} is in the log`).toBeDefined();
        expect(rec.actions[m!.actionIndex]).toEqual([seat, action]);
      }
      for (const p of t.players) await p.client.close();
    }

    step('played to the end');
    // 4. SIGTERM: a graceful stop (sockets closed with 1001, exit 0); the finished records survive.
    const watcher = await TestClient.connect(server.url);
    const closeCode = new Promise<number>((resolve) => watcher.ws.once('close', (code) => resolve(code)));
    server.proc.kill('SIGTERM');
    expect(await closeCode).toBe(1001);
    expect(await server.exit).toEqual({ code: 0, signal: null });
    server = await startChild();
    for (const t of tables) {
      const r = await api(server.url, `/api/tables/${t.id}/record`);
      expect(r.status).toBe(200);
    }
    server.proc.kill('SIGTERM');
    await server.exit;
  }, 240_000);
});
