/**
 * The no-leak check, for one process (leaks.test.ts) and a cluster (test/localCluster/): every
 * serialised message a seat receives holds exactly the engine's view for that seat at that
 * moment, and no card outside it. The moment of each message is rebuilt from the table's log:
 * its version counts the events (match start, decks, actions), so replaying the log event by
 * event gives the state behind every version.
 */
import { expect } from 'vitest';
import type { AnyGame, Seat } from '../../src/engine/game.js';
import {
  createTable,
  join,
  type Msg,
  type PlayerSeat,
  playOut,
  seededRng,
  settle,
  TestClient,
} from './helpers.js';
import { logMoments } from './replayLog.js';
import type { ServerUnderTest } from './underTest.js';

export const CARD_TOKEN = /"([SHDC][2-9TJQKA]|GC|RC|LC)"/g;
export const cardsIn = (text: string): Set<string> =>
  new Set([...text.matchAll(CARD_TOKEN)].map((m) => m[1]));
/** Cards an action names: `SA`, `discard:SA,H2`. */
const cardsOfAction = (action: string): string[] => action.match(/\b([SHDC][2-9TJQKA]|GC|RC|LC)\b/g) ?? [];

/** The engine state behind every version of a table's first match, from its log (undos included). */
const statesByVersion = async (
  target: ServerUnderTest,
  game: AnyGame,
  options: unknown,
  tableId: string,
): Promise<Map<number, unknown>> => {
  const events = (await target.events(tableId)).filter((e) => e.match === 0);
  undoEvents += events.filter((e) => e.kind === 'undo').length;
  return logMoments(game, options, events);
};
/** Actions taken back in the tables checked so far. */
let undoEvents = 0;
export const undoEventsSoFar = (): number => undoEvents;

/** Called with the engine state behind every state message checked. */
export type OnState = (state: unknown, message: Msg) => void;

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

/**
 * Plays a random match at a new table (people at `target.url(seat)`, a spectator after them)
 * and checks every state message each of them got against the engine; returns how many.
 */
export async function leakCheck(
  target: ServerUnderTest,
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
  const t = await createTable(target.url(0), { game: game.id, options: rawOptions });
  const players: PlayerSeat[] = [];
  for (let i = 0; i < seats; i++)
    players.push(await join(await TestClient.connect(target.url(i)), t.id, `P${i}`, i));
  const spectator = await TestClient.connect(target.url(seats));
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
  const states = await statesByVersion(target, game, options, t.id);
  let checked = 0;
  for (const p of players) checked += checkMessages(game, states, p.client, t.id, onState);
  checked += checkMessages(game, states, spectator, t.id, onState);
  await Promise.all([spectator, ...players.map((p) => p.client)].map((c) => c.close()));
  return checked;
}

/**
 * Chat (src/server/chat.ts): every chat push goes only to the followers of its table, is the
 * same text for each of them, and holds the writer's place and name — no token, no card, no
 * state. Spectators are never listed; a spectator's name is seen only when they write.
 */
export async function chatLeakCheck(target: ServerUnderTest, game: AnyGame, seed: string): Promise<void> {
  const seats = game.seatCount(game.defaultOptions);
  const t = await createTable(target.url(0), { game: game.id, settings: { spectatorChat: true } });
  const elsewhere = await createTable(target.url(0), { game: game.id });
  const players: PlayerSeat[] = [];
  for (let i = 0; i < seats; i++)
    players.push(await join(await TestClient.connect(target.url(i)), t.id, `P${i}`, i));
  const writer = await TestClient.connect(target.url(seats));
  await writer.request({ type: 'spectate', tableId: t.id });
  const silent = await TestClient.connect(target.url(seats + 1));
  await silent.request({ type: 'spectate', tableId: t.id });
  const bystander = await TestClient.connect(target.url(seats + 2));
  await bystander.request({ type: 'spectate', tableId: elsewhere.id });
  const rng = seededRng(seed);
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
}

/** The chat messages a client got for a table (with or without the history ones). */
function pushesOf(c: TestClient, tableId: string, withHistory = true): Msg[] {
  return c.messages.filter((m) => m.type === 'chat' && m.tableId === tableId && (withHistory || !m.history));
}
