/**
 * Smaller hardening: security headers, no source maps served, invisible and
 * direction-changing characters stripped from names, and a bad WebSocket frame logged at a
 * low level without a stack.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanName } from '../../src/protocol/index.js';
import type { RunningServer } from '../../src/server/server.js';
import { createTable, TestClient, testServer } from './helpers.js';

const webDir = mkdtempSync(joinPath(tmpdir(), 'stikk-web-'));
const logLines: string[] = [];
let server: RunningServer;
beforeAll(async () => {
  mkdirSync(joinPath(webDir, 'assets'));
  writeFileSync(joinPath(webDir, 'index.html'), '<!doctype html><title>stikk client</title>');
  writeFileSync(joinPath(webDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(joinPath(webDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  server = await testServer({
    webDir,
    logLevel: 'debug',
    logDestination: { write: (line: string) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('headers', () => {
  it('every response carries a Content-Security-Policy and X-Content-Type-Options: nosniff', async () => {
    for (const path of ['/', '/t/abc', '/assets/app.js', '/api/games', '/health', '/api/nothing']) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/connect-src 'self'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it('source maps are not served, even when the build folder has them', async () => {
    const map = await fetch(`${server.url}/assets/app.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toMatch(/secret\.ts/);
    expect((await fetch(`${server.url}/assets/app.js`)).status).toBe(200);
  });
});

describe('names', () => {
  it('lose zero-width, direction-changing and other invisible characters', async () => {
    const t = await createTable(server.url, { game: 'fakewhist' });
    const c = await TestClient.connect(server.url);
    const joined = await c.request({
      type: 'join',
      tableId: t.id,
      name: '\u202E\u2066Ka\u200Bri\u200F\u2069\uFEFF \u00AD',
    });
    expect(joined).toMatchObject({ type: 'joined', name: 'Kari' });
    await c.waitFor(() => c.latest(t.id, joined.seat) !== undefined);
    expect(c.latest(t.id, joined.seat)!.table.seats[joined.seat].name).toBe('Kari');
    const invisible = await c.request({ type: 'join', tableId: t.id, name: '\u200B\u200D\u202E\u2060' });
    expect(invisible).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(invisible.message).toMatch(/may not be empty/);
    await c.close();
  });

  it('keep visible letters, accents, emoji and variation selectors', () => {
    expect(cleanName('  Åse Ødegård ')).toBe('Åse Ødegård');
    expect(cleanName('Jürgen ❤️')).toBe('Jürgen ❤️');
    expect(cleanName('a\u200Cb\u200Dc\u200Ed\u202Ae\u202Bf\u202Cg\u202Dh\u2067i\u2068j')).toBe('abcdefghij');
  });
});

describe('a bad WebSocket frame', () => {
  it('drops the connection and logs at debug, without a stack and without an error line', async () => {
    const from = logLines.length;
    const c = await TestClient.connect(server.url);
    const socket = (c.ws as unknown as { _socket: { write(b: Buffer): void } })._socket;
    // A masked frame with the reserved opcode 3.
    socket.write(Buffer.from([0x83, 0x80, 1, 2, 3, 4]));
    await c.waitFor(() => c.closed).catch(() => undefined);
    expect(c.closed).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    const lines = logLines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    expect(lines.some((l) => JSON.stringify(l).includes('    at '))).toBe(false);
    const frame = lines.find((l) => l.msg === 'bad websocket frame; connection dropped');
    expect(frame).toMatchObject({ level: 20, code: 'WS_ERR_INVALID_OPCODE' });
  });
});
