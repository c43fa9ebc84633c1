import { type Card, rankOf, SUITS, type Suit, suitOf, TEN } from '../../cards/card.js';
import type { TrumpRule } from './options.js';

/** Suit indices in the order the classic schedule cycles them: clubs, diamonds, hearts, spades. */
const CLASSIC_CYCLE: readonly Suit[] = [3, 2, 1, 0];

/** Rounds at each end of the match that the classic schedule plays without trump. */
const CLASSIC_NO_TRUMP_ROUNDS = 3;

/**
 * The classic schedule's trump for round `round` (1-based) of `rounds`: no trump in the first
 * and last three rounds, clubs, diamonds, hearts, spades … from round 4 (null = no trump).
 */
export function classicTrump(round: number, rounds: number): Suit | null {
  if (round <= CLASSIC_NO_TRUMP_ROUNDS || round > rounds - CLASSIC_NO_TRUMP_ROUNDS) return null;
  return CLASSIC_CYCLE[(round - CLASSIC_NO_TRUMP_ROUNDS - 1) % CLASSIC_CYCLE.length];
}

/** `draw`: a 2–10 makes its suit trump; a court card or an ace means no trump (rule book decision). */
export const upcardTrump = (upcard: Card): Suit | null => (rankOf(upcard) <= TEN ? suitOf(upcard) : null);

/** The trump of a round under the option; `upcard` only matters for `draw` and `draw-suit`. */
export function roundTrump(rule: TrumpRule, round: number, rounds: number, upcard: Card | null): Suit | null {
  switch (rule) {
    case 'classic':
      return classicTrump(round, rounds);
    case 'draw':
      return upcard === null ? null : upcardTrump(upcard);
    case 'draw-suit':
      return upcard === null ? null : suitOf(upcard);
    case 'none':
      return null;
    default:
      return SUITS.indexOf(rule.slice('fixed:'.length) as (typeof SUITS)[number]) as Suit;
  }
}

/** Trump as results and views write it: a suit letter or `NT`. */
export const trumpText = (trump: Suit | null): string => (trump === null ? 'NT' : SUITS[trump]);
