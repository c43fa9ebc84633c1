import type { Seat } from '../engine/game.js';
import type { ServerMessage, TableInfo } from '../protocol/index.js';
import { Presence } from './presence.js';
import type { Table } from './table.js';

/**
 * Runs `send` after the direct reply of the message being handled has gone out: the reply
 * travels through promise callbacks, which all run before the next turn of the event loop.
 * Call it once the handler awaits nothing more.
 */
export function afterReply(send: () => void): void {
  setImmediate(send);
}

/** One connection as the hub sees it: something that takes serialised messages. */
/** The account a connection belongs to (its session cookie when it opened), if any. */
export interface ClientAccount {
  readonly id: string;
  readonly name: string;
}

export interface Client {
  readonly id: number;
  /** Set when the connection opened with a valid session: fixed for the connection's life. */
  account?: ClientAccount;
  /** `state` names the table and version of a `state` message (a cluster's catch-up counts them). */
  send(text: string, state?: StateStamp): void;
  /** Ends the connection (the client reconnects); a cluster moves tables this way. */
  close?(code: number, reason: string): void;
}

/** Which table's state, at which version, a sent `state` message carries. */
export interface StateStamp {
  tableId: string;
  version: number;
}

/** What a catch-up found for one follower: up to date, sent the newest state, or not following. */
export type CatchUp = 'current' | 'resent' | 'not-following';

interface Follow {
  seats: Set<Seat>;
  spectator: boolean;
}

/**
 * Who follows which table, as which seat: the only place that sends `state` messages, so the
 * rule "each seat gets its own view, spectators the public one" lives in one function.
 */
export class Hub {
  private readonly byTable = new Map<string, Map<Client, Follow>>();
  private readonly byClient = new Map<Client, Set<string>>();

  constructor(
    /** When each place's last connection closed: the hub tells it as connections come and go. */
    readonly presence = new Presence(),
    /** The `TableInfo` sent with states (the service adds what it knows beyond the table). */
    private readonly describe: (table: Table) => TableInfo = (t) => t.info((s) => this.isAway(t.id, s)),
  ) {}

  private follow(client: Client, tableId: string): Follow {
    const followers = this.byTable.get(tableId) ?? new Map<Client, Follow>();
    this.byTable.set(tableId, followers);
    const existing = followers.get(client);
    if (existing) return existing;
    const f: Follow = { seats: new Set(), spectator: false };
    followers.set(client, f);
    const tables = this.byClient.get(client) ?? new Set<string>();
    this.byClient.set(client, tables);
    tables.add(tableId);
    return f;
  }

  private unfollowIfIdle(client: Client, tableId: string): void {
    const followers = this.byTable.get(tableId);
    const f = followers?.get(client);
    if (!followers || !f || f.seats.size || f.spectator) return;
    followers.delete(client);
    if (!followers.size) this.byTable.delete(tableId);
    this.byClient.get(client)?.delete(tableId);
  }

  /** Attaches a client to a seat (null: as a spectator). Returns true when the seat was away. */
  attach(client: Client, tableId: string, seat: Seat | null): boolean {
    const wasAway = seat !== null && this.isAway(tableId, seat);
    const f = this.follow(client, tableId);
    if (seat === null) f.spectator = true;
    else {
      f.seats.add(seat);
      this.presence.back(tableId, seat);
    }
    return wasAway;
  }

  detach(client: Client, tableId: string, seat: Seat | null): void {
    const f = this.byTable.get(tableId)?.get(client);
    if (!f) return;
    if (seat === null) f.spectator = false;
    else f.seats.delete(seat);
    this.unfollowIfIdle(client, tableId);
    if (seat !== null && this.isAway(tableId, seat)) this.presence.left(tableId, seat);
  }

  /** Detaches every client from a seat (its person gave it up). */
  detachSeat(tableId: string, seat: Seat): void {
    for (const client of [...(this.byTable.get(tableId)?.keys() ?? [])]) this.detach(client, tableId, seat);
    // Nobody holds it now: whoever sits down next is not "away since" anything.
    this.presence.back(tableId, seat);
  }

  /** Forgets a closed connection; returns the tables where a seat thereby became away. */
  drop(client: Client): string[] {
    const changed: string[] = [];
    for (const tableId of this.byClient.get(client) ?? []) {
      const followers = this.byTable.get(tableId);
      const f = followers?.get(client);
      if (!followers || !f) continue;
      followers.delete(client);
      if (!followers.size) this.byTable.delete(tableId);
      const gone = [...f.seats].filter((s) => this.isAway(tableId, s));
      for (const s of gone) this.presence.left(tableId, s);
      if (gone.length) changed.push(tableId);
    }
    this.byClient.delete(client);
    return changed;
  }

  /**
   * Forgets who follows a table without telling anyone or marking a seat away: the table went
   * to another process of the cluster, and its followers follow it there now.
   */
  forgetTable(tableId: string): void {
    for (const client of this.byTable.get(tableId)?.keys() ?? []) this.byClient.get(client)?.delete(tableId);
    this.byTable.delete(tableId);
    this.presence.forget(tableId);
  }

  /** The clients following a table, whatever as. */
  /** The tables where `client` follows a seat it holds (not those it only watches). */
  seatedTables(client: Client): string[] {
    return [...(this.byClient.get(client) ?? [])].filter(
      (id) => (this.byTable.get(id)?.get(client)?.seats.size ?? 0) > 0,
    );
  }

  followers(tableId: string): Client[] {
    return [...(this.byTable.get(tableId)?.keys() ?? [])];
  }

  hasFollowers(tableId: string): boolean {
    return this.byTable.has(tableId);
  }

  isAway(tableId: string, seat: Seat): boolean {
    for (const f of this.byTable.get(tableId)?.values() ?? []) if (f.seats.has(seat)) return false;
    return true;
  }

  seatsOf(client: Client, tableId: string): Seat[] {
    return [...(this.byTable.get(tableId)?.get(client)?.seats ?? [])];
  }

  /** True when the client follows the table as a spectator. */
  isSpectating(client: Client, tableId: string): boolean {
    return this.byTable.get(tableId)?.get(client)?.spectator === true;
  }

  /** Sends one text once to every client following the table, whatever it follows it as (chat). */
  sendToFollowers(tableId: string, text: string): void {
    for (const client of this.byTable.get(tableId)?.keys() ?? []) client.send(text);
  }

  clientCount(): number {
    return this.byClient.size;
  }

  /** Sends every follower of the table its current state. */
  broadcast(table: Table): void {
    const followers = this.byTable.get(table.id);
    if (!followers) return;
    const cache = new Map<Seat | null, string>();
    let info: TableInfo | undefined;
    const text = (seat: Seat | null): string => {
      let t = cache.get(seat);
      if (t === undefined) {
        info ??= this.describe(table);
        t = stateText(table, seat, info);
        cache.set(seat, t);
      }
      return t;
    };
    const stamp = { tableId: table.id, version: table.version };
    for (const [client, f] of followers) {
      for (const seat of f.seats) client.send(text(seat), stamp);
      if (f.spectator) client.send(text(null), stamp);
    }
  }

  /** Sends one client the state of one seat (null: the public view). */
  sendState(client: Client, table: Table, seat: Seat | null): void {
    client.send(stateText(table, seat, this.describe(table)), { tableId: table.id, version: table.version });
  }

  /**
   * A follower that has seen the table up to version `seen` gets what it follows again if the
   * table is further (a cluster's push to it was lost on the bus, and nothing else would come
   * before its person acts).
   */
  catchUp(client: Client, table: Table, seen: number): CatchUp {
    const f = this.byTable.get(table.id)?.get(client);
    if (!f || (!f.seats.size && !f.spectator)) return 'not-following';
    if (table.version <= seen) return 'current';
    for (const seat of f.seats) this.sendState(client, table, seat);
    if (f.spectator) this.sendState(client, table, null);
    return 'resent';
  }

  /** Sends a message to every connection holding `place` (no one else); returns how many got it. */
  sendToPlace(tableId: string, place: Seat, message: ServerMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const [client, f] of this.byTable.get(tableId) ?? []) {
      if (!f.seats.has(place)) continue;
      client.send(text);
      sent++;
    }
    return sent;
  }
}

/**
 * A place's `state` message: the engine's view for exactly the seat it looks from, never more
 * (where people change seats, `seat` is the person and `view.seat` the seat they look from).
 */
export function stateText(table: Table, seat: Seat | null, info: TableInfo): string {
  const view = table.viewOfPlace(seat);
  const msg: ServerMessage = {
    type: 'state',
    tableId: table.id,
    seat,
    version: table.version,
    table: info,
    view,
    legal: seat === null ? [] : table.legalFor(seat),
  };
  return JSON.stringify(msg);
}
