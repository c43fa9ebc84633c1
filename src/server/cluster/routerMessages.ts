import type { Seat } from '../../engine/game.js';
import type { ClientMessage } from '../../protocol/index.js';
import type { ClientAccount } from '../hub.js';

/** One quiet table of one connection, to ask its owner about: [connection id, table, version seen]. */
export type CatchUpItem = [number, string, number];

/** What the processes of a cluster say to one another about tables and connections (./router.ts). */

export /** A connection following a table that changes hands: the process holding it, its id there, and what it follows. */
interface Follower {
  from: string;
  client: number;
  account?: ClientAccount;
  seats: Seat[];
  spectator: boolean;
}

/** A call to another process, answered. */
export type Call =
  | { op: 'msg'; client: number; account?: ClientAccount; m: ClientMessage }
  | { op: 'lobby' }
  /** The versions this process's connections last saw of the owner's tables: each [client, table, version]. */
  | { op: 'catch-up'; items: CatchUpItem[] }
  /** Rebalancing: the table is this process's now (the lease moved in the store), with its followers. */
  | { op: 'take'; tableId: string; token: number; followers: Follower[] };

export /** The owner's answer to a catch-up: the items it found a problem with. */
type CatchUpReply = Array<[number, string, 'forgotten' | 'not-following']>;

/** A one-way note to another process. */
export type Note =
  /** `t` and `v`: the table and version of a `state` message (the origin counts what it relayed). */
  | { op: 'push'; client: number; text: string; t?: string; v?: number }
  | { op: 'close'; client: number }
  | { op: 'gone'; client: number }
  /** The owner forgot this process's connections (it was silent three leases): they must say hello again. */
  | { op: 'forgotten' }
  /** The table was handed to `to`, and this process's connections follow it there already. */
  | { op: 'moved'; tableId: string; to: string };
