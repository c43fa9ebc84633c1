/**
 * The turn timer (`settings.turnTimer`, src/server/turnTimer.ts) on a server whose clock the
 * test moves: when a person's time runs out, a bot plays exactly that one action for them; they
 * keep their seat and are marked; everyone sees the time left; the clock stands still while
 * nobody at the table is connected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/catalog.js';
import type { Seat } from '../../src/engine/game.js';
import { DEFAULT_TABLE_SETTINGS } from '../../src/protocol/index.js';
import type { RunningServer } from '../../src/server/server.js';
import { SqliteStore } from '../../src/server/sqliteStore.js';
import { Table } from '../../src/server/table.js';
import { TurnClock } from '../../src/server/turnTimer.js';
import { serverChildren } from './child.js';
import { ManualClock } from './clock.js';
import { FAKE_ID, fakeAny } from './fakeGame.js';
import { api, createTable, join, type PlayerSeat, settle, TestClient, testServer } from './helpers.js';

const clock = new ManualClock();
let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ clock });
});
afterAll(async () => {
  await server.close();
});

const LIMIT = 30_000;

/** How many actions `seat` has in the log of the table's current match. */
async function actionsBy(tableId: string, seat: Seat): Promise<number> {
  const rec = await server.service.record(tableId, undefined, true);
  return rec.actions.filter(([s]) => s === seat).length;
}

const tableInfo = async (id: string) => (await api(server.url, `/api/tables/${id}`)).json.table;

/** Waits until `p` may act (the bots before them have moved) and every client is up to date. */
async function untilToAct(p: PlayerSeat, others: PlayerSeat[] = []): Promise<void> {
  await p.client.waitFor(() => (p.client.latest(p.tableId, p.seat)?.legal.length ?? 0) > 0);
  await settle([p, ...others]);
}

/** A person at seat 0 against a random bot, bidding in turn, with a 30 s timer. */
async function personAgainstBot(settings: object = { turnTimer: 30 }) {
  const info = await createTable(server.url, {
    game: FAKE_ID,
    options: { seats: 2, deals: 2, simultaneous: false },
    bots: [null, 'random'],
    settings,
  });
  const kari = await join(await TestClient.connect(server.url), info.id, 'Kari', 0);
  return { id: info.id, kari };
}

describe('turn timer', () => {
  it('a person whose time runs out gets exactly one bot action, keeps the seat and is marked', async () => {
    const { id, kari } = await personAgainstBot();
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'spectate', tableId: id });
    await untilToAct(kari);
    const before = await actionsBy(id, 0);
    // The countdown is in every TableInfo: the person's state, a spectator's, the HTTP API.
    for (const info of [
      kari.client.latest(id, 0)!.table,
      await (async () => {
        await watcher.waitFor(
          () => (watcher.latest(id, null)?.version ?? -1) === kari.client.latest(id, 0)!.version,
        );
        return watcher.latest(id, null)!.table;
      })(),
      await tableInfo(id),
    ]) {
      expect(info.turns).toEqual([{ seat: 0, place: 0, waitedMs: 0, remainingMs: LIMIT, limitMs: LIMIT }]);
    }
    clock.advance(LIMIT - 1);
    const halfway = await tableInfo(id);
    expect(halfway.turns[0]).toMatchObject({ seat: 0, waitedMs: LIMIT - 1, remainingMs: 1 });
    expect(await actionsBy(id, 0)).toBe(before);

    const version = kari.client.latest(id, 0)!.version;
    clock.advance(1);
    await kari.client.waitFor(() => (kari.client.latest(id, 0)?.version ?? 0) > version);
    await settle([kari]);
    expect(await actionsBy(id, 0)).toBe(before + 1);
    const after = await tableInfo(id);
    expect(after.seats[0]).toMatchObject({ kind: 'human', name: 'Kari', timedOut: 1 });
    expect(after.seats[0].standIn).toBeUndefined();
    // Still Kari's seat: her token acts as before, and her next turn has the whole time again.
    await untilToAct(kari);
    const next = await tableInfo(id);
    expect(next.turns).toEqual([{ seat: 0, place: 0, waitedMs: 0, remainingMs: LIMIT, limitMs: LIMIT }]);
    // Nothing more is played for her while the clock does not move.
    await new Promise((r) => setTimeout(r, 200));
    expect(await actionsBy(id, 0)).toBe(before + 1);
    const s = kari.client.latest(id, 0)!;
    const r = await kari.client.request({
      type: 'act',
      tableId: id,
      token: kari.token,
      version: s.version,
      action: s.legal[0].actions[0],
    });
    expect(r.type).toBe('ok');
    expect(await actionsBy(id, 0)).toBe(before + 2);
    expect((await tableInfo(id)).seats[0].timedOut).toBe(1);
    await watcher.close();
    await kari.client.close();
  });

  it('acting in time leaves nothing for the bot; the next turn starts with the full time', async () => {
    const { id, kari } = await personAgainstBot();
    await untilToAct(kari);
    clock.advance(LIMIT - 1000);
    const s = kari.client.latest(id, 0)!;
    const before = await actionsBy(id, 0);
    const r = await kari.client.request({
      type: 'act',
      tableId: id,
      token: kari.token,
      version: s.version,
      action: s.legal[0].actions[0],
    });
    expect(r.type).toBe('ok');
    await settle([kari]);
    clock.advance(5000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await actionsBy(id, 0)).toBe(before + 1);
    const info = await tableInfo(id);
    expect(info.seats[0].timedOut).toBeUndefined();
    if (info.turns) expect(info.turns[0].remainingMs).toBeGreaterThanOrEqual(LIMIT - 5000);
    await kari.client.close();
  });

  it('simultaneous bids: each person whose time runs out gets one action of their own', async () => {
    const info = await createTable(server.url, {
      game: FAKE_ID,
      options: { seats: 3, deals: 1, simultaneous: true },
      bots: [null, null, 'random'],
      settings: { turnTimer: 60 },
    });
    const kari = await join(await TestClient.connect(server.url), info.id, 'Kari', 0);
    const ola = await join(await TestClient.connect(server.url), info.id, 'Ola', 1);
    await untilToAct(kari, [ola]);
    await untilToAct(ola, [kari]);
    const turns = (await tableInfo(info.id)).turns;
    expect(turns.map((t: { seat: number }) => t.seat)).toEqual([0, 1]);
    // Kari bids at 20 s; Ola's clock is not restarted by her bid.
    clock.advance(20_000);
    const s = kari.client.latest(info.id, 0)!;
    await kari.client.request({
      type: 'act',
      tableId: info.id,
      token: kari.token,
      version: s.version,
      action: s.legal[0].actions[0],
    });
    await settle([kari, ola]);
    const mid = await tableInfo(info.id);
    const olaTurn = mid.turns.find((t: { seat: number }) => t.seat === 1);
    expect(olaTurn.remainingMs).toBe(40_000);
    const v = ola.client.latest(info.id, 1)!.version;
    clock.advance(40_000);
    await ola.client.waitFor(() => (ola.client.latest(info.id, 1)?.version ?? 0) > v);
    await settle([kari, ola]);
    expect(await actionsBy(info.id, 1)).toBe(1);
    expect(await actionsBy(info.id, 0)).toBe(1);
    const after = await tableInfo(info.id);
    expect(after.seats[1].timedOut).toBe(1);
    expect(after.seats[0].timedOut).toBeUndefined();
    await kari.client.close();
    await ola.client.close();
  });

  it('the clock stands still while nobody at the table is connected, and starts afresh', async () => {
    const { id, kari } = await personAgainstBot();
    await untilToAct(kari);
    clock.advance(10_000);
    await kari.client.close();
    await expect.poll(async () => (await tableInfo(id)).seats[0].away).toBe(true);
    const away = await tableInfo(id);
    expect(away.turns[0].remainingMs).toBeUndefined();
    const before = await actionsBy(id, 0);
    clock.advance(10 * LIMIT);
    await new Promise((r) => setTimeout(r, 100));
    expect(await actionsBy(id, 0)).toBe(before);
    // Nothing keeps it in memory: it leaves, and comes back with her token.
    expect(server.service.evictIdle(Date.now() + 2 * 3_600_000)).toBeGreaterThanOrEqual(1);
    const back = await TestClient.connect(server.url);
    await back.request({ type: 'hello', tokens: [kari.token] });
    await expect.poll(async () => (await tableInfo(id)).turns[0].remainingMs).toBe(LIMIT);
    await back.close();
  });

  it('without a timer there is no countdown, only the time waited', async () => {
    const { id, kari } = await personAgainstBot({ turnTimer: 0 });
    await untilToAct(kari);
    clock.advance(5 * LIMIT);
    await new Promise((r) => setTimeout(r, 50));
    const info = await tableInfo(id);
    expect(info.turns).toEqual([{ seat: 0, place: 0, waitedMs: 5 * LIMIT }]);
    expect(await actionsBy(id, 0)).toBe(0);
    await kari.client.close();
  });
});

describe('Table.turnSince', () => {
  it('a seat acting again with the same choices starts a new turn (a thrown-in deal)', async () => {
    const options = fakeAny.parseOptions({ seats: 2, deals: 3, simultaneous: false });
    if (!options.ok) throw new Error(options.error.message);
    const table = await Table.create(new SqliteStore(':memory:'), {
      id: 't',
      game: fakeAny,
      options: options.value,
      seed: 'same-choices',
      bots: [],
    });
    let again = 0;
    // Everybody bids 0: every deal is thrown in, and the last bidder bids first in the next.
    while (!table.isOver()) {
      const [seat] = table.toAct();
      const before = table.turnSince(seat);
      const legal = JSON.stringify(table.legalFor(seat));
      expect((await table.act(seat, '0')).ok).toBe(true);
      if (table.toAct()[0] === seat && JSON.stringify(table.legalFor(seat)) === legal) {
        again++;
        expect(table.turnSince(seat)).toBeGreaterThan(before);
      }
    }
    expect(again).toBeGreaterThan(0);
  });
});

describe('turn timer across kill -9 (stikk serve as a child process)', () => {
  // 30 s becomes 300 ms: the real program, its real clock.
  const children = serverChildren('stikk-timer-', { STIKK_TURN_TIMER_SCALE: '0.01' });
  afterAll(children.cleanup);
  const CHILD_LIMIT = 300;

  it('a pending timer: the table comes back as its log says, the clock restarts with the full time, the record replays', async () => {
    let child = await children.start();
    const info = await createTable(child.url, {
      game: 'selbu',
      options: { players: 2, handSizes: '1,2,3' },
      bots: [null, 'basic'],
      settings: { turnTimer: 30 },
    });
    const kari = await join(await TestClient.connect(child.url), info.id, 'Kari', 0);
    const latest = () => kari.client.latest(info.id, 0);
    // Kari never acts: her time runs out again and again.
    await kari.client.waitFor(() => (latest()?.table.seats[0].timedOut ?? 0) >= 2, 30_000);
    // Killed while her next timer runs.
    await kari.client.waitFor(
      () => (latest()?.table.turns?.find((t) => t.seat === 0)?.remainingMs ?? 0) > 0,
      30_000,
    );
    const seen = latest()!;
    const marksBefore = seen.table.seats[0].timedOut ?? 0;
    child.proc.kill('SIGKILL');
    expect((await child.exit).signal).toBe('SIGKILL');
    await kari.client.waitFor(() => kari.client.closed);

    child = await children.start();
    const back = (await api(child.url, `/api/tables/${info.id}`)).json.table;
    // Nothing seen before the kill is lost; Kari keeps her seat; the marks lived in memory only.
    expect(back.version).toBeGreaterThanOrEqual(seen.version);
    expect(back.seats[0]).toMatchObject({ kind: 'human', name: 'Kari', away: true });
    expect(back.seats[0].timedOut).toBeUndefined();
    // Nobody is connected: the clock stands still and nothing is played for her.
    await new Promise((r) => setTimeout(r, 4 * CHILD_LIMIT));
    const still = (await api(child.url, `/api/tables/${info.id}`)).json.table;
    await new Promise((r) => setTimeout(r, 4 * CHILD_LIMIT));
    const stillLater = (await api(child.url, `/api/tables/${info.id}`)).json.table;
    expect(stillLater.version).toBe(still.version);
    expect(still.turns?.[0]?.remainingMs).toBeUndefined();

    // Back at the table: her turn starts with the whole time again.
    kari.client = await TestClient.connect(child.url);
    await kari.client.request({ type: 'hello', tokens: [kari.token] });
    await kari.client.waitFor(() => (latest()?.legal.length ?? 0) > 0);
    const turn = latest()!.table.turns!.find((t) => t.seat === 0)!;
    expect(turn.limitMs).toBe(CHILD_LIMIT);
    // (Sent a moment after the clock started; the in-process tests measure it exactly.)
    expect(turn.remainingMs).toBeGreaterThan(CHILD_LIMIT * 0.8);
    // Her turn began when the table came back, the clock only when she did.
    expect(turn.waitedMs).toBeGreaterThanOrEqual(8 * CHILD_LIMIT);

    // The timer plays the match out for her; the finished record replays and every action of
    // hers in it was played by the timer (she never acted).
    await kari.client.waitFor(() => latest()?.table.status === 'over', 60_000);
    const rec = (await api(child.url, `/api/tables/${info.id}/record`)).json;
    const replayed = replayRecord(rec);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    expect(replayed.value.result.finished).toBe(true);
    const hers = rec.actions.filter(([s]: [number]) => s === 0).length;
    const marksAfter = latest()!.table.seats[0].timedOut ?? 0;
    expect(marksAfter).toBeGreaterThan(0);
    // A timed-out action committed in the moment before the kill may not have reached her screen.
    expect(hers - marksBefore - marksAfter).toBeGreaterThanOrEqual(0);
    expect(hers - marksBefore - marksAfter).toBeLessThanOrEqual(1);
    await kari.client.close();
    child.proc.kill('SIGTERM');
    await child.exit;
  }, 120_000);
});

describe('TurnClock', () => {
  it('a seat played by another seat’s person (dummy): its turn names that person, the mark goes to them', async () => {
    const options = fakeAny.parseOptions({
      seats: 4,
      deals: 1,
      handSize: 3,
      dummy: true,
      simultaneous: false,
    });
    if (!options.ok) throw new Error(options.error.message);
    const table = await Table.create(new SqliteStore(':memory:'), {
      id: 'd',
      game: fakeAny,
      options: options.value,
      seed: 'dummy-turn',
      bots: [],
      settings: { ...DEFAULT_TABLE_SETTINGS, turnTimer: 30 },
    });
    for (let p = 0; p < 4; p++) await table.setSeat(p, { kind: 'human', name: `P${p}`, tokenHash: `h${p}` });
    const own = new ManualClock();
    const expired: Seat[] = [];
    const turns = new TurnClock(own, { someoneHere: () => true, expired: (_t, seat) => expired.push(seat) });
    // Play until dummy is to act (its controller is someone else).
    for (let i = 0; i < 40 && !table.toAct().some((s) => table.controller(s) !== s); i++) {
      const [seat] = table.toAct();
      // The highest bid: a deal where all bid 0 is thrown in.
      expect((await table.act(seat, fakeAny.legalActions(table.state, seat).at(-1)!)).ok).toBe(true);
    }
    const [dummy] = table.toAct();
    const declarer = table.controller(dummy);
    expect(declarer).not.toBe(dummy);
    turns.update(table);
    const info = turns.decorate(
      table,
      table.info(() => false),
    );
    expect(info.turns).toEqual([
      { seat: dummy, place: declarer, waitedMs: 0, remainingMs: LIMIT, limitMs: LIMIT },
    ]);
    own.advance(20_000);
    // The wait counts for the person who decides, not for dummy's.
    expect(turns.waitedMs(table, declarer)).toBe(20_000);
    expect(turns.waitedMs(table, dummy)).toBeUndefined();
    expect(expired).toEqual([]);
    own.advance(LIMIT - 20_000);
    expect(expired).toEqual([dummy]);
    turns.markTimedOut(table, table.placeDeciding(dummy));
    const marked = turns.decorate(
      table,
      table.info(() => false),
    );
    expect(marked.seats.map((s) => s.timedOut)).toEqual(
      [0, 1, 2, 3].map((p) => (p === declarer ? 1 : undefined)),
    );
    expect(marked.turns?.[0]).toMatchObject({ remainingMs: 0 });
  });
});
