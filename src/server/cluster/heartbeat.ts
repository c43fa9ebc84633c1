import type pg from 'pg';
import { StartupError } from '../startup.js';

/** What the heartbeat found at its last beat. */
export type BeatResult =
  /** The process row was renewed: this incarnation's leases live another lease. */
  | 'alive'
  /** The store did not answer (down, unreachable, too slow): nothing is known. */
  | 'unreachable'
  /** Another incarnation holds this process id now: this one must stop (it may not write anyway). */
  | 'superseded';

export interface HeartbeatOptions {
  /** Connects a client of its own (not one of the write pool's: a renewal must not queue behind writes). */
  connect: () => pg.Client;
  processId: string;
  incarnation: string;
  leaseMs: number;
}

/**
 * A process's row in `cluster_processes` (./leases.ts `PROCESS_MIGRATION`): registered once at
 * start, renewed by one UPDATE per third of a lease on a connection of its own, deleted at a
 * graceful stop (its tables are then taken over at once). Every lease of this incarnation lives
 * while this row does, so a renewal costs one statement however many tables the process owns.
 */
export class Heartbeat {
  private client?: pg.Client;
  private connecting?: Promise<pg.Client>;

  constructor(private readonly o: HeartbeatOptions) {}

  /**
   * Claims the process id, before the process restores a table or listens. Refused (a
   * StartupError) while another incarnation's row with this id is live: two processes with one
   * id would take each other's tables. A row that ran out (kill -9, a crash) is taken over.
   */
  async register(): Promise<void> {
    // A supervisor restarts a crashed process at once, before its old row ran out: the row is
    // waited for until it runs out, at most a lease and a half (a live process renews it, so a
    // taken id is still refused, only later).
    const deadline = Date.now() + Math.round(this.o.leaseMs * 1.5);
    while (!(await this.claim())) {
      if (Date.now() >= deadline) await this.refuse();
      await new Promise((r) => setTimeout(r, Math.min(250, this.o.leaseMs / 4)));
    }
  }

  /** One try at the id: true when this incarnation holds it now. */
  private async claim(): Promise<boolean> {
    const c = await this.connection();
    const r = await c.query<{ incarnation: string }>(
      `INSERT INTO cluster_processes AS p (id, incarnation, expires_at)
         VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (id) DO UPDATE
         SET incarnation = EXCLUDED.incarnation, started_at = now(), expires_at = EXCLUDED.expires_at
         WHERE p.expires_at < now() OR p.incarnation = EXCLUDED.incarnation
       RETURNING incarnation`,
      [this.o.processId, this.o.incarnation, this.o.leaseMs],
    );
    return r.rows.length > 0;
  }

  private async refuse(): Promise<never> {
    const c = await this.connection();
    const live = await c.query<{ started: string; left_ms: number }>(
      `SELECT started_at::text AS started, GREATEST(0, EXTRACT(EPOCH FROM expires_at - now()) * 1000)::int AS left_ms
         FROM cluster_processes WHERE id = $1`,
      [this.o.processId],
    );
    const row = live.rows[0];
    throw new StartupError(
      `--process-id ${this.o.processId} is taken by a live process (started ${row?.started ?? '?'}, ` +
        `its heartbeat runs another ${row?.left_ms ?? '?'} ms): give this process another id, or stop that one first`,
    );
  }

  /** Renews this incarnation's row, one statement; says what it found. */
  async beat(): Promise<BeatResult> {
    let c: pg.Client;
    try {
      c = await this.connection();
      const r = await c.query(
        `UPDATE cluster_processes SET expires_at = now() + $3 * interval '1 millisecond'
          WHERE id = $1 AND incarnation = $2`,
        [this.o.processId, this.o.incarnation, this.o.leaseMs],
      );
      // Renewed even after it ran out (a store outage ran every row out): the tables nobody took
      // in between stay this process's. Gone only when another incarnation took the id.
      return r.rowCount ? 'alive' : 'superseded';
    } catch {
      this.reset();
      return 'unreachable';
    }
  }

  /** At a graceful stop: this incarnation's row goes, so its tables are taken over at the others' next look. */
  async end(): Promise<void> {
    try {
      const c = await this.connection();
      await c.query('DELETE FROM cluster_processes WHERE id = $1 AND incarnation = $2', [
        this.o.processId,
        this.o.incarnation,
      ]);
    } catch {
      // The store is away: the row runs out by itself within a lease.
    }
    this.reset();
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const c = this.o.connect();
      // A broken connection is noticed at the next beat (its query fails); this only keeps the
      // process from dying of the error event.
      c.on('error', () => undefined);
      try {
        await c.connect();
      } catch (e) {
        await c.end().catch(() => undefined);
        throw e;
      } finally {
        this.connecting = undefined;
      }
      this.client = c;
      return c;
    })();
    return this.connecting;
  }

  private reset(): void {
    const c = this.client;
    this.client = undefined;
    c?.end().catch(() => undefined);
  }
}
