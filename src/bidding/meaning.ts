import type { Card } from '../cards/card.js';
import {
  figuresOf,
  type HandFigures,
  holdsTrumpQueen,
  keyCards,
  SUIT_LETTERS,
  type SuitLetter,
} from './hand.js';

/**
 * What a call shows, as plain data. Three readers: the bots (a rule is chosen only for a hand
 * its meaning fits), a sampler (`consistent` tests a drawn hand against every call made), and
 * people (`explain.ts` turns a meaning into words). Every field is optional; an empty meaning
 * says nothing about the hand.
 */
export interface Range {
  min?: number;
  max?: number;
}

/** Forcing for one round (partner must bid again) or to game. Absent: not forcing. */
export type Forcing = 'one-round' | 'game';

/** What an artificial call asks partner. */
export type Ask = 'major4' | 'keyCards';

/** The job of a call, for people (the hand constraints are in the other fields). */
export type Role =
  | 'transfer'
  | 'stayman-none'
  | 'takeout'
  | 'negative'
  | 'waiting'
  | 'cuebid-raise'
  | 'to-play'
  | 'invite'
  | 'preempt'
  | 'balancing'
  | 'strength'
  | 'game-raise'
  | 'reverse'
  | 'preference';

export interface Meaning {
  /** High-card points (A 4, K 3, Q 2, J 1). */
  hcp?: Range;
  /** Total points: HCP plus one for every card beyond four in a suit. */
  points?: Range;
  /** Suit lengths. */
  len?: Partial<Record<SuitLetter, Range>>;
  /** true: balanced (no singleton or void, at most one doubleton); false: not balanced. */
  balanced?: boolean;
  /** Key cards (four aces and the trump king) held, one of `counts`; with or without the trump queen. */
  keyCards?: { trump: SuitLetter; counts: number[]; trumpQueen?: boolean };
  /** At least one of these holds as well (e.g. Stayman: four hearts or four spades). */
  oneOf?: Meaning[];
  forcing?: Forcing;
  /** Not a wish to play the strain named: alerted. */
  artificial?: boolean;
  asks?: Ask;
  /** The trump suit a key-card ask is about. */
  trump?: SuitLetter;
  role?: Role;
  /** A transfer: shows length in this suit and asks partner to bid it. */
  transferTo?: SuitLetter;
}

const within = (value: number, r: Range | undefined): boolean =>
  r === undefined || ((r.min === undefined || value >= r.min) && (r.max === undefined || value <= r.max));

/**
 * Whether a hand fits a meaning: every range holds, the shape agrees, and (with `oneOf`) at
 * least one alternative fits too. Pure; accepts precomputed figures so a sampler can test one
 * hand against many meanings cheaply.
 */
export function consistent(hand: readonly Card[] | HandFigures, m: Meaning): boolean {
  const f = Array.isArray(hand) ? figuresOf(hand as readonly Card[]) : (hand as HandFigures);
  if (!within(f.hcp, m.hcp) || !within(f.points, m.points)) return false;
  if (m.balanced !== undefined && f.balanced !== m.balanced) return false;
  if (m.len) {
    for (const [s, r] of Object.entries(m.len) as Array<[SuitLetter, Range]>) {
      if (!within(f.lengths[SUIT_LETTERS.indexOf(s)], r)) return false;
    }
  }
  if (m.keyCards) {
    const trump = SUIT_LETTERS.indexOf(m.keyCards.trump);
    if (!m.keyCards.counts.includes(keyCards(f.hand, trump))) return false;
    if (m.keyCards.trumpQueen !== undefined && holdsTrumpQueen(f.hand, trump) !== m.keyCards.trumpQueen)
      return false;
  }
  return m.oneOf === undefined || m.oneOf.some((alt) => consistent(f, alt));
}

/** Every meaning must hold (the calls one seat has made). */
export const consistentWithAll = (hand: readonly Card[], meanings: readonly Meaning[]): boolean => {
  const f = figuresOf(hand);
  return meanings.every((m) => consistent(f, m));
};

/** Any of several meanings (one call that several rules give): data for `consistent` and people. */
export function either(meanings: readonly Meaning[]): Meaning {
  if (meanings.length === 1) return meanings[0];
  const shared = <K extends 'forcing' | 'artificial' | 'asks' | 'role' | 'transferTo'>(k: K): Meaning[K] =>
    meanings.every((m) => m[k] === meanings[0][k]) ? meanings[0][k] : undefined;
  const out: Meaning = { oneOf: [...meanings] };
  for (const k of ['forcing', 'artificial', 'asks', 'role', 'transferTo'] as const) {
    const v = shared(k);
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/** The bounds a meaning implies for HCP and each suit length (loose over `oneOf`): what partner can count on. */
export interface Bounds {
  hcp: { min: number; max: number };
  len: Array<{ min: number; max: number }>;
}

export const openBounds = (): Bounds => ({
  hcp: { min: 0, max: 37 },
  len: [0, 1, 2, 3].map(() => ({ min: 0, max: 13 })),
});

function cut(into: { min: number; max: number }, r: Range | undefined): void {
  if (!r) return;
  if (r.min !== undefined) into.min = Math.max(into.min, r.min);
  if (r.max !== undefined) into.max = Math.min(into.max, r.max);
}

/** Bounds of one meaning, narrowing `base`. */
export function boundsOf(m: Meaning, base: Bounds = openBounds()): Bounds {
  const b: Bounds = { hcp: { ...base.hcp }, len: base.len.map((l) => ({ ...l })) };
  cut(b.hcp, m.hcp);
  // Total points bound HCP from above only (length points are never negative).
  if (m.points?.max !== undefined) b.hcp.max = Math.min(b.hcp.max, m.points.max);
  for (const [s, r] of Object.entries(m.len ?? {}) as Array<[SuitLetter, Range]>)
    cut(b.len[SUIT_LETTERS.indexOf(s)], r);
  if (m.balanced) for (const l of b.len) l.min = Math.max(l.min, 2);
  if (m.oneOf?.length) {
    const alts = m.oneOf.map((alt) => boundsOf(alt, b));
    b.hcp = { min: Math.min(...alts.map((a) => a.hcp.min)), max: Math.max(...alts.map((a) => a.hcp.max)) };
    b.len = b.len.map((_, i) => ({
      min: Math.min(...alts.map((a) => a.len[i].min)),
      max: Math.max(...alts.map((a) => a.len[i].max)),
    }));
  }
  return b;
}
