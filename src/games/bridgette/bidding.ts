import { STRAINS, type StrainIndex, strainSuit } from '../../cards/call.js';
import { type Card, isColon, SUITS, suitOf } from '../../cards/card.js';
import type { Auction, AuctionRules } from '../../engine/auction.js';
import type { BidRestriction } from '../../engine/refusal.js';

/** Cards held in each suit S H D C; colons count as cards of no suit. */
export function suitCounts(hand: readonly Card[]): number[] {
  const counts = [0, 0, 0, 0];
  for (const c of hand) if (!isColon(c)) counts[suitOf(c)]++;
  return counts;
}

/**
 * The lowest level at which `strain` could be bid now: above the last bid (level, then
 * strain); with no bid yet, 1 in a suit and 0 in NT (`0NT` is the lowest bid of all).
 */
export function lowestLevel(auction: Auction, strain: StrainIndex): number {
  for (let i = auction.calls.length - 1; i >= 0; i--) {
    const call = auction.calls[i].call;
    if (call.kind === 'bid') return strain > call.strain ? call.level : call.level + 1;
  }
  return strain === 4 ? 0 : 1;
}

/** Cards of a suit needed to bid it, and (in some suit) for a jump bid. */
export const SUIT_BID_LENGTH = 2;
export const JUMP_LENGTH = 4;

/**
 * Bridgette's bidding limits ("begrænsninger"): 2 cards to bid a suit, a card of every suit
 * to bid NT, and 4 cards in the suit named for a jump (NT jump: 4 cards in some suit).
 * Returns the limit a bid breaks, or null.
 */
export function biddingLimitViolation(
  hand: readonly Card[],
  level: number,
  strain: StrainIndex,
  auction: Auction,
): BidRestriction | null {
  const counts = suitCounts(hand);
  const suit = strainSuit(strain);
  if (suit !== null && counts[suit] < SUIT_BID_LENGTH) {
    return { rule: 'suit-length', suit: SUITS[suit], need: SUIT_BID_LENGTH };
  }
  if (suit === null) {
    const void_ = counts.indexOf(0);
    if (void_ >= 0) return { rule: 'no-trump-void', void: SUITS[void_] };
  }
  const lowest = lowestLevel(auction, strain);
  if (level > lowest) {
    const lowestBid = `${lowest}${STRAINS[strain]}`;
    if (suit !== null && counts[suit] < JUMP_LENGTH) {
      return {
        rule: 'jump-suit-length',
        lowest: lowestBid,
        suit: SUITS[suit],
        need: JUMP_LENGTH,
        held: counts[suit],
      };
    }
    if (suit === null && Math.max(...counts) < JUMP_LENGTH) {
      return { rule: 'jump-no-trump', lowest: lowestBid, need: JUMP_LENGTH };
    }
  }
  return null;
}

/** The auction rules of one deal: the bidding limits read the bidder's current hand. */
export function auctionRules(hands: readonly (readonly Card[])[]): AuctionRules {
  return {
    // "The auction ends as soon as a player passes after any call."
    passesToEnd: 1,
    doubling: true,
    minLevel: 0,
    bidRestriction: (seat, level, strain, auction) =>
      biddingLimitViolation(hands[seat], level, strain, auction),
  };
}
