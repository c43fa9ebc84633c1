import type { DealResult, MatchResult } from '../engine/game.js';

const SEATS4 = ['N', 'E', 'S', 'W'];

function scoreText(score: Record<string, number>): string {
  return Object.entries(score)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

function dealLine(d: DealResult, i: number): string {
  const parts: string[] = [`deal ${i + 1}: dealer ${d.dealer}`];
  if (d.passedOut) parts.push('passed out');
  if (typeof d.contract === 'string') {
    const decl = typeof d.declarer === 'number' ? ` by ${SEATS4[d.declarer] ?? d.declarer}` : '';
    const claimed = typeof d.claimed === 'number' ? ` (${d.claimed} of them claimed)` : '';
    parts.push(`${d.contract}${decl}, ${d.tricks} tricks${claimed}`);
  }
  if (Array.isArray(d.bids))
    parts.push(`bids ${d.bids.join(' ')}, tricks ${(d.tricks as number[]).join(' ')}`);
  if ('trump' in d && !('contract' in d)) parts.push(`trump ${d.trump ?? 'none'}`);
  parts.push(`score ${scoreText(d.score)}`);
  return parts.join('; ');
}

/** The human-readable form of `stikk replay` (the JSON form is the contract; this is for people). */
export function formatMatchResult(r: MatchResult): string {
  const state = r.finished ? (r.closed ? 'finished (the table was closed)' : 'finished') : 'unfinished';
  const lines = [`${r.game}: ${state}, ${r.deals.length} deals`];
  r.deals.forEach((d, i) => {
    lines.push(`  ${dealLine(d, i)}`);
  });
  const bonus = r.unfinishedRubberBonus as Record<string, number> | undefined;
  if (bonus) lines.push(`unfinished rubber: ${scoreText(bonus)}`);
  lines.push(`totals: ${scoreText(r.totals)}`);
  if (r.finished) lines.push(`winner${r.winners.length > 1 ? 's (tie)' : ''}: ${r.winners.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
