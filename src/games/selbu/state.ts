import type { Card, Suit } from '../../cards/card.js';
import type { DealResult, Seat } from '../../engine/game.js';
import type { Trick } from '../../engine/trick.js';
import type { SelbuOptions } from './options.js';

/**
 * `deal`: waiting for the next deck (before the first round and between rounds);
 * `bidding`: bids being made (all at once, or one by one from the dealer's left);
 * `hook`: simultaneous bids were revealed summing to the hand size, the dealer's left-hand
 * neighbour must change theirs; `play`: tricks; `over`: the last round is scored.
 */
export type SelbuPhase = 'deal' | 'bidding' | 'hook' | 'play' | 'over';

/** One finished round as `stikk replay --json` prints it (interfaces.md). */
export interface SelbuDealResult extends DealResult {
  round: number;
  handSize: number;
  dealer: Seat;
  trump: string;
  bids: number[];
  tricks: number[];
  score: Record<string, number>;
  /** With `trump: draw` or `draw-suit`: the turned-up card. */
  upcard?: string;
  /** Simultaneous bidding, only when the hook rule forced a change: the bids as first revealed. */
  revealedBids?: number[];
}

/** The whole match. Plain JSON data, never mutated: every step returns a new object. */
export interface SelbuState {
  options: SelbuOptions;
  /** Hand size of every round. */
  sizes: number[];
  seats: number;
  firstDealer: Seat;
  /** 1-based number of the round dealt last (0 before the first deal). */
  round: number;
  phase: SelbuPhase;
  /** The dealer of `round` (before the first deal: the first dealer). */
  dealer: Seat;
  hands: Card[][];
  /** Cards not dealt, in deck order; with `draw` or `draw-suit` the first is the upcard. */
  stock: Card[];
  upcard: Card | null;
  trump: Suit | null;
  /** null: not bid yet. */
  bids: Array<number | null>;
  /** Set when the hook rule forced a change: the bids as first revealed. */
  revealedBids: number[] | null;
  /** Tricks of the current round; the last one may be incomplete. */
  tricks: Trick[];
  tricksWon: number[];
  /** Finished rounds. */
  deals: SelbuDealResult[];
  /** Set when the players closed the table: the match is over with the rounds played. */
  closed?: true;
}

export const handSizeOf = (state: SelbuState): number => state.sizes[Math.max(0, state.round - 1)];

/** The seat on the dealer's left: first to bid, first to lead, and the one the hook rule makes change. */
export const dealersLeft = (state: SelbuState): Seat => (state.dealer + 1) % state.seats;

/**
 * Whether the current round is played with the card on the forehead: a one-card round that the
 * option names (`last`: the last round; `first-and-last`: the first and the last).
 */
export function isForeheadRound(state: SelbuState): boolean {
  const { forehead } = state.options;
  if (forehead === 'none' || state.round === 0 || handSizeOf(state) !== 1) return false;
  const last = state.round === state.sizes.length;
  return last || (forehead === 'first-and-last' && state.round === 1);
}

/** Cards `seat` holds but may not see: its own card on the forehead, until it is played. */
export const cardsHiddenFromHolder = (state: SelbuState, seat: Seat): Card[] =>
  isForeheadRound(state) ? [...state.hands[seat]] : [];
