import { type Card, parseCard, STANDARD_PACK, SUITS, type Suit, suitOf } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import { trickWinnerIndex } from '../../engine/trick.js';
import type { SelbuView } from './view.js';

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

const card = (text: string): Card => {
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

/**
 * Chance that `card`, once best in a trick led in `led`, is not beaten by any of `after`:
 * each may hold a higher card of the suit, or (void in the suit led) a beating trump. The
 * unseen cards are taken as spread at random over the other hands in proportion to their size.
 */
function survives(k: Knowledge, c: Card, led: Suit, after: readonly Seat[]): number {
  const unseen = k.unseen.length;
  if (unseen === 0) return 1;
  const suit = suitOf(c);
  const higherSame = k.unseen.filter((u) => suitOf(u) === suit && u > c).length; // same suit: higher index, higher rank
  const trumpBeaters =
    k.trump === null || suit === k.trump ? 0 : k.unseen.filter((u) => suitOf(u) === k.trump).length;
  const ledUnseen = k.unseen.filter((u) => suitOf(u) === led).length;
  let chance = 1;
  for (const p of after) {
    const share = Math.min(1, k.handCounts[p] / unseen);
    const voidInLed = k.voids[p][led] ? 1 : (1 - ledUnseen / unseen) ** k.handCounts[p];
    let beat: number;
    if (suit === led) {
      // A higher card of the suit, or a trump from a player out of the suit.
      const noHigher = k.voids[p][led] ? 1 : (1 - share) ** higherSame;
      beat = 1 - noHigher + voidInLed * (1 - (1 - share) ** trumpBeaters);
    } else {
      // `c` trumped a side suit: only a higher trump from a player also out of the suit beats it.
      beat = voidInLed * (1 - (1 - share) ** higherSame);
    }
    chance *= 1 - Math.min(1, beat);
  }
  return Math.max(0, Math.min(1, chance));
}

const othersFrom = (k: Knowledge, first: Seat, count: number): Seat[] =>
  Array.from({ length: count }, (_, i) => (first + i) % k.seats).filter((s) => s !== k.seat);

/** Chance that `c` takes the trick if this seat leads it now. */
export const leadWinChance = (k: Knowledge, c: Card): number =>
  survives(k, c, suitOf(c), othersFrom(k, k.seat + 1, k.seats - 1));

/** Chance that `c` takes the current trick (the seat is not leading). */
export function followWinChance(k: Knowledge, c: Card): number {
  if (k.trick.length === 0) return leadWinChance(k, c);
  const cards = [...k.trick.map(([, x]) => x), c];
  if (trickWinnerIndex(cards, k.trump) !== cards.length - 1) return 0;
  const still = k.seats - cards.length;
  return survives(k, c, suitOf(cards[0]), othersFrom(k, k.seat + 1, still));
}

/** Distribution of the number of successes of independent events with these chances. */
export function countDistribution(chances: readonly number[]): number[] {
  let dist = [1];
  for (const p of chances) {
    const next = Array(dist.length + 1).fill(0);
    for (let i = 0; i < dist.length; i++) {
      next[i] += dist[i] * (1 - p);
      next[i + 1] += dist[i] * p;
    }
    dist = next;
  }
  return dist;
}
