import type { Rng } from '../cards/rng.js';
import type { Action, AnyGame, Seat } from './game.js';
import { Match, shuffledDecks } from './match.js';
import type { GameRecord } from './record.js';

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
  let match = Match.start(game, options, p.firstDealer ?? 0);
  const decks = shuffledDecks(game.pack(options), p.rng);
  const maxActions = p.maxActions ?? 1_000_000;
  while (!match.isOver && match.actionCount < maxActions) {
    const dealt = match.dealIfNeeded(decks);
    if (!dealt.ok) throw new Error(`deal failed: ${dealt.error.message}`);
    match = dealt.value;
    if (match.isOver) break;
    const seat = match.toAct[0];
    const action = p.choose(match.state, seat);
    const r = match.act(seat, action);
    if (!r.ok)
      throw new Error(`chooser picked an illegal action ${action} for seat ${seat}: ${r.error.message}`);
    match = r.value;
  }
  return { state: match.state, record: match.toRecord(p.players) };
}
