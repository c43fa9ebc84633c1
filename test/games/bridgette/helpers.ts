import { expect } from 'vitest';
import { type Card, formatCard, parseCard } from '../../../src/cards/card.js';
import type { IllegalAction } from '../../../src/engine/game.js';
import { BRIDGETTE_PACK } from '../../../src/games/bridgette/cards.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import type { BridgetteOptions } from '../../../src/games/bridgette/options.js';
import type { BridgetteState } from '../../../src/games/bridgette/state.js';

export const card = (s: string): Card => {
  const c = parseCard(s);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

export const cards = (s: string): Card[] => (s.trim() ? s.trim().split(/\s+/).map(card) : []);

/**
 * A deck giving each seat the 13 cards named (dealt alternately, the non-dealer first), then
 * the stock: `stockTop` first (its first card is the upcard), then the rest of the pack.
 */
export function deckFor(dealer: number, hands: [string, string], stockTop = ''): Card[] {
  const h = hands.map(cards);
  if (h[0].length !== 13 || h[1].length !== 13) throw new Error('each hand needs 13 cards');
  const deck: Card[] = [];
  for (let i = 0; i < 26; i++) deck.push(h[(dealer + 1 + i) % 2][Math.floor(i / 2)]);
  deck.push(...cards(stockTop));
  const used = new Set(deck);
  if (used.size !== deck.length) throw new Error('a card appears twice');
  deck.push(...BRIDGETTE_PACK.filter((c) => !used.has(c)));
  return deck;
}

/** A new match with one dealt deck (options: the defaults unless given). */
export function dealt(
  dealer: number,
  hands: [string, string],
  stockTop = '',
  options: Partial<BridgetteOptions> = {},
): BridgetteState {
  const match = bridgette.newMatch({ ...bridgette.defaultOptions, ...options }, dealer);
  const r = bridgette.deal(match, deckFor(dealer, hands, stockTop));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Applies actions `[seat, action]`, failing the test on the first refusal. */
export function run(state: BridgetteState, actions: Array<[number, string]>): BridgetteState {
  for (const [seat, action] of actions) {
    const r = bridgette.apply(state, seat, action);
    if (!r.ok) throw new Error(`${seat} ${action}: ${r.error.message}`);
    state = r.value;
  }
  return state;
}

/** The refusal of one action (the test fails if it is accepted); the state must not change. */
export function refused(state: BridgetteState, seat: number, action: string): IllegalAction {
  const before = JSON.stringify(state);
  const r = bridgette.apply(state, seat, action);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error(`${action} by seat ${seat} was accepted`);
  return r.error;
}

export const handOf = (s: BridgetteState, seat: number): string[] => s.deal!.hands[seat].map(formatCard);

/** Discards the first cards of the stock-drawn surplus so that both hold exactly `keep`. */
export function discardDown(state: BridgetteState, keep: [string, string]): BridgetteState {
  let s = state;
  for (const seat of [0, 1]) {
    const k = new Set(keep[seat].split(/\s+/));
    const throwAway = handOf(s, seat).filter((c) => !k.has(c));
    s = run(s, [[seat, `discard:${throwAway.join(',')}`]]);
  }
  return s;
}

/**
 * Deals these hands, with a spot-card upcard (dealer draws 4), and has both seats discard
 * exactly what they drew: the auction starts with the hands as given.
 */
export function afterExchange(
  dealer: number,
  hands: [string, string],
  options: Partial<BridgetteOptions> = {},
): BridgetteState {
  const held = new Set(hands.flatMap((h) => h.trim().split(/\s+/)));
  const spots = BRIDGETTE_PACK.map(formatCard).filter((c) => !held.has(c) && /^[SHDC][2-9T]$/.test(c));
  const top = spots.slice(0, 6);
  let s = dealt(dealer, hands, top.join(' '), options);
  const nonDealer = 1 - dealer;
  s = run(s, [
    [nonDealer, `discard:${top.slice(0, 2).join(',')}`],
    [dealer, `discard:${top.slice(2, 6).join(',')}`],
  ]);
  return s;
}
