/**
 * Reading the shared card notation for display: `SA`, `HT`, `GC`. No rules here — only what
 * a card looks like, what it is called and where it goes in a sorted hand.
 */
import type { Messages } from '../i18n/index.js';

export type Suit = 'S' | 'H' | 'D' | 'C';
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
export const COLONS = ['GC', 'RC', 'LC'] as const;

export const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export interface CardFace {
  code: string;
  /** null for Bridgette's colons. */
  suit: Suit | null;
  /** The notation's `A K Q J T 9 … 2` (`rankText` says it in the UI language); for a colon its code. */
  rank: string;
  colon: boolean;
}

const CARD_RE = /^(?:([SHDC])([2-9TJQKA])|(GC|RC|LC))$/;

export const isCardCode = (s: string): boolean => CARD_RE.test(s);

export function parseCard(code: string): CardFace | null {
  const m = CARD_RE.exec(code);
  if (!m) return null;
  if (m[3]) return { code, suit: null, rank: m[3], colon: true };
  return { code, suit: m[1] as Suit, rank: m[2], colon: false };
}

/**
 * What the corner of the card shows: the letters in effect (`E K D Kn` in Norwegian, or
 * `A K Q J` where the setting asks for them, i18n/cardLetters.ts), `10` for the ten.
 */
export const rankText = (rank: string, t: Messages): string =>
  rank === 'T' ? '10' : (t.cards.letters[rank] ?? rank);

/** Short text of a card for tables and logs: `♠A` (`♠E` in Norwegian), `♥10`, `GC`. */
export function cardText(code: string, t: Messages): string {
  const c = parseCard(code);
  if (!c) return code;
  return c.suit ? `${SUIT_SYMBOL[c.suit]}${rankText(c.rank, t)}` : c.rank;
}

/** The screen-reader name in the UI language: "ace of spades", "hjerter dame", "Grand Colon". */
export function cardLabel(code: string, t: Messages): string {
  const c = parseCard(code);
  if (!c) return code;
  if (!c.suit) return t.cards.colons[c.rank] ?? c.rank;
  const rank = t.cards.ranks[c.rank] ?? rankText(c.rank, t);
  return t.cards.card(rank, t.cards.suits[c.suit]);
}

export const isRed = (suit: Suit): boolean => suit === 'H' || suit === 'D';

/** Rank order, high to low, as players sort their hand: Bondtolva ranks the ten under the ace. */
export function rankOrder(game: string): string {
  return game === 'bondtolva' ? 'ATKQJ9' : 'AKQJT98765432';
}

/**
 * Suit order for a sorted hand: the trump suit first when there is one, then the others so that
 * colours alternate as far as possible (♠ ♥ ♣ ♦ when nothing else decides).
 */
export function suitOrder(present: readonly Suit[], trump: string | null): Suit[] {
  const base: Suit[] = ['S', 'H', 'C', 'D'];
  const suits = base.filter((s) => present.includes(s));
  const first = trump && suits.includes(trump as Suit) ? (trump as Suit) : null;
  let best: Suit[] = suits;
  let bestScore = -1;
  for (const order of permutations(suits)) {
    if (first && order[0] !== first) continue;
    let score = 0;
    for (let i = 1; i < order.length; i++) if (isRed(order[i]) !== isRed(order[i - 1])) score++;
    // Permutations come in base order, so the first best one keeps ♠ ♥ ♣ ♦ on ties.
    if (score > bestScore) {
      best = order;
      bestScore = score;
    }
  }
  return best;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

/** A hand in display order: suits by `suitOrder`, ranks high to low, colons last. */
export function sortForDisplay(codes: readonly string[], game: string, trump: string | null): string[] {
  const faces = codes.map(parseCard).filter((c): c is CardFace => c !== null);
  const present = [...new Set(faces.map((c) => c.suit).filter((s): s is Suit => s !== null))];
  const order = suitOrder(present, trump);
  const ranks = rankOrder(game);
  const key = (c: CardFace) =>
    c.suit ? order.indexOf(c.suit) * 100 + ranks.indexOf(c.rank) : 1000 + COLONS.indexOf(c.rank as 'GC');
  return faces.sort((a, b) => key(a) - key(b)).map((c) => c.code);
}

/** A hand grouped by suit in display order (dummy's columns). */
export function groupBySuit(codes: readonly string[], game: string, trump: string | null): string[][] {
  const sorted = sortForDisplay(codes, game, trump);
  const groups: string[][] = [];
  let last: string | null | undefined;
  for (const code of sorted) {
    const suit = parseCard(code)?.suit ?? null;
    if (suit !== last) groups.push([]);
    groups[groups.length - 1].push(code);
    last = suit;
  }
  return groups;
}
