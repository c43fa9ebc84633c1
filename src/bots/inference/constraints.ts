/**
 * What an auction says about the hands: every call of every seat (both sides) becomes a
 * constraint on the hand that seat was dealt, by the stated meaning the bidding system gives
 * it (`src/bidding/`). Calls the system gives no meaning (the natural fallback, "no agreement")
 * constrain nothing here (the strong bot's judgement adds a test for them:
 * `contract/heuristicMeanings.ts`). Built from the calls a view shows, never from the full state.
 */
import type { HandFigures } from '../../bidding/hand.js';
import { consistent, type Meaning } from '../../bidding/meaning.js';
import type { SystemGame } from '../../bidding/rule.js';
import { auctionMeanings } from '../../bidding/system.js';
import type { Seat } from '../../engine/game.js';

/** One call's stated meaning, as a constraint on its caller's dealt hand. */
export interface CallConstraint {
  seat: Seat;
  /** Position of the call in the auction (0-based): later calls are relaxed first. */
  index: number;
  call: string;
  meaning: Meaning;
  /**
   * A test the bounds of a meaning cannot state (a call the system leaves to the natural
   * heuristic: the heuristic would make it with this hand): the dealt hand must pass it too.
   * The sampler draws within `meaning`'s bounds and rejects hands that fail either.
   */
  holds?: (hand: HandFigures) => boolean;
}

/** Whether a dealt hand (its figures) meets a constraint: its meaning and its test. */
export const meets = (f: HandFigures, c: CallConstraint): boolean =>
  consistent(f, c.meaning) && (c.holds === undefined || c.holds(f));

/** Whether a meaning says anything about the hand (a pass "showing nothing" does not). */
export const constrains = (m: Meaning): boolean =>
  m.hcp !== undefined ||
  m.points !== undefined ||
  (m.len !== undefined && Object.keys(m.len).length > 0) ||
  m.balanced !== undefined ||
  m.keyCards !== undefined ||
  (m.oneOf !== undefined && m.oneOf.length > 0);

/**
 * The constraints of an auction, in call order. `natural`: the calls were not made by the
 * system (bondebridge's notrump-only variant bids by the natural heuristic), so none constrain.
 */
export function auctionConstraints(
  game: SystemGame,
  calls: ReadonlyArray<readonly [Seat, string]>,
  natural = false,
): CallConstraint[] {
  if (natural) return [];
  const out: CallConstraint[] = [];
  auctionMeanings(game, calls).forEach((meaning, index) => {
    if (meaning && constrains(meaning))
      out.push({ seat: calls[index][0], index, call: calls[index][1], meaning });
  });
  return out;
}
