/**
 * Fuzzing the WebSocket protocol (fuzzCheck.ts; the same fuzzer runs against a cluster in
 * test/localCluster/parity.test.ts), and the limits on messages.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGames } from '../../src/catalog.js';
import type { RunningServer } from '../../src/server/server.js';
import { propertyRuns } from '../harness/properties.js';
import { fakeAny } from './fakeGame.js';
import { fuzzTable } from './fuzzCheck.js';
import { TestClient, testServer } from './helpers.js';
import { inProcessServer, type ServerUnderTest } from './underTest.js';

let server: RunningServer;
let target: ServerUnderTest;
beforeAll(async () => {
  server = await testServer();
  target = inProcessServer(server);
});
afterAll(() => server.close());

describe('fuzzing', () => {
  it('thousands of malformed and hostile messages at a fake table', async () => {
    await fuzzTable(target, fakeAny, propertyRuns(3000), 'fuzz:fake');
  });

  const real = allGames();
  it.each(real.map((g) => [g.id, g] as const))('hostile messages at a %s table', async (_id, game) => {
    await fuzzTable(target, game, propertyRuns(400), `fuzz:${game.id}`);
  });
});

describe('limits', () => {
  it('refuses messages beyond the rate limit and closes a flooding connection', async () => {
    const strict = await testServer({ rate: { burst: 5, perSecond: 1 } });
    try {
      const c = await TestClient.connect(strict.url);
      for (let i = 0; i < 10; i++) c.send({ type: 'ping', id: i });
      await c.waitFor(() => c.messages.length >= 10);
      expect(c.messages.filter((m) => m.type === 'pong')).toHaveLength(5);
      const limited = c.messages.filter((m) => m.type === 'error');
      expect(limited).toHaveLength(5);
      expect(limited[0]).toMatchObject({ code: 'rate-limited' });
      // ten times the rate, sustained: the server hangs up
      for (let i = 0; i < 200; i++) c.send({ type: 'ping' });
      await c.waitFor(() => c.closed);
      expect(c.ws.readyState).toBe(c.ws.CLOSED);
    } finally {
      await strict.close();
    }
  });

  it('closes the socket for a message over the hard limit (1 MiB)', async () => {
    const c = await TestClient.connect(server.url);
    const code = new Promise<number>((resolve) => c.ws.once('close', (n) => resolve(n)));
    c.send('x'.repeat(1024 * 1024 + 10));
    expect(await code).toBe(1009);
  });
});
