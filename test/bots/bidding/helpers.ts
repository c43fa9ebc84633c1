import { parseCall } from '../../../src/cards/call.js';
import { type Card, makeCard, parseRank, type Suit } from '../../../src/cards/card.js';
import { type Auction, legalCalls } from '../../../src/engine/auction.js';

/** `AKJ52.K43.Q2.J54` (spades.hearts.diamonds.clubs) → cards. */
export function handOf(text: string): Card[] {
  const suits = text.split('.');
  if (suits.length !== 4) throw new Error(`not a hand: ${text}`);
  const out: Card[] = [];
  suits.forEach((ranks, suit) => {
    for (const ch of ranks) {
      const r = parseRank(ch);
      if (!r.ok) throw new Error(`bad rank ${ch} in ${text}`);
      out.push(makeCard(suit as Suit, r.value));
    }
  });
  if (out.length !== 13) throw new Error(`${text}: ${out.length} cards`);
  return out;
}

/** Space-separated calls, the first by seat 0, as `[seat, call]`. */
export const callsOf = (auction: string): Array<[number, string]> =>
  auction
    .split(' ')
    .filter(Boolean)
    .map((call, i) => [i % 4, call]);

/** The legal calls after these calls (bridge rules; bondebridge as played by default, without doubling). */
export function legalAfter(calls: ReadonlyArray<readonly [number, string]>, doubling: boolean): string[] {
  const a: Auction = {
    seats: 4,
    first: 0,
    calls: calls.map(([seat, text]) => {
      const c = parseCall(text);
      if (!c.ok) throw new Error(c.error);
      return { seat, call: c.value };
    }),
  };
  return legalCalls(a, calls.length % 4, { passesToEnd: 3, doubling, minLevel: 1 });
}
