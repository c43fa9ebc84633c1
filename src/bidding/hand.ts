import { ACE, type Card, KING, QUEEN, rankOf, suitOf } from '../cards/card.js';

/** The figures a bidding system reads from a hand: high-card points, suit lengths, shape. */

/** Suits by letter, in the cards' suit index order (S H D C = 0..3). */
export const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const;
export type SuitLetter = (typeof SUIT_LETTERS)[number];

const HCP: Readonly<Record<number, number>> = { 14: 4, 13: 3, 12: 2, 11: 1 };

export const highCardPoints = (hand: readonly Card[]): number =>
  hand.reduce((sum, c) => sum + (HCP[rankOf(c)] ?? 0), 0);

/** Lengths by suit index (S H D C). */
export function suitLengths(hand: readonly Card[]): number[] {
  const out = [0, 0, 0, 0];
  for (const c of hand) out[suitOf(c)]++;
  return out;
}

/** No singleton or void, at most one doubleton (4-3-3-3, 4-4-3-2, 5-3-3-2). */
export function isBalanced(hand: readonly Card[]): boolean {
  const lengths = suitLengths(hand);
  return lengths.every((l) => l >= 2) && lengths.filter((l) => l === 2).length <= 1;
}

/** One point for every card beyond four in a suit: long suits take tricks. */
export const lengthPoints = (hand: readonly Card[]): number =>
  suitLengths(hand).reduce((sum, l) => sum + Math.max(0, l - 4), 0);

/** Total points: HCP plus length points. */
export const totalPoints = (hand: readonly Card[]): number => highCardPoints(hand) + lengthPoints(hand);

/** Key cards for a trump suit (index S H D C): the four aces and the trump king. */
export const keyCards = (hand: readonly Card[], trump: number): number =>
  hand.filter((c) => rankOf(c) === ACE || (rankOf(c) === KING && suitOf(c) === trump)).length;

export const holdsCard = (hand: readonly Card[], suit: number, rank: number): boolean =>
  hand.some((c) => suitOf(c) === suit && rankOf(c) === rank);

export const holdsTrumpQueen = (hand: readonly Card[], trump: number): boolean =>
  holdsCard(hand, trump, QUEEN);

/** Everything `consistent` reads, computed once per hand (a sampler tests many meanings). */
export interface HandFigures {
  hcp: number;
  points: number;
  lengths: number[];
  balanced: boolean;
  hand: readonly Card[];
}

export function figuresOf(hand: readonly Card[]): HandFigures {
  return {
    hcp: highCardPoints(hand),
    points: totalPoints(hand),
    lengths: suitLengths(hand),
    balanced: isBalanced(hand),
    hand,
  };
}
