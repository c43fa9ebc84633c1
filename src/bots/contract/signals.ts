/**
 * Attitude signals of the defenders in bondebridge and bridge, the simplest agreement: when a
 * defender plays a card with no intention to win the trick — following partner's lead, or
 * discarding — a high spot card encourages that suit and a low one discourages it. Both sides
 * may know the agreement; the cards are public, so reading a signal uses nothing hidden.
 */
import { type Card, rankOf, suitOf, trustedCard } from '../../cards/card.js';
import type { Seat, TrickView } from '../../engine/game.js';
import { trickWinnerIndex } from '../../engine/trick.js';

/** Per suit (S H D C): +1 partner encouraged it, −1 discouraged, 0 said nothing. */
export type Attitude = -1 | 0 | 1;

/** A spot this high (or an honour given up) encourages; this low discourages; a 6 says nothing. */
const ENCOURAGING_RANK = 7;
const DISCOURAGING_RANK = 5;
const ACE = 14;
const QUEEN = 12;

const partnerOf = (s: Seat): Seat => (s + 2) % 4;
export const isDefender = (seat: Seat, declarer: Seat): boolean => seat % 2 !== declarer % 2;

/** A holding worth asking partner to continue: the ace, king or queen (A, K, Q) of the suit. */
export const likesSuit = (hand: readonly Card[], suit: number): boolean =>
  hand.some((c) => suitOf(c) === suit && rankOf(c) >= QUEEN);

/**
 * The card to follow with when not trying to win a trick partner led: the highest spot card
 * that does not beat the trick's winner when the suit is liked (encourage), else the lowest.
 * `cards` are the legal cards, all of the led suit.
 */
export function attitudeFollow(
  hand: readonly Card[],
  cards: readonly Card[],
  trickSoFar: readonly Card[],
  trump: number | null,
): Card {
  const lowest = cards.reduce((a, b) => (rankOf(b) < rankOf(a) ? b : a));
  if (!likesSuit(hand, suitOf(cards[0]))) return lowest;
  const spare = cards.filter(
    (c) => rankOf(c) <= 9 && trickWinnerIndex([...trickSoFar, c], trump) !== trickSoFar.length,
  );
  return spare.length ? spare.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a)) : lowest;
}

/**
 * A discard that encourages: the highest spot card of a liked side suit of at least three cards
 * (so a card can be spared), or null when no suit qualifies (then discard low elsewhere, which
 * discourages that suit).
 */
export function encouragingDiscard(
  hand: readonly Card[],
  cards: readonly Card[],
  trump: number | null,
): Card | null {
  let best: Card | null = null;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === trump || !likesSuit(hand, suit)) continue;
    const holding = hand.filter((c) => suitOf(c) === suit);
    const spots = cards.filter((c) => suitOf(c) === suit && rankOf(c) <= 9);
    if (holding.length < 3 || spots.length === 0) continue;
    const top = spots.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a));
    if (best === null || rankOf(top) > rankOf(best)) best = top;
  }
  return best;
}

const attitudeOf = (c: Card): Attitude =>
  rankOf(c) >= ENCOURAGING_RANK ? 1 : rankOf(c) <= DISCOURAGING_RANK ? -1 : 0;

/**
 * What `seat`'s partner has signalled, from the tricks played (public): partner's first
 * discard of each side suit, and partner's card in a trick `seat` led when partner did not win
 * it. The first signal in a suit counts. Only defenders signal; declarer's side reads nothing.
 */
export function partnerSignals(
  tricks: readonly TrickView[],
  seat: Seat,
  declarer: Seat,
  trump: number | null,
): Attitude[] {
  const out: Attitude[] = [0, 0, 0, 0];
  if (!isDefender(seat, declarer)) return out;
  const partner = partnerOf(seat);
  const said = [false, false, false, false];
  for (const t of tricks) {
    const cards = t.cards.map(([, c]) => trustedCard(c));
    const at = t.cards.findIndex(([s]) => s === partner);
    if (at <= 0) continue; // not played yet, or partner led: a lead is no attitude signal
    const card = cards[at];
    const led = suitOf(cards[0]);
    const suit = suitOf(card);
    if (said[suit]) continue;
    if (suit !== led) {
      // A ruff is an attempt to win, not a signal; any other card of another suit is a discard.
      if (suit === trump) continue;
    } else {
      if (t.cards[0][0] !== seat) continue;
      if (trickWinnerIndex(cards.slice(0, at + 1), trump) === at) continue;
      if (rankOf(card) === ACE) continue;
    }
    said[suit] = true;
    out[suit] = attitudeOf(card);
  }
  return out;
}

/**
 * How well a layout fits partner's signals: 1 when partner's cards in it (the hand now and the
 * cards already played) hold a liked card
 * (A, K, Q) in every encouraged suit and none in a discouraged one, less for each signal it
 * contradicts. A weight, not a filter: signals are made with the cards partner happened to hold.
 */
export function signalWeight(partnerHand: readonly Card[], signals: readonly Attitude[]): number {
  let w = 1;
  signals.forEach((a, suit) => {
    if (a === 1 && !likesSuit(partnerHand, suit)) w *= 0.3;
    else if (a === -1 && likesSuit(partnerHand, suit)) w *= 0.5;
  });
  return w;
}
