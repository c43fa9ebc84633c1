import { CONTRACT_GAMES } from '../catalog.js';
import type { DealResult, MatchResult } from '../engine/game.js';
import type { TerminalWords } from '../words/reference.js';
import { scoreKey, seatLetter } from './render/contract.js';
import { joinScores } from './render/scores.js';

/**
 * How a result names seats and score keys: the four-hand games as their table text does (compass
 * letters; NS, EW, or a player with rotating partners), the others by seat number.
 */
function namer(game: string, w: TerminalWords) {
  if (CONTRACT_GAMES.has(game))
    return { seat: (s: number) => seatLetter(w, s), key: (k: string) => scoreKey(k, w) };
  return { seat: (s: number) => w.seat(s), key: (k: string) => (/^\d+$/.test(k) ? w.seat(Number(k)) : k) };
}

/** One deal's result on a line: `deal 3: dealer S; 4H by N, 10 tricks; score NS 620, EW 0` (selbu: `round 3`). */
export function dealLine(game: string, d: DealResult, i: number, w: TerminalWords): string {
  const name = namer(game, w);
  const title = typeof d.round === 'number' ? w.result.round(d.round) : w.result.deal(i + 1);
  const parts: string[] = [`${title}: ${w.result.dealer(name.seat(d.dealer))}`];
  if (d.passedOut) parts.push(w.result.passedOut);
  if (typeof d.contract === 'string') {
    const declarer = typeof d.declarer === 'number' ? name.seat(d.declarer) : '?';
    const claimed = typeof d.claimed === 'number' ? w.result.claimed(d.claimed) : '';
    parts.push(`${w.result.contract(d.contract, declarer, d.tricks as number)}${claimed}`);
  }
  if (Array.isArray(d.bids))
    parts.push(w.result.bidsAndTricks(d.bids.join(' '), (d.tricks as number[]).join(' ')));
  if ('trump' in d && !('contract' in d)) {
    const trump = d.trump === null || d.trump === undefined ? w.none : String(d.trump);
    parts.push(trump === 'NT' ? w.noTrump : w.result.trump(w.suits[trump] ?? trump));
  }
  parts.push(w.result.score(joinScores(d.score, name.key)));
  return parts.join('; ');
}

/** The running totals, as the deal lines name the sides or players. */
export const totalsText = (game: string, totals: Record<string, number>, w: TerminalWords): string =>
  joinScores(totals, namer(game, w).key);

/** The human-readable form of `stikk replay` (the JSON form is the contract; this is for people). */
export function formatMatchResult(r: MatchResult, w: TerminalWords): string {
  const name = namer(r.game, w);
  const state = r.finished ? (r.closed ? w.result.closed : w.result.finished) : w.result.unfinished;
  const lines = [w.result.heading(r.game, state, r.deals.length)];
  r.deals.forEach((d, i) => {
    lines.push(`  ${dealLine(r.game, d, i, w)}`);
  });
  const bonus = r.unfinishedRubberBonus as Record<string, number> | undefined;
  if (bonus) lines.push(w.result.unfinishedRubber(joinScores(bonus, name.key)));
  lines.push(w.result.totals(joinScores(r.totals, name.key)));
  if (r.finished) lines.push(w.winners(r.winners.map(name.key).join(', '), r.winners.length > 1));
  return `${lines.join('\n')}\n`;
}
