import type { Seat } from '../../engine/game.js';
import type { ClientMessage, PushType, ServerMessage, TableInfo } from '../../protocol/index.js';
import type { CatchUp, Client, ClientAccount } from '../hub.js';
import { hashToken } from '../tokens.js';
import type { Dependency } from './availability.js';
import { CallTimeout, type Cluster, type ClusterHost } from './cluster.js';
import { ClusterLobby } from './clusterLobby.js';
import type { Delivery } from './outbox.js';

export { LOBBY_FRESH_MS, LOBBY_WAIT_MS } from './clusterLobby.js';

import { CatchUps } from './relayed.js';
import type { Call, Follower, Note } from './routerMessages.js';

type Reply = Exclude<ServerMessage, { type: PushType }>;

/** What the router needs of the table service of its process. */
export interface LocalTables {
  handle(client: Client, m: ClientMessage): Reply | Promise<Reply>;
  disconnect(client: Client): void;
  /** Loads a table from the log into memory (this process just took it over). */
  adopt(tableId: string): Promise<unknown> | unknown;
  /** Forgets a table (another process owns it now); its followers here are told to reconnect. */
  drop(tableId: string): void;
  holds(tableId: string): boolean;
  followers(tableId: string): Client[];
  /** The public tables of this process, for the lobby. */
  lobby(): TableInfo[];
  /** Reads a table again from the store and sends its state to its followers (after the store was away). */
  reload(tableId: string): Promise<void>;
  /** Sends a table's followers its state again and pokes its bots (after the bus lost messages). */
  resend(tableId: string): void;
  /** Sends one follower the table's state if it is past `seen` (./hub.ts `catchUp`); undefined when the table is not here. */
  catchUp(client: Client, tableId: string, seen: number): CatchUp | undefined;
  /**
   * Runs `task` under the table's lock once it is between two deals (now, or within `waitMs`);
   * undefined when it is not in memory or no boundary came.
   */
  atDealBoundary<T>(tableId: string, task: () => Promise<T>, waitMs: number): Promise<T | undefined>;
  /** Who follows the table here, as what. */
  followState(tableId: string): Array<{ client: Client; seats: Seat[]; spectator: boolean }>;
  /** Makes a connection follow the table (as it did at the table's previous owner). */
  follow(client: Client, tableId: string, seats: Seat[], spectator: boolean): void;
  /** Forgets the table and who follows it here without closing anyone (it went to another process). */
  forget(tableId: string): void;
}

/** How many tables are read again at once after a store outage (the store is busy coming back too). */
const RELOAD_AT_ONCE = 8;

export interface TokenLookup {
  tableOfToken(tokenHash: string): Promise<{ tableId: string } | undefined> | { tableId: string } | undefined;
}

/** The WebSocket close code that tells a client to come back at once: the table moved. */
export const TABLE_MOVED = 1012;

/**
 * Any process accepts any client; each table's messages are handled where the table is owned.
 * A message for a table owned elsewhere goes to the owner over the bus, with the reply coming
 * back; on the owner the connection is a stand-in whose sends travel back to the process that
 * holds the socket. So the owner's hub fans each state out to every process's connections,
 * and presence (who is away) counts connections on all processes.
 *
 * When a table moves (its owner died, or lost its lease), its connections are closed with
 * 1012: clients reconnect on their own, say hello again and reach the new owner.
 */
export class ClusterRouter implements ClusterHost {
  /** Origin side: for each local connection, the tables it reached through another process. */
  private readonly forwarded = new Map<Client, Map<string, string>>();
  private readonly localById = new Map<number, Client>();
  /** Owner side: stand-ins for connections held by other processes (`<process>#<client id>`). */
  private readonly remote = new Map<string, StandIn>();
  /** Tables whose owner looked changed at the last check: closed if it still looks so at the next. */
  private suspect = new Map<string, string>();
  /** Tables a connection here acted at after their owner changed, since when (ms). */
  private readonly moving = new Map<string, number>();
  private nextRemoteId = -1;
  private checker?: NodeJS.Timeout;
  /** Origin side: per local connection and table owned elsewhere, the newest state version relayed to it. */
  private readonly catchUps: CatchUps;
  private checks = 0;
  private readonly lobbies: ClusterLobby;
  /**
   * Tables owned by another process, as last read (`at`, ms): a forwarded action skips the
   * store's read of the lease while the owner is heard on the bus and the entry is younger than
   * a lease (`checkOwners` renews it). A stale entry costs no safety (the owner's writes are
   * fenced), only a call to a process that no longer has the table, as before between looks.
   */
  private readonly remoteOwners = new Map<string, { owner: string; at: number }>();

  /** Told when another incarnation took this process's id (the server stops). */
  onSuperseded: () => void = () => undefined;

  constructor(
    private readonly cluster: Cluster,
    private readonly tables: LocalTables,
    private readonly tokens: TokenLookup,
  ) {
    cluster.host = this;
    this.lobbies = new ClusterLobby(cluster, () => tables.lobby());
    this.catchUps = new CatchUps(cluster, {
      ownerOf: (client, tableId) => this.forwarded.get(client)?.get(tableId),
      local: (id) => this.localById.get(id),
      standIn: (from, id) => this.remote.get(`${from}#${id}`),
      catchUp: (client, tableId, seen) => tables.catchUp(client, tableId, seen),
      close: (client) => client.close?.(TABLE_MOVED, 'table moved'),
    });
  }

  /** Who owns the table: the cache for a live other owner, else the cluster's look (a store read, or a take-over). */
  private async ownerOf(tableId: string): Promise<'me' | string> {
    if (!this.cluster.held.has(tableId)) {
      const known = this.remoteOwners.get(tableId);
      if (known && Date.now() - known.at < this.cluster.leaseMs && this.cluster.hears(known.owner)) {
        return known.owner;
      }
    }
    const owner = await this.cluster.ownerOf(tableId);
    if (owner === 'me') this.remoteOwners.delete(tableId);
    else this.remoteOwners.set(tableId, { owner, at: Date.now() });
    return owner;
  }

  /** The reply to a message while the store or the bus is lost (or the process stops for its id). */
  private unavailable(): Reply | undefined {
    const why = this.cluster.unavailable();
    return why === undefined ? undefined : { type: 'error', code: 'unavailable', message: why };
  }

  /** Checks every few hundred ms that forwarded tables still have the owner they had. */
  start(): void {
    this.checker = setInterval(
      () => {
        void this.checkOwners();
        // Once a lease: often enough that a lost push costs its table seconds, not the match.
        if (++this.checks % 3 === 0) this.catchUps.ask();
      },
      Math.max(50, Math.round(this.cluster.leaseMs / 3)),
    );
    this.checker.unref();
  }

  stop(): void {
    clearInterval(this.checker);
  }

  async handle(client: Client, m: ClientMessage): Promise<Reply> {
    // Refused before anything is read or forwarded: a lost bus would time the call out, a lost
    // store fail the write; both say the same, retryable, at once.
    const refused = m.type === 'ping' ? undefined : this.unavailable();
    if (refused) return refused;
    try {
      if (m.type === 'hello') return await this.hello(client, m.tokens ?? []);
      if (!('tableId' in m)) return await this.tables.handle(client, m);
      const owner = await this.ownerOf(m.tableId);
      if (owner === 'me') return await this.tables.handle(client, m);
      return await this.forward(client, owner, m.tableId, m);
    } catch (e) {
      // What fails here is reaching the table: the owner over the bus (a call lost or timed out,
      // a publish refused while Redis is away) or its lease in the store. The service answers its
      // own failures as replies. Nothing was done, so the client may send the same again.
      if ('tableId' in m) this.remoteOwners.delete(m.tableId);
      const why =
        e instanceof CallTimeout ? 'the process holding this table did not answer' : (e as Error).message;
      return { type: 'error', code: 'unavailable', message: `try again in a moment: ${why}` };
    }
  }

  private async forward(client: Client, owner: string, tableId: string, m: ClientMessage): Promise<Reply> {
    const mine = this.forwarded.get(client) ?? new Map<string, string>();
    this.forwarded.set(client, mine);
    const before = mine.get(tableId);
    if (before !== undefined && before !== owner && m.type !== 'hello') {
      // The table moved since this connection reached it: the new owner may not follow the
      // connection (its owner died or paused), and then its acts would land and no state come
      // back — the stall the chaos tests found. A hand-over's note that the followers moved with
      // it is on its way, so this is refused (retryable) for a third of a lease first; after
      // that the connection is closed and its client says hello at the new owner.
      const since = this.moving.get(tableId) ?? Date.now();
      this.moving.set(tableId, since);
      if (Date.now() - since >= this.cluster.leaseMs / 3) client.close?.(TABLE_MOVED, 'table moved');
      return { type: 'error', code: 'unavailable', message: 'try again in a moment: the table is moving' };
    }
    this.moving.delete(tableId);
    mine.set(tableId, owner);
    this.localById.set(client.id, client);
    const body: Call = {
      op: 'msg',
      client: client.id,
      ...(client.account && { account: client.account }),
      m,
    };
    return (await this.cluster.call(owner, body)) as Reply;
  }

  /** A hello names seats at tables anywhere: each table's tokens go to its owner, the welcomes are merged. */
  private async hello(client: Client, tokens: string[]): Promise<Reply> {
    const byTable = new Map<string, string[]>();
    const unknown: string[] = [];
    for (const token of tokens) {
      const where = await this.tokens.tableOfToken(hashToken(token));
      if (!where) unknown.push(token);
      else byTable.set(where.tableId, [...(byTable.get(where.tableId) ?? []), token]);
    }
    if (byTable.size === 0) return this.tables.handle(client, { type: 'hello', tokens });
    const welcome = { type: 'welcome', protocol: 0, seats: [], unknownTokens: unknown } as Extract<
      Reply,
      { type: 'welcome' }
    >;
    for (const [tableId, group] of byTable) {
      const m: ClientMessage = { type: 'hello', tokens: group };
      const owner = await this.ownerOf(tableId);
      const r =
        owner === 'me' ? await this.tables.handle(client, m) : await this.forward(client, owner, tableId, m);
      if (r.type !== 'welcome') return r;
      welcome.protocol = r.protocol;
      welcome.seats.push(...r.seats);
      welcome.unknownTokens.push(...r.unknownTokens);
    }
    return welcome;
  }

  /** The lobby of the whole cluster (./clusterLobby.ts). */
  lobby(): Promise<TableInfo[]> {
    return this.lobbies.list();
  }

  /** A local connection closed: here and at every owner it reached. */
  disconnect(client: Client): void {
    this.tables.disconnect(client);
    const owners = new Set(this.forwarded.get(client)?.values() ?? []);
    for (const owner of owners) this.cluster.note(owner, { op: 'gone', client: client.id } satisfies Note);
    this.forwarded.delete(client);
    this.catchUps.relayed.forget(client);
    this.localById.delete(client.id);
  }

  // ---- the cluster's calls into this process ----

  async call(from: string, body: unknown): Promise<unknown> {
    const c = body as Call;
    if (c.op === 'lobby') return this.tables.lobby();
    if (c.op === 'catch-up') return this.catchUps.answer(from, c.items);
    if (c.op === 'take') return this.take(c);
    if (c.op !== 'msg') throw new Error(`unknown call ${String((c as { op?: unknown }).op)}`);
    const refused = c.m.type === 'ping' ? undefined : this.unavailable();
    if (refused) return refused;
    const tableId = 'tableId' in c.m ? c.m.tableId : undefined;
    // The table moved again since the caller looked: it asks the new owner next time.
    if (tableId && !this.cluster.held.has(tableId)) await this.cluster.ownerOf(tableId);
    return this.tables.handle(this.standIn(from, c.client, c.account), c.m);
  }

  deliver(d: Exclude<Delivery, { envelope: string }>): void {
    const client = this.localById.get(d.client);
    if (!client) return;
    if (!('text' in d)) client.close?.(TABLE_MOVED, 'table moved');
    else {
      client.send(d.text);
      if (d.t !== undefined && d.v !== undefined) this.catchUps.relayed.noted(client, d.t, d.v);
    }
  }

  note(from: string, body: unknown): void {
    const n = body as Note;
    if (n.op === 'push') {
      const client = this.localById.get(n.client);
      if (!client) return;
      client.send(n.text);
      if (n.t !== undefined && n.v !== undefined) this.catchUps.relayed.noted(client, n.t, n.v);
    } else if (n.op === 'close') this.localById.get(n.client)?.close?.(TABLE_MOVED, 'table moved');
    else if (n.op === 'forgotten') {
      // Closed, they come back and say hello: the owner then follows them again.
      for (const [client, tables] of [...this.forwarded]) {
        if ([...tables.values()].includes(from)) client.close?.(TABLE_MOVED, 'table moved');
      }
    } else if (n.op === 'moved') {
      this.remoteOwners.set(n.tableId, { owner: n.to, at: Date.now() });
      this.moving.delete(n.tableId);
      for (const tables of this.forwarded.values()) if (tables.has(n.tableId)) tables.set(n.tableId, n.to);
    } else if (n.op === 'gone') {
      const key = `${from}#${n.client}`;
      const stand = this.remote.get(key);
      if (stand) {
        this.remote.delete(key);
        this.tables.disconnect(stand);
      }
    }
  }

  async adopt(tableId: string): Promise<void> {
    this.tables.drop(tableId);
    await this.tables.adopt(tableId);
  }

  lost(tableId: string): void {
    this.remoteOwners.delete(tableId);
    for (const c of this.tables.followers(tableId)) c.close?.(TABLE_MOVED, 'table moved');
    this.tables.drop(tableId);
  }

  holds(tableId: string): boolean {
    return this.tables.holds(tableId);
  }

  processBack(id: string): void {
    this.cluster.note(id, { op: 'forgotten' } satisfies Note);
  }

  async resume(what: Dependency): Promise<void> {
    const ids = [...this.cluster.held.keys()].filter((id) => this.tables.holds(id));
    if (what === 'bus') {
      for (const id of ids) this.tables.resend(id);
      return;
    }
    let next = 0;
    const worker = async () => {
      // One table that cannot be read (the store failed again) does not keep the others waiting;
      // the next return of the store reads it again.
      while (next < ids.length) await this.tables.reload(ids[next++]).catch(() => undefined);
    };
    await Promise.all(Array.from({ length: Math.min(RELOAD_AT_ONCE, ids.length) }, worker));
  }

  superseded(): void {
    this.onSuperseded();
  }

  processesGone(ids: string[]): void {
    const gone = new Set(ids);
    for (const [id, known] of this.remoteOwners) if (gone.has(known.owner)) this.remoteOwners.delete(id);
    for (const [key, stand] of this.remote) {
      if (!gone.has(stand.from)) continue;
      this.remote.delete(key);
      this.tables.disconnect(stand);
    }
  }

  private standIn(from: string, clientId: number, account: ClientAccount | undefined): Client {
    const key = `${from}#${clientId}`;
    const known = this.remote.get(key);
    if (known) return known;
    const stand: StandIn = {
      from,
      remoteId: clientId,
      ...(account && { account }),
      id: this.nextRemoteId--,
      send: (text, state) => this.cluster.push(from, clientId, text, state),
      close: () => this.cluster.closeRemote(from, clientId),
    };
    this.remote.set(key, stand);
    return stand;
  }

  /**
   * Rebalancing (./rebalance.ts): hands the table to `to` if it is between two deals, lease and
   * followers together. Its followers here and on other processes go on following it there
   * without a reconnect; if `to` does not take it, they reconnect and find it.
   */
  async handOver(
    tableId: string,
    to: string,
    waitMs = 0,
    claim: () => boolean = () => true,
  ): Promise<boolean> {
    if (!this.cluster.held.has(tableId) || to === this.cluster.processId || this.unavailable()) return false;
    const moved = await this.tables.atDealBoundary(
      tableId,
      async () => {
        const token = this.cluster.held.get(tableId);
        if (token === undefined || this.unavailable() || !claim()) return undefined;
        const next = await this.cluster.leases.handOver(tableId, token, to);
        if (next === undefined) return undefined;
        this.cluster.held.delete(tableId);
        const followers = this.tables
          .followState(tableId)
          .map((f) => ({ ...f, ...this.whereFrom(f.client) }));
        this.tables.forget(tableId);
        return { next, followers };
      },
      waitMs,
    );
    if (!moved) return false;
    const list: Follower[] = moved.followers.map(({ from, client, account, seats, spectator }) => ({
      from,
      client,
      ...(account && { account }),
      seats,
      spectator,
    }));
    try {
      await this.cluster.call(to, { op: 'take', tableId, token: moved.next, followers: list } satisfies Call);
    } catch {
      for (const f of moved.followers) f.connection.close?.(TABLE_MOVED, 'table moved');
      return true;
    }
    this.remoteOwners.set(tableId, { owner: to, at: Date.now() });
    const origins = new Set<string>();
    for (const f of moved.followers) {
      if (f.from === this.cluster.processId) {
        const mine = this.forwarded.get(f.connection) ?? new Map<string, string>();
        this.forwarded.set(f.connection, mine);
        mine.set(tableId, to);
        this.localById.set(f.connection.id, f.connection);
      } else if (f.from !== to) origins.add(f.from);
    }
    for (const origin of origins) this.cluster.note(origin, { op: 'moved', tableId, to } satisfies Note);
    return true;
  }

  /** A follower as the next owner will know it: the process that holds the connection, and its id there. */
  private whereFrom(client: Client): {
    connection: Client;
    from: string;
    client: number;
    account?: ClientAccount;
  } {
    const stand = isStandIn(client) ? (client as StandIn) : undefined;
    return {
      connection: client,
      from: stand ? stand.from : this.cluster.processId,
      client: stand ? stand.remoteId : client.id,
      ...(client.account && { account: client.account }),
    };
  }

  /** The receiving side of `handOver`: the table from the log, its followers attached, their states sent. */
  private async take(c: Extract<Call, { op: 'take' }>): Promise<boolean> {
    this.cluster.held.set(c.tableId, c.token);
    this.remoteOwners.delete(c.tableId);
    if (!this.tables.holds(c.tableId)) await this.tables.adopt(c.tableId);
    for (const f of c.followers) {
      let client: Client | undefined;
      if (f.from === this.cluster.processId) {
        // A connection of this process that reached the table through the old owner: it is local now.
        client = this.localById.get(f.client);
        this.forwarded.get(client as Client)?.delete(c.tableId);
        if (client) this.catchUps.relayed.forget(client, c.tableId);
      } else client = this.standIn(f.from, f.client, f.account);
      if (client) this.tables.follow(client, c.tableId, f.seats, f.spectator);
    }
    this.tables.resend(c.tableId);
    return true;
  }

  private async checkOwners(): Promise<void> {
    const tableIds = new Set<string>();
    for (const m of this.forwarded.values()) for (const id of m.keys()) tableIds.add(id);
    // A table no connection here reaches any more has nobody left to refuse while it moves.
    for (const id of this.moving.keys()) if (!tableIds.has(id)) this.moving.delete(id);
    if (!tableIds.size) return;
    let owners: Map<string, string>;
    try {
      owners = await this.cluster.owners([...tableIds]);
    } catch {
      return;
    }
    const now = Date.now();
    for (const [id, known] of this.remoteOwners) {
      const owner = owners.get(id);
      if (owner === undefined || owner === this.cluster.processId) {
        if (tableIds.has(id) || now - known.at >= this.cluster.leaseMs) this.remoteOwners.delete(id);
      } else this.remoteOwners.set(id, { owner, at: now });
    }
    const suspect = new Map<string, string>();
    for (const [client, tables] of this.forwarded) {
      for (const [id, owner] of tables) {
        const now = owners.get(id);
        // Only a live lease held by another process means the table moved. A lease that merely
        // ran out (its owner busy past a renewal) is taken over by some process's tick within a
        // lease, and then names the new owner: closing on expiry alone closed every forwarded
        // connection of a loaded cluster again and again, with nothing moved.
        if (now === undefined || now === owner) continue;
        // A table handed over at rebalancing names its new owner a moment before the note that
        // says so arrives here: only a change seen at two checks in a row closes the connection.
        if (this.suspect.get(id) !== now) {
          suspect.set(id, now);
          continue;
        }
        client.close?.(TABLE_MOVED, 'table moved');
        break;
      }
    }
    this.suspect = suspect;
  }
}

/** On the owner, a connection held by another process. */
type StandIn = Client & { from: string; remoteId: number };

/** Connection ids are numbers per process; stand-ins take negative ones so the two never meet. */
export const isStandIn = (c: Client): boolean => c.id < 0;
