import { type Card, formatCard, isColon, SUITS, type Suit, sortCards, suitOf } from '../../cards/card.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { type Trick, trickWinnerIndex } from '../../engine/trick.js';
import { colonOfGroup, inColonGroup } from './cards.js';
import type { ColonOnColonRule } from './options.js';

/**
 * The colon rules of play:
 * - Following with a colon: allowed on a led card of its group (even when able to follow
 *   suit); it always loses, and the trick's winner may not lead that suit next (lead ban).
 * - Leading a colon: the other player may play any suit card but no colon (with
 *   `colonOnColon: allowed` a colon too, and it loses); a trump or a card of the colon's group
 *   wins, otherwise the colon wins.
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
export function legalFollows(hand: readonly Card[], lead: Card, colonOnColon: ColonOnColonRule): Card[] {
  const suitCards = hand.filter((c) => !isColon(c));
  let allowed: Card[];
  if (isColon(lead)) {
    allowed = colonOnColon === 'allowed' ? [...hand] : suitCards;
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
  colonOnColon: ColonOnColonRule,
): IllegalAction | null {
  const action = formatCard(card);
  if (!hand.includes(card)) return refusal('card-not-held', { action, card: action });
  if (lead === undefined) {
    if (legalLeads(hand, ban, seat).includes(card)) return null;
    return refusal('colon-lead-ban', { action, suit: SUITS[suitOf(card)] });
  }
  if (legalFollows(hand, lead, colonOnColon).includes(card)) return null;
  const leadText = formatCard(lead);
  if (isColon(card) && isColon(lead)) return refusal('colon-on-colon', { action, lead: leadText });
  if (isColon(card)) {
    const leadColon = formatCard(colonOfGroup(lead));
    return refusal('colon-wrong-group', { action, card: action, lead: leadText, leadColon });
  }
  return refusal('must-follow-suit', { action, suit: SUITS[suitOf(lead)] });
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
