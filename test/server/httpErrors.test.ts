/**
 * Every HTTP error answers the protocol's body `{"error": {"code", "message"}}` with a code of
 * docs/protocol.md, never Fastify's own (`FST_ERR_…`): a body too large, not JSON, with a
 * prototype key, of another content type, an unknown route, another method, a bad URL, a
 * request that is not HTTP, a plain GET of /ws, a request while the server stops (issue 36).
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../src/server/httpErrors.js';
import type { RunningServer } from '../../src/server/server.js';
import { testServer } from './helpers.js';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: error bodies are inspected loosely
  json: any;
}

/** One request on a fresh connection, the body sent as given (any content type, or none). */
function send(
  method: string,
  path: string,
  o: { body?: string | Buffer; type?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        agent: false,
        headers: { ...(o.type ? { 'content-type': o.type } : {}), ...o.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    // The server may answer (413) and close before the whole body is sent.
    req.on('error', (e) =>
      e.message.includes('EPIPE') || e.message.includes('ECONNRESET') ? undefined : reject(e),
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.end(o.body);
  });
}

/** The protocol's error body with this status and code, and nothing of Fastify's. */
function expectError(r: Reply, status: number, code: string): void {
  expect(r.status, r.text).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(r.json)).toEqual(['error']);
  expect(Object.keys(r.json.error).sort()).toEqual(['code', 'message']);
  expect(r.json.error.code).toBe(code);
  expect(r.json.error.message).toEqual(expect.any(String));
  expect(r.text).not.toMatch(/FST_|statusCode/);
}

const JSON_TYPE = 'application/json';

describe('bodies', () => {
  it('a 120 kB body is 413 too-large, saying the limit', async () => {
    const body = JSON.stringify({ game: 'fakewhist', pad: 'x'.repeat(120_000) });
    const r = await send('POST', '/api/tables', { body, type: JSON_TYPE });
    expectError(r, 413, 'too-large');
    expect(r.json.error.message).toBe('a request body is at most 65536 bytes');
    // Also when the length is not announced (chunked).
    const chunked = await send('POST', '/api/tables', {
      body,
      type: JSON_TYPE,
      headers: { 'transfer-encoding': 'chunked' },
    });
    expectError(chunked, 413, 'too-large');
  });

  it('a route that takes more (a whole record) says its own limit', async () => {
    const r = await send('POST', '/api/challenges/abc/entries/def/record', {
      body: JSON.stringify({ pad: 'x'.repeat(1100 * 1024) }),
      type: JSON_TYPE,
    });
    expectError(r, 413, 'too-large');
    expect(r.json.error.message).toBe(`a request body is at most ${1024 * 1024} bytes`);
  });

  it('not JSON is 400 bad-json, with what is wrong', async () => {
    const r = await send('POST', '/api/tables', { body: '{"game":', type: JSON_TYPE });
    expectError(r, 400, 'bad-json');
    expect(r.json.error.message).toMatch(/^not JSON: /);
    const empty = await send('POST', '/api/tables', { body: '', type: JSON_TYPE });
    expectError(empty, 400, 'bad-json');
    const charset = await send('POST', '/api/tables', { body: '[1,', type: `${JSON_TYPE}; charset=utf-8` });
    expectError(charset, 400, 'bad-json');
  });

  it('a __proto__ or constructor.prototype key is 400 bad-message, and nothing is made', async () => {
    const before = server.service.tableCount();
    for (const body of [
      '{"game":"fakewhist","__proto__":{"admin":true}}',
      '{"game":"fakewhist","options":{"__proto__":{"seats":9}}}',
      '{"game":"fakewhist","\\u005f_proto__":{}}',
      '{"game":"fakewhist","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const r = await send('POST', '/api/tables', { body, type: JSON_TYPE });
      expectError(r, 400, 'bad-message');
      expect(r.json.error.message).toMatch(/__proto__/);
    }
    expect(server.service.tableCount()).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a body that is not JSON by its type is 415 unsupported-media-type', async () => {
    for (const type of [
      'text/plain',
      'text/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]) {
      const r = await send('POST', '/api/tables', { body: '{"game":"fakewhist"}', type });
      expectError(r, 415, 'unsupported-media-type');
    }
    // JSON with its type still makes a table.
    const made = await send('POST', '/api/tables', { body: '{"game":"fakewhist"}', type: JSON_TYPE });
    expect(made.status).toBe(201);
  });

  it('a body shorter than its Content-Length is 400 bad-request', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let got = '';
    socket.on('data', (d) => {
      got += d;
    });
    socket.write(
      'POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{}',
    );
    socket.end();
    await new Promise((r) => socket.on('close', r));
    expect(got).toMatch(/^HTTP\/1\.1 400/);
    expect(got).toMatch(/"code":"bad-request"/);
  });
});

describe('routes', () => {
  it('an unknown route is 404 not-found', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/nothing'],
      ['GET', '/nothing.js'],
      ['DELETE', '/nothing'],
    ]) {
      expectError(await send(method, path), 404, 'not-found');
    }
  });

  it('a known path with another method is 405 method-not-allowed, with Allow', async () => {
    const r = await send('DELETE', '/api/tables');
    expectError(r, 405, 'method-not-allowed');
    expect(r.headers.allow).toBe('GET, HEAD, POST');
    const health = await send('POST', '/health', { body: '{}', type: JSON_TYPE });
    expectError(health, 405, 'method-not-allowed');
    expect(health.headers.allow).toBe('GET, HEAD');
    const deal = await send('PUT', '/api/tables/abc/deals/3', { body: '{}', type: JSON_TYPE });
    expectError(deal, 405, 'method-not-allowed');
    expect(deal.headers.allow).toBe('GET, HEAD');
  });

  it('a plain GET of /ws is 426 upgrade-required', async () => {
    const r = await send('GET', '/ws');
    expectError(r, 426, 'upgrade-required');
    expect(r.headers.upgrade).toBe('websocket');
    expectError(await send('POST', '/ws'), 405, 'method-not-allowed');
  });

  it('a URL with a bad escape is 400 bad-request', async () => {
    expectError(await send('GET', '/api/tables/%zz'), 400, 'bad-request');
    expectError(await send('GET', '/%'), 400, 'bad-request');
  });

  it('a request that is not HTTP, or has headers too large, gets the body too', async () => {
    const { port } = new URL(server.url);
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        let got = '';
        socket.on('data', (d) => {
          got += d;
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(got));
        socket.write(text);
      });
    const garbage = await raw('HELLO THERE\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.split('\r\n\r\n')[1])).toEqual({
      error: { code: 'bad-request', message: 'the request is not well-formed HTTP' },
    });
    const huge = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(/"code":"headers-too-large"/);
  });

  it('the errors carry the security headers as other answers do', async () => {
    for (const r of [
      await send('POST', '/api/tables', { body: '{', type: JSON_TYPE }),
      await send('DELETE', '/api/tables'),
      await send('GET', '/api/tables/%zz'),
    ]) {
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
  });
});

describe('while the server stops', () => {
  it('a request that arrives on an open connection is 503 shutting-down', async () => {
    const stopping = await testServer();
    const { port } = new URL(stopping.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let got = '';
    socket.on('data', (d) => {
      got += d;
    });
    socket.on('error', () => undefined);
    // A request whose body is still coming keeps the connection busy while the stop begins;
    // a second one waits behind it on the same connection.
    const body = '{"game":"fakewhist"}';
    socket.write(
      `POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const closed = stopping.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write(`${body.slice(1)}GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((r) => socket.once('close', r));
    await closed;
    const answers = got.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(answers[1].split('\r\n\r\n')[1])).toEqual({
      error: { code: 'shutting-down', message: 'the server is shutting down; try again in a moment' },
    });
  });
});

describe('describeError', () => {
  it('a handler that throws is 500 server-error, saying nothing of the failure', () => {
    const e = describeError(
      Object.assign(new Error('secret path /srv/data'), { code: 'EACCES' }) as never,
      1,
    );
    expect(e).toEqual({
      status: 500,
      code: 'server-error',
      message: 'the server failed to answer this request; it is logged',
    });
  });

  it('another client error of Fastify keeps its status, with a code of the list', () => {
    expect(describeError(Object.assign(new Error('x'), { statusCode: 404 }) as never, 1)).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect(describeError(Object.assign(new Error('x'), { statusCode: 422 }) as never, 1)).toMatchObject({
      status: 422,
      code: 'bad-request',
    });
  });
});
