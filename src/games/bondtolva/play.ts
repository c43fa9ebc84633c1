/** Which cards may be played: anything in phase 1; follow, head, trump in phase 2. */
import { type Card, formatCard, SUIT_NAMES, type Suit, suitOf } from '../../cards/card.js';
import type { IllegalAction } from '../../engine/game.js';
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

/** Why `card` may not be played, naming the card and the rule; null when it may. */
export function cardViolation(
  hand: readonly Card[],
  led: Card | undefined,
  phase2: boolean,
  trump: Suit | null,
  card: Card,
): IllegalAction | null {
  const name = formatCard(card);
  if (!hand.includes(card)) return { code: 'card-not-held', message: `${name}: not in hand` };
  if (led === undefined || playableCards(hand, led, phase2, trump).includes(card)) return null;
  const ledSuit = suitOf(led);
  if (suitOf(card) === ledSuit) {
    return {
      code: 'must-head',
      message: `${name}: phase 2, must beat ${formatCard(led)} when able (head the trick)`,
    };
  }
  if (hand.some((c) => suitOf(c) === ledSuit)) {
    return {
      code: 'revoke',
      message: `${name}: phase 2, must follow suit (${SUIT_NAMES[ledSuit]}) (revoke)`,
    };
  }
  const trumpName = trump === null ? '' : SUIT_NAMES[trump];
  return {
    code: 'must-trump',
    message: `${name}: phase 2, must play a trump (${trumpName}) when void in ${SUIT_NAMES[ledSuit]}`,
  };
}
