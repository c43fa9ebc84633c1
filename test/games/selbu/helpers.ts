import { type Card, formatCard, parseCard, STANDARD_PACK } from '../../../src/cards/card.js';
import { Rng, shuffle } from '../../../src/cards/rng.js';
import type { Seat } from '../../../src/engine/game.js';
import { dealSelbu, newSelbuMatch, selbu } from '../../../src/games/selbu/game.js';
import { parseSelbuOptions, type SelbuOptions } from '../../../src/games/selbu/options.js';
import type { SelbuState } from '../../../src/games/selbu/state.js';

export const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

export function options(raw: Record<string, unknown> = {}): SelbuOptions {
  const o = parseSelbuOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}

/**
 * A deck that deals `hands` (by seat) when `dealer` deals: card i goes to seat
 * (dealer + 1 + i) mod n. `stockTop` comes next (the upcard first); the rest of the pack follows.
 */
export function deckFor(dealer: Seat, hands: string[][], stockTop: string[] = []): Card[] {
  const n = hands.length;
  const size = hands[0].length;
  const deck: Card[] = [];
  for (let i = 0; i < size * n; i++) deck.push(card(hands[(dealer + 1 + i) % n][Math.floor(i / n)]));
  deck.push(...stockTop.map(card));
  const used = new Set(deck);
  deck.push(...STANDARD_PACK.filter((c) => !used.has(c)));
  return deck;
}

/** A match with the given options, its first round dealt from `hands` by `firstDealer`. */
export function dealt(
  raw: Record<string, unknown>,
  firstDealer: Seat,
  hands: string[][],
  stockTop: string[] = [],
): SelbuState {
  const r = dealSelbu(newSelbuMatch(options(raw), firstDealer), deckFor(firstDealer, hands, stockTop));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Applies `[seat, action]` steps, failing loudly on a refusal. */
export function run(state: SelbuState, steps: Array<[Seat, string]>): SelbuState {
  for (const [seat, action] of steps) {
    const r = selbu.apply(state, seat, action);
    if (!r.ok) throw new Error(`${seat} ${action}: ${r.error.message}`);
    state = r.value;
  }
  return state;
}

/** The refusal of one action, its code and sentence (throws if it is accepted). */
export function refusal(state: SelbuState, seat: Seat, action: string): { code: string; message: string } {
  const r = selbu.apply(state, seat, action);
  if (r.ok) throw new Error(`${seat} ${action} was accepted`);
  return { code: r.error.code, message: r.error.message };
}

export const cards = (hand: readonly Card[]): string[] => hand.map(formatCard);

/** Plays whole rounds with seeded decks and each seat's first legal action, until `round` is due. */
export function playUntilRound(state: SelbuState, round: number, seed = 'advance'): SelbuState {
  const rng = new Rng(seed);
  while (state.round < round - 1 || state.phase !== 'deal') {
    if (state.phase === 'deal') {
      const r = dealSelbu(state, shuffle(STANDARD_PACK, rng));
      if (!r.ok) throw new Error(r.error);
      state = r.value;
      continue;
    }
    const seat = selbu.toAct(state)[0];
    state = run(state, [[seat, selbu.legalActions(state, seat)[0]]]);
  }
  return state;
}

/** Deals `hands` as the next round's deck (the dealer is the state's next dealer). */
export function dealNext(state: SelbuState, hands: string[][], stockTop: string[] = []): SelbuState {
  const dealer = (state.firstDealer + state.round) % state.seats;
  const r = dealSelbu(state, deckFor(dealer, hands, stockTop));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
