/**
 * The bodies of the challenge routes (docs/protocol.md "Challenges", docs/challenge.md "The
 * server's routes"), shared by the server (src/server/challenge/) and the challenge pages
 * (src/web/challenge/). The maker's spec sent to `POST /api/challenges` is the challenge
 * layer's `ChallengeSpec` (src/challenge/spec.ts), checked there with zod.
 */
import type { GameId } from '../engine/game.js';

/**
 * How entrants are compared: board by board (matchpoints and IMPs against the datum, the
 * contract games) or by the match's total score (the others, whose later deals depend on the
 * match so far: selbu's trump schedule runs on, bridgette and bondtolva play to a target).
 */
export type ChallengeRanking = 'boards' | 'total';

export interface ChallengeInfo {
  id: string;
  name: string;
  game: GameId;
  /** A daily challenge's day (`YYYY-MM-DD`, UTC). */
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

/** The answer to `POST /api/challenges/<id>/entries`. */
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
  /** `/t/<tableId>/replay?match=0&deal=<n>`; null for "the bot" and offline entries. */
  replay: string | null;
}

export interface BoardResults {
  board: number;
  rows: BoardRow[];
  frequency: Array<{ result: string; score: number; count: number }>;
  datum?: number;
}
