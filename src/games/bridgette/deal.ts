import { type Card, sortCards } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import { newAuction } from '../../engine/auction.js';
import type { Seat } from '../../engine/game.js';
import { BRIDGETTE_PACK, dealerDrawFor, NON_DEALER_DRAW, UPCARD_INDEX } from './cards.js';
import type { DealState } from './state.js';

/** Checks that a deck is a permutation of the 55-card pack. */
export function checkDeck(deck: readonly Card[]): Result<void> {
  if (deck.length !== BRIDGETTE_PACK.length) return err(`a deck must have 55 cards, not ${deck.length}`);
  const seen = new Set(deck);
  if (seen.size !== deck.length || BRIDGETTE_PACK.some((c) => !seen.has(c))) {
    return err('the deck is not a permutation of the 55-card pack');
  }
  return ok(undefined);
}

/**
 * Deals from a deck order and runs the draws of the exchange (they need no decision):
 * cards 0–25 alternate starting with the non-dealer; card 26 is the upcard; the non-dealer
 * takes cards 26–27, the dealer the next 4, 8 or 12 (by the upcard); the rest stays stock.
 */
export function dealFromDeck(deck: readonly Card[], dealer: Seat): DealState {
  const nonDealer = 1 - dealer;
  const hands: Card[][] = [[], []];
  for (let i = 0; i < UPCARD_INDEX; i++) hands[(dealer + 1 + i) % 2].push(deck[i]);
  const upcard = deck[UPCARD_INDEX];
  const dealerDraw = dealerDrawFor(upcard);
  const afterNonDealer = UPCARD_INDEX + NON_DEALER_DRAW;
  hands[nonDealer].push(...deck.slice(UPCARD_INDEX, afterNonDealer));
  hands[dealer].push(...deck.slice(afterNonDealer, afterNonDealer + dealerDraw));
  const drawn = [0, 0];
  drawn[nonDealer] = NON_DEALER_DRAW;
  drawn[dealer] = dealerDraw;
  return {
    dealer,
    upcard,
    hands: hands.map((h) => sortCards(h)),
    stock: deck.slice(afterNonDealer + dealerDraw),
    drawn,
    discards: [null, null],
    // The dealer calls first.
    auction: newAuction(2, dealer),
    contract: null,
    tricks: [],
    tricksWon: [0, 0],
    phase: 'exchange',
  };
}
