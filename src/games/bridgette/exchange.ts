import { type Card, formatCard, parseCard, sortCards } from '../../cards/card.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { makeBridgetteAction, parseBridgetteAction } from './actions.js';
import { HAND_SIZE } from './cards.js';
import type { DealState } from './state.js';

/**
 * Up to this many possible discards, `legalDiscards` lists them all (non-dealer: C(15,2) = 105;
 * dealer drawing 4: C(17,4) = 2380). Beyond it (C(21,8) = 203,490, C(25,12) = 5,200,300)
 * it lists a representative selection: any set of exactly the surplus is still legal.
 */
export const FULL_DISCARD_LIST_LIMIT = 2500;

/** Cards the seat must still discard (0 once discarded). */
export const surplusOf = (d: DealState, seat: Seat): number =>
  d.discards[seat] === null ? d.hands[seat].length - HAND_SIZE : 0;

/** Why `seat` may not discard these cards (read from `action`) now, or null. */
export function discardViolation(
  d: DealState,
  seat: Seat,
  action: string,
  cards: readonly Card[],
): IllegalAction | null {
  const hand = d.hands[seat];
  const missing = cards.find((c) => !hand.includes(c));
  if (missing !== undefined) return refusal('card-not-held', { action, card: formatCard(missing) });
  const need = surplusOf(d, seat);
  if (cards.length !== need) return refusal('wrong-discard-count', { action, need, keep: HAND_SIZE });
  return null;
}

/**
 * Whether a discard is legal as far as the seat's own view tells (its hand and the surplus it
 * must discard), for `discardLegalFromView`: a host answering from a view alone has no state
 * to apply it to.
 */
export function discardFitsView(hand: readonly string[], mustDiscard: number, action: string): boolean {
  const parsed = parseBridgetteAction(action);
  if (!parsed.ok || parsed.value.kind !== 'discard') return false;
  const { cards } = parsed.value;
  if (cards.length !== mustDiscard || mustDiscard === 0) return false;
  const held = new Set(hand.map((h) => parseCard(h)).flatMap((c) => (c.ok ? [c.value] : [])));
  return cards.every((c) => held.has(c));
}

const binomial = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

/** True when every discard of `surplus` cards from a hand of `held` is listed (see the limit above). */
const listsEveryDiscardOf = (held: number, surplus: number): boolean =>
  binomial(held, surplus) <= FULL_DISCARD_LIST_LIMIT;

/** True when `legalDiscards` names every legal discard of this seat (see the limit above). */
export const listsEveryDiscard = (d: DealState, seat: Seat): boolean =>
  listsEveryDiscardOf(d.hands[seat].length, surplusOf(d, seat));

/**
 * bridgette's `Game.legalFromView`: where the discards listed are a selection, a discard left
 * out is legal when it fits the seat's hand and surplus in the view. Elsewhere the list is
 * complete and decides alone. The fields are checked, not trusted: the view may be a host's.
 */
export function discardLegalFromView(
  view: { hands?: unknown; mustDiscard?: unknown },
  seat: Seat,
  action: string,
): boolean {
  const hand = Array.isArray(view.hands) ? (view.hands[seat] as unknown) : undefined;
  const need = view.mustDiscard;
  if (!Array.isArray(hand) || !hand.every((c) => typeof c === 'string') || typeof need !== 'number')
    return false;
  if (listsEveryDiscardOf(hand.length, need)) return false;
  return discardFitsView(hand, need, action);
}

/** Every k-subset of positions 0..n-1, in lexicographic order. */
function* combinations(n: number, k: number): Generator<number[]> {
  const idx = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1] + 1;
  }
}

/**
 * Representative discards when there are too many to list: every run of k neighbouring cards
 * (wrapping around) in display order and in order of rank, so that "throw a short suit" and
 * "throw the low cards" are both on offer. Positions refer to the display-sorted hand.
 */
function representativeDiscards(hand: readonly Card[], k: number): number[][] {
  const n = hand.length;
  const byRank = hand
    .map((c, i) => ({ i, key: c >= 52 ? c - 52 : ((c % 13) + 2) * 4 + Math.floor(c / 13) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.i);
  const out = new Map<string, number[]>();
  for (const order of [hand.map((_, i) => i), byRank]) {
    for (let start = 0; start < n; start++) {
      const set = Array.from({ length: k }, (_, j) => order[(start + j) % n]).sort((a, b) => a - b);
      out.set(set.join(','), set);
    }
  }
  return [...out.values()].sort((a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  });
}

/** Discards offered to `seat`, sorted and stable (see FULL_DISCARD_LIST_LIMIT). */
export function legalDiscards(d: DealState, seat: Seat): string[] {
  const k = surplusOf(d, seat);
  if (k <= 0) return [];
  const hand = sortCards(d.hands[seat]);
  const sets = listsEveryDiscard(d, seat) ? combinations(hand.length, k) : representativeDiscards(hand, k);
  // Positions are ascending in the display-sorted hand, so each list is already canonical.
  const out: string[] = [];
  for (const set of sets) out.push(makeBridgetteAction({ kind: 'discard', cards: set.map((i) => hand[i]) }));
  return out;
}

/** The deal after `seat` discards (the action already checked). */
export function applyDiscard(d: DealState, seat: Seat, cards: readonly Card[]): DealState {
  const hands = d.hands.map((h, s) => (s === seat ? h.filter((c) => !cards.includes(c)) : h));
  const discards = d.discards.map((x, s) => (s === seat ? sortCards(cards) : x));
  const done = discards.every((x) => x !== null);
  return { ...d, hands, discards, phase: done ? 'auction' : 'exchange' };
}
