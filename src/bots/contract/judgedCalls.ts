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

/**
 * Fewest high-card points for a penalty double basic would not make (`judgementCandidates.ts`).
 * Without a floor, strong doubled with three points or none where the layouts gave partner the
 * values the opponents' bidding had in fact shown (seed `bid`: 16 doubles from 0–3 HCP, half of
 * them of contracts that made; docs/bots.md, "Issue 37, ninth session").
 */
export const NEW_DOUBLE_HCP = 8;

/**
 * Whether a hand may double, for penalty, a bid basic would pass: a natural bid (an artificial or
 * forcing one, a transfer or a cue bid, is not where the opponents mean to play), not a slam
 * (they bid it on values the sampler does not see), and not without defence of its own. The
 * sampler reads such a double the same way (`heuristicMeanings.ts`).
 */
export const newDoubleFits = (hcp: number, bid: { level: number; meaning: Meaning | null }): boolean =>
  placing(bid.meaning) && bid.level < 6 && hcp >= NEW_DOUBLE_HCP;
