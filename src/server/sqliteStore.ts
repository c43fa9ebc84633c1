import Database from 'better-sqlite3';
import type { Seat } from '../engine/game.js';
import type { PlayerStore } from './accounts/playerStore.js';
import { SqliteAccounts } from './accounts/sqliteAccounts.js';
import { SqlitePlayers } from './accounts/sqlitePlayers.js';
import type { AccountStore, WithAccounts } from './accounts/store.js';
import { SqliteChallenges } from './challenge/sqliteChallenges.js';
import type { ChallengeStore, WithChallenges } from './challenge/store.js';
import {
  type LoadedTable,
  type MatchEnd,
  matchFromEvents,
  type NewEvent,
  type StoredChat,
  type StoredEvent,
  type StoredSeat,
  type StoredTable,
  type TableStore,
  type WriteStats,
  WriteTimer,
} from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  live INTEGER NOT NULL DEFAULT 1,
  settings TEXT
);
CREATE TABLE IF NOT EXISTS seats (
  table_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT,
  token_hash TEXT,
  level TEXT,
  stand_in INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS seats_by_token ON seats (token_hash);
CREATE TABLE IF NOT EXISTS events (
  table_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  match INTEGER NOT NULL,
  kind TEXT NOT NULL,
  seat INTEGER,
  data TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS matches (
  table_id TEXT NOT NULL,
  match INTEGER NOT NULL,
  players TEXT,
  finished_at INTEGER,
  PRIMARY KEY (table_id, match)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat (
  table_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  at INTEGER NOT NULL,
  seat INTEGER,
  name TEXT NOT NULL,
  text TEXT,
  quick TEXT,
  PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
`;

/**
 * Brings a file made by an older stikk up to the schema: `CREATE TABLE IF NOT EXISTS` leaves an
 * existing table as it was, so columns added since are added here.
 */
function migrate(db: Database.Database): void {
  const columns = new Set((db.pragma('table_info(tables)') as Array<{ name: string }>).map((c) => c.name));
  if (!columns.has('settings')) db.exec('ALTER TABLE tables ADD COLUMN settings TEXT');
  const seatColumns = new Set((db.pragma('table_info(seats)') as Array<{ name: string }>).map((c) => c.name));
  if (!seatColumns.has('account_id')) {
    db.exec(`ALTER TABLE seats ADD COLUMN account_id TEXT;
      ALTER TABLE seats ADD COLUMN offered INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE seats ADD COLUMN arriving INTEGER NOT NULL DEFAULT 0;`);
  }
}

/** `full` survives power loss (one fsync per action); `normal` survives a killed process. */
export type SyncMode = 'full' | 'normal';

/**
 * Persistence in one SQLite file (WAL), the embedded default. better-sqlite3 is synchronous:
 * a write is committed when its statement returns, so the promises here are already settled;
 * each write blocks the event loop for its duration (timed for /health).
 */
export class SqliteStore implements TableStore, WithAccounts, WithChallenges {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  /** Accounts and sessions, in the same file (./accounts/). */
  readonly accounts: AccountStore;
  /** Players' history, ratings and follows, in the same file. */
  readonly players: PlayerStore;
  /** Challenges, their entries and "the bot"'s lines, in the same file (./challenge/). */
  readonly challenges: ChallengeStore;
  private readonly stmts;

  constructor(file: string, sync: SyncMode = 'full') {
    this.db = new Database(file);
    try {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma(`synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
      this.db.pragma('foreign_keys = OFF');
      this.db.exec(SCHEMA);
      migrate(this.db);
      this.accounts = new SqliteAccounts(this.db);
      this.players = new SqlitePlayers(this.db);
      this.challenges = new SqliteChallenges(this.db);
    } catch (e) {
      this.db.close();
      throw e;
    }
    const db = this.db;
    this.stmts = {
      insertTable: db.prepare(
        'INSERT INTO tables (id, game, options, seed, created_at, live, settings) VALUES (@id, @game, @options, @seed, @createdAt, 1, @settings)',
      ),
      setLive: db.prepare('UPDATE tables SET live = ? WHERE id = ?'),
      upsertSeat: db.prepare(
        `INSERT INTO seats (table_id, seat, kind, name, token_hash, level, stand_in, account_id, offered, arriving)
         VALUES (@tableId, @seat, @kind, @name, @tokenHash, @level, @standIn, @accountId, @offered, @arriving)
         ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, name = excluded.name,
           token_hash = excluded.token_hash, level = excluded.level, stand_in = excluded.stand_in,
           account_id = excluded.account_id, offered = excluded.offered, arriving = excluded.arriving`,
      ),
      insertEvent: db.prepare(
        'INSERT INTO events (table_id, seq, match, kind, seat, data, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      insertMatch: db.prepare('INSERT OR IGNORE INTO matches (table_id, match) VALUES (?, ?)'),
      finishMatch: db.prepare(
        'UPDATE matches SET players = ?, finished_at = ? WHERE table_id = ? AND match = ?',
      ),
      getTable: db.prepare('SELECT * FROM tables WHERE id = ?'),
      getSeats: db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat'),
      getEvents: db.prepare(
        'SELECT seq, match, kind, seat, data FROM events WHERE table_id = ? ORDER BY seq',
      ),
      getMatchEvents: db.prepare(
        'SELECT seq, match, kind, seat, data FROM events WHERE table_id = ? AND match = ? ORDER BY seq',
      ),
      getMatch: db.prepare('SELECT players, finished_at FROM matches WHERE table_id = ? AND match = ?'),
      lastFinished: db.prepare(
        'SELECT MAX(match) AS m FROM matches WHERE table_id = ? AND finished_at IS NOT NULL',
      ),
      // A seat free and nobody seated: a table that waits for people nobody has joined.
      toRestore: db.prepare(
        `SELECT id FROM tables t WHERE live = 1
           AND (EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.kind = 'human')
             OR NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.kind = 'free'))
         ORDER BY created_at`,
      ),
      byToken: db.prepare('SELECT table_id, seat FROM seats WHERE token_hash = ?'),
      // The next number at the table in the same statement: two writers can never share one.
      insertChat: db.prepare(
        `INSERT INTO chat (table_id, n, at, seat, name, text, quick)
         SELECT @tableId, COALESCE(MAX(n), 0) + 1, @at, @seat, @name, @text, @quick FROM chat WHERE table_id = @tableId
         RETURNING n`,
      ),
      chatTail: db.prepare(
        'SELECT * FROM (SELECT n, at, seat, name, text, quick FROM chat WHERE table_id = ? ORDER BY n DESC LIMIT ?) ORDER BY n',
      ),
    };
  }

  async createTable(t: Omit<StoredTable, 'live'>, seats: StoredSeat[]): Promise<void> {
    this.db.transaction(() => {
      this.stmts.insertTable.run(t);
      for (const s of seats) this.saveSeatRow(t.id, s);
    })();
  }

  async saveSeat(tableId: string, s: StoredSeat): Promise<void> {
    this.saveSeatRow(tableId, s);
  }

  private saveSeatRow(tableId: string, s: StoredSeat): void {
    this.stmts.upsertSeat.run({
      tableId,
      seat: s.seat,
      kind: s.kind,
      name: s.name,
      tokenHash: s.tokenHash,
      level: s.level,
      standIn: s.standIn ? 1 : 0,
      accountId: s.accountId ?? null,
      offered: s.offered ? 1 : 0,
      arriving: s.arriving ? 1 : 0,
    });
  }

  /** The primary key (table_id, seq) refuses a sequence number twice: the log cannot fork. */
  async append(
    tableId: string,
    firstSeq: number,
    events: readonly NewEvent[],
    finished?: MatchEnd,
  ): Promise<void> {
    const now = Date.now();
    const t0 = performance.now();
    this.db.transaction(() => {
      events.forEach((e, i) => {
        if (e.kind === 'match') {
          this.stmts.insertMatch.run(tableId, e.match);
          this.stmts.setLive.run(1, tableId);
        }
        this.stmts.insertEvent.run(tableId, firstSeq + i, e.match, e.kind, e.seat, e.data, now);
      });
      if (finished) {
        this.stmts.finishMatch.run(JSON.stringify(finished.players), now, tableId, finished.match);
        this.stmts.setLive.run(0, tableId);
      }
    })();
    this.writes.record(performance.now() - t0);
  }

  private readonly writes = new WriteTimer();

  takeWriteStats(): WriteStats {
    return this.writes.take();
  }

  async loadTable(id: string): Promise<LoadedTable | undefined> {
    const row = this.stmts.getTable.get(id) as Record<string, unknown> | undefined;
    if (!row) return undefined;
    const table: StoredTable = {
      id: row.id as string,
      game: row.game as string,
      options: row.options as string,
      seed: row.seed as string,
      createdAt: row.created_at as string,
      live: row.live === 1,
      settings: (row.settings as string | null) ?? null,
    };
    const seats = (this.stmts.getSeats.all(id) as Array<Record<string, unknown>>).map(
      (r): StoredSeat => ({
        seat: r.seat as number,
        kind: r.kind as StoredSeat['kind'],
        name: r.name as string | null,
        tokenHash: r.token_hash as string | null,
        level: r.level as string | null,
        standIn: r.stand_in === 1,
        accountId: (r.account_id as string | null) ?? null,
        offered: r.offered === 1,
        arriving: r.arriving === 1,
      }),
    );
    const events = this.stmts.getEvents.all(id) as StoredEvent[];
    return { table, seats, events };
  }

  async tablesToRestore(): Promise<string[]> {
    return (this.stmts.toRestore.all() as Array<{ id: string }>).map((r) => r.id);
  }

  async tableOfToken(tokenHash: string): Promise<{ tableId: string; seat: Seat } | undefined> {
    const r = this.stmts.byToken.get(tokenHash) as { table_id: string; seat: number } | undefined;
    return r && { tableId: r.table_id, seat: r.seat };
  }

  async lastFinishedMatch(tableId: string): Promise<number | undefined> {
    const r = this.stmts.lastFinished.get(tableId) as { m: number | null };
    return r.m ?? undefined;
  }

  async match(tableId: string, match: number) {
    const row = this.stmts.getMatch.get(tableId, match) as
      | { players: string | null; finished_at: number | null }
      | undefined;
    if (!row) return undefined;
    const events = this.stmts.getMatchEvents.all(tableId, match) as StoredEvent[];
    return matchFromEvents({ players: row.players, finished: row.finished_at !== null }, events);
  }

  async appendChat(tableId: string, e: Omit<StoredChat, 'n'>): Promise<number> {
    return (this.stmts.insertChat.get({ tableId, ...e }) as { n: number }).n;
  }

  async chatTail(tableId: string, limit: number): Promise<StoredChat[]> {
    return this.stmts.chatTail.all(tableId, limit) as StoredChat[];
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
