import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { getGame } from '../../src/catalog.js';
import { withoutClaims } from '../../src/engine/claim.js';
import type { MatchResult } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { rateMatch } from '../../src/ratings/rate.js';
import { newRating } from '../../src/ratings/rating.js';
import { standing } from '../../src/ratings/standing.js';

/** A finished match of random legal play, and its result exactly as the game reports it. */
function randomResult(id: string, raw: Record<string, unknown>, seed: string): MatchResult {
  const game = getGame(id)!;
  const parsed = game.parseOptions(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const choices = new Rng(`${seed}:choices`);
  const { state } = playMatch(game, parsed.value, {
    rng: new Rng(seed),
    choose: (s, seat) => choices.pick(withoutClaims(game.legalActions(s, seat))),
  });
  return game.result(state);
}

const CASES: Array<[string, Record<string, unknown>, number]> = [
  ['bondebridge', { deals: 2 }, 4],
  ['bondebridge', { rotatingPartners: true, deals: 3 }, 4],
  ['bondebridge', { threePlayers: true, deals: 3 }, 3],
  ['bridge', { scoring: 'duplicate', deals: 2 }, 4],
  ['selbu', { players: 3 }, 3],
  ['selbu', { players: 5 }, 5],
  ['bridgette', {}, 2],
  ['bondtolva', {}, 2],
];

describe('worked examples from real results', () => {
  for (const [id, raw, places] of CASES) {
    it(`${id} ${JSON.stringify(raw)}: winners up, the rest by rank, one rating per place`, () => {
      const result = randomResult(id, raw, `ratings:${id}:${JSON.stringify(raw)}`);
      expect(result.finished).toBe(true);
      const before = Array.from({ length: places }, newRating);
      const after = rateMatch(id, before, result);
      expect(after).toHaveLength(places);
      const { teams, ranks } = standing(result);
      expect(teams.flat().sort()).toEqual(Array.from({ length: places }, (_, i) => i));
      const sole = ranks.filter((r) => r === 1).length === 1;
      teams.forEach((team, t) => {
        for (const p of team) {
          expect(after[p].sigma).toBeLessThan(before[p].sigma);
          if (ranks[t] === 1 && sole) expect(after[p].mu).toBeGreaterThan(before[p].mu);
          if (ranks[t] === Math.max(...ranks) && ranks[t] > 1) expect(after[p].mu).toBeLessThan(before[p].mu);
        }
        // Partners move together.
        for (const p of team) expect(after[p]).toEqual(after[team[0]]);
      });
    });
  }
});
