/** Test clients and drivers for the table server: real WebSockets over loopback. */

import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { Rng } from '../../src/cards/rng.js';
import { allGames } from '../../src/catalog.js';
import type { AnyGame, BaseView, Seat } from '../../src/engine/game.js';
import type { LegalFor, TableInfo } from '../../src/protocol/index.js';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server/server.js';
import { fakeAny } from './fakeGame.js';
import { serverStore } from './stores.js';

/** The server a test file shares (`fileServer`), and the clients its tests open. */
export interface FileServer {
  readonly url: string;
  readonly service: RunningServer['service'];
  /** A client on the file's server (or at `url`), closed when the file ends. */
  client(url?: string): Promise<TestClient>;
}

/**
 * One `testServer` for a whole test file: started before its tests, closed after them with every
 * client they opened. Call it at the top of the file (it registers the file's hooks).
 */
export function fileServer(opts: Partial<ServerOptions> = {}): FileServer {
  let running: RunningServer | undefined;
  const open: TestClient[] = [];
  beforeAll(async () => {
    running = await testServer(opts);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await running?.close();
  });
  const started = (): RunningServer => {
    if (!running) throw new Error('the file server starts before the tests (beforeAll)');
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get service() {
      return started().service;
    },
    async client(url?: string) {
      const c = await TestClient.connect(url ?? started().url);
      open.push(c);
      return c;
    },
  };
}

export interface StateMsg {
  type: 'state';
  tableId: string;
  seat: Seat | null;
  version: number;
  table: TableInfo;
  view: BaseView;
  legal: LegalFor[];
}

// biome-ignore lint/suspicious/noExplicitAny: test messages are inspected loosely
export type Msg = Record<string, any>;

/**
 * A server for one test file: in memory, on a free port, bots without delay, quiet logs. Under
 * `npm run test:postgres` its tables are in Postgres (a schema per server, or per data folder).
 */
export async function testServer(opts: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const server = await startServer({
    port: 0,
    dataDir: null,
    botDelayMs: 0,
    botTimeMs: 20,
    logLevel: 'silent',
    rate: { burst: 100_000, perSecond: 100_000 },
    // Every test client is 127.0.0.1: the limits per address are tested on their own (limits.test.ts).
    tablesPerAddress: { burst: 0, perMinute: 0 },
    connectionsPerAddress: 0,
    games: [fakeAny, ...allGames()],
    ...opts,
    ...serverStore(opts.dataDir),
  });
  inProcess.set(server.url, server);
  const close = server.close;
  return {
    ...server,
    close: () => {
      inProcess.delete(server.url);
      return close();
    },
  };
}

/** The servers of this test file by URL: `settle` asks them whether a table is quiet. */
const inProcess = new Map<string, RunningServer>();

export async function api(
  base: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Msg }> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Msg;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

export async function createTable(base: string, body: Msg): Promise<TableInfo> {
  const r = await api(base, '/api/tables', body);
  if (r.status !== 201) throw new Error(`create table failed: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.table as TableInfo;
}

const key = (tableId: string, seat: Seat | null) => `${tableId}:${seat ?? 'spectator'}`;

export class TestClient {
  /** Every message as it arrived (the serialised text), for leak checks. */
  readonly raw: string[] = [];
  readonly messages: Msg[] = [];
  private readonly latestStates = new Map<string, StateMsg>();
  private waiters: Array<() => void> = [];
  private nextId = 1;
  closed = false;

  private constructor(
    readonly ws: WebSocket,
    readonly base: string,
  ) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const m = JSON.parse(text) as Msg;
      this.messages.push(m);
      if (m.type === 'state') this.latestStates.set(key(m.tableId, m.seat), m as StateMsg);
      const ws = this.waiters;
      this.waiters = [];
      for (const w of ws) w();
    });
    ws.on('close', () => {
      this.closed = true;
      const ws = this.waiters;
      this.waiters = [];
      for (const w of ws) w();
    });
  }

  /** A connection; with `cookie` (`stikk_session=…`) it belongs to that session's account. */
  static connect(base: string, o: { cookie?: string } = {}): Promise<TestClient> {
    const ws = new WebSocket(
      `${base.replace(/^http/, 'ws')}/ws`,
      o.cookie ? { headers: { cookie: o.cookie } } : {},
    );
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws, base)));
      ws.once('error', reject);
    });
  }

  send(m: Msg | string): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** Sends a message with a fresh id and returns the direct reply carrying that id. */
  async request(m: Msg, timeoutMs = 10_000): Promise<Msg> {
    const id = this.nextId++;
    const from = this.messages.length;
    this.send({ ...m, id });
    let found: Msg | undefined;
    await this.waitFor(() => {
      found = this.messages.slice(from).find((x) => x.id === id && x.type !== 'state');
      return found !== undefined;
    }, timeoutMs);
    return found!;
  }

  latest(tableId: string, seat: Seat | null): StateMsg | undefined {
    return this.latestStates.get(key(tableId, seat));
  }

  /** Resolves once `pred` holds (re-checked on every message). */
  waitFor(pred: () => boolean, timeoutMs = 10_000): Promise<void> {
    if (pred()) return Promise.resolve();
    // Made here, so that its stack shows who was waiting.
    const timeout = new Error(`waitFor timed out after ${timeoutMs} ms`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(timeout), timeoutMs);
      const check = () => {
        if (pred()) {
          clearTimeout(timer);
          resolve();
        } else if (this.closed) {
          clearTimeout(timer);
          reject(new Error('connection closed while waiting'));
        } else this.waiters.push(check);
      };
      this.waiters.push(check);
    });
  }

  /** Resolves at the next message (or after `timeoutMs`, quietly). */
  nextMessage(timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export interface PlayerSeat {
  client: TestClient;
  tableId: string;
  seat: Seat;
  token: string;
}

/** The latest state a seated player has had. */
export const latestOf = (p: PlayerSeat): StateMsg => p.client.latest(p.tableId, p.seat) as StateMsg;

/** A request from a seated player, with its table and token filled in. */
export const sendAs = (p: PlayerSeat, type: string, extra: object = {}): Promise<Msg> =>
  p.client.request({ type, tableId: p.tableId, token: p.token, ...extra });

export async function join(
  client: TestClient,
  tableId: string,
  name: string,
  seat?: Seat,
): Promise<PlayerSeat> {
  const r = await client.request({ type: 'join', tableId, name, ...(seat === undefined ? {} : { seat }) });
  if (r.type !== 'joined') throw new Error(`join failed: ${JSON.stringify(r)}`);
  await client.waitFor(() => client.latest(tableId, r.seat) !== undefined);
  return { client, tableId, seat: r.seat, token: r.token };
}

export interface PlayOutOptions {
  rng: Rng;
  /** Stop after this many of our own actions (for matches cut short on purpose). */
  maxActions?: number;
  /** Called after every acknowledged action. */
  onAction?: (p: PlayerSeat, seat: Seat, action: string, version: number) => void | Promise<void>;
  timeoutMs?: number;
  /** Picks among a seat's legal actions (default: uniformly at random). */
  choose?: (rng: Rng, actions: string[], ctx: { state: StateMsg; seat: Seat }) => string;
  /** Stop early once this holds (checked before every action). */
  stopWhen?: () => boolean;
}

/**
 * Plays random legal actions for the given seats (bots play the rest on the server) until
 * the table's match is over. Returns how many actions these clients made.
 */
export async function playOut(players: PlayerSeat[], o: PlayOutOptions): Promise<number> {
  const tableId = players[0].tableId;
  const clients = [...new Set(players.map((p) => p.client))];
  let made = 0;
  const deadline = Date.now() + (o.timeoutMs ?? 60_000);
  for (;;) {
    if (Date.now() > deadline) throw new Error(`playOut timed out after ${made} actions`);
    if (clients.some((c) => c.closed)) throw new Error(`playOut: a connection closed after ${made} actions`);
    const states = players.map((p) => p.client.latest(tableId, p.seat));
    if (states.some((s) => s?.table.status === 'over')) {
      // Everyone sees the end before we report it.
      const last = Math.max(...states.map((s) => s?.version ?? 0));
      for (const p of players)
        await p.client.waitFor(() => (p.client.latest(tableId, p.seat)?.version ?? 0) >= last);
      return made;
    }
    if ((o.maxActions !== undefined && made >= o.maxActions) || o.stopWhen?.()) {
      await settle(players);
      return made;
    }
    const newest = Math.max(...states.map((s) => s?.version ?? 0));
    const options: Array<{ p: PlayerSeat; s: StateMsg; l: LegalFor }> = [];
    players.forEach((p, i) => {
      const s = states[i];
      if (s && s.version === newest) for (const l of s.legal) options.push({ p, s, l });
    });
    if (!options.length) {
      await Promise.race(clients.map((c) => c.nextMessage(2000)));
      continue;
    }
    const { p, s, l } = o.rng.pick(options);
    const action = o.choose ? o.choose(o.rng, l.actions, { state: s, seat: l.seat }) : o.rng.pick(l.actions);
    const r = await p.client.request({
      type: 'act',
      tableId,
      token: p.token,
      version: s.version,
      action,
      seat: l.seat,
    });
    if (r.type === 'error') {
      // Retryable, as the web client treats them: a limit, or a table moving between processes.
      if (r.code === 'rate-limited' || r.code === 'unavailable') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (r.code === 'stale-version') {
        await p.client.nextMessage(200);
        continue;
      }
      throw new Error(`act ${action} for seat ${l.seat} refused: ${JSON.stringify(r)}`);
    }
    made++;
    // Our own state follows the acknowledgement: wait for it before choosing again.
    await p.client.waitFor(() => (p.client.latest(tableId, p.seat)?.version ?? 0) >= r.version);
    await o.onAction?.(p, l.seat, action, r.version);
  }
}

/**
 * Waits until every player's latest state has the same version as the table, so that a test
 * looking at several clients looks at one moment. Bots may still be moving: then it waits
 * until they pause (none to act) or `timeoutMs` passes.
 */
export async function settle(players: PlayerSeat[], timeoutMs = 10_000): Promise<void> {
  const { tableId } = players[0];
  const deadline = Date.now() + timeoutMs;
  // A server in this process says when nothing is under way at the table (a write being
  // awaited leaves the version as it was until it commits); one in a child only shows versions.
  const service = inProcess.get(baseOf(players[0].client))?.service;
  const quiet = async () => {
    while (service && !service.isQuiet(tableId) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  for (;;) {
    await quiet();
    const res = await fetch(`${baseOf(players[0].client)}/api/tables/${tableId}`);
    const version = ((await res.json()) as Msg).table.version as number;
    for (const p of players) {
      await p.client.waitFor(
        () => (p.client.latest(tableId, p.seat)?.version ?? 0) >= version,
        Math.max(1, deadline - Date.now()),
      );
    }
    const again = ((await (await fetch(`${baseOf(players[0].client)}/api/tables/${tableId}`)).json()) as Msg)
      .table.version as number;
    await quiet();
    if (again === version || Date.now() > deadline) return;
  }
}

const baseOf = (c: TestClient) => c.base;

/** Games known to the test server: the fake one plus whatever is registered. */
export const gamesUnderTest = (): AnyGame[] => [fakeAny, ...allGames()];

export const seededRng = (seed: string) => new Rng(seed);
