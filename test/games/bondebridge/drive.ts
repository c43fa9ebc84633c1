import { type Card, STANDARD_PACK } from '../../../src/cards/card.js';
import { parseDeal } from '../../../src/cards/hand.js';
import { withoutClaims } from '../../../src/engine/claim.js';
import type { AnyGame, Seat } from '../../../src/engine/game.js';

/**
 * The deck order that deals these hands (PBN, `N:…`) when `dealer` deals: card i goes to
 * seat (dealer + 1 + i) mod 4, so a seat's j-th card sits at 4j + (seat − dealer − 1) mod 4.
 */
export function deckFor(pbn: string, dealer: Seat): Card[] {
  const deal = parseDeal(pbn);
  if (!deal.ok) throw new Error(deal.error);
  const deck: Card[] = new Array(52);
  deal.value.hands.forEach((hand, seat) => {
    if (hand.length !== 13) throw new Error(`seat ${seat} has ${hand.length} cards`);
    hand.forEach((card, j) => {
      deck[4 * j + ((seat - dealer - 1 + 4) % 4)] = card;
    });
  });
  return deck;
}

/** A fixed deck for tests that do not care about the cards. */
export const plainDeck = (): Card[] => [...STANDARD_PACK];

/** Deals the next deck, throwing on refusal. */
export function dealNext<S>(game: AnyGame, state: S, deck: readonly Card[]): S {
  const r = game.deal(state, deck);
  if (!r.ok) throw new Error(r.error);
  return r.value as S;
}

/** Applies actions, each by the seat the engine names as to act; throws on an illegal one. */
export function act<S>(game: AnyGame, state: S, ...actions: string[]): S {
  for (const a of actions) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) throw new Error(`nobody is to act before ${a}`);
    const r = game.apply(state, seat, a);
    if (!r.ok) throw new Error(`${a} by seat ${seat}: ${r.error.message}`);
    state = r.value as S;
  }
  return state;
}

/** Plays the deal to its end, always the first legal action. */
export function playOut<S>(game: AnyGame, state: S): S {
  while (!game.isOver(state) && !game.needsDeck(state))
    state = act(game, state, game.legalActions(state, game.toAct(state)[0])[0]);
  return state;
}

/**
 * perft: the number of legal action sequences of length `depth` from `state`. Claims are left
 * out: the counts are of calls and card play, which an independent reference counts too.
 */
export function perft(game: AnyGame, state: unknown, depth: number): number {
  if (depth === 0) return 1;
  if (game.isOver(state) || game.needsDeck(state)) return 0;
  const seat = game.toAct(state)[0];
  let n = 0;
  for (const a of withoutClaims(game.legalActions(state, seat))) {
    const r = game.apply(state, seat, a);
    if (!r.ok) throw new Error(`offered ${a} refused: ${r.error.message}`);
    n += perft(game, r.value, depth - 1);
  }
  return n;
}
