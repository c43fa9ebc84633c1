import type { Explanation, ExplanationPart } from '../bidding/explain.js';
import type { SuitLetter } from '../bidding/hand.js';
import type { BiddingWords } from './types.js';

/**
 * The bidding system's explanations (src/bidding/explain.ts: parts, no words) in a language's
 * words, for the web client and the terminal alike.
 */

const SUIT: Record<SuitLetter, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

function amount(w: BiddingWords, min: number | undefined, max: number | undefined, what: string): string {
  if (min !== undefined && max !== undefined)
    return min === max ? w.exactly(min, what) : w.between(min, max, what);
  if (min !== undefined) return w.atLeast(min, what);
  return w.atMost(max ?? 0, what);
}

/** One part in words. */
export function partText(p: ExplanationPart, w: BiddingWords): string {
  switch (p.kind) {
    case 'points':
      return amount(w, p.min, p.max, w.points);
    case 'totalPoints':
      return amount(w, p.min, p.max, w.totalPoints);
    case 'length':
      return amount(w, p.min, p.max, SUIT[p.suit]);
    case 'balanced':
      return w.balanced;
    case 'unbalanced':
      return w.unbalanced;
    case 'forcing':
      return p.to === 'game' ? w.gameForcing : w.forcing;
    case 'artificial':
      return w.artificial;
    case 'asks':
      return w.asks[p.what](p.trump && SUIT[p.trump]);
    case 'transfer':
      return w.transfer(SUIT[p.suit]);
    case 'role':
      return w.roles[p.role];
    case 'keyCards': {
      const counts = p.counts.join(` ${w.or} `);
      const queen = p.trumpQueen === undefined ? '' : `, ${p.trumpQueen ? w.withQueen : w.withoutQueen}`;
      return `${w.keyCards(counts, SUIT[p.trump])}${queen}`;
    }
    case 'either':
      return p.options
        .map((o) => `(${o.map((x) => partText(x, w)).join(', ') || w.nothingSpecific})`)
        .join(` ${w.or} `);
    case 'nothingSpecific':
      return w.nothingSpecific;
    case 'noAgreement':
      return w.noAgreement;
  }
}

/** An explanation's parts in words, joined: "15–17 points, balanced". */
export const explanationText = (e: Explanation, w: BiddingWords): string =>
  e.parts.map((p) => partText(p, w)).join(', ');
