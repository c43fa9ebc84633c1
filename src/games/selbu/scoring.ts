import type { ScoringRule } from './options.js';

/**
 * Points for one player's round. classic: exactly the bid scores 10 + bid, anything else 0.
 * penalty: exactly the bid scores 10 + 5 × bid; a miss by k tricks (over or under) costs
 * 5 × (2^k − 1): −5, −15, −35, −75 …
 */
export function roundPoints(rule: ScoringRule, bid: number, tricks: number): number {
  const miss = Math.abs(tricks - bid);
  if (rule === 'classic') return miss === 0 ? 10 + bid : 0;
  return miss === 0 ? 10 + 5 * bid : -5 * (2 ** miss - 1);
}
