import type { Card } from '../../cards/card.js';
import type { Auction, Contract } from '../../engine/auction.js';
import type { DealResult, Seat } from '../../engine/game.js';
import type { Trick } from '../../engine/trick.js';
import type { BridgetteOptions } from './options.js';

export type DealPhase = 'exchange' | 'auction' | 'play' | 'done';

/** One deal in progress (or just finished, kept so that views can show how it ended). */
export interface DealState {
  dealer: Seat;
  upcard: Card;
  /** Current holdings by seat, in display order. */
  hands: Card[][];
  /** The undrawn stock, top first; face down. */
  stock: Card[];
  /** How many stock cards each seat drew in the exchange. */
  drawn: number[];
  /** Each seat's discards once made (hidden from the other seat, always); null before. */
  discards: Array<Card[] | null>;
  auction: Auction;
  contract: Contract | null;
  /** Tricks of this deal in order; the last one may be incomplete. */
  tricks: Trick[];
  tricksWon: number[];
  phase: DealPhase;
}

export interface BridgetteState {
  options: BridgetteOptions;
  firstDealer: Seat;
  /** Decks dealt so far (thrown-in deals included). */
  dealCount: number;
  /** Results of the finished deals, thrown-in ones included. */
  results: DealResult[];
  /** Running totals by seat. */
  totals: number[];
  /** Finished deals that count (thrown-in deals do not). */
  countedDeals: number;
  over: boolean;
  /** The current (or last finished) deal; null before the first deal. */
  deal: DealState | null;
  /** Set when the players closed the table: the match is over with the deals played. */
  closed?: true;
}

/** The dealer of the next deal: the first dealer, then alternating (thrown-in deals included). */
export const nextDealer = (s: BridgetteState): Seat => (s.firstDealer + s.dealCount) % 2;

/** The trick being played now, if one has started and is not complete. */
export function openTrick(d: DealState): Trick | undefined {
  const t = d.tricks[d.tricks.length - 1];
  return t && t.winner === undefined ? t : undefined;
}

/** The seat that must play a card now. */
export function seatToPlay(d: DealState): Seat {
  const open = openTrick(d);
  if (open) return (open.leader + open.cards.length) % 2;
  const last = d.tricks[d.tricks.length - 1];
  if (last) return last.winner!;
  // The declarer's opponent leads to the first trick.
  return 1 - d.contract!.declarer;
}
