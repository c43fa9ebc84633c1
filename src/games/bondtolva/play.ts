/** Which cards may be played: anything in phase 1; follow, head, trump in phase 2. */
import { type Card, formatCard, SUITS, type Suit, suitOf } from '../../cards/card.js';
import type { IllegalAction } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { beatsInSuit } from './cards.js';

/**
 * The cards a player may play to a trick. `led` is the card led when this player follows,
 * undefined when they lead. Phase 2: follow suit and beat the led card if able; if void in
 * the suit led, trump if able; otherwise anything.
 */
export function playableCards(
  hand: readonly Card[],
  led: Card | undefined,
  phase2: boolean,
  trump: Suit | null,
): Card[] {
  if (!phase2 || led === undefined) return [...hand];
  const sameSuit = hand.filter((c) => suitOf(c) === suitOf(led));
  if (sameSuit.length > 0) {
    const higher = sameSuit.filter((c) => beatsInSuit(c, led));
    return higher.length > 0 ? higher : sameSuit;
  }
  const trumps = trump === null ? [] : hand.filter((c) => suitOf(c) === trump);
  return trumps.length > 0 ? trumps : [...hand];
}

/** The phase (stock empty) where following, heading and trumping are compulsory. */
const PHASE_2 = 2;

/** Why `card` may not be played, naming the card and the rule; null when it may. */
export function cardViolation(
  hand: readonly Card[],
  led: Card | undefined,
  phase2: boolean,
  trump: Suit | null,
  card: Card,
): IllegalAction | null {
  const action = formatCard(card);
  if (!hand.includes(card)) return refusal('card-not-held', { action, card: action });
  if (led === undefined || playableCards(hand, led, phase2, trump).includes(card)) return null;
  const ledSuit = suitOf(led);
  const phase = PHASE_2;
  if (suitOf(card) === ledSuit) return refusal('must-head', { action, led: formatCard(led), phase });
  if (hand.some((c) => suitOf(c) === ledSuit)) {
    return refusal('must-follow-suit', { action, suit: SUITS[ledSuit], phase });
  }
  // Only phase 2 restricts cards, and only a seat holding trumps must trump: `trump` is set.
  return refusal('must-trump', { action, trump: SUITS[trump!], led: SUITS[ledSuit], phase });
}
