import type pg from 'pg';

/** The tables whose rows belong to one stikk table: writes to them are fenced. */
const FENCED = ['events', 'seats', 'matches', 'chat'] as const;

/**
 * Table ownership in Postgres (docs/server.md "Several processes"). A lease row per table says
 * which process owns it until when, with a fencing token that grows at every take-over.
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

/** The error code of a write refused because another process owns the table. */
export const FENCED_OUT = 'SK001';

export function isFencedOut(e: unknown): boolean {
  return (e as { code?: string } | null)?.code === FENCED_OUT;
}

/** The connection settings that make a pool's writes fenced by `processId`'s leases. */
export function fencedConnectionOptions(processId: string, leaseMs: number): string {
  if (!/^[A-Za-z0-9._:-]+$/.test(processId))
    throw new Error(`process id "${processId}": letters, digits, . _ : - only`);
  return `-c stikk.process=${processId} -c stikk.lease_ms=${Math.round(leaseMs)}`;
}

export interface Lease {
  owner: string;
  token: number;
  /** The lease ran out: any process may take the table over. */
  expired: boolean;
}

/** One process's view of the leases: take, renew, give back, find the ones whose owner died. */
export class Leases {
  constructor(
    private readonly db: pg.Pool,
    readonly processId: string,
    readonly leaseMs: number,
  ) {}

  /**
   * Takes the table if nobody holds it, its lease ran out, or this process holds it; returns the
   * new token (larger than any before), or undefined when a live owner holds it.
   */
  async acquire(tableId: string): Promise<number | undefined> {
    const r = await this.db.query<{ token: string }>(
      `INSERT INTO table_leases (table_id, owner, token, expires_at)
         VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')
       ON CONFLICT (table_id) DO UPDATE
         SET owner = EXCLUDED.owner, token = table_leases.token + 1, expires_at = EXCLUDED.expires_at
         WHERE table_leases.expires_at < now() OR table_leases.owner = EXCLUDED.owner
       RETURNING token`,
      [tableId, this.processId, this.leaseMs],
    );
    return r.rows[0] ? Number(r.rows[0].token) : undefined;
  }

  /**
   * Extends the leases this process holds (table id → token); returns the tables it no longer
   * holds (another process took them over while this one was away).
   */
  async renew(held: ReadonlyMap<string, number>): Promise<string[]> {
    if (!held.size) return [];
    const ids = [...held.keys()];
    const r = await this.db.query<{ table_id: string; token: string }>(
      `UPDATE table_leases SET expires_at = now() + $3 * interval '1 millisecond'
        WHERE owner = $1 AND table_id = ANY($2::text[])
        RETURNING table_id, token`,
      [this.processId, ids, this.leaseMs],
    );
    const kept = new Map(r.rows.map((row) => [row.table_id, Number(row.token)]));
    return ids.filter((id) => kept.get(id) !== held.get(id));
  }

  /** Extends every lease this process holds; returns them (table id → token). */
  async renewAll(): Promise<Map<string, number>> {
    const r = await this.db.query<{ table_id: string; token: string }>(
      `UPDATE table_leases SET expires_at = now() + $2 * interval '1 millisecond'
        WHERE owner = $1 RETURNING table_id, token`,
      [this.processId, this.leaseMs],
    );
    return new Map(r.rows.map((row) => [row.table_id, Number(row.token)]));
  }

  /** The owners of those of `tableIds` whose lease is live, in one query. */
  async liveOwners(tableIds: string[]): Promise<Map<string, string>> {
    const r = await this.db.query<{ table_id: string; owner: string }>(
      'SELECT table_id, owner FROM table_leases WHERE table_id = ANY($1::text[]) AND expires_at >= now()',
      [tableIds],
    );
    return new Map(r.rows.map((row) => [row.table_id, row.owner]));
  }

  async lease(tableId: string): Promise<Lease | undefined> {
    const r = await this.db.query<{ owner: string; token: string; expired: boolean }>(
      'SELECT owner, token, expires_at < now() AS expired FROM table_leases WHERE table_id = $1',
      [tableId],
    );
    const row = r.rows[0];
    return row && { owner: row.owner, token: Number(row.token), expired: row.expired };
  }

  /**
   * Tables whose owner stopped renewing (it died or hangs), with the process each lease still
   * names: candidates for a take-over.
   */
  async expired(limit = 500): Promise<Array<{ tableId: string; owner: string }>> {
    const r = await this.db.query<{ table_id: string; owner: string }>(
      'SELECT table_id, owner FROM table_leases WHERE expires_at < now() ORDER BY expires_at LIMIT $1',
      [limit],
    );
    return r.rows.map((row) => ({ tableId: row.table_id, owner: row.owner }));
  }

  /** Gives a table back (it left memory, or the process stops): the next process to need it takes it at once. */
  async release(tableId: string, token: number): Promise<void> {
    await this.db.query('DELETE FROM table_leases WHERE table_id = $1 AND owner = $2 AND token = $3', [
      tableId,
      this.processId,
      token,
    ]);
  }

  /**
   * At a graceful stop: every lease of this process ends now, so the others take the tables over
   * at their next look (the rows stay: a table nobody else holds is found and restored).
   */
  async releaseAll(): Promise<void> {
    await this.db.query("UPDATE table_leases SET expires_at = now() - interval '1 second' WHERE owner = $1", [
      this.processId,
    ]);
  }
}
