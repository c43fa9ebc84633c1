/**
 * No leaks: over many random matches, every serialised message a seat receives holds exactly
 * the engine's view for that seat at that moment, and no card outside it (leakCheck.ts; the
 * same check runs against a cluster in test/localCluster/parity.test.ts).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCard } from '../../src/cards/card.js';
import { allGames, getGame } from '../../src/catalog.js';
import { cardsHiddenFromHolder, type SelbuState } from '../../src/games/selbu/state.js';
import type { RunningServer } from '../../src/server/server.js';
import { propertyRuns } from '../harness/properties.js';
import { fakeAny } from './fakeGame.js';
import {
  createTable,
  join,
  type PlayerSeat,
  playOut,
  seededRng,
  settle,
  TestClient,
  testServer,
} from './helpers.js';
import { cardsIn, chatLeakCheck, leakCheck, type OnState, undoEventsSoFar } from './leakCheck.js';
import { inProcessServer, type ServerUnderTest } from './underTest.js';

let server: RunningServer;
let target: ServerUnderTest;
beforeAll(async () => {
  server = await testServer();
  target = inProcessServer(server);
});
afterAll(() => server.close());

describe('no leaks', () => {
  it('fake game: many random matches, every message to every seat and spectator', async () => {
    let checked = 0;
    for (let m = 0; m < propertyRuns(8); m++)
      checked += await leakCheck(target, fakeAny, `leak:fake:${m}`, 1000);
    expect(checked).toBeGreaterThan(200);
  });

  const selbu = getGame('selbu');
  it.skipIf(!selbu)('selbu with the card on the forehead: the own card is offered as hidden:1', async () => {
    const options = { forehead: 'first-and-last', handSizes: [1, 2, 1], players: 3 };
    let checked = 0;
    for (let m = 0; m < propertyRuns(3); m++)
      checked += await leakCheck(target, selbu!, `leak:forehead:${m}`, 1000, options);
    expect(checked).toBeGreaterThan(30);
    // playing the hidden card: by its label, never by naming it
    const t = await createTable(server.url, { game: 'selbu', options });
    const players: PlayerSeat[] = [];
    for (let i = 0; i < 3; i++)
      players.push(await join(await TestClient.connect(server.url), t.id, `P${i}`, i));
    const rng = seededRng('forehead');
    for (let guard = 0; guard < 20; guard++) {
      const p = players.find((x) => x.client.latest(t.id, x.seat)!.legal.length)!;
      const s = p.client.latest(t.id, p.seat)!;
      const v = s.view as unknown as { phase: string };
      if (v.phase === 'play') {
        expect(s.legal[0].actions).toEqual(['hidden:1']);
        expect(s.view.hands[p.seat]).toBeNull();
        // Every card this player cannot see, its own hidden card among them (a card it sees
        // elsewhere may be refused as not held: that tells it nothing new).
        const seen = JSON.stringify(s.view);
        const unseen = [...'SHDC'].flatMap((suit) =>
          [...'23456789TJQKA'].map((rank) => suit + rank).filter((c) => !seen.includes(`"${c}"`)),
        );
        expect(unseen.length).toBeGreaterThan(40);
        const names = await Promise.all(
          unseen.map((action) =>
            p.client.request({ type: 'act', tableId: t.id, token: p.token, version: s.version, action }),
          ),
        );
        // the same refusal whatever the card: no probing
        expect(new Set(names.map((r) => `${r.code}/${r.rule}`))).toEqual(
          new Set(['illegal-action/hidden-card']),
        );
        const played = await p.client.request({
          type: 'act',
          tableId: t.id,
          token: p.token,
          version: s.version,
          action: 'hidden:1',
        });
        expect(played).toMatchObject({ type: 'ok' });
        await Promise.all(players.map((x) => x.client.close()));
        return;
      }
      await playOut(players, { rng, maxActions: 1 });
    }
    throw new Error('the forehead round never reached play');
  });

  // The leak found from outside: with trump: draw, a seat's card on the forehead was offered by
  // name whenever the same card had been an earlier round's upcard (view.result.deals[].upcard).
  // Many one-card rounds make that likely in every match.
  it.skipIf(!selbu)('selbu, trump draw, forehead last and first-and-last: whole matches', async () => {
    let risky = 0;
    const countRisky: OnState = (state, m) => {
      if (m.seat === null || !m.legal.length) return;
      const own = cardsHiddenFromHolder(state as SelbuState, m.seat).map(formatCard);
      if (own.some((card) => JSON.stringify(m.view).includes(`"${card}"`))) risky++;
    };
    let checked = 0;
    for (const forehead of ['last', 'first-and-last']) {
      const options = { trump: 'draw', forehead, players: 5, handSizes: Array(20).fill(1) };
      for (let m = 0; m < propertyRuns(3); m++)
        checked += await leakCheck(target, selbu!, `leak:draw:${forehead}:${m}`, 5000, options, countRisky);
    }
    expect(checked).toBeGreaterThan(1000);
    // The case arose: a seat to play its forehead card saw that card's name elsewhere in its view.
    expect(risky).toBeGreaterThan(0);
  });

  it.each([
    ['fake game, hidden bids', fakeAny, {}],
    ['fake game, dummy', fakeAny, { seats: 4, dummy: true }],
    ['selbu, forehead', getGame('selbu'), { players: 3, handSizes: [2, 1, 2], forehead: 'last' }],
    ['bridgette, exchange', getGame('bridgette'), {}],
    ['bondtolva, declarations', getGame('bondtolva'), {}],
  ] as const)(
    'undo (%s): requests, answers and actions taken back show no hidden card',
    async (_, game, options) => {
      const runs = propertyRuns(game === fakeAny ? 4 : 1);
      const undosBefore = undoEventsSoFar();
      let checked = 0;
      for (let m = 0; m < runs; m++)
        checked += await leakCheck(
          target,
          game!,
          `leak:undo:${game!.id}:${m}`,
          150,
          options,
          undefined,
          true,
        );
      expect(checked).toBeGreaterThan(50);
      expect(undoEventsSoFar() - undosBefore).toBeGreaterThan(2);
    },
  );

  it.each(allGames().map((g) => [g.id, g] as const))('%s: random matches', async (_id, game) => {
    let checked = 0;
    for (let m = 0; m < propertyRuns(1); m++)
      checked += await leakCheck(target, game, `leak:${game.id}:${m}`, 150);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('no leaks in chat', () => {
  it('fake game: chat during random matches, to players and spectators', async () => {
    await chatLeakCheck(target, fakeAny, 'leak:chat');
  });
});

describe('no leaks in hints', () => {
  it('bondebridge: a hint reaches only the seat that asked, names only cards it sees, and is legal', async () => {
    const t = await createTable(server.url, { game: 'bondebridge', settings: { hints: true } });
    const players: PlayerSeat[] = [];
    for (let i = 0; i < 4; i++)
      players.push(await join(await TestClient.connect(server.url), t.id, `P${i}`, i));
    const spectator = await TestClient.connect(server.url);
    await spectator.request({ type: 'spectate', tableId: t.id });
    const rng = seededRng('leak:hints');
    const asked = new Map<TestClient, number>();
    await playOut(players, {
      rng,
      maxActions: 40,
      onAction: async () => {
        if (rng.int(3) !== 0) return;
        await settle(players);
        const p = players.find((x) => x.client.latest(t.id, x.seat)?.legal.length);
        if (!p) return;
        const s = p.client.latest(t.id, p.seat)!;
        const r = await p.client.request({ type: 'hint', tableId: t.id, token: p.token });
        expect(r.type).toBe('hint');
        expect(s.legal.find((l) => l.seat === r.seat)?.actions).toContain(r.action);
        // The reply names no card outside the asking seat's view.
        const visible = cardsIn(JSON.stringify(s.view));
        for (const card of cardsIn(JSON.stringify(r))) expect(visible.has(card)).toBe(true);
        asked.set(p.client, (asked.get(p.client) ?? 0) + 1);
      },
    });
    expect([...asked.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(3);
    // Each connection got exactly the hints it asked for: none was sent to anyone else.
    for (const c of [spectator, ...players.map((p) => p.client)])
      expect(c.messages.filter((m) => m.type === 'hint').length).toBe(asked.get(c) ?? 0);
    await Promise.all([spectator, ...players.map((p) => p.client)].map((c) => c.close()));
  });
});
