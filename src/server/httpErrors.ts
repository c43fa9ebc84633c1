/**
 * Every HTTP error in the protocol's one body, `{"error": {"code", "message"}}` (docs/protocol.md
 * "HTTP errors"), never Fastify's own (`FST_ERR_…`): a body too large, not JSON or holding a
 * prototype key, a wrong content type, a bad URL, an unknown route (404), a known path asked
 * with another method (405), a request too slow or not HTTP at all (Node's parser), a handler
 * that threw (500), a request while the server stops (503).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';

/** The codes of HTTP errors that are not a route's own refusal (those are in docs/protocol.md too). */
export type HttpErrorCode =
  | 'bad-request'
  | 'bad-json'
  | 'bad-message'
  | 'too-large'
  | 'unsupported-media-type'
  | 'not-found'
  | 'method-not-allowed'
  | 'upgrade-required'
  | 'request-timeout'
  | 'headers-too-large'
  | 'server-error'
  | 'shutting-down';

/** An error a parser or hook throws to end a request with this status, code and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: HttpErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

/**
 * The 429 of an address that has used up its allowance: `Retry-After` in whole seconds (at most
 * an hour), and the message, which names those seconds.
 */
export function rateLimited(reply: FastifyReply, waitMs: number, message: (seconds: number) => string) {
  const seconds = Math.min(3600, Math.ceil(waitMs / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(errorBody('rate-limited', message(seconds)));
}

/** The code of a status no route answers on purpose (a Fastify or Node error not named below). */
const CODE_OF_STATUS: Record<number, HttpErrorCode> = {
  400: 'bad-request',
  404: 'not-found',
  405: 'method-not-allowed',
  408: 'request-timeout',
  413: 'too-large',
  415: 'unsupported-media-type',
  431: 'headers-too-large',
  503: 'shutting-down',
};

/** What an error thrown while a request was read or handled is answered with. */
export function describeError(
  err: FastifyError | HttpError,
  bodyLimit: number,
): { status: number; code: string; message: string } {
  if (err instanceof HttpError) return { status: err.statusCode, code: err.code, message: err.message };
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'too-large', message: `a request body is at most ${bodyLimit} bytes` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported-media-type', message: JSON_ONLY };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'bad-json', message: 'the body is empty, yet its Content-Type is JSON' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'bad-json', message: 'the body is not JSON' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        code: 'bad-request',
        message: 'the body is not as long as its Content-Length says',
      };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 400, code: 'bad-request', message: 'the URL is not a well-formed path' };
  }
  const status = err.statusCode ?? 500;
  const code = CODE_OF_STATUS[status];
  if (status >= 400 && status < 500)
    return {
      status,
      code: code ?? 'bad-request',
      message: (STATUS_CODES[status] ?? 'bad request').toLowerCase(),
    };
  return {
    status: 500,
    code: 'server-error',
    message: 'the server failed to answer this request; it is logged',
  };
}

const JSON_ONLY = 'a request body is JSON, sent with Content-Type: application/json';

/**
 * The Fastify options that route the errors Fastify and Node answer before any hook (a bad URL,
 * a request too slow, headers too large, not HTTP) to the protocol's body. Node's own 408 after
 * `requestTimeout` goes through `clientErrorHandler` too. `headers`: those of every response.
 */
export function httpErrorOptions(
  headers: Readonly<Record<string, string>>,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'> {
  return {
    // Answered outside the hooks: the security headers are set here.
    frameworkErrors: (err, _req, reply) => {
      const e = describeError(err as FastifyError, 0);
      void (reply as FastifyReply).code(e.status).headers(headers).send(errorBody(e.code, e.message));
    },
    clientErrorHandler: (err: Error & { code?: string }, socket: Socket) => {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, code, message]: [number, HttpErrorCode, string] =
        err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'request-timeout', 'the request did not arrive whole in time']
          : err.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'headers-too-large', 'the request headers are too large']
            : [400, 'bad-request', 'the request is not well-formed HTTP'];
      if (socket.writable) {
        const body = JSON.stringify(errorBody(code, message));
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy();
    },
    // Answered by the hook of `registerHttpErrors` instead, in the protocol's body.
    return503OnClosing: false,
  };
}

/** A route's method and path pattern, for telling 405 from 404. */
interface KnownRoute {
  methods: Set<string>;
  pattern: RegExp;
}

/**
 * The error handler, the JSON parser and the answer to an unknown route. Call it right after
 * the Fastify instance is made, before any route: it learns the routes as they are added.
 * Returns the not-found answer (404, or 405 with `Allow` for a path known under other methods),
 * for the web client's not-found handler to fall back on.
 */
export function registerHttpErrors(
  app: FastifyInstance,
  bodyLimit: number,
): (req: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const routes = new Map<string, KnownRoute>();
  app.addHook('onRoute', (route) => {
    // The static files' catch-all (`/*`) is a fallback for pages and files, not a path with methods.
    if (route.url.includes('*')) return;
    const known = routes.get(route.url) ?? { methods: new Set<string>(), pattern: routePattern(route.url) };
    for (const m of [route.method].flat()) known.methods.add(m.toUpperCase());
    routes.set(route.url, known);
  });

  // Fastify's JSON parser (it refuses `__proto__` and `constructor.prototype`, which a later
  // Object.assign would turn into the prototype), with a message saying which problem it was.
  const secureJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON bodies: text/plain is what a cross-site form may send without asking.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    secureJson(req, String(body), (err, value) => {
      if (!err) return done(null, value);
      const text = String(body);
      if (text.length === 0) return done(err, undefined);
      try {
        JSON.parse(text);
      } catch (e) {
        return done(new HttpError(400, 'bad-json', `not JSON: ${(e as Error).message}`), undefined);
      }
      done(
        new HttpError(
          400,
          'bad-message',
          'a body may not hold the key "__proto__" or "constructor.prototype"',
        ),
        undefined,
      );
    });
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    const e = describeError(err, req.routeOptions.bodyLimit ?? bodyLimit);
    if (e.status >= 500) req.log.error({ err }, 'request failed');
    // A body cut short or refused unread leaves the connection in doubt: close it after.
    if (e.status === 413) reply.header('connection', 'close');
    return reply.code(e.status).send(errorBody(e.code, e.message));
  });

  // While the server stops (`app.close()`), a request still arriving is told so.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .send(errorBody('shutting-down', 'the server is shutting down; try again in a moment'));
  });

  return (req, reply) => {
    const path = req.url.split('?')[0];
    const allowed = new Set<string>();
    for (const r of routes.values()) if (r.pattern.test(path)) for (const m of r.methods) allowed.add(m);
    if (allowed.size > 0 && !allowed.has(req.method)) {
      const allow = [...allowed].sort().join(', ');
      return reply
        .code(405)
        .header('allow', allow)
        .send(errorBody('method-not-allowed', `${req.method} ${path} is not answered; use ${allow}`));
    }
    return reply.code(404).send(errorBody('not-found', `no route ${req.method} ${path}`));
  };
}

/** `/api/tables/:id/deals/:deal` as a regular expression of the paths it answers. */
function routePattern(url: string): RegExp {
  const parts = url
    .split('/')
    .map((p) => (p.startsWith(':') ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}
