import type { DealResult, GameId, MatchResult, Score } from '../../engine/game.js';

/** The keys of `totals` with the highest score: one winner, or all tied leaders. */
export function winnersOf(totals: Score): string[] {
  const best = Math.max(...Object.values(totals));
  return Object.keys(totals).filter((k) => totals[k] === best);
}

/** A contract game's standing in the `stikk replay --json` shape. */
export function contractMatchResult(
  game: GameId,
  s: { over: boolean; deals: DealResult[]; totals: Score; closed?: true },
): MatchResult {
  return {
    game,
    finished: s.over,
    deals: s.deals,
    totals: { ...s.totals },
    winners: s.over ? winnersOf(s.totals) : [],
    ...(s.closed ? { closed: true } : {}),
  };
}
