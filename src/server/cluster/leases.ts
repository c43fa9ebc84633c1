import type pg from 'pg';

/** The tables whose rows belong to one stikk table: writes to them are fenced. */
const FENCED = ['events', 'seats', 'matches', 'chat'] as const;

/**
 * Step 2 of the store's schema, as shipped (step 8, `PROCESS_MIGRATION`, replaced its expiry
 * per table by one per process). Table ownership in Postgres (docs/server.md "Several
 * processes"): a lease row per table, with a fencing token that grows at every take-over.
 *
 * Fencing lives in the database, so that no code path can forget it: each connection of a
 * cluster process carries its process id (`stikk.process`), and a trigger on every row of a
 * table's log, seats, matches and chat checks, in the writing transaction, that this process
 * holds the table's lease — locking the lease row (FOR SHARE) so that a take-over waits for
 * the write to commit and then replays the log including it. A process paused past its lease
 * (SIGSTOP, a long GC, a lost network) that wakes up and writes gets the error `SK001` and
 * nothing lands. A table nobody owns is claimed by its first write (a new table is owned by
 * the process that creates it). A connection without a process id (one server alone) is not
 * fenced.
 */
export const LEASE_MIGRATION = `
CREATE TABLE IF NOT EXISTS table_leases (
  table_id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  token BIGINT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS table_leases_by_expiry ON table_leases (expires_at);
CREATE OR REPLACE FUNCTION stikk_fence() RETURNS trigger AS $$
DECLARE
  me TEXT := current_setting('stikk.process', true);
BEGIN
  IF me IS NULL OR me = '' THEN
    RETURN NEW;
  END IF;
  INSERT INTO table_leases (table_id, owner, token, expires_at)
    VALUES (NEW.table_id, me, 1,
            now() + make_interval(secs => COALESCE(current_setting('stikk.lease_ms', true), '5000')::int / 1000.0))
    ON CONFLICT (table_id) DO NOTHING;
  PERFORM 1 FROM table_leases WHERE table_id = NEW.table_id AND owner = me FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'table % is owned by another process; % may not write to it', NEW.table_id, me
      USING ERRCODE = 'SK001';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
${FENCED.map(
  (t) => `DROP TRIGGER IF EXISTS ${t}_fenced ON ${t};
CREATE TRIGGER ${t}_fenced BEFORE INSERT OR UPDATE ON ${t} FOR EACH ROW EXECUTE FUNCTION stikk_fence();`,
).join('\n')}
`;

/**
 * Step 8 of the store's schema: liveness moves from each table's lease to its owner process
 * (docs/decisions.md "Leases point at processes"). A row per process in `cluster_processes`
 * (id, incarnation, expiry) is renewed by one UPDATE per tick on the process's own connection;
 * a table's lease names its owner and the owner's incarnation and lives while that process row
 * does. Renewing 1,000 leases row by row took a lock per table and deadlocked with the fenced
 * writes that lock lease rows too; now nothing renews a table's row.
 *
 * The incarnation is drawn at each start: a process restarted with the same id is a new
 * incarnation, so the dead one's leases are dead too, and a paused old incarnation that wakes
 * up writes nothing. The fence refuses (`SK001`) a write from a process whose row ran out or
 * names another incarnation, or to a table whose lease names another process or incarnation.
 * Written to run again harmlessly (the lease tests run it twice).
 */
export const PROCESS_MIGRATION = `
CREATE TABLE IF NOT EXISTS cluster_processes (
  id TEXT PRIMARY KEY,
  incarnation TEXT NOT NULL,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);
ALTER TABLE table_leases ADD COLUMN IF NOT EXISTS incarnation TEXT NOT NULL DEFAULT '';
ALTER TABLE table_leases DROP COLUMN IF EXISTS expires_at;
CREATE INDEX IF NOT EXISTS table_leases_by_owner ON table_leases (owner, incarnation);
CREATE OR REPLACE VIEW table_owners AS
  SELECT l.table_id, l.owner, l.incarnation, l.token, p.expires_at AS owner_expires_at,
         COALESCE(p.expires_at >= now(), FALSE) AS live
    FROM table_leases l
    LEFT JOIN cluster_processes p ON p.id = l.owner AND p.incarnation = l.incarnation;
CREATE OR REPLACE FUNCTION stikk_fence() RETURNS trigger AS $$
DECLARE
  me TEXT := current_setting('stikk.process', true);
  mine TEXT := COALESCE(current_setting('stikk.incarnation', true), '');
BEGIN
  IF me IS NULL OR me = '' THEN
    RETURN NEW;
  END IF;
  -- clock_timestamp, not now(): a transaction begun before the heartbeat ran out must not pass.
  PERFORM 1 FROM cluster_processes
    WHERE id = me AND incarnation = mine AND expires_at >= clock_timestamp();
  IF NOT FOUND THEN
    RAISE EXCEPTION 'process % (incarnation %) is not live: its heartbeat ran out or a newer process took its id; it may not write to table %',
      me, mine, NEW.table_id USING ERRCODE = 'SK001';
  END IF;
  INSERT INTO table_leases (table_id, owner, incarnation, token)
    VALUES (NEW.table_id, me, mine, 1)
    ON CONFLICT (table_id) DO NOTHING;
  PERFORM 1 FROM table_leases WHERE table_id = NEW.table_id AND owner = me AND incarnation = mine FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'table % is owned by another process; % may not write to it', NEW.table_id, me
      USING ERRCODE = 'SK001';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
`;

/** A lease's owner is live: its process row names the lease's incarnation and has not run out (SQL on `l`). */
const OWNER_LIVE = `EXISTS (SELECT 1 FROM cluster_processes p
  WHERE p.id = l.owner AND p.incarnation = l.incarnation AND p.expires_at >= now())`;

/** The error code of a write refused because another process owns the table. */
export const FENCED_OUT = 'SK001';

export function isFencedOut(e: unknown): boolean {
  return (e as { code?: string } | null)?.code === FENCED_OUT;
}

const NAME = /^[A-Za-z0-9._:-]+$/;

/** The connection settings that make a pool's writes fenced by `processId`'s leases (this incarnation's). */
export function fencedConnectionOptions(processId: string, incarnation: string): string {
  if (!NAME.test(processId)) throw new Error(`process id "${processId}": letters, digits, . _ : - only`);
  if (!NAME.test(incarnation)) throw new Error(`incarnation "${incarnation}": letters, digits, . _ : - only`);
  return `-c stikk.process=${processId} -c stikk.incarnation=${incarnation}`;
}

export interface Lease {
  owner: string;
  token: number;
  /** The owner process is gone (its heartbeat ran out, or it restarted): any process may take the table over. */
  expired: boolean;
}

/**
 * One process's view of the table leases: take, give back, see which it holds and which are
 * dead. None of these renews anything: a lease lives while its owner's process row does
 * (./heartbeat.ts).
 */
export class Leases {
  constructor(
    private readonly db: Pick<pg.Pool, 'query'>,
    readonly processId: string,
    readonly incarnation: string,
    readonly leaseMs: number,
  ) {}

  /**
   * Takes the table if nobody holds it, its owner is gone, or this process holds it; returns the
   * new token (larger than any before), or undefined when a live owner holds it.
   */
  async acquire(tableId: string): Promise<number | undefined> {
    const r = await this.db.query<{ token: string }>(
      `INSERT INTO table_leases AS l (table_id, owner, incarnation, token) VALUES ($1, $2, $3, 1)
       ON CONFLICT (table_id) DO UPDATE
         SET owner = EXCLUDED.owner, incarnation = EXCLUDED.incarnation, token = l.token + 1
         WHERE (l.owner = EXCLUDED.owner AND l.incarnation = EXCLUDED.incarnation) OR NOT ${OWNER_LIVE}
       RETURNING token`,
      [tableId, this.processId, this.incarnation],
    );
    return r.rows[0] ? Number(r.rows[0].token) : undefined;
  }

  /** The leases this incarnation holds (table id → token): one read, no lock. */
  async mine(): Promise<Map<string, number>> {
    const r = await this.db.query<{ table_id: string; token: string }>(
      'SELECT table_id, token FROM table_leases WHERE owner = $1 AND incarnation = $2',
      [this.processId, this.incarnation],
    );
    return new Map(r.rows.map((row) => [row.table_id, Number(row.token)]));
  }

  /** The owners of those of `tableIds` whose owner is live, in one query. */
  async liveOwners(tableIds: string[]): Promise<Map<string, string>> {
    const r = await this.db.query<{ table_id: string; owner: string }>(
      `SELECT l.table_id, l.owner FROM table_leases l WHERE l.table_id = ANY($1::text[]) AND ${OWNER_LIVE}`,
      [tableIds],
    );
    return new Map(r.rows.map((row) => [row.table_id, row.owner]));
  }

  async lease(tableId: string): Promise<Lease | undefined> {
    const r = await this.db.query<{ owner: string; token: string; live: boolean }>(
      `SELECT l.owner, l.token, ${OWNER_LIVE} AS live FROM table_leases l WHERE l.table_id = $1`,
      [tableId],
    );
    const row = r.rows[0];
    return row && { owner: row.owner, token: Number(row.token), expired: !row.live };
  }

  /** Tables whose owner is gone (it died, hangs past its heartbeat, or restarted): candidates for a take-over. */
  async expired(limit = 500): Promise<Array<{ tableId: string; owner: string }>> {
    const r = await this.db.query<{ table_id: string; owner: string }>(
      `SELECT l.table_id, l.owner FROM table_leases l WHERE NOT ${OWNER_LIVE} LIMIT $1`,
      [limit],
    );
    return r.rows.map((row) => ({ tableId: row.table_id, owner: row.owner }));
  }

  /** Each live process with how many tables it holds (none too): what a fair share is counted from. */
  async loads(): Promise<Map<string, number>> {
    const r = await this.db.query<{ id: string; tables: number }>(
      `SELECT p.id, count(l.table_id)::int AS tables FROM cluster_processes p
         LEFT JOIN table_leases l ON l.owner = p.id AND l.incarnation = p.incarnation
        WHERE p.expires_at >= now() GROUP BY p.id`,
    );
    return new Map(r.rows.map((row) => [row.id, Number(row.tables)]));
  }

  /**
   * Hands a table this incarnation holds (at `token`) to the live process `to`, in one statement;
   * returns the new token, or undefined when the lease or the other process is not as expected.
   */
  async handOver(tableId: string, token: number, to: string): Promise<number | undefined> {
    const r = await this.db.query<{ token: string }>(
      `UPDATE table_leases l SET owner = p.id, incarnation = p.incarnation, token = l.token + 1
         FROM cluster_processes p
        WHERE l.table_id = $1 AND l.owner = $2 AND l.incarnation = $3 AND l.token = $4
          AND p.id = $5 AND p.expires_at >= now()
        RETURNING l.token`,
      [tableId, this.processId, this.incarnation, token, to],
    );
    return r.rows[0] ? Number(r.rows[0].token) : undefined;
  }

  /** Gives a table back (it left memory): the next process to need it takes it at once. */
  async release(tableId: string, token: number): Promise<void> {
    await this.db.query(
      'DELETE FROM table_leases WHERE table_id = $1 AND owner = $2 AND incarnation = $3 AND token = $4',
      [tableId, this.processId, this.incarnation, token],
    );
  }
}
