/** The HTTP side: health, games, options, tables, records and replays, and the web client's pages. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.js';
import type { TableStore } from '../../src/server/store.js';
import { api, createTable, join, playOut, seededRng, TestClient, testServer } from './helpers.js';
import { SERVERS_ON_POSTGRES } from './stores.js';

let server: RunningServer;
let bare: RunningServer;
const webDir = mkdtempSync(joinPath(tmpdir(), 'stikk-web-'));
beforeAll(async () => {
  mkdirSync(joinPath(webDir, 'assets'));
  writeFileSync(joinPath(webDir, 'index.html'), '<!doctype html><title>stikk client</title>');
  writeFileSync(joinPath(webDir, 'assets', 'app.js'), 'console.log(1)');
  server = await testServer({ webDir });
  bare = await testServer({ webDir: joinPath(webDir, 'not-built') });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('API', () => {
  it('GET /health', async () => {
    const r = await api(server.url, '/health');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      ok: true,
      store: { kind: SERVERS_ON_POSTGRES ? 'postgres' : 'sqlite', reachable: true },
      tables: expect.any(Number),
      connections: expect.any(Number),
      eventLoopDelayMs: { p50: expect.any(Number), p99: expect.any(Number), max: expect.any(Number) },
      writes: { count: expect.any(Number), meanMs: expect.any(Number), maxMs: expect.any(Number) },
    });
  });

  it('GET /health is 503 when the store does not answer, saying so', async () => {
    const broken = await testServer();
    try {
      await (broken.service as unknown as { store: TableStore }).store.close();
      const r = await api(broken.url, '/health');
      expect(r.status).toBe(503);
      expect(r.json).toMatchObject({ ok: false, store: { reachable: false, error: expect.any(String) } });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });

  it('GET /api/games lists every game with its option specs and bot levels', async () => {
    const r = await api(server.url, '/api/games');
    const fake = r.json.games.find((g: { id: string }) => g.id === 'fakewhist');
    expect(fake).toMatchObject({
      id: 'fakewhist',
      seats: 3,
      defaults: { seats: 3, deals: 2, handSize: 2, simultaneous: true, dummy: false },
    });
    expect(fake.optionSpecs.map((s: { name: string }) => s.name)).toEqual([
      'seats',
      'deals',
      'handSize',
      'simultaneous',
      'dummy',
    ]);
    expect(fake.botLevels).toContain('random');
  });

  it('POST /api/games/:id/options checks options and tells the seat count', async () => {
    const ok = await api(server.url, '/api/games/fakewhist/options', { options: { seats: 4 } });
    expect(ok).toMatchObject({ status: 200, json: { seats: 4, options: { seats: 4, deals: 2 } } });
    const bad = await api(server.url, '/api/games/fakewhist/options', { options: { seats: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/seats/);
    // The code, the option and the values a client needs to say it in its own words by the field.
    expect(bad.json.error).toMatchObject({
      code: 'bad-options',
      rule: 'out-of-range',
      params: { option: 'seats', min: 2, max: 4 },
    });
    const unknown = await api(server.url, '/api/games/fakewhist/options', { options: { colour: 'red' } });
    expect(unknown.json.error.message).toMatch(/unknown option "colour"/);
    expect(unknown.json.error).toMatchObject({ rule: 'unknown-option', params: { option: 'colour' } });
    const range = await api(server.url, '/api/games/fakewhist/options', { options: { deals: 0 } });
    expect(range.json.error).toMatchObject({
      code: 'bad-options',
      rule: 'out-of-range',
      params: { option: 'deals', min: 1 },
    });
    expect((await api(server.url, '/api/games/chess/options', {})).status).toBe(404);
  });

  it('POST /api/tables validates the game, options and bots', async () => {
    const cases: Array<[unknown, number, RegExp]> = [
      [{}, 400, /game/],
      [{ game: 'chess' }, 404, /no game "chess"/],
      [{ game: 'fakewhist', options: { deals: 0 } }, 400, /deals/],
      [{ game: 'fakewhist', bots: ['random', 'random', 'random', 'random'] }, 400, /3 seats/],
      [{ game: 'fakewhist', bots: ['genius'] }, 400, /no bot "genius"/],
      [{ game: 'fakewhist', extra: 1 }, 400, /extra/],
    ];
    for (const [body, status, message] of cases) {
      const r = await api(server.url, '/api/tables', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.json.error.message).toMatch(message);
    }
    const bad = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(bad.status).toBe(400);
  });

  it('creates, lists and describes tables', async () => {
    const t = await createTable(server.url, {
      game: 'fakewhist',
      options: { seats: 2 },
      bots: [null, 'random'],
    });
    expect(t).toMatchObject({
      game: 'fakewhist',
      options: { seats: 2, deals: 2 },
      seats: [
        { seat: 0, kind: 'free' },
        { seat: 1, kind: 'bot', level: 'random' },
      ],
      freeSeats: 1,
      status: 'waiting',
      match: 0,
    });
    expect(t.id).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const list = await api(server.url, '/api/tables');
    expect(list.json.tables.map((x: { id: string }) => x.id)).toContain(t.id);
    // the bot may have bid already: all but the version is as created
    expect((await api(server.url, `/api/tables/${t.id}`)).json.table).toEqual({
      ...t,
      version: expect.any(Number),
    });
    expect((await api(server.url, '/api/tables/nosuchtable')).status).toBe(404);
    expect((await api(server.url, '/api/tables/..%2F..')).status).toBe(404);
  });

  it('serves the record and the replay steps of a finished match only', async () => {
    const t = await createTable(server.url, {
      game: 'fakewhist',
      options: { seats: 2 },
      bots: [null, 'random'],
    });
    const c = await TestClient.connect(server.url);
    const p = await join(c, t.id, 'Kari');
    expect((await api(server.url, `/api/tables/${t.id}/record`)).status).toBe(409);
    expect((await api(server.url, `/api/tables/${t.id}/replay`)).status).toBe(409);
    expect((await api(server.url, `/api/tables/${t.id}/record?match=x`)).status).toBe(400);
    await playOut([p], { rng: seededRng('http') });
    const res = await fetch(`${server.url}/api/tables/${t.id}/record`);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="stikk-fakewhist-.*\.json"/);
    const record = await res.json();
    expect(Object.keys(record)).toEqual([
      'format',
      'game',
      'options',
      'players',
      'firstDealer',
      'decks',
      'actions',
    ]);
    expect(record).toMatchObject({
      format: 'stikk-record/1',
      options: { seats: 2 },
      players: ['Kari', 'bot:random'],
    });
    const replay = (await api(server.url, `/api/tables/${t.id}/replay`)).json;
    expect(replay.record).toEqual(record);
    // A step at each deal (its fresh hands) and one after each action (a deal's last: its last trick).
    expect(replay.steps).toHaveLength(record.actions.length + record.decks.length);
    expect(replay.steps[0]).toMatchObject({ index: null, seat: null, action: null });
    expect(replay.steps[1]).toMatchObject({
      index: 0,
      seat: record.actions[0][0],
      action: record.actions[0][1],
    });
    // all hands open in the replay
    expect(replay.steps[0].view.hands.every((h: unknown) => Array.isArray(h))).toBe(true);
    expect(replay.steps.at(-1).view.result).toEqual(c.latest(t.id, p.seat)!.view.result);
    expect((await api(server.url, `/api/tables/${t.id}/record?match=7`)).status).toBe(404);
    await c.close();
  });
});

describe('web client', () => {
  it('serves index.html for /, invite links and client routes; files as they are', async () => {
    for (const path of ['/', '/t/abc123', '/replay']) {
      const r = await fetch(`${server.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(await r.text()).toContain('stikk client');
    }
    const js = await fetch(`${server.url}/assets/app.js`);
    expect(js.status).toBe(200);
    expect(await js.text()).toBe('console.log(1)');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });

  it("serves index.html for players' pages and the friends page, a name like a file's too", async () => {
    for (const path of ['/p/Kari', '/p/Kari.B', '/p/Ola%20Nordmann', '/p/%C3%85se.json', '/friends']) {
      const r = await fetch(`${server.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(await r.text(), path).toContain('stikk client');
    }
    // The page routes stay narrow: a file under /p/ is not a page.
    expect((await fetch(`${server.url}/p/Kari/x.js`)).status).toBe(404);
  });

  it('says so when the client is not built', async () => {
    for (const path of ['/', '/t/abc123']) {
      const r = await fetch(`${bare.url}${path}`);
      expect(r.status).toBe(200);
      expect(await r.text()).toMatch(/web client is not built/);
    }
  });
});
