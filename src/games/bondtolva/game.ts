/** Bondtolva as a `Game`: turn order and legality on top of the transitions. */
import { type Card, formatCard, sortCards } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import type { Action, Game, IllegalAction, MatchResult, Seat } from '../../engine/game.js';
import { minimizeSimpleOptions, parseSimpleOptions } from '../../engine/options.js';
import { refusal } from '../../engine/refusal.js';
import { notYourTurn } from '../../engine/trick.js';
import { winnersOf } from '../contract/winners.js';
import { makeBondtolvaAction, PASS, parseBondtolvaAction } from './actions.js';
import { BONDTOLVA_PACK, bondtolvaRank } from './cards.js';
import { declarableSuits, declarationViolation, nextDeclarationKind } from './declare.js';
import { cardViolation, playableCards } from './play.js';
import { resampleBondtolva } from './resample.js';
import {
  type BondtolvaOptions,
  type BondtolvaState,
  inPhase1,
  matchOver,
  openTrick,
  SEATS,
  seatToPlay,
} from './state.js';
import { bySeat, dealDeck, playCard, resolveDeclaration } from './transitions.js';
import { type BondtolvaView, bondtolvaView } from './view.js';

function toAct(state: BondtolvaState): Seat[] {
  const d = state.deal;
  if (matchOver(state) || !d || d.finished) return [];
  if (d.awaitingDeclaration !== null) return [d.awaitingDeclaration];
  return [seatToPlay(d)];
}

function legalActions(state: BondtolvaState, seat: Seat): Action[] {
  const d = state.deal;
  if (!d || !toAct(state).includes(seat)) return [];
  if (d.awaitingDeclaration === seat) {
    const kind = nextDeclarationKind(d)!;
    const declarations = declarableSuits(d, seat).map((suit) =>
      makeBondtolvaAction({ kind: 'declare', declaration: kind, suit }),
    );
    return [...declarations, PASS];
  }
  const led = openTrick(d)?.cards[0];
  return sortCards(playableCards(d.hands[seat], led, !inPhase1(d), d.trump), bondtolvaRank).map((card) =>
    makeBondtolvaAction({ kind: 'card', card }),
  );
}

function applyAction(
  state: BondtolvaState,
  seat: Seat,
  action: Action,
): Result<BondtolvaState, IllegalAction> {
  const d = state.deal;
  if (matchOver(state)) return err(refusal('match-over', { action }));
  if (!d || d.finished) return err(refusal('no-deal', { action }));
  if (seat < 0 || seat >= SEATS || !Number.isInteger(seat))
    return err(refusal('no-such-seat', { seat, seats: SEATS }));
  const parsed = parseBondtolvaAction(action);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  switch (a.kind) {
    case 'declare': {
      const v = declarationViolation(d, seat, a.declaration, a.suit);
      return v ? err(v) : ok(resolveDeclaration(state, a.declaration, a.suit));
    }
    case 'pass':
      if (d.awaitingDeclaration === seat) return ok(resolveDeclaration(state, null, 0));
      if (!inPhase1(d)) return err(refusal('declaration-phase', { action: PASS }));
      return err(refusal('nothing-to-pass', { action: PASS }));
    case 'card':
      return applyCard(state, seat, a.card);
  }
}

function applyCard(state: BondtolvaState, seat: Seat, card: Card): Result<BondtolvaState, IllegalAction> {
  const d = state.deal!;
  const name = formatCard(card);
  if (d.awaitingDeclaration !== null) {
    if (d.awaitingDeclaration !== seat) return err(notYourTurn(seat, toAct(state)));
    return err(refusal('declaration-pending', { action: name }));
  }
  if (seatToPlay(d) !== seat) return err(notYourTurn(seat, toAct(state)));
  const led = openTrick(d)?.cards[0];
  const v = cardViolation(d.hands[seat], led, !inPhase1(d), d.trump, card);
  return v ? err(v) : ok(playCard(state, card));
}

/**
 * Records written before the game waited after every phase-1 trick (only when the winner held a
 * pair) go straight from the trick to the winner's card: a card where the declaration choice is
 * now due stands for `pass`, the draw, then that card (legal only if held after the draw).
 */
function storedAction(state: BondtolvaState, seat: Seat, action: Action): Action[] | undefined {
  if (state.deal?.awaitingDeclaration !== seat) return undefined;
  const parsed = parseBondtolvaAction(action);
  return parsed.ok && parsed.value.kind === 'card' ? [PASS, action] : undefined;
}

function deal(state: BondtolvaState, deck: readonly Card[]): Result<BondtolvaState, string> {
  if (matchOver(state)) return err('the match is over');
  if (state.deal && !state.deal.finished) return err('a deal is in progress');
  const pack = new Set(BONDTOLVA_PACK);
  if (
    deck.length !== BONDTOLVA_PACK.length ||
    new Set(deck).size !== deck.length ||
    deck.some((c) => !pack.has(c))
  ) {
    return err(`a deck must be a permutation of the ${BONDTOLVA_PACK.length}-card pack`);
  }
  return ok(dealDeck(state, deck));
}

function result(state: BondtolvaState): MatchResult {
  return {
    game: 'bondtolva',
    finished: matchOver(state),
    deals: state.results,
    totals: bySeat(state.protocol),
    // Closed before anyone reached 12: the higher standing wins, both on a tie.
    winners:
      state.winner !== null ? [String(state.winner)] : state.closed ? winnersOf(bySeat(state.protocol)) : [],
    ...(state.closed ? { closed: true as const } : {}),
  };
}

/** The players closed the table: a deal in progress is dropped, the protocol as it stands decides. */
const close = (state: BondtolvaState): BondtolvaState =>
  matchOver(state) ? state : { ...state, closed: true, deal: state.deal?.finished ? state.deal : null };

export const bondtolva: Game<BondtolvaOptions, BondtolvaState, BondtolvaView> = {
  id: 'bondtolva',
  optionSpecs: [],
  defaultOptions: {},
  parseOptions: (raw) => parseSimpleOptions<BondtolvaOptions>(raw, []),
  minimizeOptions: (options) => minimizeSimpleOptions(options, []),
  seatCount: () => SEATS,
  pack: () => BONDTOLVA_PACK,
  newMatch: (_options, firstDealer) => ({
    firstDealer,
    dealCount: 0,
    protocol: [0, 0],
    results: [],
    winner: null,
    deal: null,
  }),
  needsDeck: (state) => !matchOver(state) && (!state.deal || state.deal.finished),
  deal,
  toAct,
  controller: (_state, seat) => seat,
  legalActions,
  apply: applyAction,
  storedAction,
  view: (state, seat) => bondtolvaView(state, seat, toAct(state), result(state)),
  result,
  isOver: matchOver,
  close,
  inventory: (state) => {
    const d = state.deal;
    if (!d) return [];
    return [...d.hands, d.stock, openTrick(d)?.cards ?? [], ...d.piles];
  },
  resample: resampleBondtolva,
};
