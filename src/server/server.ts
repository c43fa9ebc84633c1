import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyRequest, LogController } from 'fastify';
import { pino } from 'pino';
import type { WebSocket } from 'ws';
import { allGames } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';
import { MAX_MESSAGE_BYTES } from '../protocol/index.js';
import type { AccountPresence } from './accounts/playerRoutes.js';
import { Players } from './accounts/players.js';
import { accountOfCookieHeader } from './accounts/sessionCookie.js';
import type { WithAccounts } from './accounts/store.js';
import { inviteAddresses, originOf } from './address.js';
import { matchJudge } from './analysisPool.js';
import { BotPool, defaultBotWorkers, inlineBots, workersAvailable } from './botPool.js';
import { challengeTableReads } from './challenge/routes.js';
import { ChallengeService } from './challenge/service.js';
import type { WithChallenges } from './challenge/store.js';
import { newIncarnation, newProcessId } from './cluster/cluster.js';
import { fencedConnectionOptions } from './cluster/leases.js';
import type { ClusterNode } from './cluster/node.js';
import { sharedCreations } from './cluster/sharedBuckets.js';
import { SocketErrors, serveConnection, serverSocketClass } from './connection.js';
import {
  capConnectionsPerAddress,
  registerApi,
  registerSecurityHeaders,
  registerWebClient,
  SECURITY_HEADERS,
} from './http.js';
import { errorBody, httpErrorOptions, registerHttpErrors } from './httpErrors.js';
import { DealBoundaries, localTablesOf } from './localTables.js';
import type { PlayerHooks } from './people.js';
import type { RateLimit } from './rateLimit.js';
import { TableService } from './service.js';
import { SqliteStore, type SyncMode } from './sqliteStore.js';
import { listenError, openOrExplain, prepareDataDir, StartupError } from './startup.js';
import type { TableStore } from './store.js';
import type { Clock } from './turnTimer.js';

export interface ServerOptions {
  port: number;
  host: string;
  /** Data folder (the SQLite file lives there); null keeps everything in memory (tests). */
  dataDir: string | null;
  /**
   * A Postgres URL (`postgres://…`) to keep the tables there instead of SQLite; unset: SQLite
   * in `dataDir`. `?schema=name` keeps them in that schema (created if missing).
   */
  store?: string;
  /**
   * A Redis URL: this process joins a cluster of processes sharing `store` (docs/server.md
   * "Several processes"); each table is owned by one of them at a time.
   */
  bus?: string;
  /** This process's id in logs and leases (default host-pid-random). */
  processId?: string;
  /** How long a table's lease lives without renewal (ms): a dead owner's tables move after about this. */
  leaseMs: number;
  botDelayMs: number;
  botTimeMs: number;
  sync: SyncMode;
  /** Messages per WebSocket connection: refused past this, the connection closed past ten times it. */
  rate: RateLimit;
  /** In a cluster: called once this process has stopped because another process took its id. */
  onSuperseded?: () => void;
  /** Tables in memory; creating more is refused (503 `too-many-tables`). */
  maxTables: number;
  /** Tables one address may create at once, then per minute (429 `rate-limited`); burst 0: no limit. */
  tablesPerAddress: { burst: number; perMinute: number };
  /** Wrong passwords one address may send, refilled over 20 minutes (429 `rate-limited`); 0: no limit. */
  wrongPasswordsPerAddress: number;
  /** Open connections (HTTP and WebSocket) per client address (429 `too-many-connections`); 0: no limit. */
  connectionsPerAddress: number;
  /** Largest WebSocket message answered (bytes); larger ones get `too-large`. */
  maxMessageBytes: number;
  /** Bytes waiting to be sent to one WebSocket before it is closed as too slow (1013). */
  maxBufferedBytes: number;
  /** Largest HTTP request body (bytes; 413 beyond). */
  bodyLimit: number;
  /** An HTTP request (headers and body) must arrive within this (ms; 408 beyond); 0: no limit. */
  requestTimeoutMs: number;
  /** An HTTP connection with no traffic for this long is closed (ms; WebSockets are pinged instead). */
  connectionTimeoutMs: number;
  /** A WebSocket that does not answer a ping within this is closed (ms). */
  pingMs: number;
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe for the client's address ('' : nobody's). */
  trustProxy: string;
  /** The built web client. */
  webDir: string;
  logLevel: string;
  /** Where the log goes (default standard output); for tests. */
  logDestination?: { write(line: string): void };
  /** Tables idle this long (nobody following, nothing happening) leave memory; they stay stored. */
  idleMs: number;
  /** The same for tables nobody has joined (a seat free, no person seated). */
  emptyIdleMs: number;
  /** Worker threads for bots (0: bots think on the server's thread, as in tests from source). */
  botWorkers: number;
  /** The games to serve (default: every registered game). */
  games?: readonly AnyGame[];
  /** Tests only: every turn timer's time is multiplied by this (the settings stay 30/60/120 s). */
  turnTimerScale?: number;
  /** Tests only: the clock of turn timers and presence (default: the system's). */
  clock?: Clock;
  /** Tests only: each new table's secret seed (default random), so its decks and first dealer are known. */
  seeds?: () => string;
  /** The players' side told of every finished match (default: the store's history and ratings). */
  players?: PlayerHooks;
  /** The daily challenges' secret (`--challenge-secret`); default: drawn once and kept in the store. */
  challengeSecret?: string;
  /** A bot's thinking time per decision of a challenge's "bot" line (ms); default `botTimeMs`. */
  challengeBotMs?: number;
}

/** From dist/server/ and from src/server/ alike, the built client is at <package>/dist/web. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

export const DEFAULTS: ServerOptions = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: './data',
  botDelayMs: 700,
  botTimeMs: 300,
  leaseMs: 3_000,
  sync: 'normal',
  rate: { burst: 40, perSecond: 20 },
  maxTables: 20_000,
  // A family or a club behind one address creates a few tables an evening, not hundreds.
  tablesPerAddress: { burst: 20, perMinute: 2 },
  // Ten guesses, then one every two minutes: a forgotten password is found, a stolen name is not.
  wrongPasswordsPerAddress: 10,
  // A browser holds a handful of connections; this leaves room for a club behind one address.
  connectionsPerAddress: 256,
  maxMessageBytes: MAX_MESSAGE_BYTES,
  maxBufferedBytes: 8 * 1024 * 1024,
  bodyLimit: 64 * 1024,
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 120_000,
  pingMs: 30_000,
  trustProxy: '',
  webDir: DEFAULT_WEB_DIR,
  logLevel: 'info',
  idleMs: 30 * 60_000,
  emptyIdleMs: 5 * 60_000,
  botWorkers: defaultBotWorkers(),
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
  const processId = o.processId ?? newProcessId();
  // This start of the process: the fence tells it from an earlier one with the same id.
  const incarnation = newIncarnation();
  // Every log line says which process wrote it (several share one log in a cluster).
  const base = { app: 'stikk', process: processId };
  const logger = o.logDestination
    ? pino({ level: o.logLevel, base }, o.logDestination)
    : pino({ level: o.logLevel, base });
  if (o.bus && !o.store) {
    throw new StartupError('--bus needs --store postgres://…: the processes of a cluster share one database');
  }
  const store = await openStore(o, o.bus ? fencedConnectionOptions(processId, incarnation) : '');
  let node: ClusterNode | undefined;
  const botRunner = o.botWorkers > 0 && workersAvailable() ? new BotPool(o.botWorkers) : inlineBots;
  const judge = matchJudge();
  const games = o.games ?? allGames();
  const challenges = new ChallengeService({
    store: store.challenges,
    accounts: store.accounts,
    games: new Map(games.map((g) => [g.id, g])),
    secret: o.challengeSecret,
    botLineMs: o.challengeBotMs ?? o.botTimeMs,
    log: logger,
  });
  // Rebalancing waits for a table's next deal boundary: the service says when one comes.
  const boundaries = new DealBoundaries();
  const service = new TableService(
    store,
    games,
    {
      bots: { delayMs: o.botDelayMs, timeMs: o.botTimeMs },
      botRunner,
      maxTables: o.maxTables,
      idleMs: o.idleMs,
      emptyIdleMs: o.emptyIdleMs,
      clock: o.clock,
      turnTimerScale: o.turnTimerScale,
      seeds: o.seeds,
      accounts: store.accounts,
      players: o.players ?? new Players(store.players, logger, judge),
      // A challenge's table is dealt its challenge's decks, and its results are the entry's.
      dealsOf: (stored, game, options) => challenges.dealsOf(stored, game, options),
      tableChanged: (t) => {
        challenges.tableChanged(t);
        boundaries.changed(t);
      },
      ...(o.bus && { owns: (id: string) => node?.cluster.held.has(id) ?? false }),
    },
    logger,
  );
  challenges.attach(service, (key, game, level, input) =>
    service.bots.decideAside(key, game.id, level, input),
  );
  const restored = await (o.bus ? joinAndClaim(o.bus) : service.restore()).catch(async (e) => {
    await node?.close().catch(() => undefined);
    await botRunner.close();
    await store.close();
    throw e;
  });
  logger.info(restored, 'tables restored');

  /** In a cluster: the tables to restore that nobody holds are taken here; the others stay with their owners. */
  async function joinAndClaim(busUrl: string): Promise<{ restored: number; failed: string[] }> {
    const local = localTablesOf(service, boundaries);
    // Loaded only here: a single server never loads the Redis client.
    const { joinCluster } = await import('./cluster/node.js');
    node = await joinCluster(
      { processId, incarnation, leaseMs: o.leaseMs, busUrl, storeUrl: o.store ?? '' },
      local,
      store,
      logger,
    );
    const failed: string[] = [];
    for (const id of await store.tablesToRestore()) {
      if ((await node.cluster.ownerOf(id)) === 'me' && !service.holds(id)) failed.push(id);
    }
    return { restored: service.tableCount(), failed };
  }

  const startedAt = Date.now();
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: o.bodyLimit,
    requestTimeout: o.requestTimeoutMs,
    connectionTimeout: o.connectionTimeoutMs,
    http: {
      headersTimeout: o.requestTimeoutMs > 0 ? Math.min(o.requestTimeoutMs, 60_000) : 60_000,
      // How often Node looks for requests past their time: a fraction of it, so that a slow
      // body is cut close to the limit.
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5_000, Math.round(o.requestTimeoutMs / 4) || 5_000),
      ),
    },
    ...(o.trustProxy ? { trustProxy: trustProxySetting(o.trustProxy) } : {}),
    ...httpErrorOptions(SECURITY_HEADERS),
  });
  // First: it learns the routes as they are added (for 405) and answers every error.
  const notFound = registerHttpErrors(app, o.bodyLimit);
  capConnectionsPerAddress(app, o.connectionsPerAddress);
  registerSecurityHeaders(app);
  const socketErrors = new SocketErrors(logger);
  // Hard limit: beyond it ws closes the socket (1009, with a reason); below it, maxMessageBytes
  // gets an error reply.
  const maxPayload = Math.max(1024 * 1024, o.maxMessageBytes);
  await app.register(fastifyWebsocket, {
    options: { maxPayload, WebSocket: serverSocketClass(maxPayload) },
    errorHandler: (err, socket, req) => socketErrors.handle(err, socket, req.ip),
  });
  // A connection that does not answer a ping within `pingMs` is gone (a phone that lost its
  // network): closing it lets the others see the seat as away. The pings are spread over that
  // time (a slice every 100 ms): pinging thousands of sockets at once stalls every table.
  const silent = new WeakSet<object>();
  const slices = Math.max(1, Math.round(o.pingMs / 100));
  const sliceOf = new WeakMap<object, number>();
  let nextSlice = 0;
  const wsHandler = (socket: WebSocket, req: FastifyRequest) => {
    sliceOf.set(socket, nextSlice++ % slices);
    socket.on('pong', () => silent.delete(socket));
    serveConnection(socket, node?.router ?? service, {
      account: accountOfCookieHeader(store.accounts, req.headers.cookie, Date.now()),
      rate: o.rate,
      maxMessageBytes: o.maxMessageBytes,
      maxBufferedBytes: o.maxBufferedBytes,
    });
  };
  app.route({
    method: 'GET',
    url: '/ws',
    // A plain GET (no Upgrade: websocket) is told what the path is.
    handler: (_req, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send(errorBody('upgrade-required', '/ws is a WebSocket: connect with Upgrade: websocket')),
    wsHandler,
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
  }, o.pingMs / slices);
  heartbeat.unref();
  const frameSummary = setInterval(() => socketErrors.flush(), 60_000);
  frameSummary.unref();
  /** Where a signed-in person is on this process: a cluster shows only its own connections (docs/decisions.md). */
  function presence(accountId: string): AccountPresence {
    const clients = service.people.clientsOf(accountId);
    const ids = new Set(clients.flatMap((c) => service.hub.seatedTables(c)));
    const tables = [...ids].flatMap((id) => {
      const t = service.tables.inMemory(id);
      return t ? [{ id, game: t.game.id, public: t.settings.visibility === 'public' }] : [];
    });
    return { online: clients.length > 0, tables };
  }
  // In a cluster, joined by now: the lobby and the creation limit are the cluster's.
  const joined = node;
  const challengeRoutes = { challenges, store: store.challenges, accounts: store.accounts };
  registerApi(app, service, {
    challenges: challengeRoutes,
    tableReads: challengeTableReads(challengeRoutes),
    startedAt,
    limits: { tablesPerAddress: o.tablesPerAddress },
    accounts: {
      store: store.accounts,
      failedSignIns: { burst: o.wrongPasswordsPerAddress, perMinute: o.wrongPasswordsPerAddress / 20 },
    },
    players: {
      accounts: store.accounts,
      players: store.players,
      games: service.games().map((g) => g.id),
      presence,
    },
    listen: { host: o.host },
    moreHealth: async () => {
      if (!joined) return { ok: true, process: processId };
      const reachable = await joined.busReachable();
      return {
        ok: reachable,
        process: processId,
        bus: { reachable },
        owns: joined.cluster.held.size,
        // How long ago the store last renewed this process's row (its leases live a lease past it).
        heartbeatAgeMs: joined.cluster.lastRenewal ? Date.now() - joined.cluster.lastRenewal : null,
        peers: joined.cluster.liveProcesses().length,
      };
    },
    ...(joined && {
      lobby: () => joined.router.lobby(),
      unavailable: () => joined.cluster.unavailable(),
      sharedCreations: (local) => sharedCreations(joined.buckets, o.tablesPerAddress, local),
    }),
  });
  await registerWebClient(app, resolve(o.webDir), notFound);

  try {
    await app.listen({ port: o.port, host: o.host });
  } catch (e) {
    clearInterval(heartbeat);
    clearInterval(frameSummary);
    service.shutdown();
    await app.close().catch(() => undefined);
    await botRunner.close();
    await judge.close();
    await service.drain();
    await node?.close().catch(() => undefined);
    await store.close();
    throw listenError(e, o.host, o.port);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  const url = originOf(o.host, port);
  const invite = inviteAddresses(o.host, port);
  logger.info(
    {
      url,
      // Where friends on other machines open it; none on loopback (start with --lan).
      friends: invite.loopbackOnly
        ? 'this machine only (npm start -- --lan lets others join)'
        : invite.origins,
      store: store.kind,
      ...(store.kind === 'sqlite' && { data: o.dataDir }),
      botWorkers: botRunner === inlineBots ? 0 : o.botWorkers,
    },
    'stikk server listening',
  );

  const sweeper = setInterval(
    () => {
      const evicted = service.evictIdle();
      if (evicted) logger.info({ evicted, tables: service.tableCount() }, 'idle tables left memory');
    },
    Math.max(1_000, Math.min(60_000, o.idleMs, o.emptyIdleMs)),
  );
  sweeper.unref();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(sweeper);
      clearInterval(heartbeat);
      clearInterval(frameSummary);
      socketErrors.flush();
      challenges.stop();
      service.shutdown();
      for (const ws of app.websocketServer.clients) ws.close(1001, 'server shutting down');
      await app.close();
      await botRunner.close();
      await judge.close();
      // Changes under way were checked before the stop; they are written before the store closes.
      await service.drain();
      await challenges.drain();
      // The leases end now: the other processes take the tables over at their next look.
      await node?.close().catch(() => undefined);
      await store.close();
      logger.info('stikk server stopped');
    })();
    return closing;
  };
  if (joined) {
    // Another process took this id (this one was paused past its heartbeat): it owns nothing
    // and may write nothing, so it stops; `stikk serve` then exits with an error.
    joined.router.onSuperseded = () => {
      logger.error({}, 'another process took this process id: stopping');
      void close().then(() => o.onSuperseded?.());
    };
  }
  return { url, port, service, close };
}

/**
 * Postgres when `store` is a postgres URL, else SQLite: the data folder checked and the file
 * opened. A StartupError says what is wrong.
 */
async function openStore(
  o: ServerOptions,
  connectionOptions: string,
): Promise<TableStore & WithAccounts & WithChallenges> {
  if (o.store) {
    if (!isPostgresUrl(o.store)) {
      throw new StartupError(
        `--store must be a postgres:// URL (got ${JSON.stringify(o.store.slice(0, 40))})`,
      );
    }
    // Loaded only here: a server on SQLite never loads the Postgres driver.
    const { PostgresStore } = await import('./postgresStore.js');
    return PostgresStore.open(o.store, 16, connectionOptions);
  }
  if (o.dataDir === null) return new SqliteStore(':memory:', o.sync);
  const dir = resolve(o.dataDir);
  prepareDataDir(dir);
  const file = join(dir, DB_FILE);
  return openOrExplain(file, () => new SqliteStore(file, o.sync));
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** `--trust-proxy`: `true` (any proxy), or the proxies' addresses and CIDR ranges, comma-separated. */
function trustProxySetting(text: string): boolean | string[] {
  if (text === 'true') return true;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
