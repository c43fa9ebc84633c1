import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { pino } from 'pino';
import { allGames } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';
import { BotPool, inlineBots, workersAvailable } from './botPool.js';
import { serveConnection } from './connection.js';
import { registerApi, registerWebClient } from './http.js';
import type { RateLimit } from './rateLimit.js';
import { TableService } from './service.js';
import { Store, type SyncMode } from './store.js';

export interface ServerOptions {
  port: number;
  host: string;
  /** Data folder (the SQLite file lives there); null keeps everything in memory (tests). */
  dataDir: string | null;
  botDelayMs: number;
  botTimeMs: number;
  sync: SyncMode;
  rate: RateLimit;
  maxTables: number;
  /** The built web client. */
  webDir: string;
  logLevel: string;
  /** Tables idle this long (nobody following, nothing happening) leave memory; they stay stored. */
  idleMs: number;
  /** Worker threads for bots (0: bots think on the server's thread, as in tests from source). */
  botWorkers: number;
  /** The games to serve (default: every registered game). */
  games?: readonly AnyGame[];
}

/** From dist/server/ and from src/server/ alike, the built client is at <package>/dist/web. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

export const DEFAULTS: ServerOptions = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: './data',
  botDelayMs: 700,
  botTimeMs: 300,
  sync: 'normal',
  rate: { burst: 40, perSecond: 20 },
  maxTables: 20_000,
  webDir: DEFAULT_WEB_DIR,
  logLevel: 'info',
  idleMs: 30 * 60_000,
  // One worker on a 2-core machine: the other core serves the tables.
  botWorkers: workersAvailable() ? Math.max(1, Math.min(4, availableParallelism() - 1)) : 0,
};

export const DB_FILE = 'stikk.sqlite';

export interface RunningServer {
  url: string;
  port: number;
  service: TableService;
  /** Graceful stop: bots stop, sockets close, pending writes are already committed, the file is closed. */
  close(): Promise<void>;
}

export async function startServer(partial: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const o: ServerOptions = { ...DEFAULTS, ...partial };
  const logger = pino({ level: o.logLevel, base: { app: 'stikk' } });
  const store = new Store(o.dataDir === null ? ':memory:' : resolve(o.dataDir, DB_FILE), o.sync);
  const botRunner = o.botWorkers > 0 && workersAvailable() ? new BotPool(o.botWorkers) : inlineBots;
  const service = new TableService(
    store,
    o.games ?? allGames(),
    {
      bots: { delayMs: o.botDelayMs, timeMs: o.botTimeMs },
      botRunner,
      maxTables: o.maxTables,
      idleMs: o.idleMs,
    },
    logger,
  );
  const restored = service.restore();
  logger.info(restored, 'tables restored');

  const startedAt = Date.now();
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
  });
  // Hard limit: beyond it ws closes the socket (1009); below it, MAX_MESSAGE_BYTES gets an error reply.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  // A connection that does not answer a ping within 30 s is gone (a phone that lost its
  // network): closing it lets the others see the seat as away. The pings are spread over the
  // 30 s (a slice every 100 ms): pinging thousands of sockets at once stalls every table.
  const silent = new WeakSet<object>();
  const slices = 300;
  const sliceOf = new WeakMap<object, number>();
  let nextSlice = 0;
  app.get('/ws', { websocket: true }, (socket) => {
    sliceOf.set(socket, nextSlice++ % slices);
    socket.on('pong', () => silent.delete(socket));
    serveConnection(socket, service, { rate: o.rate });
  });
  let tick = 0;
  const heartbeat = setInterval(() => {
    const slice = tick++ % slices;
    for (const ws of app.websocketServer.clients) {
      if (sliceOf.get(ws) !== slice) continue;
      if (silent.has(ws)) {
        ws.terminate();
        continue;
      }
      silent.add(ws);
      ws.ping();
    }
  }, 30_000 / slices);
  heartbeat.unref();
  registerApi(app, service, startedAt);
  await registerWebClient(app, resolve(o.webDir));

  await app.listen({ port: o.port, host: o.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  const url = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}`;
  logger.info(
    { url, data: o.dataDir, botWorkers: botRunner === inlineBots ? 0 : o.botWorkers },
    'stikk server listening',
  );

  const sweeper = setInterval(
    () => {
      const evicted = service.evictIdle();
      if (evicted) logger.info({ evicted, tables: service.tableCount() }, 'idle tables left memory');
    },
    Math.min(60_000, o.idleMs),
  );
  sweeper.unref();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(sweeper);
      clearInterval(heartbeat);
      service.shutdown();
      for (const ws of app.websocketServer.clients) ws.close(1001, 'server shutting down');
      await app.close();
      await botRunner.close();
      store.close();
      logger.info('stikk server stopped');
    })();
    return closing;
  };
  return { url, port, service, close };
}
