import {
  ACE,
  type Card,
  GRAND_COLON,
  isColon,
  JACK,
  KING,
  LITTLE_COLON,
  ROYAL_COLON,
  rankOf,
  STANDARD_PACK,
} from '../../cards/card.js';

/** The 55-card Bridgette pack: the standard 52, then GC, RC, LC. */
export const BRIDGETTE_PACK: readonly Card[] = Object.freeze([
  ...STANDARD_PACK,
  GRAND_COLON,
  ROYAL_COLON,
  LITTLE_COLON,
]);

export const HAND_SIZE = 13;
export const SEATS = 2;
/** Deck positions: 0–25 are dealt, 26 is the upcard (the stock's top card). */
export const UPCARD_INDEX = 26;
/** The non-dealer's draw: the upcard and the card under it. */
export const NON_DEALER_DRAW = 2;

/**
 * The colon whose group holds this standard card: GC for aces, RC for J/Q/K, LC for 2–10.
 * Each colon "matches" exactly the cards of its group.
 */
export function colonOfGroup(card: Card): Card {
  const r = rankOf(card);
  if (r === ACE) return GRAND_COLON;
  if (r >= JACK && r <= KING) return ROYAL_COLON;
  return LITTLE_COLON;
}

/** True when `card` (a standard card) belongs to the group of `colon`. */
export const inColonGroup = (colon: Card, card: Card): boolean =>
  !isColon(card) && colonOfGroup(card) === colon;

/**
 * How many cards the dealer draws, decided by the upcard: a spot card or LC → 4,
 * a court card or RC → 8, an ace or GC → 12.
 */
export function dealerDrawFor(upcard: Card): number {
  const group = isColon(upcard) ? upcard : colonOfGroup(upcard);
  if (group === GRAND_COLON) return 12;
  if (group === ROYAL_COLON) return 8;
  return 4;
}
