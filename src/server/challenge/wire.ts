/**
 * The bodies of the challenge routes, as docs/challenge.md "The server's routes" gives them, and
 * the stored rows turned into them.
 */
import type { Challenge, ChallengeGame, ChallengeRanking } from '../../challenge/boards.js';
import type { StoredEntry } from './store.js';

export interface ChallengeInfo {
  id: string;
  name: string;
  game: ChallengeGame;
  /** The day of a daily challenge. */
  date?: string;
  opens: string;
  closes: string;
  boards: number | null;
  ranking: ChallengeRanking;
  seat: number;
  entrants: number;
  /** The asker's entry, when they have one. */
  mine?: Entry;
}

export interface Entry {
  id: string;
  name: string;
  signedIn: boolean;
  tableId: string | null;
  /** Only in the answer to `POST …/entries`. */
  token?: string;
  /** Boards (deals) finished. */
  played: number;
  done: boolean;
  offline: boolean;
}

export interface ResultLine {
  rank: number;
  name: string;
  bot: boolean;
  boards: number;
  percent?: number;
  imps?: number;
  total?: number;
  exactRate?: number;
  you?: true;
}

export interface Results {
  challenge: ChallengeInfo;
  lines: ResultLine[];
}

export interface BoardRow {
  name: string;
  bot: boolean;
  score: number;
  contract?: string;
  by?: string;
  matchpoints?: number;
  percent?: number;
  imps?: number;
  /** `/t/<tableId>/replay?match=0&deal=<n>`; null for "the bot" and offline entries. */
  replay: string | null;
}

export interface BoardResults {
  board: number;
  rows: BoardRow[];
  frequency: Array<{ result: string; score: number; count: number }>;
  datum?: number;
}

export const entryInfo = (e: StoredEntry, token?: string): Entry => ({
  id: e.id,
  name: e.name,
  signedIn: e.accountId !== null,
  tableId: e.tableId,
  ...(token !== undefined && { token }),
  played: e.played,
  done: e.done,
  offline: e.offline,
});

export const challengeInfo = (
  c: Challenge,
  p: { date?: string; entrants: number; mine?: StoredEntry },
): ChallengeInfo => ({
  id: c.id,
  name: c.name,
  game: c.game,
  ...(p.date !== undefined && { date: p.date }),
  opens: c.window.opens,
  closes: c.window.closes,
  boards: c.boards,
  ranking: c.ranking,
  seat: c.seat,
  entrants: p.entrants,
  ...(p.mine && { mine: entryInfo(p.mine) }),
});
