import type { Card } from '../cards/card.js';
import { type Rng, shuffleDeck } from '../cards/rng.js';
import type { Action, AnyGame, Seat } from './game.js';
import { deckToStrings, type GameRecord, RECORD_FORMAT } from './record.js';

/** Picks the action for the seat to act (the caller decides whose view that uses). */
export type Chooser = (state: unknown, seat: Seat) => Action;

export interface PlayedMatch {
  state: unknown;
  record: GameRecord;
}

export interface PlayOptions {
  firstDealer?: Seat;
  /** Supplies shuffled decks. */
  rng: Rng;
  choose: Chooser;
  /** Safety stop for runaway matches (e.g. endless throw-ins). */
  maxActions?: number;
  players?: string[];
}

/** Plays a whole match, dealing seeded decks, and returns its record. */
export function playMatch(game: AnyGame, options: unknown, p: PlayOptions): PlayedMatch {
  let state = game.newMatch(options, p.firstDealer ?? 0);
  const decks: Card[][] = [];
  const actions: Array<[Seat, Action]> = [];
  const maxActions = p.maxActions ?? 1_000_000;
  while (!game.isOver(state) && actions.length < maxActions) {
    if (game.needsDeck(state)) {
      const deck = shuffleDeck(game.pack(options), p.rng);
      decks.push(deck);
      const r = game.deal(state, deck);
      if (!r.ok) throw new Error(`deal failed: ${r.error}`);
      state = r.value;
      continue;
    }
    const seat = game.toAct(state)[0];
    const action = p.choose(state, seat);
    const r = game.apply(state, seat, action);
    if (!r.ok)
      throw new Error(`chooser picked an illegal action ${action} for seat ${seat}: ${r.error.message}`);
    state = r.value;
    actions.push([seat, action]);
  }
  const record: GameRecord = {
    format: RECORD_FORMAT,
    game: game.id,
    firstDealer: p.firstDealer ?? 0,
    decks: decks.map(deckToStrings),
    actions,
  };
  const opts = game.minimizeOptions(options);
  if (Object.keys(opts).length) record.options = opts;
  if (p.players) record.players = p.players;
  return { state, record: orderRecord(record) };
}

/** Puts the record's keys in the order interfaces.md shows them. */
export function orderRecord(r: GameRecord): GameRecord {
  const out: Record<string, unknown> = { format: r.format, game: r.game };
  if (r.options) out.options = r.options;
  if (r.players) out.players = r.players;
  out.firstDealer = r.firstDealer ?? 0;
  out.decks = r.decks;
  out.actions = r.actions;
  return out as unknown as GameRecord;
}
