import type { StrainIndex } from '../../cards/call.js';
import { type HandFigures, SUIT_LETTERS, type SuitLetter } from '../hand.js';
import type { Meaning, Range } from '../meaning.js';
import type { Situation } from '../rule.js';

/** Small helpers that keep the rule tables readable. */

/** The suit letter of a suit strain (0..3 = C D H S). */
export const L = (strain: StrainIndex): SuitLetter => SUIT_LETTERS[3 - strain];

export const MAJORS = ['S', 'H'] as const;
export const SUITS_UP: readonly StrainIndex[] = [0, 1, 2, 3];

export const hcp = (min?: number, max?: number): Range => ({
  ...(min !== undefined && { min }),
  ...(max !== undefined && { max }),
});

export const atLeast = (n: number): Range => ({ min: n });
export const atMost = (n: number): Range => ({ max: n });
export const exactly = (n: number): Range => ({ min: n, max: n });

/** Lengths keyed by strain: `len([[2, atLeast(5)]])` → hearts five or more. */
export function len(...pairs: Array<[StrainIndex, Range]>): Meaning['len'] {
  const out: Record<string, Range> = {};
  for (const [s, r] of pairs) out[L(s)] = r;
  return out;
}

/** At most three cards in either major: no four-card major. */
export const noMajor4 = (): Meaning['len'] => ({ S: atMost(3), H: atMost(3) });

/** Four or more in at least one major. */
export const aMajor4 = (): Meaning[] => [{ len: { S: atLeast(4) } }, { len: { H: atLeast(4) } }];

export const isMajor = (s: StrainIndex) => s >= 2;

/** The cheapest level at which a strain may be bid after the last bid. */
export function cheapest(s: Pick<Situation, 'lastBid'>, strain: StrainIndex): number {
  const last = s.lastBid;
  if (!last) return 1;
  return strain > last.strain ? last.level : last.level + 1;
}

/** Suit index (S H D C) of a strain. */
export const suitIndex = (strain: StrainIndex): number => 3 - strain;

/** Whether the hand's longest suit among `strains` is `strain` (ties: the first listed wins). */
export function longestAmong(f: HandFigures, strain: StrainIndex, strains: readonly StrainIndex[]): boolean {
  const best = Math.max(...strains.map((s) => f.lengths[suitIndex(s)]));
  return (
    f.lengths[suitIndex(strain)] === best && strains.find((s) => f.lengths[suitIndex(s)] === best) === strain
  );
}
