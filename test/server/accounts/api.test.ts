/**
 * The account API over HTTP (docs/protocol.md "Accounts"): sign up, sign in and out, the
 * session cookie, a new password, wrong passwords limited per address — and never a password
 * or a hash in a log line or a response.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKey, parseHash } from '../../../src/server/accounts/rules.js';
import { DB_FILE, type RunningServer } from '../../../src/server/server.js';
import { testServer } from '../helpers.js';
import { openServerStore } from '../stores.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: replies are inspected loosely
  json: any;
  /** The session cookie's `name=value`, when the reply set one. */
  cookie?: string;
  setCookie: string[];
}

const logLines: string[] = [];
const bodies: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'stikk-accounts-'));
let server: RunningServer;
let proxied: RunningServer;

beforeAll(async () => {
  server = await testServer({
    dataDir,
    logLevel: 'trace',
    logDestination: { write: (line: string) => void logLines.push(line) },
    wrongPasswordsPerAddress: 10,
  });
  proxied = await testServer({ trustProxy: '127.0.0.1', wrongPasswordsPerAddress: 0 });
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One request on a fresh connection, optionally from another loopback address. */
function call(
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string; from?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<Reply> {
  const url = new URL(path, o.base ?? server.url);
  const text =
    o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent: false,
        localAddress: o.from,
        headers: {
          ...(text !== undefined && { 'content-type': 'application/json' }),
          ...(o.cookie && { cookie: o.cookie }),
          ...o.headers,
        },
      },
      (res) => {
        let out = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          out += d;
        });
        res.on('end', () => {
          bodies.push(out);
          const setCookie = res.headers['set-cookie'] ?? [];
          const session = setCookie.find((c) => c.startsWith('stikk_session='));
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: out,
            json: out ? JSON.parse(out) : undefined,
            cookie: session?.split(';')[0],
            setCookie,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const signUp = (name: string, password: string, o: Parameters<typeof call>[2] = {}) =>
  call('POST', '/api/players', { ...o, body: { name, password } });
const signIn = (name: string, password: string, o: Parameters<typeof call>[2] = {}) =>
  call('POST', '/api/session', { ...o, body: { name, password } });
const who = async (cookie: string | undefined) => (await call('GET', '/api/session', { cookie })).json.player;

describe('signing up', () => {
  it('creates the account and signs in: an HttpOnly, SameSite=Lax session cookie on /', async () => {
    const r = await signUp('Kari Nordmann', 'kortstokk-1');
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ player: { name: 'Kari Nordmann' } });
    const set = r.setCookie.find((c) => c.startsWith('stikk_session='))!;
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(/; Max-Age=2592000/);
    expect(set).not.toMatch(/Secure/);
    expect(await who(r.cookie)).toEqual({ name: 'Kari Nordmann' });
    expect(r.headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/session', { cookie: r.cookie })).headers['cache-control']).toBe(
      'no-store',
    );
    expect(await who(undefined)).toBeNull();
    expect(await who('stikk_session=not-a-real-session-token')).toBeNull();
  });

  it('a name is taken whatever its case; the first account stays as it was', async () => {
    const first = await signUp('Ola', 'first password');
    expect(first.status).toBe(201);
    for (const name of ['ola', 'OLA', ' Ola ', 'Ｏla']) {
      const r = await signUp(name, 'second password');
      expect(r.status, name).toBe(409);
      expect(r.json.error.code).toBe('name-taken');
    }
    expect((await signIn('ola', 'first password')).status).toBe(200);
    expect((await signIn('ola', 'second password')).status).toBe(401);
  });

  it('bad input is refused with a clear error and stores nothing', async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [{ name: 'Per', password: 'short' }, 'bad-password', /password: a password has at least 8 characters/],
      [{ name: 'Per', password: 'x'.repeat(201) }, 'bad-password', /at most 200/],
      [{ name: 'Per', password: '          ' }, 'bad-password', /spaces/],
      [{ name: '', password: 'long enough' }, 'bad-message', /name: a name may not be empty/],
      [{ name: 'x'.repeat(41), password: 'long enough' }, 'bad-message', /name: a name is at most 40/],
      [{ name: 'Per' }, 'bad-message', /password/],
      [{ name: 'Per', password: 12345678 }, 'bad-message', /password/],
      [{ name: 'Per', password: 'long enough', admin: true }, 'bad-message', /admin/],
      [['Per', 'long enough'], 'bad-message', /object/],
    ];
    for (const [body, code, message] of cases) {
      const r = await call('POST', '/api/players', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code).toBe(code);
      expect(r.json.error.message).toMatch(message);
      expect(r.cookie).toBeUndefined();
    }
    expect((await call('POST', '/api/players', { body: '{"name":' })).status).toBe(400);
    // None of them made "Per": the name is free.
    expect((await signUp('Per', 'long enough')).status).toBe(201);
  });
});

describe('sessions', () => {
  it('signing in starts a session; signing out ends it (the old cookie is worthless)', async () => {
    await signUp('Liv', 'liv-passord');
    const wrong = await signIn('Liv', 'liv-passorD');
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.code).toBe('wrong-password');
    expect(wrong.cookie).toBeUndefined();
    // An unknown name gets the very same answer.
    const unknown = await signIn('Nobody Here', 'liv-passord');
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);

    const a = await signIn('LIV', 'liv-passord');
    expect(a.status).toBe(200);
    expect(a.json).toEqual({ player: { name: 'Liv' } });
    const b = await signIn('liv', 'liv-passord');
    expect(a.cookie).not.toBe(b.cookie);
    const out = await call('DELETE', '/api/session', { cookie: a.cookie });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ player: null });
    expect(out.setCookie.find((c) => c.startsWith('stikk_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await who(a.cookie)).toBeNull();
    // Another device's session goes on.
    expect(await who(b.cookie)).toEqual({ name: 'Liv' });
    // Signing out twice, or never signed in, is no error.
    expect((await call('DELETE', '/api/session', { cookie: a.cookie })).status).toBe(200);
    expect((await call('DELETE', '/api/session')).status).toBe(200);
  });

  it('a new password needs the old one, ends every other session and starts a fresh one', async () => {
    await signUp('Siri', 'gammelt passord');
    const here = (await signIn('Siri', 'gammelt passord')).cookie;
    const there = (await signIn('Siri', 'gammelt passord')).cookie;
    const change = (cookie: string | undefined, oldPassword: string, newPassword: string) =>
      call('POST', '/api/session/password', { cookie, body: { oldPassword, newPassword } });

    const anonymous = await change(undefined, 'gammelt passord', 'nytt passord');
    expect([anonymous.status, anonymous.json.error.code]).toEqual([401, 'not-signed-in']);
    const wrongOld = await change(here, 'feil passord', 'nytt passord');
    expect([wrongOld.status, wrongOld.json.error.code]).toEqual([401, 'wrong-password']);
    const weak = await change(here, 'gammelt passord', 'kort');
    expect([weak.status, weak.json.error.code]).toEqual([400, 'bad-password']);
    expect(weak.json.error.message).toMatch(/^newPassword: /);
    const malformed = await call('POST', '/api/session/password', {
      cookie: here,
      body: { newPassword: 'x' },
    });
    expect([malformed.status, malformed.json.error.code]).toEqual([400, 'bad-message']);
    // Nothing changed so far.
    expect(await who(there)).toEqual({ name: 'Siri' });

    const ok = await change(here, 'gammelt passord', 'nytt passord');
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ player: { name: 'Siri' } });
    expect(ok.cookie).toBeDefined();
    expect(await who(ok.cookie)).toEqual({ name: 'Siri' });
    expect(await who(here)).toBeNull();
    expect(await who(there)).toBeNull();
    expect((await signIn('Siri', 'gammelt passord')).status).toBe(401);
    expect((await signIn('Siri', 'nytt passord')).status).toBe(200);
  });

  it('the cookie is Secure when the request came over TLS by a trusted proxy, and not otherwise', async () => {
    const secure = await signUp('Trygve', 'trygt passord', {
      base: proxied.url,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.status).toBe(201);
    expect(secure.setCookie.find((c) => c.startsWith('stikk_session='))).toMatch(/; Secure/);
    const plain = await signIn('Trygve', 'trygt passord', { base: proxied.url });
    expect(plain.setCookie.find((c) => c.startsWith('stikk_session='))).not.toMatch(/Secure/);
    // A server that trusts no proxy ignores the header.
    const untrusted = await signUp('Trygve', 'trygt passord', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.setCookie.find((c) => c.startsWith('stikk_session='))).not.toMatch(/Secure/);
  });

  it('guests play as before: a table is created with or without a session', async () => {
    const cookie = (await signIn('Trygve', 'trygt passord')).cookie;
    for (const c of [undefined, cookie]) {
      const r = await call('POST', '/api/tables', { cookie: c, body: { game: 'fakewhist' } });
      expect(r.status, r.text).toBe(201);
    }
  });
});

describe('guessing', () => {
  it('10 wrong passwords from one address, then 429 with Retry-After (even for the right one); other addresses go on', async () => {
    const from = '127.0.0.3';
    await signUp('Gudrun', 'rett passord', { from });
    for (let i = 0; i < 10; i++) {
      expect((await signIn('Gudrun', `feil ${i} passord`, { from })).status).toBe(401);
    }
    for (const password of ['feil passord', 'rett passord']) {
      const r = await signIn('Gudrun', password, { from });
      expect(r.status).toBe(429);
      expect(r.json.error.code).toBe('rate-limited');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    const elsewhere = await signIn('Gudrun', 'rett passord', { from: '127.0.0.4' });
    expect(elsewhere.status).toBe(200);
    // Changing a password from that address is limited as well.
    const limited = await call('POST', '/api/session/password', {
      from,
      cookie: elsewhere.cookie,
      body: { oldPassword: 'feil passord', newPassword: 'nytt passord' },
    });
    expect(limited.status).toBe(429);
  });
});

describe('secrets', () => {
  it('no password and no part of a stored hash in any log line or response', async () => {
    const password = 'hemmelig-passord-1';
    const newPassword = 'hemmelig-passord-2';
    expect((await signUp('Hemmelig', password)).status).toBe(201);
    const cookie = (await signIn('Hemmelig', password)).cookie;
    expect((await signIn('Hemmelig', `${password}x`)).status).toBe(401);
    const changed = await call('POST', '/api/session/password', {
      cookie,
      body: { oldPassword: password, newPassword },
    });
    expect(changed.status).toBe(200);
    const fresh = (await signIn('hemmelig', newPassword)).cookie;
    expect(fresh).toBeDefined();
    // The profile and friends routes answer about this account too, without its secrets.
    expect((await call('PUT', '/api/friends/Siri', { cookie: fresh })).status).toBe(200);
    expect((await call('PUT', '/api/friends/Siri', { cookie: fresh })).json.friend.name).toBe('Siri');
    for (const path of ['/api/players/Hemmelig', '/api/players/Hemmelig/matches', '/api/friends']) {
      const r = await call('GET', path, { cookie: fresh });
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('no-store');
    }
    expect((await call('GET', '/api/players/Siri', { cookie: fresh })).json.player.name).toBe('Siri');

    const store = await openServerStore(dataDir, join(dataDir, DB_FILE));
    const hashes = [];
    try {
      for (const name of ['Hemmelig', 'Kari Nordmann', 'Siri']) {
        const a = await store.accounts.accountByNameKey(nameKey(name));
        expect(a).toBeDefined();
        hashes.push(a!.passwordHash);
      }
    } finally {
      await store.close();
    }
    const secrets = [password, newPassword, 'kortstokk-1', 'nytt passord', 'gammelt passord'];
    for (const h of hashes) {
      const parsed = parseHash(h)!;
      const salt = parsed.salt.toString('base64url');
      const key = parsed.key.toString('base64url');
      secrets.push(h, salt, key, parsed.salt.toString('hex'), parsed.key.toString('hex'));
      // Any 10 characters of the key in a row.
      for (let i = 0; i + 10 <= key.length; i++) secrets.push(key.slice(i, i + 10));
    }
    expect(logLines.length).toBeGreaterThan(5);
    expect(logLines.some((l) => l.includes('signed in'))).toBe(true);
    const everything = [...logLines, ...bodies];
    for (const secret of secrets) {
      const where = everything.find((text) => text.includes(secret));
      expect(where, `"${secret}" found`).toBeUndefined();
    }
  });
});
