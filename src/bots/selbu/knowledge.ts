import { type Card, parseCard, STANDARD_PACK, SUITS, type Suit, suitOf } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { SelbuView } from '../../games/selbu/view.js';

/** What a seat knows about the round, in the form the estimates need (from its view only). */
export interface Knowledge {
  seat: Seat;
  seats: number;
  /** The own hand ([] when it is on the forehead). */
  hand: Card[];
  trump: Suit | null;
  /** Cards this seat cannot place: in other hands or in the stock. */
  unseen: Card[];
  handCounts: number[];
  /** `voids[seat][suit]`: that seat failed to follow that suit this round. */
  voids: boolean[][];
  /** The trick being played (empty when the seat leads), in play order. */
  trick: Array<[Seat, Card]>;
}

/** A card from a view (views only hold valid card strings). */
export const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(`view holds a bad card: ${text}`);
  return c.value;
};

export function knowledgeFromView(view: SelbuView, seat: Seat): Knowledge {
  const seen = new Set<Card>();
  const hand = (view.hands[seat] ?? []).map(card);
  for (const h of view.hands) for (const c of h ?? []) seen.add(card(c));
  if (view.upcard) seen.add(card(view.upcard));
  const voids = Array.from({ length: view.seats }, () => [false, false, false, false]);
  let trick: Array<[Seat, Card]> = [];
  for (const t of view.tricks) {
    const cards = t.cards.map(([s, c]): [Seat, Card] => [s, card(c)]);
    for (const [s, c] of cards) {
      seen.add(c);
      if (suitOf(c) !== suitOf(cards[0][1])) voids[s][suitOf(cards[0][1])] = true;
    }
    if (t.winner === undefined) trick = cards;
  }
  return {
    seat,
    seats: view.seats,
    hand,
    trump: view.trump === null || view.trump === 'NT' ? null : (SUITS.indexOf(view.trump as 'S') as Suit),
    unseen: STANDARD_PACK.filter((c) => !seen.has(c)),
    handCounts: view.handCounts,
    voids,
    trick,
  };
}
