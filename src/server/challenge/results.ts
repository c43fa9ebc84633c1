/**
 * A challenge's results as the asker may see them (no peeking): the ranking over the boards the
 * asker has played — every board once they are done — and one board's rows, frequencies and
 * links to each entrant's play. Pure: the entries and "the bot"'s line come in as values.
 */
import type { Challenge } from '../../challenge/boards.js';
import {
  BOT_ENTRANT,
  type EntrantLine,
  entrantLine,
  rankEntrants,
  scoreBoard,
  seatScore,
} from '../../challenge/scoring.js';
import type { DealResult, MatchResult } from '../../engine/game.js';
import type { BoardResults, BoardRow, ResultLine } from '../../protocol/challenge.js';
import type { StoredEntry } from './store.js';

/** An entrant with their match so far: a person's entry, or "the bot" (no entry). */
export interface Played {
  entry: StoredEntry | null;
  result: MatchResult;
}

/** The entries that have a result, and the bot's line when it exists. */
export function playedOf(entries: readonly StoredEntry[], bot: MatchResult | undefined): Played[] {
  const people = entries.flatMap((entry) =>
    entry.result !== null && entry.played > 0
      ? [{ entry, result: JSON.parse(entry.result) as MatchResult }]
      : [],
  );
  return bot ? [...people, { entry: null, result: bot }] : people;
}

/** Boards the asker may see: all once done, else the ones finished. */
export const visibleBoards = (asker: StoredEntry): number =>
  asker.done ? Number.POSITIVE_INFINITY : asker.played;

/** Whether the asker may see board `n` (0-based). */
export const maySeeBoard = (asker: StoredEntry, n: number): boolean => asker.done || n < asker.played;

/**
 * An entrant's line over the first `upTo` boards. Cut short, a match's total is the sum of the
 * boards shown (the running total would tell what came after).
 */
function lineUpTo(challenge: Challenge, key: string, result: MatchResult, upTo: number): EntrantLine {
  if (result.deals.length <= upTo) return entrantLine(challenge, key, result);
  const deals = result.deals.slice(0, upTo);
  const line = entrantLine(challenge, key, { ...result, deals });
  line.total = line.boards.reduce<number>((a, b) => a + (b ?? 0), 0);
  return line;
}

const keyOf = (p: Played): string => p.entry?.id ?? BOT_ENTRANT;

/** The ranked lines the asker may see ("the bot" included), theirs marked. */
export function resultLines(
  challenge: Challenge,
  played: readonly Played[],
  asker: StoredEntry,
): ResultLine[] {
  const upTo = visibleBoards(asker);
  const byKey = new Map(played.map((p) => [keyOf(p), p]));
  const lines = played.map((p) => lineUpTo(challenge, keyOf(p), p.result, upTo));
  return rankEntrants(challenge, lines).map((l): ResultLine => {
    const p = byKey.get(l.entrant)!;
    const out: ResultLine = {
      rank: l.rank,
      name: p.entry?.name ?? BOT_ENTRANT,
      bot: p.entry === null,
      boards: l.boards.filter((b) => b !== null).length,
    };
    if (challenge.ranking === 'boards') {
      out.percent = round2(l.percent ?? 50);
      out.imps = l.imps ?? 0;
    } else {
      out.total = l.total;
      if (l.exactBids)
        out.exactRate = l.exactBids.rounds ? round2(l.exactBids.exact / l.exactBids.rounds) : 0;
    }
    if (p.entry?.id === asker.id) out.you = true;
    return out;
  });
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

const COMPASS = ['N', 'E', 'S', 'W'];

/** A contract game's deal: what was bid and by whom; other games say nothing more. */
function contractOf(deal: DealResult): { contract?: string; by?: string } {
  const { contract, declarer } = deal as { contract?: unknown; declarer?: unknown };
  if (typeof contract !== 'string') return {};
  return { contract, ...(typeof declarer === 'number' && { by: COMPASS[declarer] }) };
}

/** Board `n`'s results: every entrant who has played it, "the bot" too. */
export function boardResults(challenge: Challenge, played: readonly Played[], n: number): BoardResults {
  const on = played.filter((p) => p.result.deals.length > n);
  const scores = on.map((p) => seatScore(p.result.deals[n], challenge.seat));
  const scored =
    challenge.ranking === 'boards'
      ? scoreBoard(on.map((p, i) => ({ entrant: keyOf(p), score: scores[i] })))
      : undefined;
  const rows = on.map((p, i): BoardRow => {
    const deal = p.result.deals[n];
    const s = scored?.entries[i];
    const table = p.entry && !p.entry.offline ? p.entry.tableId : null;
    return {
      name: p.entry?.name ?? BOT_ENTRANT,
      bot: p.entry === null,
      score: scores[i],
      ...contractOf(deal),
      ...(s && { matchpoints: s.matchpoints, percent: round2(s.percent), imps: s.imps }),
      replay: table ? `/t/${table}/replay?match=0&deal=${n}` : null,
    };
  });
  const frequency = new Map<string, { result: string; score: number; count: number }>();
  rows.forEach((r, i) => {
    const passed = on[i].result.deals[n].passedOut === true;
    const result = r.contract
      ? `${r.contract}${r.by ? ` ${r.by}` : ''}`
      : passed
        ? 'passed out'
        : String(r.score);
    const key = `${result}|${r.score}`;
    const f = frequency.get(key) ?? { result, score: r.score, count: 0 };
    f.count++;
    frequency.set(key, f);
  });
  rows.sort((a, b) => b.score - a.score);
  return {
    board: n,
    rows,
    frequency: [...frequency.values()].sort((a, b) => b.score - a.score || b.count - a.count),
    ...(scored && { datum: scored.datum }),
  };
}
