/**
 * What a message handler may use: the tables, the connections, chat, bots, hints and clocks,
 * and the few steps every change at a table ends with. `TableService` provides it.
 */
import type { ClientMessage, PushType, ServerMessage } from '../../protocol/index.js';
import type { AccountStore } from '../accounts/store.js';
import type { BotDriver } from '../bots.js';
import type { TableChat } from '../chat.js';
import type { Hints } from '../hints.js';
import type { Client, Hub } from '../hub.js';
import type { AccountClients, PlayerHooks } from '../people.js';
import type { TableRegistry } from '../registry.js';
import type { TableStore } from '../store.js';
import type { Table } from '../table.js';
import type { TurnClock } from '../turnTimer.js';

/** The direct reply to a client message (pushes go through the hub). */
export type Reply = Exclude<ServerMessage, { type: PushType }>;

export interface ServiceLog {
  info(obj: object, msg: string): void;
}

export interface HandlerContext {
  readonly tables: TableRegistry;
  readonly store: TableStore;
  readonly hub: Hub;
  readonly chat: TableChat;
  readonly bots: BotDriver;
  readonly hints: Hints;
  readonly turns: TurnClock;
  readonly log: ServiceLog;
  /** Accounts, to keep signed-in players' names theirs (absent: a server without accounts). */
  readonly accounts: AccountStore | undefined;
  /** Signed-in connections on this process, by account. */
  readonly people: AccountClients;
  readonly players: PlayerHooks;
  /** The place the person holding `token` has at `t`; refused when it holds none. */
  placeOfToken(t: Table, token: string): number;
  /** Runs `change` at table `id` as its only writer, then lets everyone see the result. */
  atTable(id: string, change: (t: Table) => Promise<Reply>): Promise<Reply>;
  /**
   * Broadcasts and lets bots move, after the direct reply has been sent, then runs `then` (a
   * chat history for a newcomer). In the table's line: until it has run the table is not quiet.
   */
  changedLater(t: Table, then?: () => void): void;
  /** Someone came or went: the turn timer may start or stop, and everyone sees who is here. */
  presenceChanged(t: Table): void;
  settleClosing(t: Table): Promise<void>;
  settleUndo(t: Table): Promise<void>;
}

/** The handler of one message type: the message narrowed to its type. */
export type Handler<T extends ClientMessage['type']> = (
  ctx: HandlerContext,
  client: Client,
  m: Extract<ClientMessage, { type: T }>,
) => Reply | Promise<Reply>;

/** One handler per client message type: a type without one does not compile. */
export type Handlers = { [T in ClientMessage['type']]: Handler<T> };
