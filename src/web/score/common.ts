import type { MatchResult } from '../net/types.js';

/** Running totals of each score key after each deal (the deals' own scores added up). */
export function runningTotals(result: MatchResult): Array<Record<string, number>> {
  const keys = Object.keys(result.totals);
  const sum: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  return result.deals.map((d) => {
    for (const k of keys) sum[k] += d.score[k] ?? 0;
    return { ...sum };
  });
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
export const blankZero = (n: number | undefined): string => (n ? String(n) : '');
