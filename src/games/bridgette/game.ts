import { strainSuit } from '../../cards/call.js';
import type { Card, Suit } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import { addCall, auctionOutcome, auctionToAct, legalCalls } from '../../engine/auction.js';
import type { Action, Game, IllegalAction, MatchResult, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { newTrick, notYourTurn, type Trick, without } from '../../engine/trick.js';
import {
  formatDiscard,
  isCallLike,
  isDiscardAction,
  makeBridgetteAction,
  parseBridgetteAction,
} from './actions.js';
import { auctionRules } from './bidding.js';
import { BRIDGETTE_PACK, HAND_SIZE, SEATS } from './cards.js';
import { checkDeck, dealFromDeck } from './deal.js';
import {
  applyDiscard,
  discardLegalFromView,
  discardViolation,
  legalDiscards,
  surplusOf,
} from './exchange.js';
import {
  BRIDGETTE_DEFAULT_OPTIONS,
  BRIDGETTE_OPTION_SPECS,
  type BridgetteOptions,
  minimizeBridgetteOptions,
  parseBridgetteOptions,
} from './options.js';
import { colonTrickWinner, leadBanAfter, legalFollows, legalLeads, playViolation } from './play.js';
import { resampleBridgette } from './resample.js';
import { finishDeal, matchResult, playedResult, thrownInResult } from './result.js';
import { type BridgetteState, type DealState, nextDealer, openTrick, seatToPlay } from './state.js';
import { type BridgetteView, bridgetteView } from './view.js';

const needsDeck = (s: BridgetteState): boolean => !s.over && (s.deal === null || s.deal.phase === 'done');

function toAct(s: BridgetteState): Seat[] {
  const d = s.deal;
  if (s.over || !d) return [];
  switch (d.phase) {
    case 'exchange':
      // Both may discard, in either order.
      return [0, 1].filter((x) => d.discards[x] === null);
    case 'auction':
      return [auctionToAct(d.auction)];
    case 'play':
      return [seatToPlay(d)];
    case 'done':
      return [];
  }
}

const trumpOf = (d: DealState): Suit | null => strainSuit(d.contract!.strain) as Suit | null;

/** The lead ban in force for the next lead (only between tricks). */
const currentBan = (d: DealState) => (openTrick(d) ? null : leadBanAfter(d.tricks[d.tricks.length - 1]));

function legalCards(s: BridgetteState, d: DealState, seat: Seat): Card[] {
  const open = openTrick(d);
  return open
    ? legalFollows(d.hands[seat], open.cards[0], s.options.colonOnColon)
    : legalLeads(d.hands[seat], currentBan(d), seat);
}

function wrongPhase(action: Action, d: DealState, seat: Seat): IllegalAction {
  if (d.phase === 'exchange') {
    return refusal('wrong-phase', { action, phase: 'exchange', discard: surplusOf(d, seat) });
  }
  return refusal('wrong-phase', { action, phase: d.phase === 'auction' ? 'auction' : 'play' });
}

/** The cards of an action written as a discard, or why they do not read; null when it is no discard. */
function discardOf(action: Action): Result<Card[], IllegalAction> | null {
  if (!isDiscardAction(action)) return null;
  const parsed = parseBridgetteAction(action);
  if (!parsed.ok) return parsed;
  return parsed.value.kind === 'discard' ? ok(parsed.value.cards) : null;
}

function applyExchange(
  s: BridgetteState,
  d: DealState,
  seat: Seat,
  action: Action,
): Result<BridgetteState, IllegalAction> {
  if (d.discards[seat] !== null) {
    return err(refusal('already-discarded', { action, seat }));
  }
  const cards = discardOf(action);
  if (cards === null) return err(wrongPhase(action, d, seat));
  if (!cards.ok) return cards;
  const v = discardViolation(d, seat, action, cards.value);
  if (v) return err(v);
  return ok({ ...s, deal: applyDiscard(d, seat, cards.value) });
}

function applyAuction(
  s: BridgetteState,
  d: DealState,
  seat: Seat,
  action: Action,
): Result<BridgetteState, IllegalAction> {
  if (seat !== auctionToAct(d.auction)) return err(notYourTurn(seat, [auctionToAct(d.auction)]));
  const parsed = parseBridgetteAction(action);
  if (!parsed.ok || parsed.value.kind !== 'call') {
    // `pass` is refused as no call (the notation's pass is `P`); the rest belongs to another phase.
    const notCall =
      !parsed.ok && parsed.error.code === 'unknown-action' && parsed.error.params.expected === 'call';
    return err(notCall ? parsed.error : wrongPhase(action, d, seat));
  }
  const rules = auctionRules(d.hands);
  const r = addCall(d.auction, seat, parsed.value.call, rules);
  if (!r.ok) return r;
  const next: DealState = { ...d, auction: r.value };
  const outcome = auctionOutcome(r.value, rules);
  if (outcome.kind === 'passed-out') return ok(finishDeal(s, next, thrownInResult(next)));
  if (outcome.kind === 'contract')
    return ok({ ...s, deal: { ...next, contract: outcome.contract, phase: 'play' } });
  return ok({ ...s, deal: next });
}

function applyPlay(
  s: BridgetteState,
  d: DealState,
  seat: Seat,
  action: Action,
): Result<BridgetteState, IllegalAction> {
  const turn = seatToPlay(d);
  if (seat !== turn) return err(notYourTurn(seat, [turn]));
  const parsed = parseBridgetteAction(action);
  if (!parsed.ok || parsed.value.kind !== 'card') {
    const otherPhase = parsed.ok || isDiscardAction(action) || isCallLike(action);
    return err(otherPhase ? wrongPhase(action, d, seat) : parsed.error);
  }
  const card = parsed.value.card;
  const open = openTrick(d);
  const ban = open ? null : currentBan(d);
  const v = playViolation(d.hands[seat], open?.cards[0], ban, seat, card, s.options.colonOnColon);
  if (v) return err(v);
  const started: Trick = open ?? newTrick(seat);
  let trick: Trick = { ...started, seats: [...started.seats, seat], cards: [...started.cards, card] };
  const tricksWon = [...d.tricksWon];
  if (trick.cards.length === SEATS) {
    const w = colonTrickWinner(trick.cards[0], trick.cards[1], trumpOf(d));
    trick = { ...trick, winner: trick.seats[w] };
    tricksWon[trick.winner!]++;
  }
  const tricks = open ? [...d.tricks.slice(0, -1), trick] : [...d.tricks, trick];
  const hands = d.hands.map((h, x) => (x === seat ? without(h, card) : h));
  const next: DealState = { ...d, hands, tricks, tricksWon };
  if (tricks.length === HAND_SIZE && trick.winner !== undefined) {
    return ok(finishDeal(s, next, playedResult(next, s.options)));
  }
  return ok({ ...s, deal: next });
}

/** Bridgette: bridge for two with an exchange and three colons (rules/bridgette.md). */
export const bridgette: Game<BridgetteOptions, BridgetteState, BridgetteView> = {
  id: 'bridgette',
  optionSpecs: BRIDGETTE_OPTION_SPECS,
  defaultOptions: BRIDGETTE_DEFAULT_OPTIONS,
  parseOptions: parseBridgetteOptions,
  minimizeOptions: minimizeBridgetteOptions,
  seatCount: () => SEATS,
  pack: () => BRIDGETTE_PACK,

  newMatch(options, firstDealer): BridgetteState {
    return {
      options,
      firstDealer,
      dealCount: 0,
      results: [],
      totals: [0, 0],
      countedDeals: 0,
      over: false,
      deal: null,
    };
  },

  needsDeck,

  deal(s, deck): Result<BridgetteState, string> {
    if (!needsDeck(s)) return err(s.over ? 'the match is over' : 'a deal is in progress');
    const check = checkDeck(deck);
    if (!check.ok) return check;
    return ok({ ...s, deal: dealFromDeck(deck, nextDealer(s)), dealCount: s.dealCount + 1 });
  },

  toAct,
  controller: (_s, seat) => seat,

  legalActions(s, seat): Action[] {
    const d = s.deal;
    if (!d || !toAct(s).includes(seat)) return [];
    switch (d.phase) {
      case 'exchange':
        return legalDiscards(d, seat);
      case 'auction':
        return legalCalls(d.auction, seat, auctionRules(d.hands));
      case 'play':
        return legalCards(s, d, seat).map((card) => makeBridgetteAction({ kind: 'card', card }));
      case 'done':
        return [];
    }
  },

  /** A discard in any order and spelling, listed or not, as `discard:` and the cards in display order. */
  canonicalAction(s, seat, action): Action | undefined {
    const d = s.deal;
    if (d?.phase !== 'exchange' || d.discards[seat] !== null) return undefined;
    const cards = discardOf(action);
    if (!cards?.ok || discardViolation(d, seat, action, cards.value)) return undefined;
    return formatDiscard(cards.value);
  },

  legalFromView: discardLegalFromView,

  apply(s, seat, action): Result<BridgetteState, IllegalAction> {
    if (s.over) return err(refusal('match-over', { action }));
    const d = s.deal;
    if (!d || d.phase === 'done') return err(refusal('no-deal', { action }));
    if (seat !== 0 && seat !== 1) return err(refusal('no-such-seat', { seat, seats: SEATS }));
    switch (d.phase) {
      case 'exchange':
        return applyExchange(s, d, seat, action);
      case 'auction':
        return applyAuction(s, d, seat, action);
      case 'play':
        return applyPlay(s, d, seat, action);
    }
  },

  view: bridgetteView,
  result: (s): MatchResult => matchResult(s),
  isOver: (s) => s.over,
  // Closing drops a deal in progress (a finished one stays as the last deal); equal totals share the win.
  close: (s): BridgetteState =>
    s.over ? s : { ...s, over: true, closed: true, deal: s.deal?.phase === 'done' ? s.deal : null },

  inventory(s): Card[][] {
    const d = s.deal;
    if (!d) return [];
    return [...d.hands, d.stock, ...d.discards.map((x) => x ?? []), ...d.tricks.map((t) => t.cards)];
  },
  resample: resampleBridgette,
};
