import Database from 'better-sqlite3';
import type { Seat } from '../engine/game.js';

/** What a table's log records; replaying the log in order rebuilds the table exactly. */
export type EventKind = 'match' | 'deck' | 'action' | 'close' | 'undo';

export interface NewEvent {
  match: number;
  kind: EventKind;
  /** The acting seat of an action; null otherwise. */
  seat: Seat | null;
  /**
   * `match`: the first dealer; `deck`: the cards, comma-separated; `action`: the action;
   * `close` (the players closed the table; `seat` proposed it): the seats that agreed, `0,2`;
   * `undo` (`seat` took back their last action): how many action events before it it takes back.
   */
  data: string;
}

export interface StoredEvent extends NewEvent {
  seq: number;
}

export interface StoredSeat {
  seat: Seat;
  kind: 'free' | 'human' | 'bot';
  name: string | null;
  tokenHash: string | null;
  level: string | null;
  standIn: boolean;
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

export interface StoredMatch {
  firstDealer: Seat;
  decks: string[][];
  actions: Array<[Seat, string]>;
  players: string[] | null;
  finished: boolean;
  /** The players closed the table: the match ended there. */
  closed: boolean;
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
}

/** `full` survives power loss (one fsync per action); `normal` survives a killed process. */
export type SyncMode = 'full' | 'normal';

/**
 * Persistence in one SQLite file (WAL). Writes are synchronous: when a method returns, the
 * data is committed, which is what lets the server store each action before broadcasting it.
 */
export class Store {
  private readonly db: Database.Database;
  private readonly stmts;

  constructor(file: string, sync: SyncMode = 'full') {
    this.db = new Database(file);
    try {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma(`synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
      this.db.pragma('foreign_keys = OFF');
      this.db.exec(SCHEMA);
      migrate(this.db);
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
        `INSERT INTO seats (table_id, seat, kind, name, token_hash, level, stand_in)
         VALUES (@tableId, @seat, @kind, @name, @tokenHash, @level, @standIn)
         ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, name = excluded.name,
           token_hash = excluded.token_hash, level = excluded.level, stand_in = excluded.stand_in`,
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

  createTable(t: Omit<StoredTable, 'live'>, seats: StoredSeat[]): void {
    this.db.transaction(() => {
      this.stmts.insertTable.run(t);
      for (const s of seats) this.saveSeatRow(t.id, s);
    })();
  }

  saveSeat(tableId: string, s: StoredSeat): void {
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
    });
  }

  /**
   * Appends events with sequence numbers firstSeq, firstSeq+1, … in one transaction; the
   * primary key refuses a sequence number twice, so two writers can never fork a log.
   * `finished` records the end of a match in the same transaction.
   */
  append(
    tableId: string,
    firstSeq: number,
    events: readonly NewEvent[],
    finished?: { match: number; players: string[] },
  ): void {
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
    const took = performance.now() - t0;
    this.writes.count++;
    this.writes.totalMs += took;
    this.writes.maxMs = Math.max(this.writes.maxMs, took);
    if (took > 50) this.writes.slow++;
  }

  /** Timing of the log writes since the last call (for /health): each one blocks the event loop. */
  readonly writes = { count: 0, totalMs: 0, maxMs: 0, slow: 0 };

  takeWriteStats(): { count: number; meanMs: number; maxMs: number; over50Ms: number } {
    const w = this.writes;
    const out = {
      count: w.count,
      meanMs: w.count ? Math.round((w.totalMs / w.count) * 1000) / 1000 : 0,
      maxMs: Math.round(w.maxMs * 100) / 100,
      over50Ms: w.slow,
    };
    Object.assign(w, { count: 0, totalMs: 0, maxMs: 0, slow: 0 });
    return out;
  }

  loadTable(id: string): { table: StoredTable; seats: StoredSeat[]; events: StoredEvent[] } | undefined {
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
      }),
    );
    const events = this.stmts.getEvents.all(id) as StoredEvent[];
    return { table, seats, events };
  }

  /**
   * The tables to bring back at start: those whose match is not over, except the ones waiting
   * for people that nobody has joined (a seat free, no person seated) — a flood of created
   * tables must not fill the server again at every start. They stay stored, and come back
   * when someone opens their link.
   */
  tablesToRestore(): string[] {
    return (this.stmts.toRestore.all() as Array<{ id: string }>).map((r) => r.id);
  }

  tableOfToken(tokenHash: string): { tableId: string; seat: Seat } | undefined {
    const r = this.stmts.byToken.get(tokenHash) as { table_id: string; seat: number } | undefined;
    return r && { tableId: r.table_id, seat: r.seat };
  }

  /** The newest finished match's number, or undefined when none has finished. */
  lastFinishedMatch(tableId: string): number | undefined {
    const r = this.stmts.lastFinished.get(tableId) as { m: number | null };
    return r.m ?? undefined;
  }

  match(tableId: string, match: number): StoredMatch | undefined {
    const row = this.stmts.getMatch.get(tableId, match) as
      | { players: string | null; finished_at: number | null }
      | undefined;
    if (!row) return undefined;
    const events = this.stmts.getMatchEvents.all(tableId, match) as StoredEvent[];
    const out: StoredMatch = {
      firstDealer: 0,
      decks: [],
      actions: [],
      players: row.players ? (JSON.parse(row.players) as string[]) : null,
      finished: row.finished_at !== null,
      closed: false,
    };
    for (const e of events) {
      if (e.kind === 'match') out.firstDealer = Number(e.data);
      else if (e.kind === 'deck') out.decks.push(e.data.split(','));
      else if (e.kind === 'close') out.closed = true;
      // Only the actions that stand make the record (an undo never takes back a deal).
      else if (e.kind === 'undo') out.actions.length -= Number(e.data);
      else out.actions.push([e.seat as Seat, e.data]);
    }
    return out;
  }

  /** Stores a chat entry under the table's next number, which it returns. */
  appendChat(tableId: string, e: Omit<StoredChat, 'n'>): number {
    return (this.stmts.insertChat.get({ tableId, ...e }) as { n: number }).n;
  }

  /** The newest `limit` chat entries of a table, oldest first. */
  chatTail(tableId: string, limit: number): StoredChat[] {
    return this.stmts.chatTail.all(tableId, limit) as StoredChat[];
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
