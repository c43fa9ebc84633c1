import {
  ACE,
  type Card,
  JACK,
  KING,
  makeCard,
  QUEEN,
  rankOf,
  type Suit,
  suitOf,
  TEN,
} from '../../cards/card.js';

/** The six ranks Bondtolva keeps (2–8 are removed), high to low in trick-taking order. */
export const BONDTOLVA_RANKS = [ACE, TEN, KING, QUEEN, JACK, 9] as const;

/** The 24-card pack, spades to clubs, each suit from the ace down to the nine. */
export const BONDTOLVA_PACK: readonly Card[] = Object.freeze(
  ([0, 1, 2, 3] as Suit[]).flatMap((s) => BONDTOLVA_RANKS.map((r) => makeCard(s, r))),
);

/**
 * Trick-taking strength within a suit, A T K Q J 9 → 6..1. The ten sits between the ace and
 * the king here, so the numeric `Card` rank cannot be compared directly.
 */
export function bondtolvaRank(c: Card): number {
  switch (rankOf(c)) {
    case ACE:
      return 6;
    case TEN:
      return 5;
    case KING:
      return 4;
    case QUEEN:
      return 3;
    case JACK:
      return 2;
    default:
      return 1;
  }
}

/** Aces and tens: the cards counted for the matador point. */
export const isMatador = (c: Card): boolean => rankOf(c) === ACE || rankOf(c) === TEN;

/** Card points, used only to break a tie in matadors: A 4, K 3, Q 2, J 1, 10 and 9 nothing. */
export function cardPoints(c: Card): number {
  switch (rankOf(c)) {
    case ACE:
      return 4;
    case KING:
      return 3;
    case QUEEN:
      return 2;
    case JACK:
      return 1;
    default:
      return 0;
  }
}

export const kingOf = (suit: Suit): Card => makeCard(suit, KING);
export const queenOf = (suit: Suit): Card => makeCard(suit, QUEEN);

/** True when the hand holds both the king and the queen of `suit` (a declarable pair). */
export const holdsPair = (hand: readonly Card[], suit: Suit): boolean =>
  hand.includes(kingOf(suit)) && hand.includes(queenOf(suit));

/** True when `a` beats `b` as a higher card of the same suit. */
export const beatsInSuit = (a: Card, b: Card): boolean =>
  suitOf(a) === suitOf(b) && bondtolvaRank(a) > bondtolvaRank(b);
