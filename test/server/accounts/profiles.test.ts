/**
 * Profiles and friends over HTTP (docs/protocol.md "Profiles and friends"): two signed-up
 * players play a real rated match over the WebSocket, then both profiles show it — the match,
 * opponents, rank, the rating change, the stats — and friends are followed, listed with where
 * they are, and dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/server.js';
import {
  createTable,
  join,
  latestOf,
  type Msg,
  playOut,
  seededRng,
  sendAs,
  TestClient,
  testServer,
} from '../helpers.js';

let server: RunningServer;
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server?.close();
});

interface Reply {
  status: number;
  json: Msg;
  cacheControl: string | null;
}

async function call(method: string, path: string, cookie?: string): Promise<Reply> {
  const res = await fetch(`${server.url}${path}`, { method, headers: cookie ? { cookie } : {} });
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : undefined,
    cacheControl: res.headers.get('cache-control'),
  };
}

/** Signs up `name` and returns the session cookie (`stikk_session=…`). */
async function signUp(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `${name}-secret-pass` }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('stikk_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

async function connect(cookie: string): Promise<TestClient> {
  const c = await TestClient.connect(server.url, { cookie });
  clients.push(c);
  return c;
}

/** Waits until `name`'s profile lists `count` matches (the history is written after the match's end). */
async function profileWith(name: string, count: number): Promise<Msg> {
  for (let i = 0; i < 100; i++) {
    const r = await call('GET', `/api/players/${encodeURIComponent(name)}`);
    expect(r.status).toBe(200);
    if (r.json.matches.length >= count) return r.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name}'s profile never showed ${count} matches`);
}

/** Two-player selbu, two rounds of one card. */
const SHORT_SELBU = { game: 'selbu', options: { players: 2, handSizes: '1,1' } };

const cookies: Record<string, string> = {};
let tableId = '';
let lars: TestClient;
let liv: TestClient;

describe('a rated match on both profiles', () => {
  it('shows the match, the opponent, the rank, the rating change and the stats', async () => {
    cookies.Lars = await signUp('Lars');
    cookies.Liv = await signUp('Liv');
    const t = await createTable(server.url, SHORT_SELBU);
    tableId = t.id;
    lars = await connect(cookies.Lars);
    liv = await connect(cookies.Liv);
    const a = await join(lars, t.id, 'x', 0);
    const b = await join(liv, t.id, 'x', 1);
    await a.client.waitFor(() => latestOf(a).table.rated === true);
    await playOut([a, b], { rng: seededRng('profiles') });
    const result = latestOf(a).view.result;
    expect(result.finished).toBe(true);

    for (const [place, name, other] of [
      [0, 'Lars', 'Liv'],
      [1, 'Liv', 'Lars'],
    ] as const) {
      const p = await profileWith(name, 1);
      expect(p.player.name).toBe(name);
      expect(Date.parse(p.player.createdAt)).toBeGreaterThan(Date.now() - 600_000);
      const won = result.winners.includes(String(place));
      const rating = p.ratings.selbu;
      expect(rating).toMatchObject({
        matches: 1,
        uncertainty: expect.any(Number),
        rating: expect.any(Number),
      });
      expect(Object.keys(p.ratings)).toEqual(['selbu']);
      expect(p.stats.selbu).toMatchObject({ matches: 1, won: won ? 1 : 0, bids: 2 });
      expect(p.stats.selbu.exact).toBe(
        result.deals.filter((d: Msg) => d.bids[place] === d.tricks[place]).length,
      );
      const [m] = p.matches;
      expect(m).toMatchObject({
        tableId: t.id,
        match: 0,
        game: 'selbu',
        rated: true,
        place,
        rank: won ? 1 : 2,
        of: 2,
        partners: [],
        opponents: [other],
        rating: { before: 1000, after: rating.rating },
      });
      expect(m.places).toEqual([
        { name: 'Lars', signedIn: true },
        { name: 'Liv', signedIn: true },
      ]);
      expect(Date.parse(m.endedAt)).toBeGreaterThan(Date.now() - 600_000);
      // A sole winner's skill estimate goes up, a sole loser's down (a shared first moves nobody).
      if (result.winners.length === 1) {
        if (won) expect(rating.mu).toBeGreaterThan(25);
        else expect(rating.mu).toBeLessThan(25);
      }
    }
  });

  it('lists matches by game, before a time and up to a limit; refuses a bad query', async () => {
    const { matches } = (await call('GET', '/api/players/lars/matches')).json;
    expect(matches.map((m: Msg) => m.tableId)).toEqual([tableId]);
    const r = await call('GET', '/api/players/LARS/matches?game=selbu&limit=1');
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe('no-store');
    expect(r.json.matches).toHaveLength(1);
    expect((await call('GET', '/api/players/Lars/matches?game=bridge')).json).toEqual({ matches: [] });
    const before = encodeURIComponent(matches[0].endedAt);
    expect((await call('GET', `/api/players/Lars/matches?before=${before}`)).json).toEqual({ matches: [] });
    for (const q of ['game=whist', 'limit=0', 'limit=101', 'limit=two', 'before=yesterday', 'colour=red']) {
      const bad = await call('GET', `/api/players/Lars/matches?${q}`);
      expect([bad.status, bad.json.error.code], q).toEqual([400, 'bad-message']);
      expect(bad.json.error.message, q).toEqual(expect.any(String));
    }
  });

  it('shows the double-dummy cost per card of a bridge match once its cards are judged', async () => {
    const t = await createTable(server.url, {
      game: 'bridge',
      options: { scoring: 'duplicate', boards: 1 },
      bots: [null, 'random', 'random', 'random'],
    });
    const c = await connect(cookies.Lars);
    const a = await join(c, t.id, 'x', 0);
    // Board 1's dealer is North, seat 0: Lars opens 7NT and so declares. Dummy chooses no card
    // and so has no cost per card: with random calls Lars was dummy now and then.
    await playOut([a], {
      rng: seededRng('dd-cost'),
      choose: (rng, actions) => (actions.includes('7NT') ? '7NT' : rng.pick(actions)),
    });
    let stats: Msg | undefined;
    // The cards are judged on the test server's own thread (no compiled worker here): on a
    // loaded machine a board's analysis can take many seconds.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && stats?.ddCostPerCard === undefined) {
      stats = (await call('GET', '/api/players/Lars')).json.stats.bridge;
      if (stats?.ddCostPerCard === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stats).toMatchObject({ matches: 1, ddCostPerCard: expect.any(Number) });
    // Tricks lost per card: never negative, at most the tricks of the deal per card played.
    expect(stats!.ddCostPerCard).toBeGreaterThanOrEqual(0);
    expect(stats!.ddCostPerCard).toBeLessThanOrEqual(13);
    // Selbu has no contract to judge: no such stat there.
    expect((await call('GET', '/api/players/Lars')).json.stats.selbu.ddCostPerCard).toBeUndefined();
  });

  it('answers 404 unknown-player for a name nobody has', async () => {
    for (const path of ['/api/players/Nobody', '/api/players/Nobody/matches']) {
      const r = await call('GET', path);
      expect([r.status, r.json.error.code]).toEqual([404, 'unknown-player']);
      expect(r.cacheControl).toBe('no-store');
    }
  });
});

describe('friends', () => {
  it('follows, lists with online and tables, and drops a friend', async () => {
    const added = await call('PUT', '/api/friends/liv', cookies.Lars);
    expect(added.status).toBe(200);
    expect(added.cacheControl).toBe('no-store');
    // Liv is still connected and seated at the (finished) table.
    expect(added.json).toEqual({
      friend: { name: 'Liv', online: true, tables: [{ id: tableId, game: 'selbu' }] },
    });
    expect((await call('PUT', '/api/friends/Liv', cookies.Lars)).status).toBe(200);
    expect((await call('GET', '/api/friends', cookies.Lars)).json).toEqual({
      friends: [{ name: 'Liv', online: true, tables: [{ id: tableId, game: 'selbu' }] }],
    });
    // Following is one way.
    expect((await call('GET', '/api/friends', cookies.Liv)).json).toEqual({ friends: [] });

    await liv.close();
    await waitUntil(
      async () => (await call('GET', '/api/friends', cookies.Lars)).json.friends[0].online === false,
    );
    expect((await call('GET', '/api/friends', cookies.Lars)).json.friends).toEqual([
      { name: 'Liv', online: false, tables: [] },
    ]);

    expect((await call('DELETE', '/api/friends/LIV', cookies.Lars)).json).toEqual({});
    expect((await call('GET', '/api/friends', cookies.Lars)).json).toEqual({ friends: [] });
    const again = await call('DELETE', '/api/friends/Liv', cookies.Lars);
    expect([again.status, again.json]).toEqual([200, {}]);
  });

  it("shows a friend's private table only when they follow back; only a friend is invited", async () => {
    cookies.Maja = await signUp('Maja');
    const t = await createTable(server.url, { ...SHORT_SELBU, settings: { visibility: 'private' } });
    const maja = await join(await connect(cookies.Maja), t.id, 'x', 0);
    // Following is what the table's invitations ask (the store's follows, not a stand-in).
    expect(await sendAs(maja, 'invite', { name: 'Lars' })).toMatchObject({
      type: 'error',
      code: 'not-a-friend',
    });
    expect((await call('PUT', '/api/friends/Maja', cookies.Lars)).json.friend).toEqual({
      name: 'Maja',
      online: true,
      tables: [],
    });
    expect((await call('PUT', '/api/friends/Lars', cookies.Maja)).status).toBe(200);
    expect(await sendAs(maja, 'invite', { name: 'lars' })).toMatchObject({ type: 'ok' });
    await lars.waitFor(() => lars.messages.some((m) => m.type === 'invitation'));
    expect(lars.messages.find((m) => m.type === 'invitation')).toEqual({
      type: 'invitation',
      tableId: t.id,
      game: 'selbu',
      from: 'Maja',
    });
    expect((await call('GET', '/api/friends', cookies.Lars)).json.friends).toEqual([
      { name: 'Maja', online: true, tables: [{ id: t.id, game: 'selbu' }] },
    ]);
  });

  it('refuses the signed-out, oneself and unknown names', async () => {
    for (const [method, path] of [
      ['GET', '/api/friends'],
      ['PUT', '/api/friends/Liv'],
      ['DELETE', '/api/friends/Liv'],
    ]) {
      const r = await call(method, path);
      expect([r.status, r.json.error.code], `${method} ${path}`).toEqual([401, 'not-signed-in']);
      const stale = await call(method, path, 'stikk_session=AAAAAAAAAAAAAAAAAAAAAAAA');
      expect(stale.status, `${method} ${path} with an unknown session`).toBe(401);
    }
    const self = await call('PUT', '/api/friends/lars', cookies.Lars);
    expect([self.status, self.json.error.code]).toEqual([400, 'bad-message']);
    const unknown = await call('PUT', '/api/friends/Nobody', cookies.Lars);
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'unknown-player']);
  });
});

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}
