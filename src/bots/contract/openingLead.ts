import { type Card, rankOf, suitOf } from '../../cards/card.js';

/**
 * The defenders' opening lead by the standard guidelines. Every suit is weighed: partner's suit
 * first; then a sequence of honours (safe, and it sets up tricks); against notrump length and
 * strength; against a trump contract a short side suit while holding a trump to ruff with.
 * Suits declarer's side has shown are avoided, and against a trump contract so is leading away
 * from an ace (the ace itself is led if that suit must be). Within the suit: top of a
 * sequence, top of a doubleton, low from an honour, top of nothing, fourth best from length.
 * Measured double dummy with `npm run bench:leads` (docs/bots.md).
 */
export interface LeadInput {
  hand: readonly Card[];
  /** Suit index of trumps, null in notrump. */
  trump: number | null;
  /** Least length partner's calls showed in each suit (S H D C index), 0 where none. */
  partnerShown: readonly number[];
  /** Least length declarer or dummy showed in each suit. */
  theirShown: readonly number[];
}

const ACE = 14;
const KING = 13;
const QUEEN = 12;
const JACK = 11;
const TEN = 10;

/** How many cards from the top touch (A-K-Q: 3), counting only runs headed by a ten or better. */
function topSequence(ranks: readonly number[]): number {
  if (ranks.length === 0 || ranks[0] < TEN) return 0;
  let n = 1;
  while (n < ranks.length && ranks[n] === ranks[n - 1] - 1) n++;
  return n;
}

/** The card to lead from one suit (`cards` of that suit), by the conventions above. */
export function leadFromSuit(cards: readonly Card[], trumpContract: boolean): Card {
  const sorted = [...cards].sort((a, b) => rankOf(b) - rankOf(a));
  const ranks = sorted.map(rankOf);
  if (sorted.length <= 2) return sorted[0];
  if (trumpContract && ranks[0] === ACE) return sorted[0];
  if (topSequence(ranks) >= 2) return sorted[0];
  // An interior sequence (K-J-10, Q-10-9, A-J-10): its top card.
  if (ranks[1] >= TEN && ranks[2] === ranks[1] - 1) return sorted[1];
  if (sorted.length === 3) return ranks[0] >= JACK ? sorted[2] : sorted[0];
  return sorted[3];
}

function suitScore(x: LeadInput, suit: number, cards: readonly Card[]): number {
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  const n = ranks.length;
  const has = (r: number) => ranks.includes(r);
  const sequence = topSequence(ranks);
  let score = 0;
  if (x.partnerShown[suit] >= 4) score += 6;
  if (x.theirShown[suit] >= 4) score -= 4;
  if (x.trump === null) {
    score += n + ranks.filter((r) => r >= TEN).length * 0.3;
    if (sequence >= 3) score += 2;
    else if (sequence === 2) score += 1;
    if (n <= 2) score -= 1;
    return score;
  }
  if (suit === x.trump) return score - (ranks.some((r) => r >= JACK) ? 4 : 2.5);
  if (sequence >= 2) score += ranks[0] === ACE ? 4 : ranks[0] === KING ? 3.5 : ranks[0] === QUEEN ? 2 : 1;
  if (sequence >= 3) score += 1;
  if (has(ACE) && !has(KING)) score -= 3;
  else if (has(KING) && !has(QUEEN) && !has(ACE)) score -= 1.5;
  else if (has(QUEEN) && !has(KING) && !has(JACK)) score -= 1;
  const trumps = x.hand.filter((c) => suitOf(c) === x.trump).length;
  if (n === 1 && trumps >= 1 && trumps <= 3) score += 1.5;
  if (n >= 2 && ranks[0] < JACK) score += 0.5;
  return score;
}

/** The opening lead from `legal` (the whole hand at the first trick). */
export function openingLead(x: LeadInput, legal: readonly Card[]): Card {
  let bestSuit = -1;
  let bestScore = -Infinity;
  for (let suit = 0; suit < 4; suit++) {
    const cards = legal.filter((c) => suitOf(c) === suit);
    if (cards.length === 0) continue;
    const score = suitScore(x, suit, cards);
    if (score > bestScore) [bestSuit, bestScore] = [suit, score];
  }
  return leadFromSuit(
    legal.filter((c) => suitOf(c) === bestSuit),
    x.trump !== null,
  );
}
