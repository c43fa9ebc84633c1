import pg from 'pg';
import type { Seat } from '../engine/game.js';
import type { PlayerStore } from './accounts/playerStore.js';
import { ACCOUNT_MIGRATION, PostgresAccounts } from './accounts/postgresAccounts.js';
import { DD_COST_MIGRATION, PLAYER_MIGRATION, PostgresPlayers } from './accounts/postgresPlayers.js';
import type { AccountStore, WithAccounts } from './accounts/store.js';
import { CHALLENGE_MIGRATION, PostgresChallenges } from './challenge/postgresChallenges.js';
import type { ChallengeStore, WithChallenges } from './challenge/store.js';
import { LEASE_MIGRATION, PROCESS_MIGRATION } from './cluster/leases.js';
import { GroupCommit } from './groupCommit.js';
import { StartupError } from './startup.js';
import {
  type LoadedTable,
  type MatchEnd,
  matchFromEvents,
  type NewEvent,
  type StoredChat,
  type StoredEvent,
  type StoredMatch,
  type StoredSeat,
  type StoredTable,
  type TableStore,
  type WriteStats,
  WriteTimer,
} from './store.js';

/**
 * The schema, one step per version; a database is brought up to the last at start, each step
 * once (`schema_version`). Never change a step that has shipped: add one.
 */
const MIGRATIONS: readonly string[] = [
  // 1: the tables of SQLite's store, the same columns (booleans and times in Postgres's types).
  `CREATE TABLE tables (
     id TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     created_at TEXT NOT NULL,
     live BOOLEAN NOT NULL DEFAULT TRUE,
     settings TEXT,
     -- Which process owns the table and its fencing token (the lease of several processes).
     lease_owner TEXT,
     lease_token BIGINT NOT NULL DEFAULT 0,
     lease_until BIGINT
   );
   CREATE INDEX tables_live ON tables (created_at) WHERE live;
   CREATE TABLE seats (
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     kind TEXT NOT NULL,
     name TEXT,
     token_hash TEXT,
     level TEXT,
     stand_in BOOLEAN NOT NULL DEFAULT FALSE,
     PRIMARY KEY (table_id, seat)
   );
   CREATE INDEX seats_by_token ON seats (token_hash);
   -- The log: the primary key refuses a sequence number twice, so it cannot fork.
   CREATE TABLE events (
     table_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     match INTEGER NOT NULL,
     kind TEXT NOT NULL,
     seat INTEGER,
     data TEXT NOT NULL,
     at BIGINT NOT NULL,
     PRIMARY KEY (table_id, seq)
   );
   CREATE TABLE matches (
     table_id TEXT NOT NULL,
     match INTEGER NOT NULL,
     players TEXT,
     finished_at BIGINT,
     PRIMARY KEY (table_id, match)
   );
   CREATE TABLE chat (
     table_id TEXT NOT NULL,
     n INTEGER NOT NULL,
     at BIGINT NOT NULL,
     seat INTEGER,
     name TEXT NOT NULL,
     text TEXT,
     quick TEXT,
     PRIMARY KEY (table_id, n)
   );`,
  // 2: leases with fencing for several processes (./cluster/leases.ts).
  LEASE_MIGRATION,
  // 3: player accounts and their sessions (./accounts/).
  ACCOUNT_MIGRATION,
  // 4: a seat's signed-in person, and a bot's seat handed over to a person.
  `ALTER TABLE seats ADD COLUMN account_id TEXT;
   ALTER TABLE seats ADD COLUMN offered BOOLEAN NOT NULL DEFAULT FALSE;
   ALTER TABLE seats ADD COLUMN arriving BOOLEAN NOT NULL DEFAULT FALSE;`,
  // 5: signed-in players' finished matches, ratings per game and follows (./accounts/).
  PLAYER_MIGRATION,
  // 6: the double-dummy cost of each player's cards in a match (./accounts/ddCosts.ts).
  DD_COST_MIGRATION,
  // 7: challenges of one's own, entries, "the bot"'s lines and the daily secret (./challenge/).
  CHALLENGE_MIGRATION,
  // 8: a lease lives while its owner process's row does (one heartbeat per process, no lock per
  // table), with the process's incarnation (./cluster/leases.ts).
  PROCESS_MIGRATION,
];

/** The schema version this stikk brings a database to. */
export const POSTGRES_SCHEMA_VERSION = MIGRATIONS.length;

/** Any number, so that processes starting together migrate one after the other. */
const MIGRATION_LOCK = 0x5717c;

/** BIGINT columns hold milliseconds and counters, far below 2^53: numbers, not strings. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** The events one append adds to one table's log, from `firstSeq`. */
interface EventsAppend {
  tableId: string;
  firstSeq: number;
  events: readonly NewEvent[];
  at: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * Tables in Postgres through `pg` (a pool of connections). Each write is one transaction, and
 * its promise resolves once Postgres has committed it (with the server's `synchronous_commit`,
 * on by default: on disk). Several stikk processes may share one database.
 */
export class PostgresStore implements TableStore, WithAccounts, WithChallenges {
  readonly kind = 'postgres' as const;
  /** Accounts and sessions, in the same database (./accounts/). */
  readonly accounts: AccountStore;
  /** Players' history, ratings and follows, in the same database. */
  readonly players: PlayerStore;
  /** Challenges, their entries and "the bot"'s lines, in the same database. */
  readonly challenges: ChallengeStore;
  private readonly writes = new WriteTimer();
  /** Plain actions of many tables, gathered per turn of the event loop and while earlier writes are in flight (./groupCommit.ts). */
  private readonly actions = new GroupCommit<EventsAppend>(
    (items) => this.insertEvents(items),
    (item) => this.insertEvents([item]),
    4,
    400,
    true,
  );

  private constructor(private readonly pool: pg.Pool) {
    this.accounts = new PostgresAccounts(pool);
    this.players = new PostgresPlayers(pool, (work) => this.transaction(work));
    this.challenges = new PostgresChallenges(pool);
  }

  /**
   * One statement for the events of every append given (on `db`: the pool, or a transaction's
   * connection): all of them land, or none; a sequence number the log holds already fails it all.
   */
  private async insertEvents(
    items: readonly EventsAppend[],
    db: Pick<pg.Pool, 'query'> = this.pool,
  ): Promise<void> {
    const rows = items.flatMap((a) => a.events.map((e, i) => ({ a, e, seq: a.firstSeq + i })));
    await db.query(
      `INSERT INTO events (table_id, seq, match, kind, seat, data, at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::int[], $6::text[], $7::bigint[])`,
      [
        rows.map((r) => r.a.tableId),
        rows.map((r) => r.seq),
        rows.map((r) => r.e.match),
        rows.map((r) => r.e.kind),
        rows.map((r) => r.e.seat),
        rows.map((r) => r.e.data),
        rows.map((r) => r.a.at),
      ],
    );
  }

  /**
   * Connects, creates the schema named by `?schema=` if missing and runs the migrations this
   * database lacks. Fails with a StartupError saying what is wrong (the password left out).
   */
  static async open(url: string, poolSize = 16, connectionOptions = ''): Promise<PostgresStore> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new StartupError(`--store: not a URL: ${redactUrl(url)}`);
    }
    const schema = parsed.searchParams.get('schema');
    parsed.searchParams.delete('schema');
    if (schema !== null && !SCHEMA_NAME.test(schema)) {
      throw new StartupError(`--store: schema must be lower-case letters, digits and _ (got "${schema}")`);
    }
    const pool = new pg.Pool({
      connectionString: parsed.toString(),
      max: poolSize,
      types,
      connectionTimeoutMillis: 10_000,
      // A cluster process's id rides on every connection: the fencing trigger reads it (./cluster/leases.ts).
      options:
        [schema && `-c search_path=${schema}`, connectionOptions].filter(Boolean).join(' ') || undefined,
    });
    // An idle connection that breaks (the database restarted) must not crash the process.
    pool.on('error', () => undefined);
    const store = new PostgresStore(pool);
    try {
      await store.migrate(schema);
    } catch (e) {
      await pool.end().catch(() => undefined);
      if (e instanceof StartupError) throw e;
      throw new StartupError(`cannot open the store ${redactUrl(url)}: ${describePgError(e)}`);
    }
    return store;
  }

  private async migrate(schema: string | null): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if (schema) await c.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await c.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
      const r = await c.query<{ version: number }>('SELECT version FROM schema_version');
      const current = r.rows[0]?.version ?? 0;
      if (current > MIGRATIONS.length) {
        throw new StartupError(
          `the database's schema is version ${current}, newer than this stikk knows (${MIGRATIONS.length}): run a newer stikk`,
        );
      }
      for (let v = current; v < MIGRATIONS.length; v++) await c.query(MIGRATIONS[v]);
      if (r.rows.length === 0) await c.query('INSERT INTO schema_version VALUES ($1)', [MIGRATIONS.length]);
      else await c.query('UPDATE schema_version SET version = $1', [MIGRATIONS.length]);
    });
  }

  /** Runs `work` in one transaction on one connection: all of it is committed, or none. */
  private async transaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await work(c);
      await c.query('COMMIT');
      c.release();
      return out;
    } catch (e) {
      // A connection that cannot even roll back is broken: the pool drops it.
      const broken = await c.query('ROLLBACK').then(
        () => false,
        () => true,
      );
      c.release(broken);
      throw e;
    }
  }

  async createTable(t: Omit<StoredTable, 'live'>, seats: StoredSeat[]): Promise<void> {
    await this.transaction(async (c) => {
      await c.query(
        'INSERT INTO tables (id, game, options, seed, created_at, live, settings) VALUES ($1, $2, $3, $4, $5, TRUE, $6)',
        [t.id, t.game, t.options, t.seed, t.createdAt, t.settings],
      );
      for (const s of seats) await c.query(UPSERT_SEAT, seatRow(t.id, s));
    });
  }

  async saveSeat(tableId: string, s: StoredSeat): Promise<void> {
    await this.pool.query(UPSERT_SEAT, seatRow(tableId, s));
  }

  async append(
    tableId: string,
    firstSeq: number,
    events: readonly NewEvent[],
    finished?: MatchEnd,
  ): Promise<void> {
    const now = Date.now();
    const t0 = performance.now();
    const opensOrEnds = finished !== undefined || events.some((e) => e.kind === 'match');
    if (!opensOrEnds) {
      // Most writes are one action: one statement, gathered with other tables' writes under load.
      await this.actions.submit({ tableId, firstSeq, events, at: now });
    } else {
      await this.transaction(async (c) => {
        await this.insertEvents([{ tableId, firstSeq, events, at: now }], c);
        for (const e of events) {
          if (e.kind !== 'match') continue;
          await c.query('INSERT INTO matches (table_id, match) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
            tableId,
            e.match,
          ]);
          await c.query('UPDATE tables SET live = TRUE WHERE id = $1', [tableId]);
        }
        if (finished) {
          await c.query(
            'UPDATE matches SET players = $1, finished_at = $2 WHERE table_id = $3 AND match = $4',
            [JSON.stringify(finished.players), now, tableId, finished.match],
          );
          await c.query('UPDATE tables SET live = FALSE WHERE id = $1', [tableId]);
        }
      });
    }
    this.writes.record(performance.now() - t0);
  }

  takeWriteStats(): WriteStats {
    return this.writes.take();
  }

  async loadTable(id: string): Promise<LoadedTable | undefined> {
    const t = await this.pool.query(
      'SELECT id, game, options, seed, created_at, live, settings FROM tables WHERE id = $1',
      [id],
    );
    const row = t.rows[0];
    if (!row) return undefined;
    const table: StoredTable = {
      id: row.id,
      game: row.game,
      options: row.options,
      seed: row.seed,
      createdAt: row.created_at,
      live: row.live,
      settings: row.settings ?? null,
    };
    const [seats, events] = await Promise.all([
      this.pool.query('SELECT * FROM seats WHERE table_id = $1 ORDER BY seat', [id]),
      this.pool.query<StoredEvent>(
        'SELECT seq, match, kind, seat, data FROM events WHERE table_id = $1 ORDER BY seq',
        [id],
      ),
    ]);
    return {
      table,
      seats: seats.rows.map(
        (r): StoredSeat => ({
          seat: r.seat,
          kind: r.kind,
          name: r.name,
          tokenHash: r.token_hash,
          level: r.level,
          standIn: r.stand_in,
          accountId: r.account_id ?? null,
          offered: r.offered === true,
          arriving: r.arriving === true,
        }),
      ),
      events: events.rows,
    };
  }

  async tablesToRestore(): Promise<string[]> {
    // A seat free and nobody seated: a table that waits for people nobody has joined.
    const r = await this.pool.query<{ id: string }>(
      `SELECT id FROM tables t WHERE live
         AND (EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.kind = 'human')
           OR NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.kind = 'free'))
       ORDER BY created_at`,
    );
    return r.rows.map((row) => row.id);
  }

  async tableOfToken(tokenHash: string): Promise<{ tableId: string; seat: Seat } | undefined> {
    const r = await this.pool.query<{ table_id: string; seat: number }>(
      'SELECT table_id, seat FROM seats WHERE token_hash = $1 LIMIT 1',
      [tokenHash],
    );
    const row = r.rows[0];
    return row && { tableId: row.table_id, seat: row.seat };
  }

  async lastFinishedMatch(tableId: string): Promise<number | undefined> {
    const r = await this.pool.query<{ m: number | null }>(
      'SELECT MAX(match) AS m FROM matches WHERE table_id = $1 AND finished_at IS NOT NULL',
      [tableId],
    );
    return r.rows[0]?.m ?? undefined;
  }

  async match(tableId: string, match: number): Promise<StoredMatch | undefined> {
    const [row, events] = await Promise.all([
      this.pool.query<{ players: string | null; finished_at: number | null }>(
        'SELECT players, finished_at FROM matches WHERE table_id = $1 AND match = $2',
        [tableId, match],
      ),
      this.pool.query<StoredEvent>(
        'SELECT seq, match, kind, seat, data FROM events WHERE table_id = $1 AND match = $2 ORDER BY seq',
        [tableId, match],
      ),
    ]);
    const m = row.rows[0];
    if (!m) return undefined;
    return matchFromEvents({ players: m.players, finished: m.finished_at !== null }, events.rows);
  }

  async appendChat(tableId: string, e: Omit<StoredChat, 'n'>): Promise<number> {
    // The next number in the statement itself; the primary key refuses a number twice.
    const r = await this.pool.query<{ n: number }>(
      `INSERT INTO chat (table_id, n, at, seat, name, text, quick)
       SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4, $5, $6 FROM chat WHERE table_id = $1
       RETURNING n`,
      [tableId, e.at, e.seat, e.name, e.text, e.quick],
    );
    return r.rows[0].n;
  }

  async chatTail(tableId: string, limit: number): Promise<StoredChat[]> {
    const r = await this.pool.query<StoredChat>(
      `SELECT * FROM (SELECT n, at, seat, name, text, quick FROM chat WHERE table_id = $1 ORDER BY n DESC LIMIT $2) AS tail
       ORDER BY n`,
      [tableId, limit],
    );
    return r.rows;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  private closing?: Promise<void>;

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}

const UPSERT_SEAT = `INSERT INTO seats (table_id, seat, kind, name, token_hash, level, stand_in, account_id, offered, arriving)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, name = excluded.name,
    token_hash = excluded.token_hash, level = excluded.level, stand_in = excluded.stand_in,
    account_id = excluded.account_id, offered = excluded.offered, arriving = excluded.arriving`;

const seatRow = (tableId: string, s: StoredSeat) => [
  tableId,
  s.seat,
  s.kind,
  s.name,
  s.tokenHash,
  s.level,
  s.standIn,
  s.accountId ?? null,
  !!s.offered,
  !!s.arriving,
];

/** A driver or server error as a short reason: its code and message. */
function describePgError(e: unknown): string {
  const err = e as { code?: string; message?: string; errors?: Array<{ message?: string }> };
  // Node's AggregateError (IPv4 and IPv6 both refused) carries the reasons inside.
  const message = err.message || err.errors?.map((x) => x.message).join('; ') || String(e);
  return err.code ? `${message} (${err.code})` : message;
}
