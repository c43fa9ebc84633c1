import { type Card, formatCard, isColon, rankOf, SUITS, suitOf, trustedCard } from '../cards/card.js';
import type { IllegalAction, Seat, TrickView } from './game.js';
import { refusal } from './refusal.js';

/** A trick in progress or complete; `cards[i]` was played by `seats[i]`. */
export interface Trick {
  leader: Seat;
  seats: Seat[];
  cards: Card[];
  winner?: Seat;
}

export const newTrick = (leader: Seat): Trick => ({ leader, seats: [], cards: [] });

/**
 * The index in `cards` of the winning card: the highest trump, else the highest card of the
 * suit led. `rank` lets games with another rank order (A T K Q J 9) reuse it.
 */
export function trickWinnerIndex(cards: readonly Card[], trump: number | null, rank = rankOf): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    const b = cards[best];
    const cs = suitOf(c);
    const bs = suitOf(b);
    if (cs === bs) {
      if (rank(c) > rank(b)) best = i;
    } else if (trump !== null && cs === trump) {
      best = i;
    }
  }
  return best;
}

/** Cards of `hand` that may be played to a trick led with `led` under "follow suit if you can". */
export function followSuitCards(hand: readonly Card[], led: Card | undefined): Card[] {
  if (led === undefined) return [...hand];
  const ls = suitOf(led);
  const same = hand.filter((c) => !isColon(c) && suitOf(c) === ls);
  return same.length > 0 ? same : [...hand];
}

/** Why playing `card` breaks follow-suit, or null when it does not. */
export function followSuitViolation(
  hand: readonly Card[],
  led: Card | undefined,
  card: Card,
): IllegalAction | null {
  const action = formatCard(card);
  if (!hand.includes(card)) return refusal('card-not-held', { action, card: action });
  if (led === undefined || suitOf(card) === suitOf(led)) return null;
  const ls = suitOf(led);
  if (hand.some((c) => !isColon(c) && suitOf(c) === ls)) {
    return refusal('must-follow-suit', { action, suit: SUITS[ls] });
  }
  return null;
}

export const trickToView = (t: Trick): TrickView => {
  const v: TrickView = { leader: t.leader, cards: t.cards.map((c, i) => [t.seats[i], formatCard(c)]) };
  if (t.winner !== undefined) v.winner = t.winner;
  return v;
};

/** The trick a view shows, back in the state's form (for resampling a state from a view). */
export const trickFromView = (t: TrickView): Trick => ({
  leader: t.leader,
  seats: t.cards.map(([s]) => s),
  cards: t.cards.map(([, c]) => trustedCard(c)),
  ...(t.winner !== undefined ? { winner: t.winner } : {}),
});

/** Removes one card from a hand, returning a new array. */
export const without = (hand: readonly Card[], card: Card): Card[] => hand.filter((c) => c !== card);

export const notYourTurn = (seat: Seat, toAct: readonly Seat[]): IllegalAction =>
  refusal('not-your-turn', { seat, toAct: [...toAct] });
