/**
 * The per-card review shape shared with the four-hand analysis (interfaces.md §4), and the one
 * rule that turns the exact values of a position's legal cards into a card's review.
 */
import { type Card, formatCard } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';

/** One card played, reviewed: `best` before it, `value` after it, `cost` to its own side. */
export interface CardReview {
  seat: Seat;
  card: string;
  best: number;
  value: number;
  cost: number;
  /** The legal cards at this step that keep `best` (equal cards of a sequence included). */
  bestCards: string[];
}

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
): CardReview {
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
): CardReview {
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
