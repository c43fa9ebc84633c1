/**
 * The challenge routes (docs/challenge.md "The server's routes"): the list and the day's
 * challenges, challenges of one's own, entering (one entry a person), playing an entry to the
 * end over the WebSocket with "the bot"'s line beside it, and no peeking before one has played.
 */
import { describe, expect, it } from 'vitest';
import { challengeDateOf } from '../../../src/challenge/seed.js';
import { fileServer, playOut, seededRng, testServer } from '../helpers.js';
import { call, enter, seatOf, until } from './http.js';

const server = fileServer({ challengeBotMs: 2, challengeSecret: 'routes-test-secret' });
const today = challengeDateOf(new Date());
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('the challenges', () => {
  it("lists today's challenge of every game, and the day's by game and date", async () => {
    const r = await call(server.url, 'GET', '/api/challenges');
    expect(r.status).toBe(200);
    expect(r.json.daily.map((c: { game: string }) => c.game)).toEqual([
      'bridge',
      'bondebridge',
      'selbu',
      'bridgette',
      'bondtolva',
    ]);
    expect(r.json.daily[0]).toMatchObject({
      id: `daily-${today}-bridge`,
      date: today,
      boards: 8,
      ranking: 'boards',
      seat: 2,
      opens: `${today}T00:00:00.000Z`,
    });
    const daily = await call(server.url, 'GET', `/api/challenges/daily/selbu?date=${today}`);
    expect(daily.json).toMatchObject({ id: `daily-${today}-selbu`, ranking: 'total', boards: 20 });
    const past = await call(server.url, 'GET', '/api/challenges/daily/bridge?date=2026-01-02');
    expect(past.status).toBe(200);
  });

  it('answers 404 no-challenge for a day not yet begun, and 400 for a bad date', async () => {
    const future = await call(server.url, 'GET', '/api/challenges/daily/bridge?date=2999-01-01');
    expect(future.status).toBe(404);
    expect(future.json.error.code).toBe('no-challenge');
    const byId = await call(server.url, 'GET', '/api/challenges/daily-2999-01-01-bridge');
    expect(byId.status).toBe(404);
    const bad = await call(server.url, 'GET', '/api/challenges/daily/bridge?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/not a day of the calendar/);
    expect((await call(server.url, 'GET', '/api/challenges/daily/chess')).status).toBe(404);
  });

  it("makes a challenge of one's own (201), lists it while open, refuses a bad spec (400 bad-challenge)", async () => {
    const spec = {
      name: 'Club night',
      game: 'bridge',
      opens: new Date().toISOString(),
      closes: inAnHour(),
      seed: 'club-1',
    };
    const made = await call(server.url, 'POST', '/api/challenges', { body: spec });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: 'Club night', game: 'bridge', entrants: 0, boards: 8 });
    const list = await call(server.url, 'GET', '/api/challenges');
    expect(list.json.own.map((c: { id: string }) => c.id)).toContain(made.json.id);
    expect((await call(server.url, 'GET', `/api/challenges/${made.json.id}`)).json.name).toBe('Club night');
    const bad = await call(server.url, 'POST', '/api/challenges', { body: { ...spec, closes: spec.opens } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'bad-challenge' });
    expect(bad.json.error.message).toMatch(/closes/);
  });

  it('refuses entries outside the window (403 challenge-closed)', async () => {
    const closed = await call(server.url, 'POST', `/api/challenges/daily-2026-01-02-bridge/entries`, {
      body: { name: 'Late' },
    });
    expect(closed.status).toBe(403);
    expect(closed.json.error.code).toBe('challenge-closed');
  });
});

describe('entering', () => {
  const id = `daily-${today}-bondebridge`;

  it('takes one entry a person: a guest name again in any case is 409 already-entered', async () => {
    const first = await call(server.url, 'POST', `/api/challenges/${id}/entries`, {
      body: { name: 'Ingrid' },
    });
    expect(first.status).toBe(201);
    expect(first.json.entry).toMatchObject({
      name: 'Ingrid',
      signedIn: false,
      played: 0,
      done: false,
      offline: false,
    });
    expect(first.json.entry.token).toEqual(expect.any(String));
    const cookie = first.setCookie.find((c) => c.startsWith(`stikk_entry_${id}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const again = await call(server.url, 'POST', `/api/challenges/${id}/entries`, {
      body: { name: ' INGRID ' },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already-entered');
    // The entry's cookie names the asker.
    const info = await call(server.url, 'GET', `/api/challenges/${id}`, { cookie: cookie.split(';')[0] });
    expect(info.json.mine).toMatchObject({ name: 'Ingrid', id: first.json.entry.id });
    expect(info.json.entrants).toBeGreaterThanOrEqual(1);
  });

  it("refuses a guest using a signed-in player's name (403 name-taken), and a second entry by an account", async () => {
    const signUp = await fetch(`${server.url}/api/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Solveig', password: 'solveig-passord' }),
    });
    expect(signUp.status).toBe(201);
    const session = signUp.headers
      .getSetCookie()
      .find((c) => c.startsWith('stikk_session='))!
      .split(';')[0];
    const guest = await call(server.url, 'POST', `/api/challenges/${id}/entries`, {
      body: { name: 'solveig' },
    });
    expect(guest.status).toBe(403);
    expect(guest.json.error.code).toBe('name-taken');
    const mine = await call(server.url, 'POST', `/api/challenges/${id}/entries`, {
      body: {},
      cookie: session,
    });
    expect(mine.status).toBe(201);
    expect(mine.json.entry).toMatchObject({ name: 'Solveig', signedIn: true });
    const twice = await call(server.url, 'POST', `/api/challenges/${id}/entries`, {
      body: {},
      cookie: session,
    });
    expect(twice.status).toBe(409);
    // The session alone names the asker's entry.
    expect((await call(server.url, 'GET', `/api/challenges/${id}`, { cookie: session })).json.mine.name).toBe(
      'Solveig',
    );
  });

  it('puts the entrant at a private table at the challenge seat with strong bots elsewhere, one match', async () => {
    const e = await enter(server.url, id, 'Tor');
    const table = (await call(server.url, 'GET', `/api/tables/${e.tableId}`)).json.table;
    expect(table.settings).toMatchObject({ visibility: 'private', undo: false, hints: false });
    expect(table.seats.map((s: { kind: string; level?: string }) => s.level ?? s.kind)).toEqual([
      'strong',
      'strong',
      'human',
      'strong',
    ]);
    const lobby = (await call(server.url, 'GET', '/api/tables')).json.tables.map((t: { id: string }) => t.id);
    expect(lobby).not.toContain(e.tableId);
    const p = await seatOf(server.url, e, 2);
    const hint = await p.client.request({ type: 'hint', tableId: e.tableId, token: e.seatToken });
    expect(hint).toMatchObject({ type: 'error', code: 'challenge-table' });
    // Closing early would end the entry and open every board's results.
    const close = await p.client.request({ type: 'proposeClose', tableId: e.tableId, token: e.seatToken });
    expect(close).toMatchObject({ type: 'error', code: 'challenge-table' });
    const leave = await p.client.request({
      type: 'leave',
      tableId: e.tableId,
      token: e.seatToken,
      bot: 'strong',
    });
    expect(leave).toMatchObject({ type: 'error', code: 'challenge-table' });
    const watcher = await server.client();
    expect(await watcher.request({ type: 'spectate', tableId: e.tableId })).toMatchObject({
      code: 'challenge-table',
    });
    await p.client.close();
  });
});

describe('a full server', () => {
  it('refuses the entry (503 too-many-tables) and forgets it, so that the person may enter again later', async () => {
    const full = await testServer({ maxTables: 0, challengeSecret: 'full' });
    try {
      const path = `/api/challenges/daily-${today}-selbu/entries`;
      const r = await call(full.url, 'POST', path, { body: { name: 'Mona' } });
      expect(r.status).toBe(503);
      expect(r.json.error.code).toBe('too-many-tables');
      expect((await call(full.url, 'POST', path, { body: { name: 'Mona' } })).json.error.code).toBe(
        'too-many-tables',
      );
    } finally {
      await full.close();
    }
  });
});

describe('entries per address', () => {
  it("count as tables made, as challenges of one's own do: past the limit, 429 rate-limited", async () => {
    const limited = await testServer({
      tablesPerAddress: { burst: 1, perMinute: 1 },
      challengeSecret: 'limited',
    });
    try {
      const path = `/api/challenges/daily-${today}-selbu/entries`;
      expect((await call(limited.url, 'POST', path, { body: { name: 'One' } })).status).toBe(201);
      const second = await call(limited.url, 'POST', path, { body: { name: 'Two' } });
      expect(second.status).toBe(429);
      expect(second.json.error.code).toBe('rate-limited');
      const spec = {
        name: 'Too many',
        game: 'selbu',
        opens: new Date().toISOString(),
        closes: inAnHour(),
        seed: 's',
      };
      expect((await call(limited.url, 'POST', '/api/challenges', { body: spec })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('an entry played to the end', () => {
  it("bridgette: the entrant's line and the bot's line in the results", async () => {
    const id = `daily-${today}-bridgette`;
    const e = await enter(server.url, id, 'Astrid');
    expect(
      (await call(server.url, 'GET', `/api/challenges/${id}/results`, { entry: e.token })).json.error.code,
    ).toBe('play-first');
    const p = await seatOf(server.url, e, 0);
    await playOut([p], { rng: seededRng('bridgette-entry'), timeoutMs: 120_000 });
    const done = await until(
      () => call(server.url, 'GET', `/api/challenges/${id}`, { entry: e.token }),
      (a) => a.json.mine?.done === true,
    );
    expect(done.json.mine.played).toBeGreaterThanOrEqual(6);
    const results = await until(
      () => call(server.url, 'GET', `/api/challenges/${id}/results`, { entry: e.token }),
      (a) => a.status === 200 && a.json.lines.some((l: { bot: boolean }) => l.bot),
      60_000,
    );
    const lines = results.json.lines as Array<Record<string, unknown>>;
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.you)).toMatchObject({ name: 'Astrid', bot: false, total: expect.any(Number) });
    expect(lines.find((l) => l.bot)).toMatchObject({ name: 'bot', total: expect.any(Number) });
    expect(lines.map((l) => l.rank).sort()).toEqual(lines[0].rank === lines[1].rank ? [1, 1] : [1, 2]);
    const board = await call(server.url, 'GET', `/api/challenges/${id}/boards/0`, { entry: e.token });
    expect(board.status).toBe(200);
    expect(board.json.rows.map((r: { name: string }) => r.name).sort()).toEqual(['Astrid', 'bot']);
    expect(board.json.rows.find((r: { name: string }) => r.name === 'Astrid').replay).toBe(
      `/t/${e.tableId}/replay?match=0&deal=0`,
    );
    expect(board.json.frequency.reduce((n: number, f: { count: number }) => n + f.count, 0)).toBe(2);
    // One match: no rematch at a challenge table.
    const again = await p.client.request({ type: 'rematch', tableId: e.tableId, token: e.seatToken });
    expect(again).toMatchObject({ type: 'error', code: 'challenge-table' });
    await p.client.close();
  }, 240_000);
});

describe('no peeking', () => {
  it("serves neither results nor another entrant's play before one has played that board", async () => {
    const id = `daily-${today}-bridge`;
    const a = await enter(server.url, id, 'Arne');
    const b = await enter(server.url, id, 'Berit');
    const pa = await seatOf(server.url, a, 2);
    // Arne plays his first board; Berit has played nothing.
    await playOut([pa], {
      rng: seededRng('peek'),
      stopWhen: () =>
        (server.service.tables
          .inMemory(a.tableId)
          ?.game.result(server.service.tables.inMemory(a.tableId)!.state).deals.length ?? 0) >= 1,
    });
    await until(
      () => call(server.url, 'GET', `/api/challenges/${id}`, { entry: a.token }),
      (r) => r.json.mine?.played >= 1,
    );
    for (const path of [`/api/challenges/${id}/results`, `/api/challenges/${id}/boards/0`]) {
      const berit = await call(server.url, 'GET', path, { entry: b.token });
      expect(berit.status).toBe(403);
      expect(berit.json.error.code).toBe('play-first');
      expect((await call(server.url, 'GET', path)).status).toBe(403);
    }
    for (const path of [`/api/tables/${a.tableId}/deals/0`, `/api/tables/${a.tableId}/deals`]) {
      const berit = await call(server.url, 'GET', path, { entry: b.token });
      expect(berit.status).toBe(403);
      expect(berit.json.error.code).toBe('play-first');
      expect((await call(server.url, 'GET', path)).json.error.code).toBe('play-first');
    }
    // Arne sees his own board, and board 0's results, but not board 1's.
    expect(
      (await call(server.url, 'GET', `/api/tables/${a.tableId}/deals/0`, { entry: a.token })).status,
    ).toBe(200);
    const board = await call(server.url, 'GET', `/api/challenges/${id}/boards/0`, { entry: a.token });
    expect(board.status).toBe(200);
    expect(board.json.rows[0]).toMatchObject({ name: 'Arne' });
    expect(board.json.datum).toEqual(expect.any(Number));
    expect((await call(server.url, 'GET', `/api/challenges/${id}/boards/1`, { entry: a.token })).status).toBe(
      403,
    );
    const results = await call(server.url, 'GET', `/api/challenges/${id}/results`, { entry: a.token });
    expect(results.status).toBe(200);
    expect(results.json.lines.find((l: { you?: true }) => l.you)).toMatchObject({ name: 'Arne', boards: 1 });
    // Nobody watches another's table.
    const watcher = await server.client();
    expect(await watcher.request({ type: 'spectate', tableId: a.tableId })).toMatchObject({
      code: 'challenge-table',
    });
    await pa.client.close();
  }, 120_000);
});
