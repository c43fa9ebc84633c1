/** Seats and people at a table, on the fake game: spectators, bots standing in, two seats, rematch, away. */
import { describe, expect, it } from 'vitest';
import {
  createTable,
  fileServer,
  join,
  type PlayerSeat,
  playOut,
  seededRng,
  settle,
  type TestClient,
} from './helpers.js';

const server = fileServer();
const client = server.client;

async function seatAll(tableId: string, n: number, oneClient?: TestClient): Promise<PlayerSeat[]> {
  const out: PlayerSeat[] = [];
  for (let i = 0; i < n; i++) out.push(await join(oneClient ?? (await client()), tableId, `P${i}`, i));
  return out;
}

describe('playing', () => {
  it('three people play a match; each gets only their own hand', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { deals: 3 } });
    const players = await seatAll(t.id, 3);
    await playOut(players, { rng: seededRng('three') });
    for (const p of players) {
      const s = p.client.latest(t.id, p.seat)!;
      expect(s.table.status).toBe('over');
      expect(s.view.result.finished).toBe(true);
      expect(s.view.result.deals).toHaveLength(3);
      // every state this client got for its seat showed its own hand only
      for (const m of p.client.messages.filter((x) => x.type === 'state' && x.seat === p.seat)) {
        m.view.hands.forEach((h: string[] | null, i: number) => {
          if (i !== p.seat) expect(h).toBeNull();
        });
      }
    }
  });

  it('the dealer plays dummy: legal actions for dummy go to the dealer, and dummy cannot act', async () => {
    const t = await createTable(server.url, {
      game: 'fakewhist',
      options: { seats: 4, dummy: true, handSize: 3 },
    });
    const players = await seatAll(t.id, 4);
    let dummyActionsByDealer = 0;
    await playOut(players, {
      rng: seededRng('dummy'),
      onAction: async (p, seat) => {
        if (seat !== p.seat) {
          dummyActionsByDealer++;
          // the dealer acted for the seat opposite
          expect(seat).toBe((p.seat + 2) % 4);
        }
      },
    });
    expect(dummyActionsByDealer).toBeGreaterThan(0);
  });

  it('dummy’s own token may not play dummy’s cards', async () => {
    const t = await createTable(server.url, {
      game: 'fakewhist',
      options: { seats: 4, dummy: true, handSize: 3 },
    });
    const players = await seatAll(t.id, 4);
    // play until dummy is to act
    const rng = seededRng('dummy2');
    for (let guard = 0; guard < 100; guard++) {
      const s = players[0].client.latest(t.id, 0)!;
      const v = s.view as unknown as { dummy: number; toAct: number[]; phase: string };
      if (v.phase === 'play' && v.toAct.includes(v.dummy)) {
        const dummy = players[v.dummy];
        await settle(players);
        const dummyState = dummy.client.latest(t.id, dummy.seat)!;
        expect(dummyState.legal).toEqual([]);
        const r = await dummy.client.request({
          type: 'act',
          tableId: t.id,
          token: dummy.token,
          version: dummyState.version,
          action: 'SA',
        });
        expect(r).toMatchObject({ type: 'error', code: 'not-your-turn' });
        expect(r.message).toMatch(/played by seat/);
        return;
      }
      await playOut(players, { rng, maxActions: 1 });
    }
    throw new Error('dummy never came to act');
  });

  it('one person holds two seats with one connection', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 3 } });
    const c = await client();
    const a = await join(c, t.id, 'Kari', 0);
    const b = await join(c, t.id, 'Kari', 1);
    const other = await join(await client(), t.id, 'Ola', 2);
    expect(a.token).not.toBe(b.token);
    await playOut([a, b, other], { rng: seededRng('two') });
    expect(c.latest(t.id, 0)!.view.hands[1]).toBeNull();
    expect(c.latest(t.id, 1)!.view.hands[0]).toBeNull();
    expect(c.latest(t.id, 1)!.table.status).toBe('over');
  });

  it('a person plays against bots that act server-side', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', bots: [null, 'random', 'random'] });
    expect(t.seats.map((s) => s.kind)).toEqual(['free', 'bot', 'bot']);
    const p = await join(await client(), t.id, 'Solo');
    expect(p.seat).toBe(0);
    await playOut([p], { rng: seededRng('bots') });
    expect(p.client.latest(t.id, 0)!.table.status).toBe('over');
  });

  it('simultaneous bids do not make each other stale; an old version is refused', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 3 } });
    const players = await seatAll(t.id, 3);
    const states = players.map((p) => p.client.latest(t.id, p.seat)!);
    expect(states.every((s) => s.legal.length === 1)).toBe(true);
    // all three bid against the same version
    const replies = await Promise.all(
      players.map((p, i) =>
        p.client.request({
          type: 'act',
          tableId: t.id,
          token: p.token,
          version: states[i].version,
          action: '1',
        }),
      ),
    );
    expect(replies.map((r) => r.type)).toEqual(['ok', 'ok', 'ok']);
    // now in play (once everyone has the state after the last bid, which follows the replies):
    // an action sent with the bidding version is stale
    const last = Math.max(...replies.map((r) => r.version));
    for (const p of players) await p.client.waitFor(() => p.client.latest(t.id, p.seat)!.version >= last);
    const leader = players.find((p) => p.client.latest(t.id, p.seat)!.legal.length)!;
    const now = leader.client.latest(t.id, leader.seat)!;
    const stale = await leader.client.request({
      type: 'act',
      tableId: t.id,
      token: leader.token,
      version: states[0].version,
      action: now.legal[0].actions[0],
    });
    expect(stale).toMatchObject({ type: 'error', code: 'stale-version', version: now.version });
    expect(leader.client.latest(t.id, leader.seat)!.version).toBe(now.version);
  });

  it('an illegal action is refused with the engine’s reason and changes nothing', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2 } });
    const [a] = await seatAll(t.id, 2);
    const s = a.client.latest(t.id, 0)!;
    const r = await a.client.request({
      type: 'act',
      tableId: t.id,
      token: a.token,
      version: s.version,
      action: '9',
    });
    expect(r).toMatchObject({ type: 'error', code: 'illegal-action', rule: 'unknown-action' });
    expect(r.message).toMatch(/^9: /);
    expect(r.params).toEqual({ action: '9', expected: 'bid-or-card', maxBid: 2 });
    const info = await fetch(`${server.url}/api/tables/${t.id}`).then((x) => x.json());
    expect(info.table.version).toBe(s.version);
  });
});

describe('seats changing hands', () => {
  it('a spectator sees the public view of every change', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2 } });
    const players = await seatAll(t.id, 2);
    const spy = await client();
    expect(await spy.request({ type: 'spectate', tableId: t.id })).toMatchObject({ type: 'ok' });
    await spy.waitFor(() => spy.latest(t.id, null) !== undefined);
    await playOut(players, { rng: seededRng('spectate') });
    await spy.waitFor(() => spy.latest(t.id, null)!.table.status === 'over');
    const states = spy.messages.filter((m) => m.type === 'state');
    expect(states.length).toBeGreaterThan(3);
    for (const m of states) {
      expect(m.seat).toBeNull();
      expect(m.legal).toEqual([]);
      expect(m.view.hands.every((h: unknown) => h === null)).toBe(true);
    }
    // the spectator's last state is the engine's public view of the final position
    expect(spy.latest(t.id, null)!.view.result).toEqual(players[0].client.latest(t.id, 0)!.view.result);
  });

  it('a leaving player hands the seat to a bot and takes it back', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2, deals: 6 } });
    const [a, b] = await seatAll(t.id, 2);
    const rng = seededRng('standin');
    await playOut([a, b], { rng, maxActions: 2 });
    expect(
      await b.client.request({ type: 'leave', tableId: t.id, token: b.token, bot: 'random' }),
    ).toMatchObject({
      type: 'ok',
    });
    await a.client.waitFor(() => a.client.latest(t.id, 0)!.table.seats[1].standIn === true);
    expect(a.client.latest(t.id, 0)!.table.seats[1]).toMatchObject({
      kind: 'human',
      name: 'P1',
      level: 'random',
      standIn: true,
    });
    // while the bot sits in, seat 1's person has no legal actions and may not act
    const bs = b.client.latest(t.id, 1)!;
    expect(bs.legal).toEqual([]);
    // a plays alone; the bot answers for seat 1
    const before = a.client.latest(t.id, 0)!.version;
    await playOut([a], { rng, maxActions: 3 });
    await a.client.waitFor(() => a.client.latest(t.id, 0)!.version > before + 3);
    const botMoves = a.client.latest(t.id, 0)!.version - before;
    expect(botMoves).toBeGreaterThan(3);
    // take it back: the bot stops, the person plays again
    expect(await b.client.request({ type: 'takeBack', tableId: t.id, token: b.token })).toMatchObject({
      type: 'ok',
    });
    await a.client.waitFor(() => !a.client.latest(t.id, 0)!.table.seats[1].standIn);
    expect(a.client.latest(t.id, 0)!.table.seats[1]).toEqual({ seat: 1, kind: 'human', name: 'P1' });
    await playOut([a, b], { rng });
    expect(b.client.latest(t.id, 1)!.table.status).toBe('over');
  });

  it('leaving without a bot frees the seat and kills the token; someone else joins', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2 } });
    const [a, b] = await seatAll(t.id, 2);
    expect(await b.client.request({ type: 'leave', tableId: t.id, token: b.token })).toMatchObject({
      type: 'ok',
    });
    await a.client.waitFor(() => a.client.latest(t.id, 0)!.table.seats[1].kind === 'free');
    const again = await b.client.request({ type: 'takeBack', tableId: t.id, token: b.token });
    expect(again).toMatchObject({ type: 'error', code: 'bad-token' });
    const c = await join(await client(), t.id, 'Nils');
    expect(c.seat).toBe(1);
    await playOut([a, c], { rng: seededRng('rejoin') });
  });

  it('a free seat can be given to a bot by someone at the table', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 3 } });
    const a = await join(await client(), t.id, 'A', 0);
    const refused = await a.client.request({
      type: 'sitBot',
      tableId: t.id,
      token: a.token,
      seat: 1,
      level: 'nope',
    });
    expect(refused).toMatchObject({ type: 'error', code: 'bad-level' });
    const taken = await a.client.request({
      type: 'sitBot',
      tableId: t.id,
      token: a.token,
      seat: 0,
      level: 'random',
    });
    expect(taken).toMatchObject({ type: 'error', code: 'seat-taken' });
    for (const seat of [1, 2]) {
      const r = await a.client.request({
        type: 'sitBot',
        tableId: t.id,
        token: a.token,
        seat,
        level: 'random',
      });
      expect(r).toMatchObject({ type: 'ok' });
    }
    await playOut([a], { rng: seededRng('sitbot') });
    expect(a.client.latest(t.id, 0)!.table.status).toBe('over');
  });

  it('a rematch starts a new match at the same table; the finished one stays downloadable', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2 } });
    const [a, b] = await seatAll(t.id, 2);
    const early = await a.client.request({ type: 'rematch', tableId: t.id, token: a.token });
    expect(early).toMatchObject({ type: 'error', code: 'not-over' });
    expect((await fetch(`${server.url}/api/tables/${t.id}/record`)).status).toBe(409);
    await playOut([a, b], { rng: seededRng('rematch') });
    const final = a.client.latest(t.id, 0)!;
    const r = await b.client.request({ type: 'rematch', tableId: t.id, token: b.token });
    expect(r).toMatchObject({ type: 'ok' });
    expect(r.version).toBeGreaterThan(final.version);
    await a.client.waitFor(() => a.client.latest(t.id, 0)!.table.match === 1);
    const s = a.client.latest(t.id, 0)!;
    expect(s.table.status).toBe('playing');
    expect(s.view.result.deals).toEqual([]);
    expect(s.legal.length).toBe(1);
    const rec0 = await fetch(`${server.url}/api/tables/${t.id}/record?match=0`).then((x) => x.json());
    expect(rec0).toMatchObject({ format: 'stikk-record/1', game: 'fakewhist', players: ['P0', 'P1'] });
    expect((await fetch(`${server.url}/api/tables/${t.id}/record?match=1`)).status).toBe(409);
    await playOut([a, b], { rng: seededRng('rematch2') });
    const rec1 = await fetch(`${server.url}/api/tables/${t.id}/record`).then((x) => x.json());
    expect(rec1.decks[0]).not.toEqual(rec0.decks[0]);
  });

  it('a closed connection shows the seat as away until the token says hello again', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2 } });
    const [a, b] = await seatAll(t.id, 2);
    await playOut([a, b], { rng: seededRng('away'), maxActions: 2 });
    const before = b.client.latest(t.id, 1)!;
    await b.client.close();
    await a.client.waitFor(() => a.client.latest(t.id, 0)!.table.seats[1].away === true);
    const back = await client();
    const hello = await back.request({ type: 'hello', tokens: [b.token, 'x'.repeat(32)] });
    expect(hello).toMatchObject({
      type: 'welcome',
      protocol: 1,
      seats: [{ tableId: t.id, seat: 1, token: b.token }],
      unknownTokens: ['x'.repeat(32)],
    });
    await back.waitFor(() => back.latest(t.id, 1) !== undefined);
    const resumed = back.latest(t.id, 1)!;
    expect(resumed.view).toEqual(before.view);
    expect(resumed.version).toBe(before.version);
    await a.client.waitFor(() => !a.client.latest(t.id, 0)!.table.seats[1].away);
    await playOut([a, { ...b, client: back }], { rng: seededRng('away2') });
  });

  it('an idle table leaves memory and comes back, unchanged, when its token says hello', async () => {
    const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2 } });
    const [a, b] = await seatAll(t.id, 2);
    await playOut([a, b], { rng: seededRng('idle'), maxActions: 3 });
    const before = a.client.latest(t.id, 0)!;
    // followed tables stay
    expect(server.service.evictIdle(Date.now() + 3_600_000)).toBe(0);
    await a.client.close();
    await b.client.close();
    await new Promise((r) => setTimeout(r, 50));
    const count = server.service.tableCount();
    expect(server.service.evictIdle(Date.now() + 3_600_000)).toBeGreaterThanOrEqual(1);
    expect(server.service.tableCount()).toBeLessThan(count);
    const back = await client();
    const hello = await back.request({ type: 'hello', tokens: [a.token] });
    expect(hello.seats).toEqual([{ tableId: t.id, seat: 0, token: a.token }]);
    await back.waitFor(() => back.latest(t.id, 0) !== undefined);
    expect(back.latest(t.id, 0)!.view).toEqual(before.view);
    expect(back.latest(t.id, 0)!.version).toBe(before.version);
  });
});
