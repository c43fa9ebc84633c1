/**
 * The table server the e2e tests talk to: started in-process from the sources, on a free
 * loopback port, with a fresh data folder and bots that move at once.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allGames } from '../../../src/catalog.js';
import { type ServerOptions, startServer } from '../../../src/server/server.js';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `host`: where it listens (default loopback; `0.0.0.0` for the invite test); `more`: options
 * for a test's own server (the turn timer's test scale).
 */
export async function startTestServer(
  webDir: string,
  host = '127.0.0.1',
  more: Partial<ServerOptions> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stikk-e2e-data-'));
  const server = await startServer({
    port: 0,
    host,
    dataDir,
    botDelayMs: 0,
    botTimeMs: 50,
    sync: 'normal',
    webDir,
    logLevel: 'warn',
    // Tests click as fast as the page lets them; the limits are tested in the server's own suite.
    rate: { burst: 1000, perSecond: 1000 },
    tablesPerAddress: { burst: 0, perMinute: 0 },
    connectionsPerAddress: 0,
    // Every game of the catalog: a missing one would fail its test in the browser.
    games: allGames(),
    ...more,
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
