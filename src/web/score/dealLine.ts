import type { Messages } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';
import { callText, scoreKeyName } from '../table/format.js';

type DealResult = MatchResult['deals'][number];

/** What a finished deal is called: its board, its round, or its number in the match. */
export function dealTitle(d: DealResult | undefined, index: number, t: Messages): string {
  if (typeof d?.board === 'number') return t.table.board(d.board);
  if (typeof d?.round === 'number') return `${t.score.round} ${d.round}`;
  return t.table.deal(index + 1);
}

/** How a deal went: the contract, its declarer and tricks (or passed out). Empty without a contract. */
export function dealOutcome(d: DealResult, names: readonly string[], t: Messages): string {
  if (d.passedOut) return t.score.passedOut;
  if (typeof d.contract !== 'string') return '';
  const by = typeof d.declarer === 'number' ? ` ${t.table.by} ${names[d.declarer]}` : '';
  const claimed = typeof d.claimed === 'number' ? ` (${t.claim.claimedTricks(d.claimed)})` : '';
  return `${callText(d.contract, t)}${by}: ${t.keeper.trickCount(d.tricks as number)}${claimed}`;
}

/**
 * The points the deal gave: partnership games name only the side that scored, games where
 * everyone plays for themselves list everyone.
 */
export function dealScores(d: DealResult, names: readonly string[], t: Messages): string[] {
  const bySide = 'NS' in d.score || 'EW' in d.score;
  return Object.entries(d.score)
    .filter(([, n]) => n !== 0 || !bySide)
    .map(([k, n]) => `${scoreKeyName(k, names, t)} ${n > 0 ? '+' : ''}${n}`);
}
