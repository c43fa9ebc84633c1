/**
 * Rating a finished match (docs/decisions.md, "Ratings"). Everything is read from the match's
 * `MatchResult` — the `stikk replay --json` object every game returns — so no game is named here:
 * `totals` keyed `NS`/`EW` are two partnerships of two seats (bondebridge, bridge), keyed by
 * index everyone plays alone (selbu by seat; bridgette and bondtolva by seat; bondebridge's
 * rotatingPartners and threePlayers by person, ranked by their own points).
 */
import { rate } from 'openskill';
import type { GameId, MatchResult } from '../engine/game.js';
import { isRated, type Place } from './places.js';
import { RATING_OPTIONS, type Rating } from './rating.js';
import { standing } from './standing.js';

/**
 * The ratings after a finished match, by place (`ratingsByPlace[i]` is place i's rating before
 * it). An unfinished match changes nothing: the table was left, not played out — a closed match
 * counts as finished, as its result says. Throws on a caller's mistake (another game's result,
 * a wrong number of places), which no player can cause.
 */
export function rateMatch(game: GameId, ratingsByPlace: readonly Rating[], result: MatchResult): Rating[] {
  if (result.game !== game) throw new Error(`ratings: a ${result.game} result given for ${game}`);
  const before = ratingsByPlace.map((r) => ({ mu: r.mu, sigma: r.sigma }));
  if (!result.finished) return before;
  const { teams, ranks } = standing(result);
  const places = teams.flat();
  if (
    places.length !== before.length ||
    new Set(places).size !== places.length ||
    places.some((p) => p >= before.length)
  )
    throw new Error(`ratings: ${before.length} ratings for the places ${places.join(',')} of ${game}`);
  const rated = rate(
    teams.map((team) => team.map((p) => before[p])),
    { ...RATING_OPTIONS, rank: ranks },
  );
  const after = [...before];
  teams.forEach((team, t) => {
    team.forEach((place, i) => {
      after[place] = { mu: rated[t][i].mu, sigma: rated[t][i].sigma };
    });
  });
  return after;
}

/**
 * What the server calls when a match ends: the new ratings when the table is rated (`isRated`),
 * else the ratings unchanged.
 */
export function rateTable(
  game: GameId,
  places: readonly Place[],
  ratingsByPlace: readonly Rating[],
  result: MatchResult,
): Rating[] {
  if (!isRated(places)) return ratingsByPlace.map((r) => ({ mu: r.mu, sigma: r.sigma }));
  return rateMatch(game, ratingsByPlace, result);
}
