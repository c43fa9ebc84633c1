/**
 * State transitions of a deal: dealing, playing a card, the declaration choice, the draw and
 * the end of the deal. Callers have checked legality; these only build new states.
 */
import { type Card, SUITS, type Suit } from '../../cards/card.js';
import type { DealResult, Score, Seat } from '../../engine/game.js';
import { newTrick, type Trick, trickWinnerIndex, without } from '../../engine/trick.js';
import { bondtolvaRank } from './cards.js';
import { nextDeclarationKind } from './declare.js';
import { type DeclarationKind, dealScore, matadorCount, pileCardPoints, settleDeal } from './score.js';
import {
  type BondtolvaState,
  type DealState,
  HAND_SIZE,
  inPhase1,
  openTrick,
  SEATS,
  seatToPlay,
  TRICKS_PER_DEAL,
} from './state.js';

/** Deals a deck: one card at a time from the non-dealer, deck cards 12.. are the stock (12 on top). */
export function dealDeck(state: BondtolvaState, deck: readonly Card[]): BondtolvaState {
  const dealer = (state.firstDealer + state.dealCount) % SEATS;
  const hands: Card[][] = [[], []];
  for (let i = 0; i < HAND_SIZE * SEATS; i++) hands[(dealer + 1 + i) % SEATS].push(deck[i]);
  const deal: DealState = {
    dealer,
    hands,
    stock: deck.slice(HAND_SIZE * SEATS),
    tricks: [],
    piles: [[], []],
    trump: null,
    declarations: [],
    awaitingDeclaration: null,
    finished: false,
  };
  return { ...state, dealCount: state.dealCount + 1, deal };
}

/** Plays a card for the seat to play; completes the trick and what follows it when it is the second card. */
export function playCard(state: BondtolvaState, card: Card): BondtolvaState {
  const d = state.deal!;
  const seat = seatToPlay(d);
  const open = openTrick(d);
  const trick: Trick = open
    ? { ...open, seats: [...open.seats, seat], cards: [...open.cards, card] }
    : { ...newTrick(seat), seats: [seat], cards: [card] };
  const tricks = open ? [...d.tricks.slice(0, -1), trick] : [...d.tricks, trick];
  const hands = d.hands.map((h, s) => (s === seat ? without(h, card) : h));
  const next: DealState = { ...d, hands, tricks };
  if (trick.cards.length < SEATS) return { ...state, deal: next };
  return afterTrick(state, completeTrick(next));
}

/** Gives the complete last trick its winner and moves its cards to the winner's pile. */
function completeTrick(d: DealState): DealState {
  const trick = d.tricks[d.tricks.length - 1];
  const winner = trick.seats[trickWinnerIndex(trick.cards, d.trump, bondtolvaRank)];
  const piles = d.piles.map((p, s) => (s === winner ? [...p, ...trick.cards] : p));
  return { ...d, tricks: [...d.tricks.slice(0, -1), { ...trick, winner }], piles };
}

/**
 * After a trick in phase 1: wait for the winner's declaration choice whenever a declaration is
 * still free in the deal, pair or no pair, so that the wait tells the opponent nothing about the
 * winner's hand; draw at once only when both have been made. In phase 2: maybe end the deal.
 */
function afterTrick(state: BondtolvaState, d: DealState): BondtolvaState {
  const winner = d.tricks[d.tricks.length - 1].winner!;
  if (inPhase1(d)) {
    if (nextDeclarationKind(d) !== null) return { ...state, deal: { ...d, awaitingDeclaration: winner } };
    return { ...state, deal: draw(d, winner) };
  }
  if (d.tricks.length === TRICKS_PER_DEAL) return finishDeal(state, d);
  return { ...state, deal: d };
}

/** The trick winner draws the top card of the stock, the loser the next. */
function draw(d: DealState, winner: Seat): DealState {
  const loser = (winner + 1) % SEATS;
  const hands = d.hands.map((h) => [...h]);
  hands[winner].push(d.stock[0]);
  hands[loser].push(d.stock[1]);
  return { ...d, hands, stock: d.stock.slice(2), awaitingDeclaration: null };
}

/** Records the awaited declaration (or the decline, `kind` null) and draws. */
export function resolveDeclaration(
  state: BondtolvaState,
  kind: DeclarationKind | null,
  suit: Suit,
): BondtolvaState {
  const d = state.deal!;
  const seat = d.awaitingDeclaration!;
  let next = d;
  if (kind !== null) {
    next = {
      ...d,
      trump: kind === 'trumf' ? suit : d.trump,
      declarations: [...d.declarations, { seat, kind, suit }],
    };
  }
  return { ...state, deal: draw(next, seat) };
}

export const bySeat = (values: readonly number[]): Score =>
  Object.fromEntries(values.map((v, s) => [String(s), v]));

/** Scores the finished deal, moves the protocol and decides whether someone has won. */
function finishDeal(state: BondtolvaState, d: DealState): BondtolvaState {
  const lastTrick = d.tricks[TRICKS_PER_DEAL - 1].winner!;
  const score = dealScore({ seats: SEATS, declarations: d.declarations, lastTrick, piles: d.piles });
  const settled = settleDeal(state.protocol, score, lastTrick);
  const result: DealResult = {
    dealer: d.dealer,
    trump: d.trump === null ? null : SUITS[d.trump],
    declarations: d.declarations.map((x) => ({ seat: x.seat, kind: x.kind, suit: SUITS[x.suit] })),
    points: bySeat(d.piles.map(pileCardPoints)),
    matadors: bySeat(d.piles.map(matadorCount)),
    lastTrick,
    score: bySeat(score),
    protocol: bySeat(settled.protocol),
  };
  return {
    ...state,
    protocol: settled.protocol,
    results: [...state.results, result],
    winner: settled.winner,
    deal: { ...d, finished: true },
  };
}
