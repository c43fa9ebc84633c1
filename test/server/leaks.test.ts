/**
 * No leaks: over many random matches, every serialised message a seat receives holds exactly
 * the engine's view for that seat at that moment, and no card outside it. The moment of each
 * message is rebuilt from the table's log: its version counts the events (match start, decks,
 * actions), so replaying the record event by event gives the state behind every version.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCard } from '../../src/cards/card.js';
import { allGames, getGame } from '../../src/catalog.js';
import type { AnyGame, Seat } from '../../src/engine/game.js';
import { cardsHiddenFromHolder, type SelbuState } from '../../src/games/selbu/index.js';
import type { RunningServer } from '../../src/server/server.js';
import type { TableStore } from '../../src/server/store.js';
import { propertyRuns } from '../harness/properties.js';
import { fakeAny } from './fakeGame.js';
import {
  createTable,
  join,
  type Msg,
  type PlayerSeat,
  playOut,
  seededRng,
  settle,
  TestClient,
  testServer,
} from './helpers.js';
import { logMoments } from './replayLog.js';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const CARD_TOKEN = /"([SHDC][2-9TJQKA]|GC|RC|LC)"/g;
const cardsIn = (text: string): Set<string> => new Set([...text.matchAll(CARD_TOKEN)].map((m) => m[1]));
/** Cards an action names: `SA`, `discard:SA,H2`. */
const cardsOfAction = (action: string): string[] => action.match(/\b([SHDC][2-9TJQKA]|GC|RC|LC)\b/g) ?? [];

/** The engine state behind every version of a table's first match, from its log (undos included). */
const statesByVersion = async (
  game: AnyGame,
  options: unknown,
  tableId: string,
): Promise<Map<number, unknown>> => {
  const store = (server.service as unknown as { store: TableStore }).store;
  const events = (await store.loadTable(tableId))!.events.filter((e) => e.match === 0);
  undoEvents += events.filter((e) => e.kind === 'undo').length;
  return logMoments(game, options, events);
};
/** Actions taken back in the tables checked so far. */
let undoEvents = 0;

/** Called with the engine state behind every state message checked. */
type OnState = (state: unknown, message: Msg) => void;

/** Every state message a client received for `seat` must be the engine's view, card for card. */
function checkMessages(
  game: AnyGame,
  states: Map<number, unknown>,
  client: TestClient,
  tableId: string,
  onState?: OnState,
): number {
  let checked = 0;
  client.raw.forEach((text, i) => {
    const m = client.messages[i] as Msg;
    if (m.type !== 'state' || m.tableId !== tableId) return;
    const seat = m.seat as Seat | null;
    const state = states.get(m.version);
    if (state === undefined) throw new Error(`no state for version ${m.version}`);
    const view = JSON.parse(JSON.stringify(game.view(state, seat)));
    expect(m.view).toEqual(view);
    onState?.(state, m);
    const visible = cardsIn(JSON.stringify(view));
    for (const card of cardsIn(text)) {
      if (!visible.has(card)) throw new Error(`seat ${seat} was sent ${card}, which it may not see: ${text}`);
    }
    // A legal action names only cards of a hand the seat sees (its own, dummy); any other card
    // is offered as hidden:n, even one whose name appears elsewhere in the view.
    for (const { seat: actor, actions } of m.legal as Array<{ seat: Seat; actions: string[] }>) {
      for (const card of actions.flatMap(cardsOfAction)) {
        if (!view.hands[actor]?.includes(card)) {
          throw new Error(
            `seat ${seat} was offered ${card} for seat ${actor}, a card it may not see: ${text}`,
          );
        }
      }
    }
    checked++;
  });
  return checked;
}

async function leakCheck(
  game: AnyGame,
  seed: string,
  maxActions: number,
  rawOptions: Record<string, unknown> = {},
  onState?: OnState,
  /** Now and then a person asks to take back their action, and everyone agrees (or one declines). */
  undos = false,
): Promise<number> {
  const parsed = game.parseOptions(rawOptions);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const options = parsed.value;
  const seats = game.seatCount(options);
  const t = await createTable(server.url, { game: game.id, options: rawOptions });
  const players: PlayerSeat[] = [];
  for (let i = 0; i < seats; i++)
    players.push(await join(await TestClient.connect(server.url), t.id, `P${i}`, i));
  const spectator = await TestClient.connect(server.url);
  await spectator.request({ type: 'spectate', tableId: t.id });
  const rng = seededRng(seed);
  const onAction = async (p: PlayerSeat) => {
    if (!undos || rng.int(3) !== 0) return;
    const r = await p.client.request({ type: 'undo', tableId: t.id, token: p.token });
    if (r.type !== 'ok') return;
    const decline = rng.int(4) === 0;
    for (const other of players.filter((x) => x !== p)) {
      await other.client.request({ type: 'answerUndo', tableId: t.id, token: other.token, agree: !decline });
      if (decline) break;
    }
    await settle(players);
  };
  await playOut(players, { rng, maxActions, onAction });
  const states = await statesByVersion(game, options, t.id);
  let checked = 0;
  for (const p of players) checked += checkMessages(game, states, p.client, t.id, onState);
  checked += checkMessages(game, states, spectator, t.id, onState);
  await Promise.all([spectator, ...players.map((p) => p.client)].map((c) => c.close()));
  return checked;
}

describe('no leaks', () => {
  it('fake game: many random matches, every message to every seat and spectator', async () => {
    let checked = 0;
    for (let m = 0; m < propertyRuns(8); m++) checked += await leakCheck(fakeAny, `leak:fake:${m}`, 1000);
    expect(checked).toBeGreaterThan(200);
  });

  const selbu = getGame('selbu');
  it.skipIf(!selbu)('selbu with the card on the forehead: the own card is offered as hidden:1', async () => {
    const options = { forehead: 'first-and-last', handSizes: [1, 2, 1], players: 3 };
    let checked = 0;
    for (let m = 0; m < propertyRuns(3); m++)
      checked += await leakCheck(selbu!, `leak:forehead:${m}`, 1000, options);
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
        checked += await leakCheck(selbu!, `leak:draw:${forehead}:${m}`, 5000, options, countRisky);
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
      const undosBefore = undoEvents;
      let checked = 0;
      for (let m = 0; m < runs; m++)
        checked += await leakCheck(game!, `leak:undo:${game!.id}:${m}`, 150, options, undefined, true);
      expect(checked).toBeGreaterThan(50);
      expect(undoEvents - undosBefore).toBeGreaterThan(2);
    },
  );

  it.each(allGames().map((g) => [g.id, g] as const))('%s: random matches', async (_id, game) => {
    let checked = 0;
    for (let m = 0; m < propertyRuns(1); m++) checked += await leakCheck(game, `leak:${game.id}:${m}`, 150);
    expect(checked).toBeGreaterThan(100);
  });
});

/**
 * Chat (src/server/chat.ts): every chat push goes only to the followers of its table, is the
 * same text for each of them, and holds the writer's place and name — no token, no card, no
 * state. Spectators are never listed; a spectator's name is seen only when they write.
 */
describe('no leaks in chat', () => {
  it('fake game: chat during random matches, to players and spectators', async () => {
    const t = await createTable(server.url, { game: fakeAny.id, settings: { spectatorChat: true } });
    const elsewhere = await createTable(server.url, { game: fakeAny.id });
    const seats = fakeAny.seatCount(fakeAny.defaultOptions);
    const players: PlayerSeat[] = [];
    for (let i = 0; i < seats; i++)
      players.push(await join(await TestClient.connect(server.url), t.id, `P${i}`, i));
    const writer = await TestClient.connect(server.url);
    await writer.request({ type: 'spectate', tableId: t.id });
    const silent = await TestClient.connect(server.url);
    await silent.request({ type: 'spectate', tableId: t.id });
    const bystander = await TestClient.connect(server.url);
    await bystander.request({ type: 'spectate', tableId: elsewhere.id });
    const rng = seededRng('leak:chat');
    let said = 0;
    await playOut(players, {
      rng,
      maxActions: 200,
      onAction: async (p) => {
        if (rng.int(2) !== 0) return;
        const by = rng.int(5) === 0 ? null : p;
        const body = rng.int(2) === 0 ? { text: `words ${said}` } : { quick: 'thanks' };
        const r = by
          ? await by.client.request({ type: 'chat', tableId: t.id, token: by.token, ...body })
          : await writer.request({ type: 'chat', tableId: t.id, name: 'Watcher', ...body });
        if (r.type === 'ok') said++;
        else expect(r.code).toBe('chat-rate-limited');
      },
    });
    const followers = [...players.map((p) => p.client), writer, silent];
    for (const c of followers) await c.waitFor(() => pushesOf(c, t.id, false).length === said);
    expect(said).toBeGreaterThan(5);

    // the same pushes, text for text, for every follower
    const texts = (c: TestClient) =>
      c.raw.filter((_text, i) => c.messages[i].type === 'chat' && !c.messages[i].history);
    for (const c of followers) expect(texts(c)).toEqual(texts(silent));
    // nothing for a connection that follows another table
    expect(pushesOf(bystander, t.id)).toEqual([]);
    const tokens = players.map((p) => p.token);
    for (const c of [...followers, bystander]) {
      for (const m of c.messages) {
        if (m.type !== 'chat') continue;
        expect(Object.keys(m).sort()).toEqual(
          m.history ? ['entries', 'history', 'tableId', 'type'] : ['entries', 'tableId', 'type'],
        );
        for (const e of m.entries as Msg[]) {
          expect(Object.keys(e).every((k) => ['n', 'at', 'from', 'text', 'quick'].includes(k))).toBe(true);
          expect(Object.keys(e.from).sort()).toEqual(
            e.from.spectator === undefined ? ['name', 'seat'] : ['spectator'],
          );
          if (e.from.spectator !== undefined) expect(e.from.spectator).toBe('Watcher');
        }
      }
      // chat pushes name no card and no token; a token reaches only its own holder, in `joined`
      for (const [i, text] of c.raw.entries()) {
        if (c.messages[i].type === 'chat') expect(cardsIn(text).size).toBe(0);
        for (const [seat, token] of tokens.entries()) {
          if (!text.includes(token)) continue;
          expect(c).toBe(players[seat].client);
          expect(c.messages[i].type).toBe('joined');
        }
      }
    }
    await Promise.all([...followers, bystander].map((c) => c.close()));
  });
});

/** The chat messages a client got for a table (with or without the history ones). */
function pushesOf(c: TestClient, tableId: string, withHistory = true): Msg[] {
  return c.messages.filter((m) => m.type === 'chat' && m.tableId === tableId && (withHistory || !m.history));
}
