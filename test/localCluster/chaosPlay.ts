import type pg from 'pg';
import { Rng } from '../../src/cards/rng.js';
import { createTable, type Msg, TestClient } from '../server/helpers.js';

/**
 * Play on many tables of a running cluster while something breaks (the chaos tests): at each
 * table three bots and one person, the person connected to another process than the one that
 * owns the table, acting as soon as it is their turn. A person whose connection closes comes
 * back (to the same process, or the next one while that is down) and says hello with their
 * token, as the web client does. Every acknowledged action is kept, to be found in the store.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Ack {
  tableId: string;
  version: number;
  action: string;
}

/** One person at one table. */
class Person {
  client?: TestClient;
  /** The newest version this person has seen a state of. */
  seen = 0;
  reconnects = 0;
  constructor(
    readonly tableId: string,
    readonly token: string,
    /** The processes' addresses, this person's first. */
    private readonly bases: string[],
  ) {}

  /** Connected and said hello (again after a close), or false when no process answered this time. */
  async connect(): Promise<boolean> {
    if (this.client && !this.client.closed) return true;
    for (const base of this.bases) {
      try {
        const c = await TestClient.connect(base);
        const w = await c.request({ type: 'hello', tokens: [this.token] }, 5_000);
        if (w.type !== 'welcome' || w.seats.length !== 1) {
          await c.close();
          continue;
        }
        if (this.client) this.reconnects++;
        this.client = c;
        return true;
      } catch {
        // That process is down or paused: the next one.
      }
    }
    return false;
  }

  latest(): Msg | undefined {
    const s = this.client?.latest(this.tableId, 0);
    if (s && s.version > this.seen) this.seen = s.version;
    return s;
  }
}

export class ChaosPlay {
  readonly acks: Ack[] = [];
  /** Error replies by code. */
  readonly errors = new Map<string, number>();
  readonly people: Person[] = [];
  private stopped = false;
  private loops: Array<Promise<void>> = [];

  private constructor(private readonly rng: Rng) {}

  /**
   * `tables` tables, table i created on process i mod n (its owner), its person seated
   * through process i+1 mod n.
   */
  static async start(bases: string[], tables: number, seed = 'chaos'): Promise<ChaosPlay> {
    const play = new ChaosPlay(new Rng(seed));
    const n = bases.length;
    for (let i = 0; i < tables; i++) {
      const owner = i % n;
      const table = await createTable(bases[owner], {
        game: 'bondebridge',
        bots: [null, 'random', 'random', 'random'],
        settings: { visibility: 'private' },
      });
      const order = [1, 2, 0].map((k) => bases[(owner + k) % n]);
      const client = await TestClient.connect(order[0]);
      const r = await client.request({ type: 'join', tableId: table.id, name: `p${i}`, seat: 0 });
      if (r.type !== 'joined') throw new Error(`join failed: ${JSON.stringify(r)}`);
      const person = new Person(table.id, r.token, order);
      person.client = client;
      play.people.push(person);
    }
    play.loops = play.people.map((p) => play.run(p));
    return play;
  }

  /** The first few messages of each refusal's code, for a failure's message. */
  readonly samples = new Map<string, string[]>();

  private count(code: string, message: string): void {
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
    const seen = this.samples.get(code) ?? [];
    if (seen.length < 5) seen.push(message);
    this.samples.set(code, seen);
  }

  /** One person: act when it is their turn, a rematch when the match is over, come back after a close. */
  private async run(p: Person): Promise<void> {
    while (!this.stopped) {
      if (!(await p.connect())) {
        await sleep(300);
        continue;
      }
      const c = p.client as TestClient;
      const s = p.latest();
      try {
        if (!s || (s.table.status !== 'over' && !s.legal.length)) {
          await c.nextMessage(1_000);
          continue;
        }
        // A person thinks a moment: thirty tables at full speed would only measure the machine.
        await sleep(150 + this.rng.int(150));
        if (this.stopped) break;
        if (s.table.status === 'over') {
          await c.request({ type: 'rematch', tableId: p.tableId, token: p.token }, 5_000);
          continue;
        }
        const legal = s.legal[0];
        const action = this.rng.pick(legal.actions as string[]);
        const r = await c.request(
          { type: 'act', tableId: p.tableId, token: p.token, version: s.version, action, seat: legal.seat },
          5_000,
        );
        if (r.type === 'error') {
          this.count(r.code, String(r.message));
          if (r.code !== 'stale-version') await sleep(300);
          continue;
        }
        this.acks.push({ tableId: p.tableId, version: r.version, action });
        await c
          .waitFor(() => (c.latest(p.tableId, 0)?.version ?? 0) >= r.version, 5_000)
          .catch(() => undefined);
      } catch {
        // No reply in time, or the connection closed: look again (and reconnect).
        await sleep(100);
      }
    }
  }

  /** Each table's newest version as its person saw it. */
  seenVersions(): Map<string, number> {
    for (const p of this.people) p.latest();
    return new Map(this.people.map((p) => [p.tableId, p.seen]));
  }

  reconnects(): number {
    return this.people.reduce((n, p) => n + p.reconnects, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
    await Promise.all(this.people.map((p) => p.client?.close()));
  }
}

/** Each table's last log position in the store. */
export async function storedVersions(db: pg.Pool, tableIds: string[]): Promise<Map<string, number>> {
  const r = await db.query<{ table_id: string; n: number }>(
    'SELECT table_id, max(seq)::int AS n FROM events WHERE table_id = ANY($1::text[]) GROUP BY table_id',
    [tableIds],
  );
  return new Map(r.rows.map((row) => [row.table_id, row.n]));
}

/**
 * Waits until every table has moved past `from` both in the store and in what its person saw;
 * returns the tables that had not within `withinMs`, each with what it showed.
 */
export async function stalledAfter(
  db: pg.Pool,
  play: ChaosPlay,
  from: Map<string, number>,
  withinMs: number,
): Promise<string[]> {
  const ids = play.people.map((p) => p.tableId);
  const deadline = Date.now() + withinMs;
  let stalled: string[] = ids;
  while (Date.now() < deadline) {
    const stored = await storedVersions(db, ids).catch(() => new Map<string, number>());
    const seen = play.seenVersions();
    stalled = ids.filter(
      (id) => !((stored.get(id) ?? 0) > (from.get(id) ?? 0) && (seen.get(id) ?? 0) > (from.get(id) ?? 0)),
    );
    if (!stalled.length) return [];
    await sleep(250);
  }
  const stored = await storedVersions(db, ids).catch(() => new Map<string, number>());
  return stalled.map(
    (id) => `${id}: from ${from.get(id)}, stored ${stored.get(id)}, seen ${play.seenVersions().get(id)}`,
  );
}

/**
 * The acknowledged actions missing from the store: each must be logged after the previous
 * acknowledged version of its table and at or before its own.
 */
export async function missingAcks(db: pg.Pool, all: Ack[]): Promise<string[]> {
  // Those acknowledged before the store is read: play goes on, and a later one is not in this read.
  const acks = [...all];
  const ids = [...new Set(acks.map((a) => a.tableId))];
  const r = await db.query<{ table_id: string; seq: number; data: string }>(
    "SELECT table_id, seq, data FROM events WHERE table_id = ANY($1::text[]) AND kind = 'action'",
    [ids],
  );
  const logged = new Map<string, Map<number, string>>();
  for (const row of r.rows) {
    const m = logged.get(row.table_id) ?? new Map<number, string>();
    m.set(row.seq, row.data);
    logged.set(row.table_id, m);
  }
  const missing: string[] = [];
  for (const id of ids) {
    let previous = 0;
    const mine = acks.filter((a) => a.tableId === id).sort((a, b) => a.version - b.version);
    for (const a of mine) {
      const found = [...(logged.get(id) ?? [])].some(
        ([seq, data]) => seq > previous && seq <= a.version && data === a.action,
      );
      if (!found) missing.push(`${id}: ${a.action} acknowledged at version ${a.version}`);
      previous = a.version;
    }
  }
  return missing;
}
