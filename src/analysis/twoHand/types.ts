import type { Seat } from '../../engine/game.js';
import type { CardReview } from './review.js';

/**
 * What a deal's `best` and `value` count:
 * - `declarer-tricks` (bridgette): the declarer's tricks in the whole deal, from `side`'s view;
 * - `point-margin` (bondtolva): the deal's points of `side` (seat 0) minus the other seat's;
 * - `bid-reachable` (selbu): 1 when the card's own player can still take exactly its bid against
 *   all the others, else 0; `side` is null because each card is seen from its own player.
 */
export type TwoHandMeasure = 'declarer-tricks' | 'point-margin' | 'bid-reachable';

/** The review of one deal of a record. */
export interface TwoHandDealReview {
  /** The deal's place in the record, from 0. */
  index: number;
  measure: TwoHandMeasure;
  side: Seat | null;
  /** Cards played in the deal. */
  played: number;
  /**
   * How many of them, from the first, have no exact review (bondtolva's phase 1, hidden stock;
   * selbu's early tricks, too large to search): `cards` reviews the cards from this one on.
   */
  firstReviewed: number;
  cards: CardReview[];
}
