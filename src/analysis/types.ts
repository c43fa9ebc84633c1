import type { Seat } from '../engine/game.js';
import type { DdTable, ParResult } from '../solver/index.js';

/**
 * One card as played, judged double dummy. `best` and `value` count the tricks of declarer's
 * side (the side whose tricks the game's analysis counts) in the whole deal, tricks already won
 * included: `best` with best play by all from the position before the card, `value` with best
 * play after it. `cost` is what the card lost for the side that played it (0 for a best card).
 */
export interface CardAnalysis {
  /** The seat whose hand the card came from (dummy's seat for dummy's cards). */
  seat: Seat;
  /** The card in the shared notation (`SA`, `HT`). */
  card: string;
  best: number;
  value: number;
  cost: number;
  /** Every card that seat could have played there that keeps `best` (the played one too when it is best). */
  bestCards: string[];
}

/** Called after each card is judged, with the cards so far (a viewer can show progress). */
export type OnCard = (card: CardAnalysis, done: number, total: number) => void;

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

/** Who is vulnerable in a bridge deal, as `stikk replay --json` prints it. */
export type Vulnerable = 'none' | 'NS' | 'EW' | 'all';

/** One deal of a match, analysed. */
export interface DealAnalysis {
  /** The deal's place in the match, 0-based, thrown-in deals included (its deck's index in the record). */
  index: number;
  dealer: Seat;
  /** E.g. `4H`, `3NTX`; null when the deal was passed out or its auction never ended. */
  contract: string | null;
  declarer: Seat | null;
  passedOut: boolean;
  /** The deal ended (played out, passed out or claimed); false for a deal the record stops in. */
  finished: boolean;
  /** Tricks an accepted claim gave declarer's side (the deal ended there); absent without one. */
  claimed?: number;
  /** Tricks declarer's side won by play (claimed tricks not included). */
  tricksWon: number;
  /**
   * Four-hand games: the double-dummy table of the hands as dealt, `tricks[strain][declarer]`
   * (see the solver's `ddTable`); null where the game has none.
   */
  ddTable: DdTable | null;
  /** Bridge: who was vulnerable, and par from the table; null for other games. */
  vulnerable: Vulnerable | null;
  par: ParResult | null;
  /** The cards in the order played. */
  cards: CardAnalysis[];
  /** Bridgette, bondtolva and selbu: what `best` and `value` count and which cards `cards` covers. */
  review?: TwoHandReview;
}

/** A match analysed deal by deal: every deal dealt and acted on, in order. */
export interface MatchAnalysis {
  game: string;
  deals: DealAnalysis[];
}
