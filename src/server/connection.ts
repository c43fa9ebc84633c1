import type { WebsocketPluginOptions } from '@fastify/websocket';
import WebSocket from 'ws';
import { jsonShapeProblem } from '../engine/jsonShape.js';
import {
  type ClientMessage,
  clientMessageSchema,
  describeZodError,
  MAX_MESSAGE_BYTES,
  type ServerMessage,
} from '../protocol/index.js';
import type { Client, ClientAccount } from './hub.js';
import { ConnectionLimiter, type RateLimit } from './rateLimit.js';
import type { TableService } from './service.js';

let nextClientId = 1;

export interface ConnectionConfig {
  rate: RateLimit;
  /** Largest message answered (larger ones get `too-large`); default MAX_MESSAGE_BYTES. */
  maxMessageBytes?: number;
  /** A client that reads more slowly than the table plays is cut off (1013) past this much waiting. */
  maxBufferedBytes: number;
  now?: () => number;
  /**
   * The account of the connection's session cookie, being looked up: messages wait for it, so
   * that the first `join` already knows who is signed in.
   */
  account?: Promise<ClientAccount | undefined>;
}

/**
 * One WebSocket connection: size and rate limits, JSON and schema checks, then the service.
 * Whatever arrives, the connection answers with exactly one reply and stays open (unless it
 * floods or its messages exceed the socket's hard limit).
 */
/** Where a connection's messages go: the table service, or in a cluster the router in front of it. */
export type MessageHandler = Pick<TableService, 'handle' | 'disconnect'>;

export function serveConnection(ws: WebSocket, service: MessageHandler, cfg: ConnectionConfig): Client {
  const now = cfg.now ?? Date.now;
  const limiter = new ConnectionLimiter(cfg.rate, now());
  // Messages for one connection in one turn of the event loop (a reply and the state that
  // follows it, or the states of two seats) leave in one write.
  const socket = (ws as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
  let corked = false;
  const client: Client = {
    id: nextClientId++,
    send(text: string) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > cfg.maxBufferedBytes) {
        ws.close(1013, 'too slow');
        return;
      }
      if (socket && !corked) {
        corked = true;
        socket.cork();
        queueMicrotask(() => {
          corked = false;
          socket.uncork();
        });
      }
      ws.send(text);
    },
    close: (code, reason) => ws.close(code, reason),
  };
  const reply = (m: ServerMessage) => client.send(JSON.stringify(m));

  const onMessage = (data: unknown, isBinary: boolean) => {
    const verdict = limiter.check(now());
    if (verdict === 'close') {
      ws.close(1008, 'flooding');
      return;
    }
    const parsed = parseMessage(data as Buffer | Buffer[] | ArrayBuffer, isBinary, cfg.maxMessageBytes);
    const id = parsed.id !== undefined ? { id: parsed.id } : {};
    if (verdict === 'refuse') {
      reply({ type: 'error', ...id, code: 'rate-limited', message: 'too many messages; slow down' });
      return;
    }
    if (!parsed.ok) {
      reply({ type: 'error', ...id, ...parsed.error });
      return;
    }
    const answer = service.handle(client, parsed.message);
    if (answer instanceof Promise) void answer.then((m) => reply({ ...m, ...id }));
    else reply({ ...answer, ...id });
  };
  // Until the account is known, messages queue behind its lookup, in order.
  let gate: Promise<void> | null = cfg.account
    ? cfg.account.then(
        (a) => {
          if (a) client.account = a;
        },
        () => undefined,
      )
    : null;
  void gate?.then(() => {
    gate = null;
  });
  ws.on('message', (data, isBinary) => {
    if (gate) gate = gate.then(() => onMessage(data, isBinary));
    else onMessage(data, isBinary);
  });
  ws.on('close', () => service.disconnect(client));
  // A bad frame: ws has already sent its close frame (1009, 1002, 1007) and ends the socket once
  // it is out; terminating here would cut that off (docs/decisions.md, "A bad frame closes…").
  ws.on('error', () => undefined);
  return client;
}

type Parsed =
  | { ok: true; message: ClientMessage; id?: string | number }
  | {
      ok: false;
      id?: string | number;
      error: { code: 'bad-json' | 'bad-message' | 'too-large'; message: string };
    };

const MESSAGE_TYPES = clientMessageSchema.options.map((o) => o.shape.type.value);

/** Checks one raw message: size, UTF-8 JSON, its shape (depth), an object, then the schema of its `type`. */
export function parseMessage(
  data: Buffer | Buffer[] | ArrayBuffer,
  isBinary: boolean,
  maxBytes = MAX_MESSAGE_BYTES,
): Parsed {
  const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (buf.length > maxBytes) {
    return {
      ok: false,
      error: { code: 'too-large', message: `a message is at most ${maxBytes} bytes (got ${buf.length})` },
    };
  }
  if (isBinary)
    return { ok: false, error: { code: 'bad-json', message: 'messages are JSON text, not binary' } };
  let raw: unknown;
  try {
    raw = JSON.parse(buf.toString('utf8'));
  } catch (e) {
    return { ok: false, error: { code: 'bad-json', message: `not JSON: ${(e as Error).message}` } };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, error: { code: 'bad-message', message: 'a message is a JSON object with a "type"' } };
  }
  const obj = raw as Record<string, unknown>;
  const id =
    typeof obj.id === 'string' && obj.id.length <= 64
      ? obj.id
      : Number.isInteger(obj.id)
        ? (obj.id as number)
        : undefined;
  const shape = jsonShapeProblem(raw);
  if (shape) return { ok: false, id, error: { code: 'too-large', message: shape } };
  if (typeof obj.type !== 'string' || !MESSAGE_TYPES.includes(obj.type as never)) {
    return {
      ok: false,
      id,
      error: {
        code: 'bad-message',
        message: `unknown message type ${JSON.stringify(obj.type)} (known: ${MESSAGE_TYPES.join(', ')})`,
      },
    };
  }
  const r = clientMessageSchema.safeParse(raw);
  if (!r.success) {
    return {
      ok: false,
      id,
      error: { code: 'bad-message', message: `${obj.type}: ${describeZodError(r.error)}` },
    };
  }
  return { ok: true, message: r.data, id };
}

interface FrameLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Errors on a WebSocket. A bad frame (invalid UTF-8, a reserved opcode, an unmasked or
 * oversized frame: codes `WS_ERR_*`) is the client's fault: ws closes the connection with the
 * frame's close code (1007, 1002, 1009) and the frame is logged at debug without a stack, and counted for a summary at info (`flush`, once a
 * minute), so that a flood of bad frames cannot flood the log. Anything else is a fault of
 * the server and is logged as an error.
 */
export class SocketErrors {
  private counts = new Map<string, number>();

  constructor(private readonly log: FrameLogger) {}

  handle(err: Error & { code?: unknown }, ws: { terminate(): void }, address?: string): void {
    const code = typeof err.code === 'string' ? err.code : '';
    if (!code.startsWith('WS_ERR_')) {
      ws.terminate();
      this.log.error({ err: err.stack ?? String(err), address }, 'websocket handler failed');
      return;
    }
    // Not terminated: ws has queued the close frame with the frame's code and ends the socket
    // once it is sent, reading (and dropping) whatever the client still sends. Destroying the
    // socket now would lose that frame and, with the rest of a big frame unread, reset the
    // connection: the client would see 1006 instead of 1009 (issue 36).
    this.counts.set(code, (this.counts.get(code) ?? 0) + 1);
    this.log.debug({ code, reason: err.message, address }, 'bad websocket frame; connection dropped');
  }

  /** Logs how many bad frames of each kind arrived since the last call (nothing if none). */
  flush(): void {
    if (!this.counts.size) return;
    this.log.info(
      { badFrames: Object.fromEntries(this.counts) },
      'bad websocket frames; connections dropped',
    );
    this.counts = new Map();
  }
}

type ServerSocketClass = NonNullable<NonNullable<WebsocketPluginOptions['options']>['WebSocket']>;

/** The close reason of an oversized message (close code 1009), as docs/protocol.md "Limits" says. */
export const tooBigReason = (maxPayload: number): string => `message too big: over ${maxPayload} bytes`;

/**
 * The server's WebSocket class (ws's `WebSocket` option): ws closes a frame or message over
 * `maxPayload` with 1009 and no reason; this one gives the reason too.
 */
export function serverSocketClass(maxPayload: number): ServerSocketClass {
  const reason = tooBigReason(maxPayload);
  class ServerSocket extends WebSocket {
    override close(code?: number, data?: string | Buffer): void {
      super.close(code, data ?? (code === 1009 ? reason : undefined));
    }
  }
  // The typings' class lacks the namespace's statics (Server, createWebSocketStream…), which
  // ws never reads from this option.
  return ServerSocket as unknown as ServerSocketClass;
}
