import type { Score } from '../../engine/game.js';

/** The keys of `totals` with the highest score: one winner, or all tied leaders. */
export function winnersOf(totals: Score): string[] {
  const best = Math.max(...Object.values(totals));
  return Object.keys(totals).filter((k) => totals[k] === best);
}
