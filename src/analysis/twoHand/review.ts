/**
 * The one rule that turns the exact values of a position's legal cards into a card's review,
 * in the shape of the four-hand analysis (interfaces.md §4), and the deal's frame around it.
 */
import { type Card, formatCard } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { CardAnalysis, DealAnalysis, TwoHandReview } from '../types.js';

/**
 * Reviews `card` from the exact value of every legal card at its step. Values are on the deal's
 * measure, seen from one fixed side; `forMeasure` says whether the mover wants it high (that
 * side) or low (its opponents), so `best` is the mover's best and `cost` is never negative.
 */
export function reviewCard(
  seat: Seat,
  card: Card,
  values: ReadonlyMap<Card, number>,
  forMeasure: boolean,
): CardAnalysis {
  const value = values.get(card);
  if (value === undefined) throw new Error(`card ${formatCard(card)} has no value: it was not legal`);
  const all = [...values.values()];
  const best = forMeasure ? Math.max(...all) : Math.min(...all);
  const bestCards = [...values].filter(([, v]) => v === best).map(([c]) => c);
  return judgedCard(seat, card, { best, value, bestCards });
}

/** A card's review from its step's value, its own and the best cards there. */
export function judgedCard(
  seat: Seat,
  card: Card,
  j: { best: number; value: number; bestCards: readonly Card[] },
): CardAnalysis {
  return {
    seat,
    card: formatCard(card),
    best: j.best,
    value: j.value,
    // Either side's loss: the measure falls for its side, rises for the other.
    cost: Math.abs(j.best - j.value),
    bestCards: j.bestCards.map(formatCard),
  };
}

/** The parts of a `DealAnalysis` that only four-hand contract games fill. */
export const NO_CONTRACT_TABLES = { ddTable: null, vulnerable: null, par: null } as const;

/** A deal's analysis from its frame, its review facts and the reviewed cards. */
export function dealAnalysis(
  frame: Omit<DealAnalysis, 'cards' | 'review' | 'ddTable' | 'vulnerable' | 'par'>,
  review: Omit<TwoHandReview, 'firstReviewed'>,
  cards: CardAnalysis[],
): DealAnalysis {
  return {
    ...frame,
    ...NO_CONTRACT_TABLES,
    cards,
    review: { ...review, firstReviewed: review.played - cards.length },
  };
}
