/**
 * The one WebSocket to the table server: request/reply by id, `state` pushes into the table
 * store, and reconnection that resumes every stored seat with `hello`.
 */
import { Store } from '../state/store.js';
import { mergeChat, type TableChats } from './chat.js';
import { addInvitation, type Invitation } from './invitations.js';
import { isUnavailableReply, retryDelay } from './retry.js';
import { forgetTokens, rememberSeat, seatTokens } from './seats.js';
import type { NudgedMessage, Reply, ServerMessage, StateMessage } from './types.js';

export type ConnectionStatus = 'connecting' | 'open' | 'offline';

/** Every state received, by table and then by seat (`spectator` for the public view). */
export type TableStates = Record<string, Record<string, StateMessage>>;

export const stateKey = (seat: number | null): string => (seat === null ? 'spectator' : String(seat));

type Outgoing = Record<string, unknown> & { type: string };

/**
 * What the connection talks through: the server's WebSocket, or a table played in this browser
 * (src/web/offline/link.ts), which answers the same messages.
 */
export interface Link {
  onopen: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(text: string): void;
  close(): void;
}

export type OpenLink = () => Link;

export class Connection {
  readonly status = new Store<ConnectionStatus>('connecting');
  readonly states = new Store<TableStates>({});
  /** Chat entries by table (./chat.ts). */
  readonly chats = new Store<TableChats>({});
  /** The last nudge someone sent one of our seats (with when it came), for the table page to show. */
  readonly nudges = new Store<(NudgedMessage & { at: number }) | null>(null);
  /** Friends' invitations not yet answered, newest first (shown on any page by the invitation toast). */
  readonly invitations = new Store<Invitation[]>([]);
  /**
   * Messages the server refused with `unavailable`, waiting to be sent again (./retry.ts): the
   * page says the server is reconnecting while there are any.
   */
  readonly waiting = new Store<number>(0);
  private ws: Link | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: Reply) => void>();
  /** Requests made while the socket was down, sent after `hello`. */
  private queue: string[] = [];
  private ready = false;
  private retryMs = 300;
  /** Tables this page watches as a spectator, re-requested after a reconnect. */
  private readonly spectating = new Set<string>();

  private open: OpenLink;

  constructor(private readonly url: string) {
    this.open = this.server;
  }

  // The connection sets the handlers and never reads their event argument, so a WebSocket is one.
  private readonly server: OpenLink = () => new WebSocket(this.url) as unknown as Link;

  /**
   * Talks through `open` from now on (null: the server's WebSocket again): the link open now is
   * dropped and a new one opened, resuming every seat with `hello` as after any reconnect.
   */
  useLink(open: OpenLink | null): void {
    this.open = open ?? this.server;
    this.reconnect();
  }

  connect(): void {
    if (this.ws) return;
    this.status.set('connecting');
    const ws = this.open();
    this.ws = ws;
    ws.onopen = () => {
      this.retryMs = 300;
      this.hello(ws, 0);
    };
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = () => {
      this.dropped();
      this.status.set('offline');
      setTimeout(() => this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 5000);
    };
  }

  /**
   * A new connection at once, for the server to see who is signed in now: a WebSocket belongs
   * to the account of its session cookie for its whole life (docs/protocol.md). The seats and
   * the tables watched are resumed as after any reconnect. Nothing to do while none is open:
   * the next one carries the new cookie anyway.
   */
  reconnect(): void {
    const ws = this.ws;
    if (!ws) return;
    ws.onopen = null;
    ws.onclose = null;
    ws.onmessage = null;
    ws.close();
    this.dropped();
    this.connect();
  }

  /**
   * hello goes first, so that the server knows our seats before anything else we ask; refused
   * with `unavailable` (the store is away, so the seats could not be read) it is said again
   * later, and what was asked meanwhile waits in the queue: sent before the seats are known, an
   * action would be refused as `bad-token`.
   */
  private hello(ws: Link, attempt: number): void {
    const tokens = seatTokens.get().map((s) => s.token);
    this.sendNow({ type: 'hello', tokens }, (reply) => {
      if (isUnavailableReply(reply)) {
        this.later(attempt, () => {
          if (this.ws === ws) this.hello(ws, attempt + 1);
        });
        return;
      }
      if (reply.type === 'welcome') forgetTokens(reply.unknownTokens);
      this.ready = true;
      this.status.set('open');
      // As requests, so that a spectate refused with `unavailable` is asked again too.
      for (const id of this.spectating) void this.request({ type: 'spectate', tableId: id });
      const queued = this.queue;
      this.queue = [];
      for (const text of queued) ws.send(text);
    });
  }

  /** Runs `again` after the backoff for `attempt`, counted in `waiting` until then. */
  private later(attempt: number, again: () => void): void {
    this.waiting.update((n) => n + 1);
    setTimeout(() => {
      this.waiting.update((n) => n - 1);
      again();
    }, retryDelay(attempt));
  }

  private dropped(): void {
    this.ws = null;
    this.ready = false;
    for (const [, resolve] of this.pending) {
      resolve({ type: 'error', code: 'server-error', message: 'the connection was lost' });
    }
    this.pending.clear();
  }

  /**
   * Sends a message and resolves with its one direct reply (`error` included). A reply of
   * `unavailable` is not the answer: nothing was done, so the message is sent again after a
   * backoff (a new id; queued if the socket is down by then) until another reply comes.
   */
  request(message: Outgoing): Promise<Reply> {
    return new Promise((resolve) => this.attempt(message, resolve, 0));
  }

  private attempt(message: Outgoing, resolve: (reply: Reply) => void, attempt: number): void {
    const id = this.nextId++;
    this.pending.set(id, (reply) => {
      if (isUnavailableReply(reply)) this.later(attempt, () => this.attempt(message, resolve, attempt + 1));
      else resolve(reply);
    });
    const text = JSON.stringify({ ...message, id });
    if (this.ready && this.ws) this.ws.send(text);
    else {
      this.queue.push(text);
      this.connect();
    }
  }

  private sendNow(message: Outgoing, onReply?: (reply: Reply) => void): void {
    const id = this.nextId++;
    if (onReply) this.pending.set(id, onReply);
    this.ws?.send(JSON.stringify({ ...message, id }));
  }

  private receive(text: string): void {
    let m: ServerMessage;
    try {
      m = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if (m.type === 'state') {
      this.storeState(m);
      return;
    }
    if (m.type === 'chat') {
      this.chats.update((all) => ({ ...all, [m.tableId]: mergeChat(all[m.tableId], m) }));
      return;
    }
    if (m.type === 'nudged') {
      this.nudges.set({ ...m, at: Date.now() });
      return;
    }
    if (m.type === 'invitation') {
      this.invitations.update((all) => addInvitation(all, m));
      return;
    }
    if (typeof m.id === 'number') {
      const resolve = this.pending.get(m.id);
      this.pending.delete(m.id);
      resolve?.(m);
    }
  }

  private storeState(m: StateMessage): void {
    this.states.update((all) => {
      const table = all[m.tableId] ?? {};
      const key = stateKey(m.seat);
      const old = table[key];
      if (old && old.version > m.version) return all;
      return { ...all, [m.tableId]: { ...table, [key]: m } };
    });
  }

  // ---- table actions ----

  async join(tableId: string, name: string, seat?: number): Promise<Reply> {
    const reply = await this.request({
      type: 'join',
      tableId,
      name,
      ...(seat === undefined ? {} : { seat }),
    });
    if (reply.type === 'joined') {
      rememberSeat({ tableId, seat: reply.seat, token: reply.token, name: reply.name });
      this.unspectate(tableId);
    }
    return reply;
  }

  spectate(tableId: string): void {
    if (this.spectating.has(tableId)) return;
    this.spectating.add(tableId);
    void this.request({ type: 'spectate', tableId });
  }

  unspectate(tableId: string): void {
    if (!this.spectating.delete(tableId)) return;
    void this.request({ type: 'unspectate', tableId });
    this.states.update((all) => {
      const table = all[tableId];
      if (!table?.spectator) return all;
      const { spectator: _gone, ...rest } = table;
      return { ...all, [tableId]: rest };
    });
  }

  act(tableId: string, token: string, version: number, action: string, seat?: number): Promise<Reply> {
    return this.request({
      type: 'act',
      tableId,
      token,
      version,
      action,
      ...(seat === undefined ? {} : { seat }),
    });
  }

  async leave(tableId: string, token: string, bot?: string): Promise<Reply> {
    const reply = await this.request({ type: 'leave', tableId, token, ...(bot ? { bot } : {}) });
    if (reply.type === 'ok' && !bot) {
      forgetTokens([token]);
      this.states.update((all) => {
        const table = { ...(all[tableId] ?? {}) };
        for (const key of Object.keys(table)) if (key !== 'spectator') delete table[key];
        return { ...all, [tableId]: table };
      });
    }
    return reply;
  }

  takeBack = (tableId: string, token: string) => this.request({ type: 'takeBack', tableId, token });
  rematch = (tableId: string, token: string) => this.request({ type: 'rematch', tableId, token });
  proposeClose = (tableId: string, token: string) => this.request({ type: 'proposeClose', tableId, token });
  answerClose = (tableId: string, token: string, agree: boolean) =>
    this.request({ type: 'answerClose', tableId, token, agree });
  undo = (tableId: string, token: string) => this.request({ type: 'undo', tableId, token });
  answerUndo = (tableId: string, token: string, agree: boolean) =>
    this.request({ type: 'answerUndo', tableId, token, agree });
  sitBot = (tableId: string, token: string, seat: number, level: string) =>
    this.request({ type: 'sitBot', tableId, token, seat, level });
  /** A chat entry: as the token's seat, or (`name`) as a spectator of the table. */
  chat = (
    tableId: string,
    as: { token: string } | { name: string },
    say: { text: string } | { quick: string },
  ) => this.request({ type: 'chat', tableId, ...as, ...say });
  nudge = (tableId: string, token: string, seat: number) =>
    this.request({ type: 'nudge', tableId, token, seat });
  /** Offers a bot's place to a person (docs/protocol.md "Handing a seat over"). */
  offerSeat = (tableId: string, token: string, seat: number) =>
    this.request({ type: 'offerSeat', tableId, token, seat });
  /** Invites a friend the signed-in person follows to this table. */
  invite = (tableId: string, token: string, name: string) =>
    this.request({ type: 'invite', tableId, token, name });
}

/** The server's WebSocket, on the same origin as the page. */
function socketUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

export const connection = new Connection(socketUrl());
