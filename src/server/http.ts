import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkOptionsSchema, createTableSchema, describeZodError, tableIdSchema } from '../protocol/index.js';
import { Refusal, type TableService } from './service.js';

const STATUS: Record<string, number> = {
  'no-table': 404,
  'no-game': 404,
  'not-over': 409,
  'shutting-down': 503,
  'too-many-tables': 503,
};

function refuse(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof Refusal)
    return reply.code(STATUS[e.code] ?? 400).send({ error: { code: e.code, message: e.message } });
  throw e;
}

/** The JSON API of docs/protocol.md. */
export function registerApi(app: FastifyInstance, service: TableService, startedAt: number): void {
  // How late the event loop runs (ms): every table waits for it, so it is the server's pulse.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());
  app.get('/health', async () => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const body = {
      ok: true,
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
    return body;
  });

  app.get('/api/games', async () => ({ games: service.games() }));

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
    try {
      return reply.code(201).send({ table: service.createTable(body.data) });
    } catch (e) {
      return refuse(reply, e);
    }
  });

  app.get('/api/tables', async () => ({ tables: service.listTables() }));

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req, reply) => {
    if (!tableIdSchema.safeParse(req.params.id).success) return noTable(reply, req.params.id);
    try {
      return { table: service.tableInfo(req.params.id) };
    } catch (e) {
      return refuse(reply, e);
    }
  });

  type MatchRequest = FastifyRequest<{ Params: { id: string }; Querystring: { match?: string } }>;
  /** The record and replay routes: a valid table id and `?match=N`, errors as the API's. */
  const matchRoute =
    (handle: (id: string, match: number | undefined, reply: FastifyReply) => unknown) =>
    async (req: MatchRequest, reply: FastifyReply) => {
      const { id } = req.params;
      if (!tableIdSchema.safeParse(id).success) return noTable(reply, id);
      const m = matchParam(req.query.match);
      if (m === null) return badBody(reply, 'match must be a match number');
      try {
        return handle(id, m, reply);
      } catch (e) {
        return refuse(reply, e);
      }
    };

  app.get(
    '/api/tables/:id/record',
    matchRoute((id, m, reply) => {
      const record = service.record(id, m);
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

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>stikk</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>stikk</h1>
<p>The table server is running, but the web client is not built yet.</p>
<p>Build it with <code>npm run build:web</code> (it goes to <code>dist/web/</code>) and reload this page.</p>
<p>The API is up: <a href="/api/games">/api/games</a>, <a href="/health">/health</a>.</p>
</body></html>
`;

/**
 * The web client from `webDir` (`dist/web/`): files as they are, `index.html` for `/`, for
 * invite links `/t/:id` and for any other page path the client routes itself. Checked per
 * request, so a client built while the server runs is served at once.
 */
export async function registerWebClient(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: webDir, index: false, wildcard: true, cacheControl: false });
  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(join(webDir, 'index.html')))
      return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/t/:id', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isPage =
      req.method === 'GET' && !path.startsWith('/api/') && path !== '/ws' && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return sendIndex(reply);
    return reply.code(404).send({ error: { code: 'not-found', message: `no route ${req.method} ${path}` } });
  });
}
