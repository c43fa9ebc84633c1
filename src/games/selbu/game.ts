import { type Card, formatCard, STANDARD_PACK } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import type { Action, Game, IllegalAction, MatchResult, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { makeSelbuAction, parseSelbuAction } from './actions.js';
import { applyBid, legalBids } from './bidding.js';
import {
  minimizeSelbuOptions,
  PACK_SIZE,
  parseSelbuOptions,
  roundSizes,
  SELBU_DEFAULT_OPTIONS,
  SELBU_OPTION_SPECS,
  type SelbuOptions,
  turnsUpTrump,
} from './options.js';
import { applyCard, legalCards } from './play.js';
import { cardsHiddenFromHolder, handSizeOf, type SelbuState } from './state.js';
import { roundTrump } from './trump.js';
import { seatsToAct } from './turn.js';
import { type SelbuView, selbuView } from './view.js';

export function newSelbuMatch(options: SelbuOptions, firstDealer: Seat): SelbuState {
  const seats = options.players;
  return {
    options,
    sizes: roundSizes(options.handSizes),
    seats,
    firstDealer,
    round: 0,
    phase: 'deal',
    dealer: firstDealer,
    hands: Array.from({ length: seats }, () => []),
    stock: [],
    upcard: null,
    trump: null,
    bids: Array(seats).fill(null),
    revealedBids: null,
    tricks: [],
    tricksWon: Array(seats).fill(0),
    deals: [],
  };
}

/**
 * Deals the next round from a full 52-card deck: one card at a time clockwise from the dealer's
 * left; the rest is the stock, whose first card is the upcard with `trump: draw` or `draw-suit`.
 */
export function dealSelbu(state: SelbuState, deck: readonly Card[]): Result<SelbuState, string> {
  if (state.phase !== 'deal') return err('no deal is due now');
  const set = new Set(deck);
  if (deck.length !== PACK_SIZE || set.size !== PACK_SIZE || deck.some((c) => !(c >= 0 && c < PACK_SIZE))) {
    return err(`a deck must hold each of the ${PACK_SIZE} cards once`);
  }
  const round = state.round + 1;
  const dealer = (state.firstDealer + round - 1) % state.seats;
  const size = state.sizes[round - 1];
  const dealt = size * state.seats;
  const hands: Card[][] = Array.from({ length: state.seats }, () => []);
  for (let i = 0; i < dealt; i++) hands[(dealer + 1 + i) % state.seats].push(deck[i]);
  const stock = deck.slice(dealt);
  const upcard = turnsUpTrump(state.options.trump) ? stock[0] : null;
  return ok({
    ...state,
    round,
    dealer,
    phase: 'bidding',
    hands,
    stock,
    upcard,
    trump: roundTrump(state.options.trump, round, state.sizes.length, upcard),
    bids: Array(state.seats).fill(null),
    revealedBids: null,
    tricks: [],
    tricksWon: Array(state.seats).fill(0),
  });
}

function applySelbu(state: SelbuState, seat: Seat, action: string): Result<SelbuState, IllegalAction> {
  if (state.phase === 'over') return err(refusal('match-over', { action }));
  if (state.phase === 'deal') return err(refusal('no-deal', { action }));
  if (seat < 0 || seat >= state.seats || !Number.isInteger(seat)) {
    return err(refusal('no-such-seat', { seat, seats: state.seats }));
  }
  const parsed = parseSelbuAction(action, handSizeOf(state));
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  if (a.kind === 'bid') {
    if (state.phase === 'play') return err(refusal('bidding-over', { action }));
    return applyBid(state, seat, a.bid, action);
  }
  if (state.phase !== 'play') return err(refusal('bidding-not-over', { action }));
  return applyCard(state, seat, a.card);
}

function legalSelbuActions(state: SelbuState, seat: Seat): string[] {
  if (state.phase === 'bidding' || state.phase === 'hook') {
    return legalBids(state, seat).map((bid) => makeSelbuAction({ kind: 'bid', bid }));
  }
  return legalCards(state, seat).map((card) => makeSelbuAction({ kind: 'card', card }));
}

/** In a forehead round the card to play is its holder's own, which that player never sees. */
const hiddenSelbuActions = (state: SelbuState, seat: Seat): ReadonlySet<Action> =>
  new Set(state.phase === 'play' ? cardsHiddenFromHolder(state, seat).map(formatCard) : []);

function selbuResult(state: SelbuState): MatchResult {
  const totals: Record<string, number> = {};
  for (let s = 0; s < state.seats; s++) {
    totals[String(s)] = state.deals.reduce((sum, d) => sum + d.score[String(s)], 0);
  }
  const finished = state.phase === 'over';
  const top = Math.max(...Object.values(totals));
  return {
    game: 'selbu',
    finished,
    deals: state.deals.map((d) => ({
      ...d,
      bids: [...d.bids],
      tricks: [...d.tricks],
      score: { ...d.score },
      ...(d.revealedBids ? { revealedBids: [...d.revealedBids] } : {}),
    })),
    totals,
    winners: finished ? Object.keys(totals).filter((k) => totals[k] === top) : [],
    ...(state.closed ? { closed: true as const } : {}),
  };
}

/** The players closed the table: the round in progress is dropped, the rounds played decide. */
function closeSelbu(state: SelbuState): SelbuState {
  if (state.phase === 'over') return state;
  return {
    ...state,
    phase: 'over',
    hands: state.hands.map(() => []),
    stock: [],
    upcard: null,
    trump: null,
    bids: state.bids.map(() => null),
    revealedBids: null,
    tricks: [],
    tricksWon: state.tricksWon.map(() => 0),
    closed: true,
  };
}

/** Bondebridge, the exact-bid version (Selbu-whist): rules/selbu.md. */
export const selbu: Game<SelbuOptions, SelbuState, SelbuView> = {
  id: 'selbu',
  optionSpecs: SELBU_OPTION_SPECS,
  defaultOptions: SELBU_DEFAULT_OPTIONS,
  parseOptions: parseSelbuOptions,
  minimizeOptions: minimizeSelbuOptions,
  seatCount: (options) => options.players,
  pack: () => STANDARD_PACK,
  newMatch: newSelbuMatch,
  needsDeck: (state) => state.phase === 'deal',
  deal: dealSelbu,
  toAct: seatsToAct,
  controller: (_state, seat) => seat,
  legalActions: legalSelbuActions,
  hiddenActions: hiddenSelbuActions,
  apply: applySelbu,
  view: (state, seat) => selbuView(state, seat, selbuResult(state)),
  result: selbuResult,
  isOver: (state) => state.phase === 'over',
  close: closeSelbu,
  inventory: (state) => [...state.hands, state.stock, ...state.tricks.map((t) => t.cards)],
};
