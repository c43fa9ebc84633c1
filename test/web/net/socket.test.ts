/**
 * The connection when the server answers `unavailable` (its store or bus away for a moment):
 * the message is not lost but sent again after a backoff until another reply comes, the page
 * is told something waits, and a refused `hello` holds everything back until the seats are known.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection, Link } from '../../../src/web/net/socket.js';

let ConnectionClass: typeof Connection;
let seats: typeof import('../../../src/web/net/seats.js');

class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, v);
  removeItem = (k: string) => void this.m.delete(k);
}

beforeAll(async () => {
  // The module's own connection reads the page's address when it loads; seats live in localStorage.
  vi.stubGlobal('location', { pathname: '/', search: '', protocol: 'http:', host: 'localhost' });
  vi.stubGlobal('localStorage', new MemoryStorage());
  ConnectionClass = (await import('../../../src/web/net/socket.js')).Connection;
  seats = await import('../../../src/web/net/seats.js');
});

type Sent = Record<string, unknown> & { type: string; id: number };

/** A link standing for the server: what the client sent, and a way to answer. */
class FakeServer {
  readonly sent: Sent[] = [];
  link: Link | null = null;
  open = (): Link => {
    const l: Link = {
      onopen: null,
      onmessage: null,
      onclose: null,
      send: (text) => void this.sent.push(JSON.parse(text) as Sent),
      close: () => undefined,
    };
    this.link = l;
    return l;
  };
  reply(to: Sent, message: Record<string, unknown>): void {
    this.link?.onmessage?.({ data: JSON.stringify({ ...message, id: to.id }) });
  }
  last(type: string): Sent {
    const m = this.sent.filter((s) => s.type === type).at(-1);
    if (!m) throw new Error(`nothing of type ${type} was sent`);
    return m;
  }
  count = (type: string) => this.sent.filter((s) => s.type === type).length;
}

const UNAVAILABLE = { type: 'error', code: 'unavailable', message: 'the store could not be reached' };
const WELCOME = { type: 'welcome', seats: [], unknownTokens: [] };

let server: FakeServer;
let c: Connection;

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  c = new ConnectionClass('ws://unused');
  c.useLink(server.open);
  c.connect();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens the link and welcomes the hello. */
function welcomed(): void {
  server.link?.onopen?.();
  server.reply(server.last('hello'), WELCOME);
}

describe('a message refused with unavailable', () => {
  it('is sent again after the backoff until it goes through, and resolves with that reply', async () => {
    welcomed();
    let reply: unknown;
    void c.act('t1', 'tok', 7, 'SA').then((r) => {
      reply = r;
    });
    expect(server.count('act')).toBe(1);
    server.reply(server.last('act'), UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(0);
    expect(reply).toBeUndefined();
    expect(c.waiting.get()).toBe(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(server.count('act')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.count('act')).toBe(2);
    expect(c.waiting.get()).toBe(0);
    const again = server.last('act');
    expect(again).toMatchObject({ tableId: 't1', token: 'tok', version: 7, action: 'SA' });

    // Refused again: the wait doubles.
    server.reply(again, UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.count('act')).toBe(2);
    expect(c.waiting.get()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.count('act')).toBe(3);

    server.reply(server.last('act'), { type: 'ok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reply).toEqual({ type: 'ok', id: server.last('act').id });
    expect(c.waiting.get()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.count('act')).toBe(3);
  });

  it('any other error is the answer at once', async () => {
    welcomed();
    const reply = c.act('t1', 'tok', 7, 'SA');
    server.reply(server.last('act'), {
      type: 'error',
      code: 'stale-version',
      message: 'moved on',
      version: 8,
    });
    await expect(reply).resolves.toMatchObject({ code: 'stale-version' });
    expect(c.waiting.get()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.count('act')).toBe(1);
  });

  it('waits in the queue if the socket dropped meanwhile, and goes after the next hello', async () => {
    welcomed();
    let reply: unknown;
    void c.request({ type: 'chat', tableId: 't1', token: 'tok', text: 'hei' }).then((r) => {
      reply = r;
    });
    server.reply(server.last('chat'), UNAVAILABLE);
    server.link?.onclose?.();
    await vi.advanceTimersByTimeAsync(1000);
    // The retry and the reconnect are both due: the chat is held until hello is answered.
    expect(server.count('chat')).toBe(1);
    server.link?.onopen?.();
    expect(server.count('chat')).toBe(1);
    server.reply(server.last('hello'), WELCOME);
    expect(server.count('chat')).toBe(2);
    server.reply(server.last('chat'), { type: 'ok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reply).toMatchObject({ type: 'ok' });
  });
});

describe('a hello refused with unavailable', () => {
  it('is said again later, and nothing else goes before it is welcomed', async () => {
    seats.rememberSeat({ tableId: 't1', seat: 2, token: 'secret', name: 'Kari' });
    server.link?.onopen?.();
    server.reply(server.last('hello'), UNAVAILABLE);
    expect(c.status.get()).toBe('connecting');
    expect(c.waiting.get()).toBe(1);
    const acted = c.act('t1', 'secret', 3, 'P');
    expect(server.count('act')).toBe(0);

    await vi.advanceTimersByTimeAsync(1000);
    expect(server.count('hello')).toBe(2);
    expect(server.last('hello').tokens).toEqual(['secret']);
    // The token was not forgotten: the server could not read it, which is not "unknown".
    expect(seats.seatTokens.get().map((s) => s.token)).toEqual(['secret']);
    expect(server.count('act')).toBe(0);

    server.reply(server.last('hello'), WELCOME);
    expect(c.status.get()).toBe('open');
    expect(c.waiting.get()).toBe(0);
    expect(server.count('act')).toBe(1);
    server.reply(server.last('act'), { type: 'ok' });
    await expect(acted).resolves.toMatchObject({ type: 'ok' });
  });

  it('a spectated table is asked for again when its spectate is refused', async () => {
    welcomed();
    c.spectate('t9');
    server.reply(server.last('spectate'), UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.count('spectate')).toBe(2);
    expect(server.last('spectate').tableId).toBe('t9');
  });
});
