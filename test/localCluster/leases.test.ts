import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startPostgres } from '../../src/localCluster/servers.js';
import { Heartbeat } from '../../src/server/cluster/heartbeat.js';
import {
  fencedConnectionOptions,
  isFencedOut,
  LEASE_MIGRATION,
  Leases,
  PROCESS_MIGRATION,
} from '../../src/server/cluster/leases.js';
import { StartupError } from '../../src/server/startup.js';

// The rows the fence guards, reduced to what the trigger reads (the store's migrations make the real ones).
const MINIMAL_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (table_id TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (table_id, seq));
CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL, seat INTEGER NOT NULL, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS matches (table_id TEXT NOT NULL, match INTEGER NOT NULL, PRIMARY KEY (table_id, match));
CREATE TABLE IF NOT EXISTS chat (table_id TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (table_id, n));
`;

const LEASE_MS = 400;
let server: LocalServer;
const pools: pg.Pool[] = [];
const beats: Heartbeat[] = [];

/** One incarnation of a process: its write pool (fenced), its leases and its heartbeat. */
interface Proc {
  pool: pg.Pool;
  leases: Leases;
  heartbeat: Heartbeat;
}

function start(id: string, incarnation: string): Proc {
  const pool = new pg.Pool({
    connectionString: server.url,
    options: fencedConnectionOptions(id, incarnation),
  });
  pools.push(pool);
  const heartbeat = new Heartbeat({
    connect: () => new pg.Client({ connectionString: server.url }),
    processId: id,
    incarnation,
    leaseMs: LEASE_MS,
  });
  beats.push(heartbeat);
  return { pool, leases: new Leases(pool, id, incarnation, LEASE_MS), heartbeat };
}

const write = (p: pg.PoolClient | pg.Pool, table: string, seq: number) =>
  p.query('INSERT INTO events (table_id, seq, data) VALUES ($1, $2, $3)', [table, seq, `e${seq}`]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps a process's row alive (as its timer does) until the returned function is called. */
function keepBeating(p: Proc): () => void {
  const t = setInterval(() => void p.heartbeat.beat(), LEASE_MS / 4);
  return () => clearInterval(t);
}

describe('leases that live with their process row, on real Postgres', () => {
  let admin: pg.Pool;
  let a: Proc;
  let b: Proc;
  let stopA: () => void;
  let stopB: () => void;
  beforeAll(async () => {
    server = await startPostgres();
    admin = new pg.Pool({ connectionString: server.url });
    pools.push(admin);
    await admin.query(MINIMAL_SCHEMA);
    // Steps 2 and 8 of the store's migrations, each run twice (harmless again).
    for (const step of [LEASE_MIGRATION, LEASE_MIGRATION, PROCESS_MIGRATION, PROCESS_MIGRATION])
      await admin.query(step);
    a = start('proc-a', 'a1');
    b = start('proc-b', 'b1');
    await a.heartbeat.register();
    await b.heartbeat.register();
    stopA = keepBeating(a);
    stopB = keepBeating(b);
  });
  afterAll(async () => {
    stopA?.();
    stopB?.();
    await Promise.all(beats.map((h) => h.end()));
    await Promise.all(pools.map((p) => p.end()));
    await server?.stop();
  });

  it('a first write claims the table; another process cannot take it or write while the owner beats', async () => {
    await write(a.pool, 't1', 1);
    expect(await b.leases.lease('t1')).toMatchObject({ owner: 'proc-a', token: 1, expired: false });
    await sleep(LEASE_MS * 2);
    expect(await b.leases.acquire('t1')).toBeUndefined();
    const refused = await write(b.pool, 't1', 2).catch((e: unknown) => e);
    expect(isFencedOut(refused)).toBe(true);
    expect(String(refused)).toContain('owned by another process');
    expect(await a.leases.mine()).toEqual(new Map([['t1', 1]]));
  });

  it('one statement renews every lease of a process: 500 tables and no row of table_leases changes', async () => {
    for (let i = 0; i < 500; i++) await a.leases.acquire(`many-${i}`);
    const before = await admin.query("SELECT xmin::text AS x FROM table_leases WHERE table_id LIKE 'many-%'");
    await sleep(LEASE_MS * 2);
    const after = await admin.query("SELECT xmin::text AS x FROM table_leases WHERE table_id LIKE 'many-%'");
    // No renewal wrote a lease row (a row written again gets a new xmin), yet all are live.
    expect(after.rows).toEqual(before.rows);
    const live = await admin.query(
      "SELECT count(*)::int AS n FROM table_owners WHERE table_id LIKE 'many-%' AND live AND owner = 'proc-a'",
    );
    expect(live.rows[0].n).toBe(500);
    expect((await b.leases.expired()).filter((e) => e.tableId.startsWith('many-'))).toEqual([]);
  });

  it('a second process with a live id is refused at registration; after its row ran out it may take the id', async () => {
    const p = start('proc-c', 'c1');
    await p.heartbeat.register();
    const stopP = keepBeating(p);
    await write(p.pool, 'tc', 1);
    const twin = start('proc-c', 'c2');
    // Refused after waiting a lease and a half for the row to run out: c1 kept renewing it.
    const t0 = Date.now();
    const err = await twin.heartbeat.register().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect(String(err)).toMatch(/--process-id proc-c is taken by a live process/);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(LEASE_MS * 1.5);
    // c1 is killed (stops beating) and c2 started at once: it waits for the row to run out, then takes the id.
    stopP();
    await twin.heartbeat.register();
    // c1 wakes: its heartbeat finds another incarnation, and it writes nothing.
    expect(await p.heartbeat.beat()).toBe('superseded');
    expect(isFencedOut(await write(p.pool, 'tc', 2).catch((e: unknown) => e))).toBe(true);
    // The lease of c1's table names the dead incarnation: c2 takes it over with a larger token.
    expect(await twin.leases.acquire('tc')).toBe(2);
    await write(twin.pool, 'tc', 2);
    const rows = await admin.query('SELECT seq FROM events WHERE table_id = $1 ORDER BY seq', ['tc']);
    expect(rows.rows).toEqual([{ seq: 1 }, { seq: 2 }]);
  });

  it('a paused owner whose row ran out writes nothing, even before anyone took its table over', async () => {
    const p = start('proc-d', 'd1');
    await p.heartbeat.register();
    await write(p.pool, 't2', 1);
    await sleep(LEASE_MS + 100);
    // Nobody took t2 yet, and still the write is refused: the process's row ran out.
    const refused = await write(p.pool, 't2', 2).catch((e: unknown) => e);
    expect(isFencedOut(refused)).toBe(true);
    expect(String(refused)).toContain('is not live');
    expect((await b.leases.expired()).map((e) => e.tableId)).toContain('t2');
    expect(await b.leases.acquire('t2')).toBe(2);
    // Its next beat renews its row (the same incarnation), yet the table is b's now.
    expect(await p.heartbeat.beat()).toBe('alive');
    expect(isFencedOut(await write(p.pool, 't2', 2).catch((e: unknown) => e))).toBe(true);
    expect(await p.leases.mine()).toEqual(new Map());
    await write(b.pool, 't2', 2);
  });

  it('a take-over waits for a write in flight and then sees it (the lock on the lease row)', async () => {
    const p = start('proc-e', 'e1');
    await p.heartbeat.register();
    await write(p.pool, 't4', 1);
    const tx = await p.pool.connect();
    try {
      await tx.query('BEGIN');
      await write(tx, 't4', 2);
      // The process dies with its write in flight: its row runs out.
      await sleep(LEASE_MS + 100);
      let tookOver = false;
      const takeover = b.leases.acquire('t4').then((t) => {
        tookOver = true;
        return t;
      });
      await sleep(200);
      expect(tookOver).toBe(false);
      await tx.query('COMMIT');
      expect(await takeover).toBe(2);
    } finally {
      tx.release();
    }
    const rows = await b.pool.query('SELECT count(*)::int AS n FROM events WHERE table_id = $1', ['t4']);
    expect(rows.rows[0].n).toBe(2);
  });

  it('a hand-over moves the lease to a live process in one statement: the new owner writes, the old one is fenced', async () => {
    await write(a.pool, 'th', 1);
    const token = (await a.leases.mine()).get('th') as number;
    // Not to a process that is not live, nor with a token that is not the lease's now.
    expect(await a.leases.handOver('th', token, 'proc-nobody')).toBeUndefined();
    expect(await a.leases.handOver('th', token + 7, 'proc-b')).toBeUndefined();
    const next = await a.leases.handOver('th', token, 'proc-b');
    expect(next).toBe(token + 1);
    expect(await b.leases.lease('th')).toMatchObject({ owner: 'proc-b', token: next, expired: false });
    expect(isFencedOut(await write(a.pool, 'th', 2).catch((e: unknown) => e))).toBe(true);
    await write(b.pool, 'th', 2);
    // Loads count every live process's tables: b has 'th', a still its own.
    const loads = await a.leases.loads();
    expect(loads.get('proc-b')).toBeGreaterThanOrEqual(1);
    expect(loads.get('proc-a')).toBe((await a.leases.mine()).size);
  });

  it('a graceful end frees every lease at once; a released table is taken at once; no process id: not fenced', async () => {
    const p = start('proc-f', 'f1');
    await p.heartbeat.register();
    await p.leases.acquire('t6');
    await p.leases.acquire('t7');
    await p.heartbeat.end();
    expect(await b.leases.acquire('t6')).toBe(2);
    expect(await b.leases.acquire('t7')).toBe(2);
    const token = await a.leases.acquire('t5');
    await a.leases.release('t5', token ?? 0);
    expect(await b.leases.acquire('t5')).toBe(1);
    await write(admin, 't5', 1);
  });
});
