/**
 * The table server the e2e tests talk to: started in-process from the sources, on a free
 * loopback port, with a fresh data folder and bots that move at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBot, registerBot } from '../../../src/bots/bot.js';
import type { AnyGame } from '../../../src/engine/game.js';
import { GAME_IDS } from '../../../src/engine/game.js';
import { allGames } from '../../../src/engine/registry.js';
import '../../../src/games/index.js';
import { startServer } from '../../../src/server/server.js';
import { quickBridgeBot } from './quickBridgeBot.js';

/** Every game of the project must be served: a missing one would fail its test in the browser. */
function everyGame(): AnyGame[] {
  const have = new Map(allGames().map((g) => [g.id, g]));
  const missing = GAME_IDS.filter((id) => !have.has(id));
  if (missing.length) throw new Error(`games not registered in src/games/index.ts: ${missing.join(', ')}`);
  return GAME_IDS.map((id) => have.get(id)!);
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function startTestServer(webDir: string): Promise<TestServer> {
  if (!getBot('bridge', 'basic')) registerBot('bridge', quickBridgeBot);
  const dataDir = mkdtempSync(join(tmpdir(), 'stikk-e2e-data-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
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
    games: everyGame(),
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
