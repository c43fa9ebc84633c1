/**
 * Who finished where in a match, read from its `MatchResult` alone: the teams and their ranks
 * that a rating update takes (`rate.ts`) and a player's match history shows. Apart from the
 * rating library, which the server loads only when a rated match ends.
 */
import type { MatchResult } from '../engine/game.js';

/** The sides of the partnership games: North–South holds seats 0 and 2, East–West 1 and 3. */
const SIDE_PLACES: Readonly<Record<'NS' | 'EW', readonly number[]>> = { NS: [0, 2], EW: [1, 3] };

/** The teams of a match (places, by `totals` key order) and each team's rank (1 is best, ties share). */
export interface Standing {
  teams: number[][];
  ranks: number[];
}

/**
 * The teams and their ranks: the winners first (all of them on a tie), then the others by their
 * totals, more being better (selbu's and bondebridge's points; where only two play the one
 * loser is second whatever the totals mean, so bondtolva's protocol needs no special case).
 * Ranks are competition ranks: 1 + how many teams did strictly better.
 */
export function standing(result: MatchResult): Standing {
  const keys = Object.keys(result.totals);
  const sides = keys.length === 2 && 'NS' in result.totals && 'EW' in result.totals;
  const teams = keys.map((k) => {
    if (sides) return [...SIDE_PLACES[k as 'NS' | 'EW']];
    const place = Number(k);
    if (!Number.isInteger(place) || place < 0) throw new Error(`ratings: unexpected totals key "${k}"`);
    return [place];
  });
  const winners = new Set(result.winners);
  const better = (a: string, b: string): boolean => {
    const wa = winners.has(a);
    const wb = winners.has(b);
    return wa !== wb ? wa : result.totals[a] > result.totals[b];
  };
  const ranks = keys.map((k) => 1 + keys.filter((other) => better(other, k)).length);
  return { teams, ranks };
}
