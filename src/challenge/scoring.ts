/**
 * A challenge's results (docs/challenge.md "Scoring"): board by board, matchpoints and IMPs
 * against the datum; over the match, the total score. "The bot" is an entrant like any other.
 */
import type { DealResult, MatchResult, Seat } from '../engine/game.js';
import { imps } from '../games/bridge/imps.js';
import type { Challenge } from './boards.js';

/** The entrant id of the bots' own play in the person's seat. */
export const BOT_ENTRANT = 'bot';

/** Matchpoints: 2 per result beaten and 1 per tie (top = 2 × (results − 1)). */
export const MP_PER_BEATEN = 2;

/** Each entrant's matchpoints on one board, in the order of `scores`. */
export function matchpoints(scores: readonly number[]): number[] {
  return scores.map(
    (mine) =>
      scores.reduce(
        (mp, other) => mp + (mine > other ? MP_PER_BEATEN : mine === other ? MP_PER_BEATEN / 2 : 0),
        0,
      ) -
      MP_PER_BEATEN / 2,
  );
}

/** The most matchpoints anyone can score on a board of `results` results. */
export const matchpointTop = (results: number): number => MP_PER_BEATEN * Math.max(0, results - 1);

/** At this many results and more, the datum leaves out the highest and the lowest. */
export const TRIM_FROM = 5;

/**
 * Results left out at each end of the datum: ⌊n / 10⌋, at least one from `TRIM_FROM` results.
 * A wild result (a grand slam doubled) otherwise drags the field's average far from par.
 */
export const trimmedPerEnd = (results: number): number =>
  results < TRIM_FROM ? 0 : Math.max(1, Math.floor(results / 10));

/** Half away from zero, so that the datum of +15 and of −15 mirror each other (and never −0). */
const roundToTen = (x: number): number => Math.sign(x) * Math.round(Math.abs(x) / 10) * 10 + 0;

/** The datum: the average of the trimmed results, rounded to the nearest 10. */
export function datum(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const cut = trimmedPerEnd(scores.length);
  const kept = [...scores].sort((a, b) => a - b).slice(cut, scores.length - cut);
  return roundToTen(kept.reduce((a, b) => a + b, 0) / kept.length);
}

/** IMPs of a score against the datum on the standard scale. */
export const impsAgainstDatum = (score: number, boardDatum: number): number => imps(score - boardDatum);

export interface BoardEntry {
  entrant: string;
  score: number;
}

export interface ScoredEntry extends BoardEntry {
  matchpoints: number;
  /** Matchpoints as a share of the top, 0–100; a lone result scores 50. */
  percent: number;
  imps: number;
}

export interface ScoredBoard {
  datum: number;
  top: number;
  entries: ScoredEntry[];
}

export const percentOf = (mp: number, top: number): number => (top === 0 ? 50 : (100 * mp) / top);

/** One board's results compared. */
export function scoreBoard(entries: readonly BoardEntry[]): ScoredBoard {
  const scores = entries.map((e) => e.score);
  const mps = matchpoints(scores);
  const top = matchpointTop(entries.length);
  const d = datum(scores);
  return {
    datum: d,
    top,
    entries: entries.map((e, i) => ({
      ...e,
      matchpoints: mps[i],
      percent: percentOf(mps[i], top),
      imps: impsAgainstDatum(e.score, d),
    })),
  };
}

/** An entrant's play of a challenge: a score per board (null where they did not play it), and the total. */
export interface EntrantLine {
  entrant: string;
  boards: Array<number | null>;
  total: number;
  /** selbu: rounds bid exactly, of rounds played. */
  exactBids?: { exact: number; rounds: number };
}

export interface RankedLine extends EntrantLine {
  /** 1 = best; entrants level share a rank. */
  rank: number;
  /** Boards ranking: matchpoints, their top, the percent and the IMPs over the boards played. */
  matchpoints?: number;
  top?: number;
  percent?: number;
  imps?: number;
}

/** Ranks after `better` (a positive number when a is ahead); equal entrants share a rank. */
function ranked<T>(items: T[], better: (a: T, b: T) => number): Array<T & { rank: number }> {
  const sorted = [...items].sort((a, b) => better(b, a));
  return sorted.map((item, i) => {
    let first = i;
    while (first > 0 && better(sorted[first - 1], item) === 0) first--;
    return { ...item, rank: first + 1 };
  });
}

/** The boards ranking: by percent, then IMPs. */
export function rankByBoards(lines: readonly EntrantLine[]): RankedLine[] {
  const width = Math.max(0, ...lines.map((l) => l.boards.length));
  const sums = lines.map(() => ({ matchpoints: 0, top: 0, imps: 0 }));
  for (let b = 0; b < width; b++) {
    const playing = lines.flatMap((l, i) => (l.boards[b] == null ? [] : [i]));
    const board = scoreBoard(playing.map((i) => ({ entrant: lines[i].entrant, score: lines[i].boards[b]! })));
    playing.forEach((i, k) => {
      sums[i].matchpoints += board.entries[k].matchpoints;
      sums[i].top += board.top;
      sums[i].imps += board.entries[k].imps;
    });
  }
  const withSums = lines.map((l, i) => ({
    ...l,
    ...sums[i],
    percent: percentOf(sums[i].matchpoints, sums[i].top),
  }));
  return ranked(withSums, (a, b) => a.percent - b.percent || a.imps - b.imps);
}

/** The total ranking: by total score, then (selbu) exact bids. */
export const rankByTotal = (lines: readonly EntrantLine[]): RankedLine[] =>
  ranked([...lines], (a, b) => a.total - b.total || (a.exactBids?.exact ?? 0) - (b.exactBids?.exact ?? 0));

/** The ranking the challenge's game uses. */
export const rankEntrants = (challenge: Challenge, lines: readonly EntrantLine[]): RankedLine[] =>
  challenge.ranking === 'boards' ? rankByBoards(lines) : rankByTotal(lines);

/** The other partnership's key in a result keyed by side. */
const SIDES: Readonly<Record<string, string>> = { NS: 'EW', EW: 'NS' };

/**
 * A seat's score on one deal: its own key where scores are kept by seat, else its side's points
 * less the other side's (bondebridge gives points to both sides; duplicate bridge to one).
 */
export function seatScore(deal: DealResult, seat: Seat): number {
  const own = deal.score[String(seat)];
  if (own !== undefined) return own;
  const side = seat % 2 === 0 ? 'NS' : 'EW';
  return (deal.score[side] ?? 0) - (deal.score[SIDES[side]] ?? 0);
}

/** selbu's deals carry every seat's bid and tricks. */
const bidAndTricks = (deal: DealResult, seat: Seat): [number, number] | null => {
  const { bids, tricks } = deal as { bids?: unknown; tricks?: unknown };
  if (!Array.isArray(bids) || !Array.isArray(tricks)) return null;
  return typeof bids[seat] === 'number' && typeof tricks[seat] === 'number'
    ? [bids[seat], tricks[seat]]
    : null;
};

/**
 * An entrant's line from their finished match, read from the challenge's seat. Deal n of every
 * match is board n (`challengeDecks`), thrown-in deals included, so `deals[n]` is board n.
 */
export function entrantLine(challenge: Challenge, entrant: string, result: MatchResult): EntrantLine {
  const { seat } = challenge;
  const boards = result.deals.map((d) => seatScore(d, seat));
  const total =
    challenge.ranking === 'boards' ? boards.reduce((a, b) => a + b, 0) : (result.totals[String(seat)] ?? 0);
  const line: EntrantLine = { entrant, boards, total };
  if (challenge.game === 'selbu') {
    const pairs = result.deals.flatMap((d) => {
      const p = bidAndTricks(d, seat);
      return p ? [p] : [];
    });
    line.exactBids = { exact: pairs.filter(([bid, won]) => bid === won).length, rounds: pairs.length };
  }
  return line;
}
