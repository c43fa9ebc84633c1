import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { type LocalCluster, startLocalCluster } from '../../src/cluster/local.js';
import { api, createTable, join, type Msg, playOut, TestClient } from '../server/helpers.js';

/**
 * Three stikk processes on real Postgres and Redis behind the proxy (`npm run cluster`'s set-up):
 * a match with its people on different processes, the owner killed again and again mid-deal,
 * an owner paused and resumed. Needs initdb/pg_ctl and redis-server (`.ci/run` installs them).
 */
const LEASE_MS = 1_500;
let cluster: LocalCluster;
let db: pg.Pool;
const direct = (i: number) => `http://127.0.0.1:${cluster.processes[i].port}`;

async function ownerIndex(tableId: string): Promise<number> {
  const r = await db.query('SELECT owner FROM table_leases WHERE table_id = $1 AND expires_at > now()', [tableId]);
  const owner = r.rows[0]?.owner as string | undefined;
  for (let i = 0; i < cluster.processes.length; i++) {
    const h = await api(direct(i), '/health').catch(() => undefined);
    if (owner && h?.json.process === owner) return i;
  }
  return -1;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('three processes on Postgres and Redis', () => {
  beforeAll(async () => {
    cluster = await startLocalCluster({
      processes: 3,
      serveArgs: ['--bot-delay', '0', '--lease-ms', String(LEASE_MS), '--connections-per-address', '0'],
    });
    db = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it('each process says who it is and that its store and bus are reachable', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const h = await api(direct(i), '/health');
      expect(h.status).toBe(200);
      expect(h.json).toMatchObject({ ok: true, store: { reachable: true }, bus: { reachable: true } });
      ids.add(h.json.process);
    }
    expect(ids.size).toBe(3);
    // The log lines carry it too.
    expect(cluster.processes[0].output.some((l) => l.includes(`"process":"`))).toBe(true);
  });

  it('people at one table on different processes play a whole match', async () => {
    const table = await createTable(direct(0), { game: 'bondebridge' });
    const clients = await Promise.all([0, 1, 2, 1].map((i) => TestClient.connect(direct(i))));
    try {
      const players = [];
      for (let s = 0; s < 4; s++) players.push(await join(clients[s], table.id, `p${s}`, s));
      await playOut(players, { rng: new Rng('cluster-match'), timeoutMs: 240_000 });
      for (const p of players) expect(p.client.latest(table.id, p.seat)?.table.status).toBe('over');
      const record = await api(direct(2), `/api/tables/${table.id}/record`);
      expect(record.status).toBe(200);
      expect(record.json.record.actions.length).toBeGreaterThan(0);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it('kill -9 of the owner mid-deal, 20 times: the table continues elsewhere within 5 s, no acknowledged action lost', async () => {
    const rng = new Rng('kills');
    const table = await createTable(cluster.url, { game: 'bondebridge', bots: [null, 'basic', 'basic', 'basic'] });
    const acked = new Map<number, string>();
    let seat: { token: string } | undefined;
    const takeovers: number[] = [];
    for (let round = 0; round < 20; round++) {
      // A person through the proxy: joins (first round) or comes back with the token.
      const client = await TestClient.connect(cluster.url);
      try {
        if (!seat) seat = await join(client, table.id, 'survivor', 0);
        else {
          const w = await client.request({ type: 'hello', tokens: [seat.token] });
          expect(w.type).toBe('welcome');
          expect(w.seats).toHaveLength(1);
        }
        const player = { client, tableId: table.id, seat: 0, token: seat.token };
        await client.waitFor(() => client.latest(table.id, 0) !== undefined);
        if (round > 0) takeovers[takeovers.length - 1] = Date.now() - takeovers[takeovers.length - 1];
        const state = client.latest(table.id, 0) as Msg;
        // Every action acknowledged before must be in what the table shows now.
        expect(state.version).toBeGreaterThanOrEqual(Math.max(0, ...acked.keys()));
        if (state.table.status === 'over') {
          await client.request({ type: 'rematch', tableId: table.id, token: seat.token });
        }
        await playOut([player], {
          rng,
          maxActions: 1 + rng.int(4),
          timeoutMs: 30_000,
          onAction: (_p, _s, action, version) => void acked.set(version, action),
        });
      } finally {
        await client.close();
      }
      const owner = await ownerIndex(table.id);
      expect(owner).toBeGreaterThanOrEqual(0);
      await sleep(rng.int(300));
      cluster.processes[owner].child.kill('SIGKILL');
      takeovers.push(Date.now());
      await new Promise((r) => cluster.processes[owner].child.once('exit', r));
      await cluster.restart(owner);
    }
    // Every acknowledged action is in the log at its place.
    const rows = await db.query('SELECT seq, data FROM events WHERE table_id = $1 AND kind = $2', [table.id, 'action']);
    const logged = new Map(rows.rows.map((r) => [r.seq as number, r.data as string]));
    for (const [version, action] of acked) expect(logged.get(version), `action at ${version}`).toBe(action);
    const worst = Math.max(...takeovers.slice(0, -1));
    console.log(`take-overs after kill -9: worst ${worst} ms, ${acked.size} actions acknowledged`);
    expect(worst).toBeLessThan(5_000 + 3_000); // 5 s for the table, plus the restart of a process
  });
});
