import type { Seat } from '../../engine/game.js';
import type { OnCard } from '../contract.js';

/**
 * What a deal's `best` and `value` count:
 * - `declarer-tricks` (bridgette): the declarer's tricks in the whole deal, as for bridge;
 * - `point-margin` (bondtolva): the deal's points of `side` (seat 0) minus the other seat's;
 * - `bid-reachable` (selbu): 1 when the card's own player can still take exactly its bid against
 *   all the others, else 0; `side` is null because each card is seen from its own player.
 */
export type TwoHandMeasure = 'declarer-tricks' | 'point-margin' | 'bid-reachable';

/** How a deal of bridgette, bondtolva or selbu was reviewed (`DealAnalysis.review`). */
export interface TwoHandReview {
  measure: TwoHandMeasure;
  /** The seat from whose view `best` and `value` are given (bridgette: declarer); null: each card's own player. */
  side: Seat | null;
  /** Players at the table: the cards of one trick. */
  seats: number;
  /** Cards played in the deal. */
  played: number;
  /**
   * How many of them, from the first, have no exact review (bondtolva's phase 1, hidden stock;
   * selbu's early tricks, too large to search): `cards` reviews the cards from this one on.
   */
  firstReviewed: number;
}

/** What the analysis core passes a game's reviewer. */
export interface ReviewOptions {
  /** Only the deals this lets through (by index); all when absent. */
  wanted?: (index: number) => boolean;
  onCard?: OnCard;
  /** Selbu: positions one card's review may search (`SELBU_DEFAULT_BUDGET` when absent). */
  budget?: number;
}
