import { type Card, rankOf, suitOf } from '../../cards/card.js';

/** Hand evaluation for the basic bot: high-card points, length, shape and honour tricks. */

export const HCP_BY_RANK: Readonly<Record<number, number>> = { 14: 4, 13: 3, 12: 2, 11: 1 };

export const highCardPoints = (hand: readonly Card[]): number =>
  hand.reduce((sum, c) => sum + (HCP_BY_RANK[rankOf(c)] ?? 0), 0);

/** Lengths by suit index (S H D C). */
export function suitLengths(hand: readonly Card[]): number[] {
  const out = [0, 0, 0, 0];
  for (const c of hand) out[suitOf(c)]++;
  return out;
}

/** Ranks held in one suit, high to low. */
export const ranksIn = (hand: readonly Card[], suit: number): number[] =>
  hand
    .filter((c) => suitOf(c) === suit)
    .map(rankOf)
    .sort((a, b) => b - a);

/** No singleton or void, at most one doubleton (4-3-3-3, 4-4-3-2, 5-3-3-2). */
export function isBalanced(hand: readonly Card[]): boolean {
  const lengths = suitLengths(hand);
  return lengths.every((l) => l >= 2) && lengths.filter((l) => l === 2).length <= 1;
}

/** One point for every card beyond four in a suit: long suits take tricks. */
export const lengthPoints = (hand: readonly Card[]): number =>
  suitLengths(hand).reduce((sum, l) => sum + Math.max(0, l - 4), 0);

/** HCP plus length points: the figure the bidding rules compare with thresholds. */
export const handPoints = (hand: readonly Card[]): number => highCardPoints(hand) + lengthPoints(hand);

/**
 * Honour (quick) tricks per suit, as the original bondebridge text counts them:
 * AK 2, AQ 1.5, A 1, KQ 1, K with a guard 0.5.
 */
export function honourTricksIn(ranks: readonly number[]): number {
  const has = (r: number) => ranks.includes(r);
  if (has(14) && has(13)) return 2;
  if (has(14) && has(12)) return 1.5;
  if (has(14)) return 1;
  if (has(13) && has(12)) return 1;
  if (has(13) && ranks.length >= 2) return 0.5;
  return 0;
}

export function honourTricks(hand: readonly Card[]): number {
  let sum = 0;
  for (let s = 0; s < 4; s++) sum += honourTricksIn(ranksIn(hand, s));
  return sum;
}

/** Shortness points when a trump fit is known: void 3, singleton 2, doubleton 1 (outside trumps). */
export function shortnessPoints(hand: readonly Card[], trumpSuit: number): number {
  return suitLengths(hand).reduce(
    (sum, l, s) => sum + (s === trumpSuit ? 0 : l === 0 ? 3 : l === 1 ? 2 : l === 2 ? 1 : 0),
    0,
  );
}
