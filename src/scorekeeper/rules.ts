/**
 * What a game's score sheet must know: its options, how many names it needs, what the next
 * deal looks like (dealer, hand size, vulnerability …), how to check one entry and how to book
 * it. Sheets store entries only; totals are always derived by folding the entries through this.
 */
import type { Result } from '../cards/result.js';
import type { DealResult, GameId, MatchResult, OptionSpec, Seat } from '../engine/game.js';
import type { OptionError } from '../engine/optionError.js';
import type { CsvWords } from './csvWords.js';
import type { KeeperError } from './errors.js';

export interface SheetRules<O, E, S, U> {
  readonly game: GameId;
  readonly optionSpecs: readonly OptionSpec[];
  parseOptions(raw: unknown): Result<O, OptionError>;
  /** The options minus the defaults, as a sheet (like a record) stores them. */
  minimizeOptions(options: O): Record<string, unknown>;
  /** How many names the sheet needs (seats, or players with rotating partners). */
  playerCount(options: O): number;
  /** How many seats deal in turn (the first dealer is one of them). */
  dealerSeats(options: O): number;
  start(options: O, firstDealer: Seat): S;
  /** The deal to be entered next, or null when the match is over. */
  upcoming(state: S): U | null;
  /** Checks one entry (untrusted JSON from storage or a form) against the deal it is for. */
  parseEntry(raw: unknown, state: S, next: U): Result<E, KeeperError>;
  /** Books a checked entry. */
  apply(state: S, entry: E, next: U): S;
  /** The standing in the `stikk replay --json` shape; `closed`: the players ended the match early. */
  result(state: S, closed: boolean): MatchResult;
  /** The game's own CSV columns of a deal's row (the export adds deal, dealer and the points). */
  csvColumns(players: readonly string[], options: O, words: CsvWords): CsvColumn[];
}

/** One column of the CSV export: its header and a deal's cell. */
export interface CsvColumn {
  header: string;
  cell: (d: DealResult) => unknown;
}

/** Fields every game's "next deal" has. */
export interface UpcomingBase {
  /** 1-based number of the deal to enter, thrown-in deals included. */
  deal: number;
  dealer: Seat;
}

// biome-ignore lint/suspicious/noExplicitAny: a table holds the rules of every game.
export type AnyRules = SheetRules<any, any, any, any>;
