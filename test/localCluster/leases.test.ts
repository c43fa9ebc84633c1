import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startPostgres } from '../../src/localCluster/servers.js';
import {
  fencedConnectionOptions,
  isFencedOut,
  LEASE_MIGRATION,
  Leases,
} from '../../src/server/cluster/leases.js';

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

function processPool(id: string | null): pg.Pool {
  const p = new pg.Pool({
    connectionString: server.url,
    ...(id && { options: fencedConnectionOptions(id, LEASE_MS) }),
  });
  pools.push(p);
  return p;
}

const write = (p: pg.PoolClient | pg.Pool, table: string, seq: number) =>
  p.query('INSERT INTO events (table_id, seq, data) VALUES ($1, $2, $3)', [table, seq, `e${seq}`]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('leases with fencing tokens on real Postgres', () => {
  let a: pg.Pool;
  let b: pg.Pool;
  beforeAll(async () => {
    server = await startPostgres();
    const admin = processPool(null);
    await admin.query(MINIMAL_SCHEMA);
    await admin.query(LEASE_MIGRATION);
    // Idempotent: every process runs it at start.
    await admin.query(LEASE_MIGRATION);
    a = processPool('proc-a');
    b = processPool('proc-b');
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await server?.stop();
  });

  it('a first write claims the table; another process cannot write while the lease lives', async () => {
    await write(a, 't1', 1);
    const leasesB = new Leases(b, 'proc-b', LEASE_MS);
    expect(await leasesB.lease('t1')).toMatchObject({ owner: 'proc-a', token: 1, expired: false });
    expect(await leasesB.acquire('t1')).toBeUndefined();
    const refused = await write(b, 't1', 2).catch((e: unknown) => e);
    expect(isFencedOut(refused)).toBe(true);
    expect(String(refused)).toContain('owned by another process');
  });

  it('after the lease runs out another process takes over with a larger token; the old owner is fenced out', async () => {
    const leasesA = new Leases(a, 'proc-a', LEASE_MS);
    const leasesB = new Leases(b, 'proc-b', LEASE_MS);
    await write(a, 't2', 1);
    const before = await leasesA.lease('t2');
    await sleep(LEASE_MS + 100);
    expect((await leasesB.expired()).map((e) => e.tableId)).toContain('t2');
    const token = await leasesB.acquire('t2');
    expect(token).toBe((before?.token ?? 0) + 1);
    // proc-a was "paused": it wakes, still believes it owns t2, and tries to write.
    expect(isFencedOut(await write(a, 't2', 2).catch((e: unknown) => e))).toBe(true);
    expect(await leasesA.renew(new Map([['t2', before?.token ?? 0]]))).toEqual(['t2']);
    await write(b, 't2', 2);
    const rows = await b.query('SELECT seq, data FROM events WHERE table_id = $1 ORDER BY seq', ['t2']);
    expect(rows.rows).toEqual([
      { seq: 1, data: 'e1' },
      { seq: 2, data: 'e2' },
    ]);
  });

  it('renewal keeps a lease alive past its length', async () => {
    const leasesA = new Leases(a, 'proc-a', LEASE_MS);
    const token = await leasesA.acquire('t3');
    expect(token).toBe(1);
    for (let i = 0; i < 4; i++) {
      await sleep(LEASE_MS / 2);
      expect(await leasesA.renew(new Map([['t3', token ?? 0]]))).toEqual([]);
    }
    expect(await new Leases(b, 'proc-b', LEASE_MS).acquire('t3')).toBeUndefined();
  });

  it('a take-over waits for a write in flight and then sees it (the lock on the lease row)', async () => {
    await write(a, 't4', 1);
    await sleep(LEASE_MS + 100);
    const tx = await a.connect();
    try {
      await tx.query('BEGIN');
      await write(tx, 't4', 2);
      let tookOver = false;
      const takeover = new Leases(b, 'proc-b', LEASE_MS).acquire('t4').then((t) => {
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
    const rows = await b.query('SELECT count(*)::int AS n FROM events WHERE table_id = $1', ['t4']);
    expect(rows.rows[0].n).toBe(2);
  });

  it('a released table is taken at once; a connection without a process id is not fenced', async () => {
    const leasesA = new Leases(a, 'proc-a', LEASE_MS);
    const token = await leasesA.acquire('t5');
    await leasesA.release('t5', token ?? 0);
    expect(await new Leases(b, 'proc-b', LEASE_MS).acquire('t5')).toBe(1);
    await write(processPool(null), 't5', 1);
  });
});
