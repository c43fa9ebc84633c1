import {
  type Card,
  formatCard,
  makeCard,
  RANK_CHARS,
  rankOf,
  SUITS,
  type Suit,
  sortCards,
  suitOf,
} from './card.js';
import { err, ok, type Result } from './result.js';

/** PBN-style hand `AKQ2.T98.765.43`: suits S.H.D.C, ranks high to low. Colons cannot be written. */
export function formatHand(cards: readonly Card[]): string {
  const bySuit: string[] = ['', '', '', ''];
  for (const c of sortCards(cards)) {
    if (c >= 52) continue;
    bySuit[suitOf(c)] += RANK_CHARS[rankOf(c) - 2];
  }
  return bySuit.join('.');
}

export function parseHand(text: string): Result<Card[]> {
  const parts = text.trim().split('.');
  if (parts.length !== 4) return err(`hand "${text}" needs four suits separated by dots (S.H.D.C)`);
  const cards: Card[] = [];
  for (let s = 0; s < 4; s++) {
    const seen = new Set<string>();
    const field = parts[s].toUpperCase().replace(/10/g, 'T');
    for (const ch of field) {
      const r = RANK_CHARS.indexOf(ch);
      if (r < 0) return err(`hand "${text}": "${ch}" is not a rank in ${SUITS[s]}`);
      if (seen.has(ch)) return err(`hand "${text}": ${SUITS[s]}${ch} appears twice`);
      seen.add(ch);
      cards.push(makeCard(s as Suit, r + 2));
    }
  }
  return ok(cards);
}

export const SEAT_LETTERS = ['N', 'E', 'S', 'W'] as const;

/** A four-hand deal; hands indexed by seat 0 N, 1 E, 2 S, 3 W. */
export interface Deal {
  hands: [Card[], Card[], Card[], Card[]];
}

export function parseSeatLetter(ch: string): Result<number> {
  const i = SEAT_LETTERS.indexOf(ch.toUpperCase() as (typeof SEAT_LETTERS)[number]);
  return i < 0 ? err(`unknown seat "${ch}" (expected N, E, S or W)`) : ok(i);
}

/**
 * Parses `N:h1 h2 h3 h4` (hands clockwise from the named seat). Hands may be empty or of
 * different lengths here; callers that need equal lengths check it themselves.
 */
export function parseDeal(text: string): Result<Deal> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/.exec(text);
  if (!m)
    return err(`deal "${text}" must start with a seat letter and a colon, e.g. "N:AKQ2.T98.765.43 ..."`);
  const first = parseSeatLetter(m[1]);
  if (!first.ok) return first;
  const fields = m[2].split(/\s+/).filter((f) => f.length > 0);
  if (fields.length !== 4) return err(`deal needs four hands, found ${fields.length}`);
  const hands: Card[][] = [[], [], [], []];
  const seen = new Map<Card, number>();
  for (let i = 0; i < 4; i++) {
    const seat = (first.value + i) % 4;
    const h = parseHand(fields[i]);
    if (!h.ok) return h;
    for (const c of h.value) {
      const other = seen.get(c);
      if (other !== undefined) {
        return err(`card ${formatCard(c)} is in both ${SEAT_LETTERS[other]} and ${SEAT_LETTERS[seat]}`);
      }
      seen.set(c, seat);
    }
    hands[seat] = h.value;
  }
  return ok({ hands: hands as Deal['hands'] });
}

export function formatDeal(deal: Deal, first = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) parts.push(formatHand(deal.hands[(first + i) % 4]));
  return `${SEAT_LETTERS[first]}:${parts.join(' ')}`;
}
