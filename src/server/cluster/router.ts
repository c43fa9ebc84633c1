import type { ClientMessage, PushType, ServerMessage, TableInfo } from '../../protocol/index.js';
import type { Client, ClientAccount } from '../hub.js';
import { lobbyList } from '../lobby.js';
import { hashToken } from '../tokens.js';
import type { Dependency } from './availability.js';
import { CallTimeout, type Cluster, type ClusterHost } from './cluster.js';
import type { Delivery } from './outbox.js';

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
}

/** How many tables are read again at once after a store outage (the store is busy coming back too). */
const RELOAD_AT_ONCE = 8;

export interface TokenLookup {
  tableOfToken(tokenHash: string): Promise<{ tableId: string } | undefined> | { tableId: string } | undefined;
}

/** The WebSocket close code that tells a client to come back at once: the table moved. */
export const TABLE_MOVED = 1012;

type Call = { op: 'msg'; client: number; account?: ClientAccount; m: ClientMessage } | { op: 'lobby' };

/**
 * How long the lobby waits for another process's tables (ms, at most; a lease if shorter): a
 * process that does not answer by then is left out of this listing, not waited for.
 */
export const LOBBY_WAIT_MS = 1_000;

/**
 * How long the other processes' lists serve again (ms): every lobby open polls (each 5 s), and
 * without this each poll asked every process, so the calls grew with the people watching.
 */
export const LOBBY_FRESH_MS = 1_000;
type Note =
  | { op: 'push'; client: number; text: string }
  | { op: 'close'; client: number }
  | { op: 'gone'; client: number }
  /** The owner forgot this process's connections (it was silent three leases): they must say hello again. */
  | { op: 'forgotten' };

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
  private readonly remote = new Map<string, Client & { from: string }>();
  private nextRemoteId = -1;
  private checker?: NodeJS.Timeout;
  /** The other processes' lobby lists, asked at `at` (shared by the listings until they age). */
  private others?: { at: number; lists: Promise<TableInfo[][]> };
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
      () => void this.checkOwners(),
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

  /**
   * The lobby of the whole cluster: the public tables of this process (as they are now) and of
   * every other one heard from lately (asked at most once per `LOBBY_FRESH_MS`), in the lobby's
   * order. A process that does not answer in time is left out.
   */
  async lobby(): Promise<TableInfo[]> {
    const now = Date.now();
    if (!this.others || now - this.others.at > LOBBY_FRESH_MS) {
      this.others = { at: now, lists: this.othersLobbies() };
    }
    return lobbyList([this.tables.lobby(), ...(await this.others.lists)]);
  }

  private othersLobbies(): Promise<TableInfo[][]> {
    const waitMs = Math.min(this.cluster.leaseMs, LOBBY_WAIT_MS);
    return Promise.all(
      this.cluster.liveProcesses().map((p) =>
        this.cluster.call(p, { op: 'lobby' } satisfies Call, waitMs).then(
          (list) => list as TableInfo[],
          () => [],
        ),
      ),
    );
  }

  /** A local connection closed: here and at every owner it reached. */
  disconnect(client: Client): void {
    this.tables.disconnect(client);
    const owners = new Set(this.forwarded.get(client)?.values() ?? []);
    for (const owner of owners) this.cluster.note(owner, { op: 'gone', client: client.id } satisfies Note);
    this.forwarded.delete(client);
    this.localById.delete(client.id);
  }

  // ---- the cluster's calls into this process ----

  async call(from: string, body: unknown): Promise<unknown> {
    const c = body as Call;
    if (c.op === 'lobby') return this.tables.lobby();
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
    if ('text' in d) client?.send(d.text);
    else client?.close?.(TABLE_MOVED, 'table moved');
  }

  note(from: string, body: unknown): void {
    const n = body as Note;
    if (n.op === 'push') this.localById.get(n.client)?.send(n.text);
    else if (n.op === 'close') this.localById.get(n.client)?.close?.(TABLE_MOVED, 'table moved');
    else if (n.op === 'forgotten') {
      // Closed, they come back and say hello: the owner then follows them again.
      for (const [client, tables] of [...this.forwarded]) {
        if ([...tables.values()].includes(from)) client.close?.(TABLE_MOVED, 'table moved');
      }
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
    const stand: Client & { from: string } = {
      from,
      ...(account && { account }),
      id: this.nextRemoteId--,
      send: (text) => this.cluster.push(from, clientId, text),
      close: () => this.cluster.closeRemote(from, clientId),
    };
    this.remote.set(key, stand);
    return stand;
  }

  private async checkOwners(): Promise<void> {
    const tableIds = new Set<string>();
    for (const m of this.forwarded.values()) for (const id of m.keys()) tableIds.add(id);
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
    for (const [client, tables] of this.forwarded) {
      for (const [id, owner] of tables) {
        const now = owners.get(id);
        // Only a live lease held by another process means the table moved. A lease that merely
        // ran out (its owner busy past a renewal) is taken over by some process's tick within a
        // lease, and then names the new owner: closing on expiry alone closed every forwarded
        // connection of a loaded cluster again and again, with nothing moved.
        if (now !== undefined && now !== owner) {
          client.close?.(TABLE_MOVED, 'table moved');
          break;
        }
      }
    }
  }
}

/** Connection ids are numbers per process; stand-ins take negative ones so the two never meet. */
export const isStandIn = (c: Client): boolean => c.id < 0;
