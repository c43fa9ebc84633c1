/**
 * Reading a seat's view: what every bot knows from the cards it shows. Each game's
 * bot knowledge (`src/bots/<game>/knowledge.ts`) extends `Knowledge` with its own fields.
 */
import { type Card, type Suit, suitOf, trumpSuit, trustedCard, trustedCards } from '../cards/card.js';
import type { BaseView, Seat } from '../engine/game.js';

/** What a seat knows from its view alone, in every game. */
export interface Knowledge {
  seat: Seat;
  /** The seat's own cards ([] when it cannot see them, as on selbu's forehead). */
  hand: Card[];
  trump: Suit | null;
  /** Cards of the pack this seat cannot place: in hidden hands, the stock or hidden discards. */
  unseen: Card[];
}

/**
 * The knowledge every game shares: the own hand, trumps, and the cards of `pack` that are
 * neither in a hand the view shows, nor played to a trick, nor in `alsoSeen` (an upcard, the
 * seat's own discards).
 */
export function baseKnowledge(
  view: BaseView,
  seat: Seat,
  pack: readonly Card[],
  alsoSeen: readonly Card[] = [],
): Knowledge {
  const seen = new Set<Card>(alsoSeen);
  for (const h of view.hands) for (const c of h ?? []) seen.add(trustedCard(c));
  for (const t of view.tricks) for (const [, c] of t.cards) seen.add(trustedCard(c));
  return {
    seat,
    hand: trustedCards(view.hands[seat] ?? []),
    trump: trumpSuit(view.trump),
    unseen: pack.filter((c) => !seen.has(c)),
  };
}

/**
 * `voids[seat][suit]`: the seat failed to follow that suit, in a game where every player must
 * follow suit when able (a card off the led suit shows a void).
 */
export function shownVoids(view: BaseView): boolean[][] {
  const voids = Array.from({ length: view.seats }, () => [false, false, false, false]);
  for (const t of view.tricks) {
    const cards = t.cards.map(([, c]) => trustedCard(c));
    t.cards.forEach(([seat], i) => {
      if (i > 0 && suitOf(cards[i]) !== suitOf(cards[0])) voids[seat][suitOf(cards[0])] = true;
    });
  }
  return voids;
}

/** The trick being played (empty when one is about to be led) and the seat that leads it. */
export function currentTrick(
  view: BaseView,
  firstLeader: Seat,
): { leader: Seat; trick: Array<[Seat, Card]> } {
  let leader = firstLeader;
  let trick: Array<[Seat, Card]> = [];
  for (const t of view.tricks) {
    if (t.winner !== undefined) {
      leader = t.winner;
      trick = [];
    } else {
      leader = t.leader;
      trick = t.cards.map(([s, c]): [Seat, Card] => [s, trustedCard(c)]);
    }
  }
  return { leader, trick };
}
