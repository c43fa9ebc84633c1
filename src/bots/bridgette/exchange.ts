import type { StrainIndex } from '../../cards/call.js';
import { type Card, GRAND_COLON, isColon, rankOf, type Suit, suitOf } from '../../cards/card.js';
import { suitCounts } from '../../games/bridgette/bidding.js';
import { calibrated, contractEv, declarerTricks, type Outlook } from './eval.js';

/**
 * The best opening value of a strain for an estimate of its tricks: the lowest level, or any
 * level when the hand may jump (4 cards in the suit; for NT in some suit).
 */
const evMemo = new Map<string, number>();
export function bestOpeningEv(strain: StrainIndex, raw: number, canJump: boolean): number {
  const e = Math.round(raw * 20) / 20;
  const key = `${strain}:${e}:${canJump}`;
  const hit = evMemo.get(key);
  if (hit !== undefined) return hit;
  const lowest = strain === 4 ? 0 : 1;
  let best = -Infinity;
  for (let level = lowest; level <= (canJump ? 7 : lowest); level++) {
    const { mean, sigma } = calibrated(e, 'declarer', strain === 4);
    // Undoubled, so the insultFirst option changes nothing here.
    best = Math.max(best, contractEv(level, strain, 0, false, mean, sigma));
  }
  evMemo.set(key, best);
  return best;
}

/** What a kept hand is worth: its best biddable strain's opening value. */
export function handValue(hand: readonly Card[], o: Outlook): number {
  const counts = suitCounts(hand);
  let best = -Infinity;
  for (let strain = 0 as StrainIndex; strain <= 4; strain = (strain + 1) as StrainIndex) {
    const suit = strain === 4 ? null : ((3 - strain) as Suit);
    if (suit !== null && counts[suit] < 2) continue;
    if (suit === null && counts.some((n) => n === 0)) continue;
    const canJump = suit === null ? Math.max(...counts) >= 4 : counts[suit] >= 4;
    best = Math.max(best, bestOpeningEv(strain, declarerTricks(hand, suit, o), canJump));
  }
  // A hand that cannot bid at all is worth little (the opponent will play).
  return best === -Infinity ? -500 : best;
}

/** A first guess: high cards and cards of long suits; GC counts as a useful card. */
function greedyKeep(pool: readonly Card[], keep: number): Card[] {
  const counts = suitCounts(pool);
  const score = (c: Card) => {
    if (isColon(c)) return c === GRAND_COLON ? 2 : 0.5;
    const r = rankOf(c);
    return Math.max(0, r - 10) + counts[suitOf(c)] * 0.6 + r / 100;
  };
  return [...pool].sort((a, b) => score(b) - score(a)).slice(0, keep);
}

/**
 * Chooses the 13 cards to keep: a greedy start, then single swaps while the hand's value
 * improves. Short-suit low cards go first; colons stay when they beat the alternatives.
 */
export function chooseKeep(pool: readonly Card[], keep: number, o: Outlook): Card[] {
  let kept = greedyKeep(pool, keep);
  let out = pool.filter((c) => !kept.includes(c));
  let value = handValue(kept, o);
  for (let round = 0; round < 40; round++) {
    let best: { i: number; j: number; v: number } | null = null;
    for (let i = 0; i < kept.length; i++) {
      for (let j = 0; j < out.length; j++) {
        const trial = [...kept];
        trial[i] = out[j];
        const v = handValue(trial, o);
        if (v > (best?.v ?? value) + 1e-9) best = { i, j, v };
      }
    }
    if (!best) break;
    const { i, j, v } = best;
    const swapped = kept[i];
    kept = kept.map((c, x) => (x === i ? out[j] : c));
    out = out.map((c, x) => (x === j ? swapped : c));
    value = v;
  }
  return kept;
}
