/**
 * The challenge routes' answers as docs/challenge.md "The server's routes" gives them: the
 * contract between the server and these pages.
 */
import type { ChallengeGame } from '../../challenge/boards.js';

export type { ChallengeGame };

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

export interface ChallengeInfo {
  id: string;
  name: string;
  game: ChallengeGame;
  /** A daily challenge's day (`YYYY-MM-DD`, UTC). */
  date?: string;
  opens: string;
  closes: string;
  boards: number | null;
  ranking: 'boards' | 'total';
  seat: number;
  entrants: number;
  /** The asker's entry, when they have one. */
  mine?: Entry;
}

export interface Entered {
  entry: Entry;
  seatToken: string;
  tableId: string;
}

export interface ResultLine {
  rank: number;
  name: string;
  bot: boolean;
  boards: number;
  percent?: number;
  imps?: number;
  total?: number;
  /** selbu: the share of rounds bid exactly (0–1). */
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
  /** `/t/<tableId>/replay?match=0&deal=<n>`, or null (played offline). */
  replay: string | null;
}

export interface BoardResults {
  board: number;
  rows: BoardRow[];
  frequency: Array<{ result: string; score: number; count: number }>;
  datum?: number;
}

/** What `POST /api/challenges` takes (src/challenge/spec.ts checks it on the server). */
export interface ChallengeSpec {
  name: string;
  game: ChallengeGame;
  opens: string;
  closes: string;
  seed?: string;
  boards?: Array<{ label?: string; hands: string[][] }>;
}
