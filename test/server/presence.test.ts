/**
 * Presence and nudges (src/server/presence.ts): a seat shows when its last connection closed
 * (`awaySince`) until a connection holds it again; a person who has been to act for a while
 * may be nudged by the others, at most once in `NUDGE_EVERY_MS`, and only their connections
 * hear of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUDGE_AFTER_MS, NUDGE_EVERY_MS } from '../../src/protocol/index.js';
import type { RunningServer } from '../../src/server/server.js';
import { ManualClock } from './clock.js';
import { FAKE_ID } from './fakeGame.js';
import { api, createTable, join, type PlayerSeat, settle, TestClient, testServer } from './helpers.js';

const clock = new ManualClock();
let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ clock });
});
afterAll(async () => {
  await server.close();
});

const tableInfo = async (id: string) => (await api(server.url, `/api/tables/${id}`)).json.table;

describe('presence', () => {
  it('awaySince appears when the last connection of a seat closes and goes on reconnect', async () => {
    const info = await createTable(server.url, {
      game: FAKE_ID,
      options: { seats: 2 },
      bots: [null, 'random'],
    });
    const phone = await TestClient.connect(server.url);
    const kari = await join(phone, info.id, 'Kari', 0);
    const laptop = await TestClient.connect(server.url);
    await laptop.request({ type: 'hello', tokens: [kari.token] });
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'spectate', tableId: info.id });

    // One of two connections closes: still here.
    await phone.close();
    await new Promise((r) => setTimeout(r, 50));
    expect((await tableInfo(info.id)).seats[0].away).toBeUndefined();

    clock.advance(1000);
    const leftAt = new Date(clock.now()).toISOString();
    await laptop.close();
    await watcher.waitFor(() => watcher.latest(info.id, null)?.table.seats[0].away === true);
    expect(watcher.latest(info.id, null)!.table.seats[0]).toMatchObject({ away: true, awaySince: leftAt });
    // It stays the moment the last connection closed, however long they are gone.
    clock.advance(5 * 60_000);
    expect((await tableInfo(info.id)).seats[0]).toMatchObject({ away: true, awaySince: leftAt });

    const back = await TestClient.connect(server.url);
    await back.request({ type: 'hello', tokens: [kari.token] });
    await watcher.waitFor(() => !watcher.latest(info.id, null)?.table.seats[0].away);
    const seat = watcher.latest(info.id, null)!.table.seats[0];
    expect(seat.away).toBeUndefined();
    expect(seat.awaySince).toBeUndefined();
    await back.close();
    await watcher.close();
  });

  it('a seat given up is free, not away since anything', async () => {
    const info = await createTable(server.url, {
      game: FAKE_ID,
      options: { seats: 2 },
      bots: [null, 'random'],
    });
    const c = await TestClient.connect(server.url);
    const kari = await join(c, info.id, 'Kari', 0);
    expect((await c.request({ type: 'leave', tableId: info.id, token: kari.token })).type).toBe('ok');
    const ola = await join(c, info.id, 'Ola', 0);
    await c.close();
    await expect.poll(async () => (await tableInfo(info.id)).seats[0].away).toBe(true);
    expect((await tableInfo(info.id)).seats[0]).toMatchObject({
      name: 'Ola',
      awaySince: new Date(clock.now()).toISOString(),
    });
    expect(ola.seat).toBe(0);
  });
});

describe('nudge', () => {
  /** Kari and Ola at a two-seat table (no bots), each on their own connection, and a spectator. */
  async function twoPeople() {
    const info = await createTable(server.url, {
      game: FAKE_ID,
      options: { seats: 2, simultaneous: false },
    });
    const kari = await join(await TestClient.connect(server.url), info.id, 'Kari', 0);
    const ola = await join(await TestClient.connect(server.url), info.id, 'Ola', 1);
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'spectate', tableId: info.id });
    await settle([kari, ola]);
    const toAct = (await tableInfo(info.id)).turns[0].seat as number;
    const [actor, other] = toAct === 0 ? [kari, ola] : [ola, kari];
    return { id: info.id, actor, other, watcher };
  }
  const nudge = (from: PlayerSeat, at: number) =>
    from.client.request({ type: 'nudge', tableId: from.tableId, token: from.token, seat: at });
  const nudgesOf = (c: TestClient) => c.messages.filter((m) => m.type === 'nudged');

  it('only at a person who has been to act for a while; only their connections hear it; not too often', async () => {
    const { id, actor, other, watcher } = await twoPeople();
    // The person to act has a second connection (a phone and a laptop).
    const second = await TestClient.connect(server.url);
    await second.request({ type: 'hello', tokens: [actor.token] });

    // Too soon.
    clock.advance(NUDGE_AFTER_MS - 1);
    expect(await nudge(other, actor.seat)).toMatchObject({ type: 'error', code: 'cannot-nudge' });
    // Not to act, and not oneself.
    clock.advance(1);
    expect(await nudge(actor, other.seat)).toMatchObject({ type: 'error', code: 'cannot-nudge' });
    expect(await nudge(actor, actor.seat)).toMatchObject({ type: 'error', code: 'cannot-nudge' });
    expect(await nudge(other, 7)).toMatchObject({ type: 'error', code: 'bad-seat' });
    expect(nudgesOf(actor.client)).toHaveLength(0);

    expect(await nudge(other, actor.seat)).toEqual({ type: 'ok', id: expect.any(Number) });
    const told = { type: 'nudged', tableId: id, seat: actor.seat, by: other.seat };
    await actor.client.waitFor(() => nudgesOf(actor.client).length === 1);
    await second.waitFor(() => nudgesOf(second).length === 1);
    expect(nudgesOf(actor.client)).toEqual([told]);
    expect(nudgesOf(second)).toEqual([told]);

    // At most once in NUDGE_EVERY_MS.
    clock.advance(NUDGE_EVERY_MS - 1);
    expect(await nudge(other, actor.seat)).toMatchObject({ type: 'error', code: 'rate-limited' });
    clock.advance(1);
    expect((await nudge(other, actor.seat)).type).toBe('ok');
    await actor.client.waitFor(() => nudgesOf(actor.client).length === 2);

    // Nobody else heard anything.
    await new Promise((r) => setTimeout(r, 50));
    expect(nudgesOf(other.client)).toHaveLength(0);
    expect(nudgesOf(watcher)).toHaveLength(0);
    expect(nudgesOf(second)).toHaveLength(2);
    for (const c of [actor.client, other.client, watcher, second]) await c.close();
  });

  it('the wait counts from the turn: once they act, the next person must wait again', async () => {
    const { actor, other, watcher } = await twoPeople();
    clock.advance(NUDGE_AFTER_MS);
    const s = actor.client.latest(actor.tableId, actor.seat)!;
    const r = await actor.client.request({
      type: 'act',
      tableId: actor.tableId,
      token: actor.token,
      version: s.version,
      action: s.legal[0].actions[0],
    });
    expect(r.type).toBe('ok');
    await settle([actor, other]);
    // Whoever is to act now has only just begun.
    const next = (await tableInfo(actor.tableId)).turns[0].seat as number;
    const [to, from] = next === actor.seat ? [actor, other] : [other, actor];
    expect(await nudge(from, to.seat)).toMatchObject({ type: 'error', code: 'cannot-nudge' });
    clock.advance(NUDGE_AFTER_MS);
    expect((await nudge(from, to.seat)).type).toBe('ok');
    for (const c of [actor.client, other.client, watcher]) await c.close();
  });

  it('a bot cannot be nudged, nor can a spectator nudge', async () => {
    const info = await createTable(server.url, {
      game: FAKE_ID,
      options: { seats: 2 },
      bots: [null, 'random'],
    });
    const kari = await join(await TestClient.connect(server.url), info.id, 'Kari', 0);
    expect(await nudge(kari, 1)).toMatchObject({ type: 'error', code: 'cannot-nudge' });
    const watcher = await TestClient.connect(server.url);
    const r = await watcher.request({ type: 'nudge', tableId: info.id, seat: 0 });
    expect(r).toMatchObject({ type: 'error', code: 'bad-message' });
    await kari.client.close();
    await watcher.close();
  });
});
