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
}

/** A match analysed deal by deal: every deal dealt and acted on, in order. */
export interface MatchAnalysis {
  game: string;
  deals: DealAnalysis[];
}
