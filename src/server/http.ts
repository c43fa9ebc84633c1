import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type JsonShapeLimits, jsonShapeProblem } from '../engine/jsonShape.js';
import {
  checkOptionsSchema,
  createTableSchema,
  describeZodError,
  type TableInfo,
  tableIdSchema,
} from '../protocol/index.js';
import { type PlayerRouteOptions, registerPlayerRoutes } from './accounts/playerRoutes.js';
import { type AccountOptions, registerAccounts } from './accounts/routes.js';
import { inviteAddresses } from './address.js';
import { type ChallengeRouteOptions, registerChallengeRoutes } from './challenge/routes.js';
import { errorBody, rateLimited } from './httpErrors.js';
import {
  AddressBuckets,
  AddressCounter,
  addressKey,
  type CreationLimiter,
  localCreations,
} from './rateLimit.js';
import { Refused } from './refused.js';
import type { TableService } from './service.js';
import { isStoreUnreachable, STORE_UNREACHABLE } from './unavailable.js';

const STATUS: Record<string, number> = {
  'no-table': 404,
  'no-game': 404,
  'not-over': 409,
  'shutting-down': 503,
  'too-many-tables': 503,
};

/** 503 `unavailable`: the store or the bus is lost for now; the same request may come again shortly. */
function unavailable(reply: FastifyReply, why: string): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', '5')
    .send({ error: { code: 'unavailable', message: why } });
}

function refuse(reply: FastifyReply, e: unknown): FastifyReply {
  if (isStoreUnreachable(e)) return unavailable(reply, STORE_UNREACHABLE);
  if (!(e instanceof Refused)) throw e;
  // Refused options say which option and why, for the client to say it next to that field.
  const optionError = e.refusal.code === 'bad-options' ? e.refusal.params.optionError : undefined;
  const option = optionError ? { rule: optionError.code, params: optionError.params } : {};
  return reply.code(STATUS[e.code] ?? 400).send({ error: { code: e.code, message: e.message, ...option } });
}

export interface ApiLimits {
  /** Tables one address may create at once, then per minute; burst 0: no limit. */
  tablesPerAddress: { burst: number; perMinute: number };
}

/** The address the server listens on (`--host`), for the invite dialog's addresses. */
export interface ApiListen {
  host: string;
}

/** The JSON API of docs/protocol.md. */
export interface ApiOptions {
  startedAt: number;
  limits: ApiLimits;
  listen?: ApiListen;
  /** More for /health: which process answered, its bus (a cluster); `ok: false` fails the check. */
  moreHealth?: () => Promise<{ ok: boolean } & Record<string, unknown>>;
  /** The lobby's public tables (a cluster: every process's; default: this server's). */
  lobby?: () => Promise<TableInfo[]>;
  /**
   * Why this server refuses new tables and actions now (a cluster process that lost its store
   * or bus), or undefined. `/health`, the lobby and table creation answer 503 with it.
   */
  unavailable?: () => string | undefined;
  /**
   * Table creation limited per address over shared buckets (a cluster), instead of this
   * server's own; given this server's buckets, which it counts in as well.
   */
  sharedCreations?: (local: AddressBuckets) => CreationLimiter;
  /** Player accounts and sessions (./accounts/routes.ts); without them, no account routes. */
  accounts?: Omit<AccountOptions, 'log'>;
  /** Profiles and friends (./accounts/playerRoutes.ts); without them, no such routes. */
  players?: PlayerRouteOptions;
  /** The challenge routes (./challenge/routes.ts); an entry makes a table, so it counts as one made. */
  challenges?: Omit<ChallengeRouteOptions, 'creations'>;
  /**
   * Who may read a table's finished deals (`deal`: one deal; undefined: the match): a refusal,
   * or undefined to answer. A challenge's table answers only those who played those boards.
   */
  tableReads?: (
    req: FastifyRequest,
    tableId: string,
    deal: number | undefined,
  ) => Promise<{ status: number; code: string; message: string } | undefined>;
}

export function registerApi(app: FastifyInstance, service: TableService, o: ApiOptions): void {
  const { startedAt, limits, listen = { host: '127.0.0.1' } } = o;
  const moreHealth = o.moreHealth ?? (async () => ({ ok: true }));
  const lobby = o.lobby ?? (async () => service.listTables());
  const down = o.unavailable ?? (() => undefined);
  // Before any route (and any game) sees a body: a value nested thousands deep would
  // overflow the stack of whoever walks it.
  app.addHook('preValidation', async (req, reply) => {
    // A route may allow more (a whole match's record): its config says how much.
    const limits = (req.routeOptions.config as { jsonShape?: JsonShapeLimits } | undefined)?.jsonShape;
    const problem = req.body === undefined ? undefined : jsonShapeProblem(req.body, limits);
    if (problem) return reply.code(400).send({ error: { code: 'too-large', message: problem } });
  });
  const buckets = limits.tablesPerAddress.burst > 0 ? new AddressBuckets(limits.tablesPerAddress) : null;
  if (buckets) {
    const pruner = setInterval(() => buckets.prune(Date.now()), 60_000);
    pruner.unref();
    app.addHook('onClose', async () => clearInterval(pruner));
  }
  const creations = buckets && (o.sharedCreations?.(buckets) ?? localCreations(buckets));
  if (o.challenges) registerChallengeRoutes(app, { ...o.challenges, creations: creations ?? undefined });

  // How late the event loop runs (ms): every table waits for it, so it is the server's pulse.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());
  app.get('/health', async (_req, reply) => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const store = await service.storeHealth();
    const { ok: moreOk, ...more } = await moreHealth();
    const why = down();
    const ok = store.reachable && moreOk && why === undefined;
    const body = {
      ok,
      ...(why !== undefined && { unavailable: why }),
      ...more,
      store,
      tables: service.tableCount(),
      connections: service.connectionCount(),
      uptimeS: Math.round((Date.now() - startedAt) / 1000),
      eventLoopDelayMs: {
        p50: ms(loopDelay.percentile(50)),
        p99: ms(loopDelay.percentile(99)),
        max: ms(loopDelay.max),
      },
      writes: service.writeStats(),
    };
    loopDelay.reset();
    // A balancer sends nobody to a process that cannot commit.
    return reply.code(ok ? 200 : 503).send(body);
  });

  app.get('/api/games', async () => ({ games: service.games() }));
  if (o.accounts) registerAccounts(app, { ...o.accounts, log: app.log });
  if (o.players) registerPlayerRoutes(app, o.players);

  // Asked when the page is open at a loopback address, which a friend's machine cannot use.
  app.get('/api/invite', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return inviteAddresses(listen.host, port);
  });

  app.post<{ Params: { game: string } }>('/api/games/:game/options', async (req, reply) => {
    const body = checkOptionsSchema.safeParse(req.body ?? {});
    if (!body.success) return badBody(reply, describeZodError(body.error));
    try {
      return service.checkOptions(req.params.game, body.data.options);
    } catch (e) {
      return refuse(reply, e);
    }
  });

  app.post('/api/tables', async (req, reply) => {
    const body = createTableSchema.safeParse(req.body);
    if (!body.success) return badBody(reply, describeZodError(body.error));
    const why = down();
    if (why !== undefined) return unavailable(reply, why);
    const address = addressKey(req.ip);
    const waitMs = (await creations?.waitMs(address)) ?? 0;
    if (waitMs > 0)
      return rateLimited(
        reply,
        waitMs,
        (seconds) =>
          `this address has created ${limits.tablesPerAddress.burst} tables in a short time; try again in ${seconds} s`,
      );
    try {
      const table = await service.createTable(body.data);
      // Only tables made count: a refused request cost nothing to keep.
      await creations?.take(address);
      return reply.code(201).send({ table });
    } catch (e) {
      return refuse(reply, e);
    }
  });

  app.get('/api/tables', async (_req, reply) => {
    // As /health says: a lobby missing the tables it cannot reach would look empty, not broken.
    const why = down();
    if (why !== undefined) return unavailable(reply, why);
    return { tables: await lobby() };
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req, reply) => {
    if (!tableIdSchema.safeParse(req.params.id).success) return noTable(reply, req.params.id);
    try {
      return { table: await service.tableInfo(req.params.id) };
    } catch (e) {
      return refuse(reply, e);
    }
  });

  type MatchRequest = FastifyRequest<{ Params: { id: string }; Querystring: { match?: string } }>;
  /** The record and replay routes: a valid table id and `?match=N`, errors as the API's. */
  const matchRoute =
    (handle: (id: string, match: number | undefined, reply: FastifyReply) => unknown, deal?: number) =>
    async (req: MatchRequest, reply: FastifyReply) => {
      const { id } = req.params;
      if (!tableIdSchema.safeParse(id).success) return noTable(reply, id);
      const m = matchParam(req.query.match);
      if (m === null) return badBody(reply, 'match must be a match number');
      const refused = await o.tableReads?.(req, id, deal);
      if (refused)
        return reply.code(refused.status).send({ error: { code: refused.code, message: refused.message } });
      try {
        return await handle(id, m, reply);
      } catch (e) {
        return refuse(reply, e);
      }
    };

  app.get(
    '/api/tables/:id/record',
    matchRoute(async (id, m, reply) => {
      const record = await service.record(id, m);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="stikk-${record.game}-${id}-${m ?? 'last'}.json"`,
        )
        .type('application/json')
        .send(`${JSON.stringify(record, null, 1)}\n`);
    }),
  );

  app.get(
    '/api/tables/:id/replay',
    matchRoute((id, m) => service.replay(id, m)),
  );

  // Finished deals, also while the match goes on (default: the current match).
  app.get(
    '/api/tables/:id/deals',
    matchRoute((id, m) => service.deals(id, m)),
  );

  app.get<{ Params: { id: string; deal: string }; Querystring: { match?: string } }>(
    '/api/tables/:id/deals/:deal',
    async (req, reply) => {
      const deal = req.params.deal;
      if (!/^\d{1,6}$/.test(deal)) return badBody(reply, 'deal must be a deal number (0 for the first)');
      return matchRoute((id, m) => service.deal(id, Number(deal), m), Number(deal))(req, reply);
    },
  );
}

/** `?match=N` of the record and replay routes: undefined for the last finished match. */
function matchParam(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

const badBody = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ error: { code: 'bad-message', message } });
const noTable = (reply: FastifyReply, id: string) =>
  reply.code(404).send({ error: { code: 'no-table', message: `no table "${id}"` } });

/**
 * Open TCP connections (HTTP and WebSocket alike) per client address. A connection beyond
 * `cap` is answered 429 `too-many-connections` at its first request (an upgrade to
 * WebSocket too) and closed, and dropped after a moment if it sends nothing, so that one
 * address cannot use up the server's file descriptors. `GET /health` answers anyway (then the
 * connection closes): a monitor behind the same address as the players (a proxy, a NAT) must
 * not take a busy process for a dead one. Counts the
 * TCP peer: behind a reverse proxy every client is the proxy, so there raise the cap (or 0).
 */
export function capConnectionsPerAddress(app: FastifyInstance, cap: number): void {
  if (cap <= 0) return;
  const open = new AddressCounter();
  const overCap = new WeakSet<Socket>();
  // Before the HTTP server's own listener, so that the socket is marked before any request.
  app.server.prependListener('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    if (open.add(key) > cap) {
      overCap.add(socket);
      const drop = setTimeout(() => socket.destroy(), OVER_CAP_GRACE_MS);
      socket.once('close', () => clearTimeout(drop));
    }
    socket.once('close', () => open.remove(key));
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!overCap.has(req.raw.socket)) return;
    // A monitor's health check is answered (docs/decisions.md), then the connection closed.
    if (isHealthCheck(req)) {
      reply.header('connection', 'close');
      return;
    }
    // An upgrade request's socket is not the HTTP server's to close: end it once answered.
    reply.raw.once('finish', () => req.raw.socket.end());
    return reply
      .code(429)
      .header('retry-after', '10')
      .header('connection', 'close')
      .send({
        error: {
          code: 'too-many-connections',
          message: `this address has more than ${cap} connections open to this server; close some and try again`,
        },
      });
  });
}

/** `GET` or `HEAD /health`, with or without a query: answered past the connection cap. */
const isHealthCheck = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.url.split('?')[0] === '/health';

/** How long a connection beyond the cap is kept to be answered (then it is dropped). */
const OVER_CAP_GRACE_MS = 2000;

/**
 * The client is the built bundle only: scripts, styles, the worker and the WebSocket all come
 * from this server; the icon is a data: URI and downloads are blob: URLs. No inline script
 * or style is needed (Preact sets styles through the DOM, which CSP allows).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every response (pages, files and API). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
}

/** The headers of every response (also the errors answered before any hook, httpErrors.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>stikk</title></head>
<body>
<h1>stikk</h1>
<p>The table server is running, but the web client is not built yet.</p>
<p>Build it with <code>npm run build:web</code> (it goes to <code>dist/web/</code>) and reload this page.</p>
<p>The API is up: <a href="/api/games">/api/games</a>, <a href="/health">/health</a>.</p>
</body></html>
`;

/**
 * The web client from `webDir` (`dist/web/`): files as they are, `index.html` for `/`, for
 * invite links `/t/:id`, players' pages `/p/:name`, `/friends` and for any other page path the
 * client routes itself. Checked per
 * request, so a client built while the server runs is served at once.
 */
export async function registerWebClient(
  app: FastifyInstance,
  webDir: string,
  notFound: (req: FastifyRequest, reply: FastifyReply) => FastifyReply = (req, reply) =>
    reply.code(404).send(errorBody('not-found', `no route ${req.method} ${req.url.split('?')[0]}`)),
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // Source maps would hand out the client's sources; a build does not make them (vite.config.ts).
    allowedPath: (path) => !path.endsWith('.map'),
  });
  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(join(webDir, 'index.html')))
      return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/t/:id', (_req, reply) => sendIndex(reply));
  // Named too, not left to the fallback: a player's name may end like a file (`/p/Kari.B`).
  app.get('/p/:name', (_req, reply) => sendIndex(reply));
  app.get('/friends', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isPage =
      req.method === 'GET' && !path.startsWith('/api/') && path !== '/ws' && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return sendIndex(reply);
    return notFound(req, reply);
  });
}
