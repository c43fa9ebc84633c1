import { err, ok, type Result } from './result.js';

/**
 * A card is a small integer so that hands, tricks and decks are cheap to copy and compare.
 * Standard cards: suit * 13 + (rank - 2), suits in PBN order S H D C, ranks 2..14 (A = 14).
 * Bridgette's colons follow the 52 standard cards.
 */
export type Card = number;

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type SuitLetter = (typeof SUITS)[number];
/** Suit index: 0 spades, 1 hearts, 2 diamonds, 3 clubs (PBN order). */
export type Suit = 0 | 1 | 2 | 3;
export const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export const RANK_CHARS = '23456789TJQKA';
export const ACE = 14;
export const KING = 13;
export const QUEEN = 12;
export const JACK = 11;
export const TEN = 10;

export const GRAND_COLON: Card = 52;
export const ROYAL_COLON: Card = 53;
export const LITTLE_COLON: Card = 54;
export const COLONS = ['GC', 'RC', 'LC'] as const;

export const makeCard = (suit: Suit, rank: number): Card => suit * 13 + (rank - 2);
export const suitOf = (c: Card): Suit => Math.floor(c / 13) as Suit;
export const rankOf = (c: Card): number => (c % 13) + 2;
export const isColon = (c: Card): boolean => c >= 52;

export function formatCard(c: Card): string {
  if (c >= 52) return COLONS[c - 52];
  return SUITS[suitOf(c)] + RANK_CHARS[rankOf(c) - 2];
}

export function parseSuit(s: string): Result<Suit> {
  const i = SUITS.indexOf(s.toUpperCase() as SuitLetter);
  return i < 0 ? err(`unknown suit "${s}" (expected S, H, D or C)`) : ok(i as Suit);
}

export function parseRank(s: string): Result<number> {
  const r = s.toUpperCase() === '10' ? 'T' : s.toUpperCase();
  const i = r.length === 1 ? RANK_CHARS.indexOf(r) : -1;
  return i < 0 ? err(`unknown rank "${s}"`) : ok(i + 2);
}

/** Parses `SA`, `hT`, `D10`, `GC`; output of formatCard always round-trips. */
export function parseCard(text: string): Result<Card> {
  const s = text.trim().toUpperCase();
  const colon = COLONS.indexOf(s as (typeof COLONS)[number]);
  if (colon >= 0) return ok(52 + colon);
  if (s.length < 2 || s.length > 3) return err(`not a card: "${text}"`);
  const suit = parseSuit(s[0]);
  const rank = parseRank(s.slice(1));
  if (!suit.ok || !rank.ok) return err(`not a card: "${text}"`);
  return ok(makeCard(suit.value, rank.value));
}

/**
 * A card from notation the program wrote itself (a view, a legal action): a bad one is a bug,
 * not bad input, so it throws instead of returning a Result. Bots and state resampling use it.
 */
export function trustedCard(text: string): Card {
  const c = parseCard(text);
  if (!c.ok) throw new Error(`expected a card, got "${text}"`);
  return c.value;
}

export const trustedCards = (texts: readonly string[]): Card[] => texts.map(trustedCard);

/** The suit of a view's `trump` letter (`S` `H` `D` `C`); null for no trump (`NT`) or none yet. */
export const trumpSuit = (trump: string | null): Suit | null =>
  trump === null || trump === 'NT' ? null : (SUITS.indexOf(trump as SuitLetter) as Suit);

/** The 52-card pack in a fixed order (spades ace down to clubs two). */
export const STANDARD_PACK: readonly Card[] = Object.freeze(
  [0, 1, 2, 3].flatMap((s) => Array.from({ length: 13 }, (_, i) => makeCard(s as Suit, 14 - i))),
);

/** Sorts for display: by suit S H D C, high rank first; colons last. */
export function sortCards(cards: readonly Card[], rankOrder: (c: Card) => number = rankOf): Card[] {
  return [...cards].sort((a, b) => {
    const sa = a >= 52 ? 4 : suitOf(a);
    const sb = b >= 52 ? 4 : suitOf(b);
    if (sa !== sb) return sa - sb;
    if (a >= 52) return a - b;
    return rankOrder(b) - rankOrder(a);
  });
}

/** Parses a list of card strings; refuses duplicates. */
export function parseCardList(items: readonly string[]): Result<Card[]> {
  const out: Card[] = [];
  const seen = new Set<Card>();
  for (const item of items) {
    const c = parseCard(item);
    if (!c.ok) return c;
    if (seen.has(c.value)) return err(`card ${formatCard(c.value)} appears twice`);
    seen.add(c.value);
    out.push(c.value);
  }
  return ok(out);
}
