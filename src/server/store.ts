import type { Seat } from '../engine/game.js';
import type { MatchEnd, NewEvent, StoredEvent, StoredMatch } from '../table/log.js';

export type { EventKind, MatchEnd, NewEvent, StoredEvent } from '../table/log.js';
export { matchFromEvents, type StoredMatch } from '../table/log.js';

export interface StoredSeat {
  seat: Seat;
  kind: 'free' | 'human' | 'bot';
  name: string | null;
  tokenHash: string | null;
  level: string | null;
  standIn: boolean;
  /** The signed-in person's account id (a guest, a bot or a free seat: null or absent). */
  accountId?: string | null;
  /** A bot's seat offered to a person (docs/protocol.md "Handing a seat over"). */
  offered?: boolean;
  /** A person who joined an offered seat mid-deal: their bot plays until the next deal. */
  arriving?: boolean;
}

export interface StoredTable {
  id: string;
  game: string;
  /** The minimized options (what a record stores), as JSON. */
  options: string;
  seed: string;
  createdAt: string;
  /** True while the table's current match is not over (these tables are restored on start). */
  live: boolean;
  /** The table's settings as JSON (`TableSettings`); null for a table stored before they existed. */
  settings: string | null;
}

/** One chat entry as stored (docs/protocol.md "Chat"); `seat` null for a spectator. */
export interface StoredChat {
  n: number;
  at: number;
  seat: Seat | null;
  name: string;
  text: string | null;
  quick: string | null;
}

/** A table as stored: its row, its seats and its whole log in order. */
export interface LoadedTable {
  table: StoredTable;
  seats: StoredSeat[];
  events: StoredEvent[];
}

export interface WriteStats {
  count: number;
  meanMs: number;
  maxMs: number;
  over50Ms: number;
}

/**
 * Where tables live: SQLite (`SqliteStore`, the embedded default) or Postgres (`PostgresStore`).
 * Every method returns once its data is committed (or rejects, having changed nothing), so the
 * server awaits a write before it acknowledges or broadcasts what it wrote. The server applies
 * one table's writes one after another (`Table.exclusive`); the store keeps the log from forking
 * even if two writers tried: `append` of a sequence number the log holds already fails.
 */
export interface TableStore {
  /** `sqlite` or `postgres`, for /health and the logs. */
  readonly kind: 'sqlite' | 'postgres';
  createTable(t: Omit<StoredTable, 'live'>, seats: StoredSeat[]): Promise<void>;
  saveSeat(tableId: string, s: StoredSeat): Promise<void>;
  /**
   * Appends events with sequence numbers firstSeq, firstSeq+1, … in one transaction; `finished`
   * records the end of a match in the same transaction.
   */
  append(tableId: string, firstSeq: number, events: readonly NewEvent[], finished?: MatchEnd): Promise<void>;
  loadTable(id: string): Promise<LoadedTable | undefined>;
  /**
   * The tables to bring back at start: those whose match is not over, except the ones waiting
   * for people that nobody has joined (a seat free, no person seated) — a flood of created
   * tables must not fill the server again at every start. They stay stored, and come back
   * when someone opens their link.
   */
  tablesToRestore(): Promise<string[]>;
  tableOfToken(tokenHash: string): Promise<{ tableId: string; seat: Seat } | undefined>;
  /** The newest finished match's number, or undefined when none has finished. */
  lastFinishedMatch(tableId: string): Promise<number | undefined>;
  match(tableId: string, match: number): Promise<StoredMatch | undefined>;
  /** Stores a chat entry under the table's next number, which it returns. */
  appendChat(tableId: string, e: Omit<StoredChat, 'n'>): Promise<number>;
  /** The newest `limit` chat entries of a table, oldest first. */
  chatTail(tableId: string, limit: number): Promise<StoredChat[]>;
  /** Timing of the log writes since the last call (for /health). */
  takeWriteStats(): WriteStats;
  /** Resolves when the store answers a trivial query (for /health); rejects saying why not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Counts and times log writes, for /health: a slow store slows every table. */
export class WriteTimer {
  private count = 0;
  private totalMs = 0;
  private maxMs = 0;
  private slow = 0;

  record(ms: number): void {
    this.count++;
    this.totalMs += ms;
    this.maxMs = Math.max(this.maxMs, ms);
    if (ms > 50) this.slow++;
  }

  take(): WriteStats {
    const out = {
      count: this.count,
      meanMs: this.count ? Math.round((this.totalMs / this.count) * 1000) / 1000 : 0,
      maxMs: Math.round(this.maxMs * 100) / 100,
      over50Ms: this.slow,
    };
    this.count = 0;
    this.totalMs = 0;
    this.maxMs = 0;
    this.slow = 0;
    return out;
  }
}
