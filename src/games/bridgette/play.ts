import {
  type Card,
  formatCard,
  isColon,
  SUIT_NAMES,
  type Suit,
  sortCards,
  suitOf,
} from '../../cards/card.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
import { type Trick, trickWinnerIndex } from '../../engine/trick.js';
import { colonOfGroup, groupName, inColonGroup } from './cards.js';

/**
 * The colon rules of play:
 * - Following with a colon: allowed on a led card of its group (even when able to follow
 *   suit); it always loses, and the trick's winner may not lead that suit next (lead ban).
 * - Leading a colon: the other player may play any suit card but no colon; a trump or a
 *   card of the colon's group wins, otherwise the colon wins.
 * - No other colon plays — except when a player has no other legal card; a colon so played loses.
 */

/** The lead ban a complete trick leaves: a matching colon followed a suit lead. */
export function leadBanAfter(trick: Trick | undefined): { seat: Seat; suit: Suit } | null {
  if (!trick || trick.winner === undefined || trick.cards.length < 2) return null;
  const [lead, follow] = trick.cards;
  if (isColon(lead) || !isColon(follow) || !inColonGroup(follow, lead)) return null;
  return { seat: trick.winner, suit: suitOf(lead) };
}

/** Cards `hand` may lead, given the lead ban (if it is this seat's). */
export function legalLeads(
  hand: readonly Card[],
  ban: { seat: Seat; suit: Suit } | null,
  seat: Seat,
): Card[] {
  if (!ban || ban.seat !== seat) return sortCards(hand);
  const allowed = hand.filter((c) => isColon(c) || suitOf(c) !== ban.suit);
  // "Unless they hold nothing else that may be led."
  return sortCards(allowed.length ? allowed : hand);
}

/** Cards `hand` may play to a trick led with `lead`. */
export function legalFollows(hand: readonly Card[], lead: Card): Card[] {
  const suitCards = hand.filter((c) => !isColon(c));
  let allowed: Card[];
  if (isColon(lead)) {
    allowed = suitCards;
  } else {
    const same = suitCards.filter((c) => suitOf(c) === suitOf(lead));
    const matching = hand.filter((c) => isColon(c) && inColonGroup(c, lead));
    allowed = [...(same.length ? same : suitCards), ...matching];
  }
  // The no-legal-card fallback: any card may be played.
  return sortCards(allowed.length ? allowed : hand);
}

/** Why `card` may not be played by `seat` now (to `lead`, or as the lead when undefined), or null. */
export function playViolation(
  hand: readonly Card[],
  lead: Card | undefined,
  ban: { seat: Seat; suit: Suit } | null,
  seat: Seat,
  card: Card,
): IllegalAction | null {
  const text = formatCard(card);
  if (!hand.includes(card)) return { code: 'card-not-held', message: `${text}: not in hand` };
  if (lead === undefined) {
    if (legalLeads(hand, ban, seat).includes(card)) return null;
    const suit = SUIT_NAMES[suitOf(card)];
    return {
      code: 'colon-lead-ban',
      message: `${text}: ${suit} may not be led to this trick, since a colon was played to your ${suit} lead (colon lead ban)`,
    };
  }
  if (legalFollows(hand, lead).includes(card)) return null;
  const leadText = formatCard(lead);
  if (isColon(card) && isColon(lead)) {
    return {
      code: 'colon-on-colon',
      message: `${text}: a colon may not be played to a colon lead (${leadText}) while you hold a suit card (colon rule)`,
    };
  }
  if (isColon(card)) {
    return {
      code: 'colon-wrong-group',
      message: `${text}: a colon may only follow a card of its group (${formatCard(colonOfGroup(lead))} on ${leadText}; ${text} goes with ${groupName(card)}) (colon rule)`,
    };
  }
  return {
    code: 'revoke',
    message: `${text}: must follow suit (${SUIT_NAMES[suitOf(lead)]}) (revoke)`,
  };
}

/**
 * The winner's index (0 = leader, 1 = follower) of a two-card trick under the colon rules.
 * `trump` is a suit index or null (NT).
 */
export function colonTrickWinner(lead: Card, follow: Card, trump: Suit | null): 0 | 1 {
  // A colon played to a trick (matching or as a fallback) never wins it as the second card.
  if (isColon(follow)) return 0;
  if (isColon(lead)) {
    const trumped = trump !== null && suitOf(follow) === trump;
    return trumped || inColonGroup(lead, follow) ? 1 : 0;
  }
  return trickWinnerIndex([lead, follow], trump) as 0 | 1;
}
