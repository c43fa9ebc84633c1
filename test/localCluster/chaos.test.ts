import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LocalCluster, startLocalCluster } from '../../src/localCluster/local.js';
import { freePort } from '../../src/localCluster/servers.js';
import { api } from '../server/helpers.js';
import { ChaosPlay, missingAcks, stalledAfter, storedVersions } from './chaosPlay.js';

/**
 * What a deployment meets (issue 36), each during play on 30 tables whose people sit on other
 * processes than the tables' owners: Redis stopped 10 s, Postgres stopped 10 s, a process paused
 * (SIGSTOP) 10 s, a process killed (kill -9), a second process started with a live process's
 * id. After each, every table moves on within 10 s — in the store and on its person's screen —
 * and every acknowledged action is in the store.
 */
const LEASE_MS = 1_500;
const TABLES = 30;
const OUTAGE_MS = 10_000;
const RECOVERY_MS = 10_000;
const PREFIX = 'chaos';
const CLI = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

let cluster: LocalCluster;
let db: pg.Pool;
let play: ChaosPlay;
const direct = (i: number) => `http://127.0.0.1:${cluster.processes[i].port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Each table's version now, the later of the store's and its person's. */
async function versionsNow(): Promise<Map<string, number>> {
  const stored = await storedVersions(
    db,
    play.people.map((p) => p.tableId),
  );
  const seen = play.seenVersions();
  return new Map(
    play.people.map((p) => [p.tableId, Math.max(stored.get(p.tableId) ?? 0, seen.get(p.tableId) ?? 0)]),
  );
}

/** Every table moved on within RECOVERY_MS, and no acknowledged action is missing from the store. */
async function expectRecovered(what: string, from: Map<string, number>): Promise<void> {
  const t0 = Date.now();
  const stalled = await stalledAfter(db, play, from, RECOVERY_MS);
  const tookMs = Date.now() - t0;
  const missing = await missingAcks(db, play.acks);
  console.log(
    `${what}: every table moved again within ${tookMs} ms (${stalled.length} stalled); ` +
      `${play.acks.length} actions acknowledged so far, ${missing.length} missing; ` +
      `replies refused: ${JSON.stringify(Object.fromEntries(play.errors))}; reconnects ${play.reconnects()}`,
  );
  expect(
    stalled,
    `${what}: tables that did not move within ${RECOVERY_MS} ms: ${await whyStalled(stalled)}`,
  ).toEqual([]);
  expect(missing, `${what}: acknowledged actions not in the store`).toEqual([]);
}

/** Waits until every table has moved since `from` (play is under way before a fault). */
async function warmUp(): Promise<void> {
  const from = await versionsNow();
  const stalled = await stalledAfter(db, play, from, 20_000);
  expect(stalled, `tables that did not move before the fault: ${await whyStalled(stalled)}`).toEqual([]);
}

/** The stalled tables with their owners now, for a failure's message. */
async function whyStalled(stalled: string[]): Promise<string> {
  if (!stalled.length) return '';
  const ids = stalled.map((line) => line.split(':')[0]);
  const owners = await db
    .query('SELECT table_id, owner, token, live FROM table_owners WHERE table_id = ANY($1::text[])', [ids])
    .catch(() => ({ rows: [] }));
  return JSON.stringify({ stalled, owners: owners.rows });
}

async function health(i: number) {
  return api(direct(i), '/health');
}

describe('chaos: outages and faults during play on 30 tables', () => {
  beforeAll(async () => {
    cluster = await startLocalCluster({
      processes: 3,
      processIdPrefix: PREFIX,
      echo: !!process.env.STIKK_CHAOS_ECHO,
      serveArgs: [
        '--bot-delay',
        '50',
        '--lease-ms',
        String(LEASE_MS),
        '--connections-per-address',
        '0',
        '--tables-per-address',
        '0',
      ],
    });
    db = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
    db.on('error', () => undefined);
    // Everyone hears everyone before the tables are spread.
    for (let i = 0; i < 3; i++) {
      for (let tries = 0; (await health(i)).json.peers !== 2; tries++) {
        expect(tries, `process ${i} hears the other two`).toBeLessThan(100);
        await sleep(100);
      }
    }
    play = await ChaosPlay.start([0, 1, 2].map(direct), TABLES);
  });
  afterAll(async () => {
    await play?.stop();
    await db?.end();
    await cluster?.stop();
  });
  // A failed test may leave a server stopped or a process paused or killed: the next starts whole.
  afterEach(async () => {
    await cluster.redis.resume().catch(() => undefined);
    await cluster.postgres.resume().catch(() => undefined);
    for (let i = 0; i < cluster.processes.length; i++) {
      const { child } = cluster.processes[i];
      if (child.exitCode !== null || child.signalCode !== null) await cluster.restart(i);
      else child.kill('SIGCONT');
    }
  });

  it('Redis stopped for 10 s: refused with a retryable reply meanwhile, /health and the lobby agree; all tables move after', async () => {
    await warmUp();
    await cluster.redis.halt();
    try {
      await sleep(2 * LEASE_MS);
      for (let i = 0; i < 3; i++) {
        const h = await health(i);
        expect(h.status, `process ${i} /health`).toBe(503);
        expect(h.json.unavailable).toMatch(/bus \(Redis\)/);
        const lobby = await api(direct(i), '/api/tables');
        expect(lobby.status, `process ${i} lobby`).toBe(503);
        expect(lobby.json.error.code).toBe('unavailable');
      }
      const created = await api(direct(0), '/api/tables', { game: 'bondebridge' });
      expect(created.status).toBe(503);
      expect(created.json.error).toMatchObject({
        code: 'unavailable',
        message: expect.stringMatching(/Redis/),
      });
      await sleep(OUTAGE_MS - 2 * LEASE_MS);
    } finally {
      await cluster.redis.resume();
    }
    const from = await versionsNow();
    await expectRecovered('Redis stopped 10 s', from);
    expect(play.errors.get('unavailable') ?? 0).toBeGreaterThan(0);
    // A call the bus could not carry is `unavailable` too, never `server-error`.
    expect(play.errors.get('server-error') ?? 0, JSON.stringify(play.samples.get('server-error'))).toBe(0);
    expect((await health(0)).status).toBe(200);
  });

  it('Postgres stopped for 10 s: refused with a retryable reply meanwhile, no server-error; all tables move after', async () => {
    await warmUp();
    const serverErrors = play.errors.get('server-error') ?? 0;
    const unavailable = play.errors.get('unavailable') ?? 0;
    await cluster.postgres.halt();
    try {
      await sleep(2 * LEASE_MS);
      for (let i = 0; i < 3; i++) {
        const h = await health(i);
        expect(h.status, `process ${i} /health`).toBe(503);
        expect(h.json.unavailable).toMatch(/store \(Postgres\)/);
        expect((await api(direct(i), '/api/tables')).status, `process ${i} lobby`).toBe(503);
      }
      const created = await api(direct(1), '/api/tables', { game: 'bondebridge' });
      expect(created.status).toBe(503);
      expect(created.json.error.code).toBe('unavailable');
      await sleep(OUTAGE_MS - 2 * LEASE_MS);
    } finally {
      await cluster.postgres.resume();
    }
    // The store's versions are read once it is back: what the people saw is as far as it got.
    const from = await versionsNow();
    await expectRecovered('Postgres stopped 10 s', from);
    expect(play.errors.get('unavailable') ?? 0).toBeGreaterThan(unavailable);
    expect(play.errors.get('server-error') ?? 0, JSON.stringify(play.samples.get('server-error'))).toBe(
      serverErrors,
    );
  });

  it('a process paused (SIGSTOP) for 10 s: its tables move, and after SIGCONT every table moves', async () => {
    await warmUp();
    const paused = cluster.processes[1];
    paused.child.kill('SIGSTOP');
    try {
      await sleep(OUTAGE_MS);
    } finally {
      paused.child.kill('SIGCONT');
    }
    const owners = await db.query(
      `SELECT count(*)::int AS n FROM table_owners WHERE owner = '${PREFIX}-1' AND live`,
    );
    const from = await versionsNow();
    await expectRecovered('a process paused 10 s', from);
    // Its tables were taken over while it slept (its row ran out); it takes part again (/health).
    expect(owners.rows[0].n).toBe(0);
    expect((await health(1)).status).toBe(200);
  });

  it('kill -9 of a process: its tables move within seconds; restarted with the same id it takes part again', async () => {
    await warmUp();
    const killed = cluster.processes[2];
    killed.child.kill('SIGKILL');
    await new Promise((r) => killed.child.once('exit', r));
    const from = await versionsNow();
    await expectRecovered('kill -9 of a process', from);
    await cluster.restart(2);
    const h = await health(2);
    expect(h.status).toBe(200);
    expect(h.json.process).toBe(`${PREFIX}-2`);
    // A table made there is its own: it is one of the cluster again.
    const made = await api(direct(2), '/api/tables', {
      game: 'bondebridge',
      bots: [null, 'basic', 'basic', 'basic'],
    });
    expect(made.status).toBe(201);
    const owner = await db.query('SELECT owner FROM table_owners WHERE table_id = $1 AND live', [
      made.json.table.id,
    ]);
    expect(owner.rows[0]?.owner).toBe(`${PREFIX}-2`);
    // Back with one table of 31, it is given a fair share at deal boundaries, and the people at
    // the tables handed over play on without a reconnect.
    const reconnects = play.reconnects();
    const restartedAt = Date.now();
    const share = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM table_owners WHERE owner = '${PREFIX}-2' AND live`))
        .rows[0].n as number;
    for (let tries = 0; (await share()) < 9; tries++) {
      expect(tries, `process 2's tables after ${tries / 4} s`).toBeLessThan(4 * 30);
      await sleep(250);
    }
    console.log(
      `rebalancing: process 2 holds ${await share()} tables ${Date.now() - restartedAt} ms after its restart`,
    );
    await expectRecovered('rebalancing after a restart', await versionsNow());
    expect(play.reconnects(), 'reconnects while tables were handed over').toBe(reconnects);
  });

  it('a second process started with a live process id refuses to start and takes nothing', async () => {
    await warmUp();
    // Rebalancing may move tables meanwhile; what must not change is who holds the id.
    const holder = `SELECT incarnation FROM cluster_processes WHERE id = '${PREFIX}-0'`;
    const before = await db.query(holder);
    const port = await freePort();
    const twin = spawn(
      process.execPath,
      [
        CLI,
        'serve',
        '--port',
        String(port),
        '--store',
        cluster.postgres.url,
        '--bus',
        cluster.redis.url,
        '--process-id',
        `${PREFIX}-0`,
        '--lease-ms',
        String(LEASE_MS),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    twin.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    twin.stdout.resume();
    const code = await new Promise<number | null>((resolve) => twin.once('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(stderr).toMatch(/--process-id chaos-0 is taken by a live process/);
    // It never listened, and the live process's id and leases are its own still.
    expect(await fetch(`http://127.0.0.1:${port}/health`).catch(() => 'refused')).toBe('refused');
    expect((await db.query(holder)).rows).toEqual(before.rows);
    const stray = await db.query(
      `SELECT count(*)::int AS n FROM table_leases l JOIN cluster_processes p ON p.id = l.owner
        WHERE l.owner = '${PREFIX}-0' AND l.incarnation <> p.incarnation`,
    );
    expect(stray.rows[0].n, "leases under the live process's id but another incarnation").toBe(0);
    const from = await versionsNow();
    await expectRecovered('a second process with a taken id', from);
  });
});
