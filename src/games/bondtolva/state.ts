import type { Card, Suit } from '../../cards/card.js';
import type { DealResult, Seat } from '../../engine/game.js';
import type { Trick } from '../../engine/trick.js';
import type { DeclarationKind } from './score.js';

/** Bondtolva has no house-rule options: the rule book defines one game. */
export type BondtolvaOptions = Record<string, never>;

export const SEATS = 2;
export const HAND_SIZE = 6;
/** Tricks in a deal: 6 while the stock lasts, 6 after. */
export const TRICKS_PER_DEAL = 12;

export interface Declaration {
  seat: Seat;
  kind: DeclarationKind;
  suit: Suit;
}

/** One deal in progress (or just finished, kept so that views can show its last trick). */
export interface DealState {
  dealer: Seat;
  hands: Card[][];
  /** Face down; index 0 is the top. */
  stock: Card[];
  /** Tricks of this deal in order; the last one may be incomplete. */
  tricks: Trick[];
  /** Cards won in tricks, by seat. */
  piles: Card[][];
  trump: Suit | null;
  declarations: Declaration[];
  /**
   * The trick winner whose declaration choice the game waits for: after every phase-1 trick
   * while a trumf or a tjog is still free, whether or not they hold a pair (without one their
   * only choice is `pass`); the draw follows their choice. Null otherwise.
   */
  awaitingDeclaration: Seat | null;
  finished: boolean;
}

export interface BondtolvaState {
  firstDealer: Seat;
  /** Deals dealt so far. */
  dealCount: number;
  /** The score sheet, by seat. */
  protocol: number[];
  /** Results of the finished deals. */
  results: DealResult[];
  /** The seat that reached exactly 12, once the game is won. */
  winner: Seat | null;
  /** The current (or last finished) deal; null before the first deal. */
  deal: DealState | null;
  /** Set when the players closed the table before anyone reached 12. */
  closed?: true;
}

/** The match is over: won on exactly 12, or closed by the players. */
export const matchOver = (s: BondtolvaState): boolean => s.winner !== null || s.closed === true;

/** Phase 1 lasts while the stock has cards; after that, phase 2. */
export const inPhase1 = (d: DealState): boolean => d.stock.length > 0;

/** The trick being played now, if one has started and is not complete. */
export function openTrick(d: DealState): Trick | undefined {
  const t = d.tricks[d.tricks.length - 1];
  return t && t.winner === undefined ? t : undefined;
}

/** The last completed trick, if any. */
export function lastCompleteTrick(d: DealState): Trick | undefined {
  for (let i = d.tricks.length - 1; i >= 0; i--) if (d.tricks[i].winner !== undefined) return d.tricks[i];
  return undefined;
}

/** The seat that must play a card now (ignoring a pending declaration). */
export function seatToPlay(d: DealState): Seat {
  const open = openTrick(d);
  if (open) return (open.leader + open.cards.length) % SEATS;
  const last = lastCompleteTrick(d);
  return last ? last.winner! : (d.dealer + 1) % SEATS;
}
