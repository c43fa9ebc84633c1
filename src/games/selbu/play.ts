import { type Card, formatCard, sortCards } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import {
  followSuitCards,
  followSuitViolation,
  newTrick,
  type Trick,
  trickWinnerIndex,
  without,
} from '../../engine/trick.js';
import { roundPoints } from './scoring.js';
import { dealersLeft, handSizeOf, type SelbuDealResult, type SelbuState } from './state.js';
import { trumpText } from './trump.js';

/** The trick being played: the last one if incomplete, else a new one led by the last winner. */
export function currentTrick(state: SelbuState): Trick {
  const last = state.tricks.at(-1);
  if (last === undefined) return newTrick(dealersLeft(state));
  return last.winner === undefined ? last : newTrick(last.winner);
}

export function playerToAct(state: SelbuState): Seat {
  const trick = currentTrick(state);
  return (trick.leader + trick.cards.length) % state.seats;
}

/** Cards `seat` may play now (follow suit if you can; trumping is allowed, never required). */
export function legalCards(state: SelbuState, seat: Seat): Card[] {
  if (state.phase !== 'play' || playerToAct(state) !== seat) return [];
  return sortCards(followSuitCards(state.hands[seat], currentTrick(state).cards[0]));
}

/** Plays a card; completing the last trick scores the round. */
export function applyCard(state: SelbuState, seat: Seat, card: Card): Result<SelbuState, IllegalAction> {
  const toAct = playerToAct(state);
  if (seat !== toAct) {
    return err(refusal('not-your-turn', { action: formatCard(card), seat, toAct: [toAct], move: 'play' }));
  }
  const trick = currentTrick(state);
  const violation = followSuitViolation(state.hands[seat], trick.cards[0], card);
  if (violation) return err(violation);
  const played: Trick = { ...trick, seats: [...trick.seats, seat], cards: [...trick.cards, card] };
  let tricksWon = state.tricksWon;
  if (played.cards.length === state.seats) {
    played.winner = played.seats[trickWinnerIndex(played.cards, state.trump)];
    tricksWon = tricksWon.map((n, s) => (s === played.winner ? n + 1 : n));
  }
  const tricks =
    trick === state.tricks.at(-1) ? [...state.tricks.slice(0, -1), played] : [...state.tricks, played];
  const hands = state.hands.map((h, s) => (s === seat ? without(h, card) : h));
  const next: SelbuState = { ...state, hands, tricks, tricksWon };
  return ok(hands.every((h) => h.length === 0) ? finishRound(next) : next);
}

/** Scores the round just played and waits for the next deck (or ends the match). */
function finishRound(state: SelbuState): SelbuState {
  const bids = state.bids as number[];
  const result: SelbuDealResult = {
    round: state.round,
    handSize: handSizeOf(state),
    dealer: state.dealer,
    trump: trumpText(state.trump),
    bids: [...bids],
    tricks: [...state.tricksWon],
    score: Object.fromEntries(
      bids.map((bid, seat) => [String(seat), roundPoints(state.options.scoring, bid, state.tricksWon[seat])]),
    ),
  };
  if (state.upcard !== null) result.upcard = formatCard(state.upcard);
  if (state.revealedBids !== null) result.revealedBids = [...state.revealedBids];
  const over = state.round === state.sizes.length;
  return { ...state, deals: [...state.deals, result], phase: over ? 'over' : 'deal' };
}
