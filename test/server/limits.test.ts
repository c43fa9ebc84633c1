/**
 * Limits that keep one client from shutting everyone else out: the shape of JSON bodies and
 * messages, table creation and open connections per address, slow requests, and tables
 * nobody joined (not restored, evicted sooner). Every client here is on loopback; a second
 * address is 127.0.0.2 (all of 127/8 is loopback on Linux).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getGame } from '../../src/catalog.js';
import { JSON_SHAPE_LIMITS, jsonShapeProblem } from '../../src/engine/jsonShape.js';
import { AddressBuckets, addressKey } from '../../src/server/rateLimit.js';
import { DEFAULTS, type RunningServer } from '../../src/server/server.js';
import { createTable, join, TestClient, testServer } from './helpers.js';

const OTHER_ADDRESS = '127.0.0.2';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: { error?: { code: string; message: string } } & Record<string, unknown>;
}

/** One HTTP request on a fresh connection (no keep-alive pool), optionally from another address. */
function http(
  base: string,
  method: string,
  path: string,
  body?: string,
  localAddress?: string,
): Promise<Reply> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: false,
        localAddress,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => {
          let json: Reply['json'];
          try {
            json = JSON.parse(text);
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.end(body);
  });
}

type WsAttempt = { ws: WebSocket } | { status: number; body: string } | { error: string };

/** Opens a WebSocket; a refused upgrade resolves with its HTTP status and body. */
function openWs(base: string, localAddress?: string): Promise<WsAttempt> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { localAddress });
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', (e) => resolve({ error: e.message }));
  });
}

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

const servers: RunningServer[] = [];
const start = async (...args: Parameters<typeof testServer>) => {
  const s = await testServer(...args);
  servers.push(s);
  return s;
};
afterAll(async () => {
  for (const s of servers) await s.close();
});

describe('jsonShapeProblem', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

  it('refuses exactly the values nested deeper than the limit, naming where', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (depth) => {
        const problem = jsonShapeProblem({ options: { handSizes: nested(depth) } });
        // The object and `options` are two levels; each array one more.
        if (depth + 2 <= JSON_SHAPE_LIMITS.depth) expect(problem).toBeUndefined();
        else expect(problem).toMatch(/^options\.handSizes(\.0)*: values nest at most 6 deep$/);
      }),
    );
  });

  it('accepts any small JSON value, and counts values', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: JSON_SHAPE_LIMITS.depth - 1 }), (v) => {
        expect(jsonShapeProblem(JSON.parse(JSON.stringify(v)))).toBeUndefined();
      }),
    );
    expect(jsonShapeProblem(Array(1999).fill(0))).toBeUndefined();
    expect(jsonShapeProblem(Array(2000).fill(0))).toBe('more than 2000 values');
  });
});

describe('the shape of what arrives', () => {
  it.skipIf(!getGame('selbu'))(
    'options nested 20,000 deep get 400 too-large, over HTTP, before any game sees them',
    async () => {
      const server = await start();
      const body = `{"game":"selbu","options":{"handSizes":${deep(20_000)}}}`;
      for (const [path, text] of [
        ['/api/tables', body],
        ['/api/games/selbu/options', `{"options":{"handSizes":${deep(20_000)}}}`],
      ]) {
        const r = await http(server.url, 'POST', path, text);
        expect(r.status, path).toBe(400);
        expect(r.json.error?.code).toBe('too-large');
        expect(r.json.error?.message).toMatch(/^options\.handSizes\.0[.0]*: values nest at most 6 deep$/);
      }
      // Too many values is refused the same way.
      const wide = `{"game":"selbu","options":{"handSizes":[${Array(5000).fill(1).join(',')}]}}`;
      const r = await http(server.url, 'POST', '/api/tables', wide);
      expect(r.status).toBe(400);
      expect(r.json.error).toMatchObject({ code: 'too-large', message: 'more than 2000 values' });
      // The server is fine.
      expect((await http(server.url, 'GET', '/health')).status).toBe(200);
    },
  );

  it('a WebSocket message nested thousands deep gets too-large and the connection stays open', async () => {
    const server = await start();
    const c = await TestClient.connect(server.url);
    const r = await c.request({ type: 'join', tableId: 'abc', name: JSON.parse(deep(3000)) });
    expect(r).toMatchObject({ type: 'error', code: 'too-large' });
    expect(r.message).toMatch(/^name\.0[.0]*: values nest at most 6 deep$/);
    expect(await c.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    await c.close();
  });
});

describe('an oversized WebSocket frame', () => {
  /**
   * Sends `bytes` of text in one frame; resolves with how the server closed the connection:
   * clean when both close frames went through before the TCP connection ended.
   */
  const sendTooBig = async (base: string, bytes: number) => {
    const c = await TestClient.connect(base);
    const closed = new Promise<{ code: number; reason: string; clean: boolean }>((resolve) =>
      c.ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason, clean: e.wasClean }), {
        once: true,
      }),
    );
    c.ws.on('error', () => undefined);
    c.ws.send('x'.repeat(bytes));
    return closed;
  };

  it('closes the socket with 1009 and a reason (not 1006), and the server goes on', async () => {
    const server = await start();
    for (const bytes of [2 * 1024 * 1024, 1024 * 1024 + 1, 16 * 1024 * 1024]) {
      expect(await sendTooBig(server.url, bytes), `${bytes} bytes`).toEqual({
        code: 1009,
        reason: 'message too big: over 1048576 bytes',
        // The server no longer destroys the socket under its own close frame.
        clean: true,
      });
    }
    // Just under the hard limit: the reply `too-large` (without the id: a message that size is
    // not read), and the connection stays.
    const c = await TestClient.connect(server.url);
    c.send({ type: 'join', tableId: 'abc', name: 'x'.repeat(1000 * 1024) });
    await c.waitFor(() => c.messages.length > 0);
    expect(c.messages[0]).toMatchObject({ type: 'error', code: 'too-large' });
    expect(await c.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    await c.close();
    expect((await http(server.url, 'GET', '/health')).status).toBe(200);
  });
});

describe('addresses', () => {
  it('an IPv4 address counts as itself, an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:DB8:AA:BB::9')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:0db8:00aa::')).toBe('2001:db8:aa:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });

  it('a bucket per address: a burst, then the rate; full buckets are forgotten', () => {
    const b = new AddressBuckets({ burst: 2, perMinute: 1 });
    b.take('a', 0);
    expect(b.waitMs('a', 0)).toBe(0);
    b.take('a', 0);
    expect(b.waitMs('a', 0)).toBe(60_000);
    expect(b.waitMs('b', 0)).toBe(0);
    expect(b.waitMs('a', 30_000)).toBe(30_000);
    expect(b.waitMs('a', 60_000)).toBe(0);
    b.prune(60_000);
    expect(b.size()).toBe(1);
    b.prune(120_000);
    expect(b.size()).toBe(0);
  });
});

describe('table creation per address', () => {
  it('refuses an address past its burst with 429 rate-limited and Retry-After; others go on', async () => {
    const server = await start({ tablesPerAddress: { burst: 3, perMinute: 1 } });
    const create = (localAddress?: string) =>
      http(server.url, 'POST', '/api/tables', JSON.stringify({ game: 'fakewhist' }), localAddress);
    // A refused request costs nothing.
    expect((await http(server.url, 'POST', '/api/tables', '{"game":"chess"}')).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await create()).status).toBe(201);
    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.json.error?.code).toBe('rate-limited');
    expect(refused.json.error?.message).toMatch(/created 3 tables in a short time; try again in \d+ s/);
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await create(OTHER_ADDRESS)).status).toBe(201);
    expect(server.service.tableCount()).toBe(4);
  });
});

describe('tables nobody joined', () => {
  const dataDir = mkdtempSync(joinPath(tmpdir(), 'stikk-limits-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are not restored after a restart (so they do not fill the server again), yet open by link', async () => {
    const first = await testServer({ dataDir, maxTables: 3 });
    const empty = await createTable(first.url, { game: 'fakewhist' });
    const withBot = await createTable(first.url, { game: 'fakewhist', bots: ['random', null, null] });
    const joined = await createTable(first.url, { game: 'fakewhist' });
    const c = await TestClient.connect(first.url);
    await join(c, joined.id, 'Kari');
    const full = await http(first.url, 'POST', '/api/tables', '{"game":"fakewhist"}');
    expect(full.status).toBe(503);
    expect(full.json.error?.code).toBe('too-many-tables');
    await c.close();
    await first.close();

    const second = await start({ dataDir, maxTables: 3 });
    expect(second.service.tableCount()).toBe(1);
    expect((await http(second.url, 'POST', '/api/tables', '{"game":"fakewhist"}')).status).toBe(201);
    // Still stored: the invite link works.
    const info = await http(second.url, 'GET', `/api/tables/${empty.id}`);
    expect(info.status).toBe(200);
    expect((await http(second.url, 'GET', `/api/tables/${withBot.id}`)).status).toBe(200);
    const d = await TestClient.connect(second.url);
    expect((await join(d, empty.id, 'Ola')).seat).toBe(0);
    await d.close();
  });

  it('leave memory after emptyIdleMs, while a joined table stays until idleMs', async () => {
    const server = await start({ emptyIdleMs: 60_000, idleMs: 3_600_000 });
    await createTable(server.url, { game: 'fakewhist' });
    const joined = await createTable(server.url, { game: 'fakewhist' });
    const c = await TestClient.connect(server.url);
    await join(c, joined.id, 'Kari');
    await c.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.service.tableCount()).toBe(2);
    expect(server.service.evictIdle(Date.now() + 30_000)).toBe(0);
    expect(server.service.evictIdle(Date.now() + 120_000)).toBe(1);
    expect((await http(server.url, 'GET', `/api/tables/${joined.id}`)).status).toBe(200);
    expect(server.service.evictIdle(Date.now() + 2 * 3_600_000)).toBe(1);
  });
});

describe('connections per address', () => {
  it('past the cap an address gets 429 too-many-connections; /health and other addresses still answer', async () => {
    const cap = 20;
    const server = await start({ connectionsPerAddress: cap });
    const open: WebSocket[] = [];
    for (let i = 0; i < cap; i++) {
      const a = await openWs(server.url);
      if (!('ws' in a)) throw new Error(`connection ${i} refused: ${JSON.stringify(a)}`);
      open.push(a.ws);
    }
    // The flood: 40 more at once from the same address, with a health check and another client.
    const [flood, health, other] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, () => openWs(server.url))),
      http(server.url, 'GET', '/health'),
      openWs(server.url, OTHER_ADDRESS),
    ]);
    expect(flood.filter((a) => 'ws' in a)).toHaveLength(0);
    for (const a of flood) {
      expect(a).toMatchObject({ status: 429 });
      if ('body' in a) expect(JSON.parse(a.body).error.code).toBe('too-many-connections');
    }
    expect(health.status).toBe(200);
    expect(health.json.ok).toBe(true);
    expect('ws' in other).toBe(true);
    if ('ws' in other) other.ws.close();
    // Plain HTTP from that address is refused too, with a reason.
    const api = await http(server.url, 'GET', '/api/games');
    expect(api.status).toBe(429);
    expect(api.json.error?.message).toMatch(/more than 20 connections open/);
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
    // Once some close, the address may connect again.
    await new Promise<void>((resolve) => {
      open[0].once('close', () => resolve());
      open[0].close();
    });
    await new Promise((r) => setTimeout(r, 50));
    const again = await openWs(server.url);
    expect('ws' in again, JSON.stringify(again)).toBe(true);
    for (const ws of [...open.slice(1), ...('ws' in again ? [again.ws] : [])]) ws.close();
  });

  it('with 256 WebSockets open (the default cap), only a health check answers, and its connection closes', async () => {
    const server = await start({ connectionsPerAddress: DEFAULTS.connectionsPerAddress });
    expect(DEFAULTS.connectionsPerAddress).toBe(256);
    const open: WebSocket[] = [];
    for (let i = 0; i < 256; i++) {
      const a = await openWs(server.url);
      if (!('ws' in a)) throw new Error(`connection ${i} refused: ${JSON.stringify(a)}`);
      open.push(a.ws);
    }
    // HTTP and WebSocket count together: the 257th connection is past the cap, whatever it asks.
    for (const path of ['/api/games', '/api/tables', '/', '/health/', '/api/nothing']) {
      const r = await http(server.url, 'GET', path);
      expect(r.status, path).toBe(429);
      expect(r.json.error?.code).toBe('too-many-connections');
    }
    expect((await http(server.url, 'POST', '/health', '{}')).status).toBe(429);
    expect(await openWs(server.url)).toMatchObject({ status: 429 });
    // Except `GET /health` (with a query too, and HEAD): a monitor sees the process alive,
    // and the connection is closed once answered, so it holds nothing.
    for (const [method, path] of [
      ['GET', '/health'],
      ['GET', '/health?probe=1'],
      ['HEAD', '/health'],
    ]) {
      const r = await http(server.url, method, path);
      expect(r.status, `${method} ${path}`).toBe(200);
      expect(r.headers.connection).toBe('close');
    }
    const health = await http(server.url, 'GET', '/health');
    expect(health.json).toMatchObject({ ok: true, connections: expect.any(Number) });
    for (const ws of open) ws.close();
  });
});

describe('slow and silent connections', () => {
  /** Resolves with what the server sent before it closed the socket, or null after `ms`. */
  const untilClosed = (socket: Socket, ms: number) =>
    new Promise<string | null>((resolve) => {
      let got = '';
      const timer = setTimeout(() => resolve(null), ms);
      socket.on('data', (d) => {
        got += d;
      });
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(got);
      });
      socket.on('error', () => undefined);
    });

  it('a body sent one byte at a time is cut at the request timeout (408)', async () => {
    const server = await start({ requestTimeoutMs: 500 });
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(
      'POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    const sent = await untilClosed(socket, 5000);
    clearInterval(drip);
    socket.destroy();
    expect(sent, 'the slow request was never cut').not.toBeNull();
    expect(sent).toMatch(/^HTTP\/1\.1 408/);
    // In the protocol's error body, as every HTTP error.
    expect(sent).toMatch(/"code":"request-timeout"/);
  });

  it('a WebSocket outlives both timeouts (it is pinged instead)', async () => {
    const server = await start({ requestTimeoutMs: 300, connectionTimeoutMs: 300 });
    const c = await TestClient.connect(server.url);
    await new Promise((r) => setTimeout(r, 1500));
    expect(c.closed).toBe(false);
    expect(await c.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    await c.close();
  });

  it('a connection that sends nothing is closed at the connection timeout', async () => {
    const server = await start({ connectionTimeoutMs: 500 });
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const sent = await untilClosed(socket, 5000);
    socket.destroy();
    expect(sent, 'the silent connection was never closed').not.toBeNull();
  });
});
