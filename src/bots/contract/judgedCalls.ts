/** How the judgement reads calls: shared by the choices of `judgementCandidates.ts`, `judgementCompete.ts` and `simBidding.ts`. */
import type { Meaning } from '../../bidding/meaning.js';
import { parseCall, STRAINS, type StrainIndex } from '../../cards/call.js';
import type { Seat } from '../../engine/game.js';

/** A natural call the auction may end in: no meaning, or one neither artificial nor forcing. */
export const placing = (m: Meaning | null): boolean => !m || (!m.artificial && m.forcing === undefined);

/** The bid a call's text names, or null for pass, double and redouble. */
export const bidOf = (text: string) => {
  const c = parseCall(text);
  return c.ok && c.value.kind === 'bid' ? c.value : null;
};

export const bidText = (level: number, strain: StrainIndex): string => `${level}${STRAINS[strain]}`;

/** A contract the auction would end in (a candidate call's, or null when it would be passed out). */
export interface FinalContract {
  level: number;
  strain: StrainIndex;
  doubled: 0 | 1 | 2;
  declarer: Seat;
}
