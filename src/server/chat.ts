/**
 * Table chat (docs/protocol.md "Chat"): who may write, the limits, storing an entry before
 * anyone sees it, and sending it to everyone following the table. Entries are the same text
 * for every follower — a seat's person, another seat's, a spectator — so a chat push can carry
 * nothing of anyone's view; it holds the writer's place and name, never a token.
 */
import { err, ok, type Result } from '../cards/result.js';
import type { Seat } from '../engine/game.js';
import {
  CHAT_HISTORY,
  CHAT_MAX_CHARS,
  CHAT_RATE,
  type ChatEntry,
  type ClientMessage,
  chatLength,
  type QuickMessage,
  type ServerMessage,
} from '../protocol/index.js';
import { type TableRefusal, tableRefusal } from '../table/refusals.js';
import { afterReply, type Client, type Hub } from './hub.js';
import { TokenBucket } from './rateLimit.js';
import type { StoredChat, TableStore } from './store.js';
import type { Table } from './table.js';

export type ChatRequest = Extract<ClientMessage, { type: 'chat' }>;

/** Who writes: the person at a place (their token checked), or this connection as a spectator. */
export type ChatWriter = { seat: Seat } | { spectator: Client };

/** Buckets kept before the full ones (nothing to remember) are dropped. */
const PRUNE_AT = 1000;

export class TableChat {
  /** Per table and person (`<table>\n<seat:n | client:id>`): their chat allowance. */
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly store: TableStore,
    private readonly hub: Hub,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Stores the entry and sends it (after the direct reply) to every follower of the table,
   * the writer included; or says why not, changing nothing.
   */
  async post(table: Table, writer: ChatWriter, m: ChatRequest): Promise<Result<void, TableRefusal>> {
    let key: string;
    let seat: Seat | null;
    let name: string;
    if ('seat' in writer) {
      seat = writer.seat;
      key = `seat:${seat}`;
      name = table.seats[seat].name ?? '';
    } else {
      if (!this.hub.isSpectating(writer.spectator, table.id)) {
        return err(tableRefusal('chat-not-allowed', { reason: 'not-watching', table: table.id }));
      }
      if (!table.settings.spectatorChat) {
        return err(tableRefusal('chat-not-allowed', { reason: 'spectators', table: table.id }));
      }
      seat = null;
      key = `client:${writer.spectator.id}`;
      // The schema insists on a name without a token.
      name = m.name ?? '';
    }
    if (m.text !== undefined && chatLength(m.text) > CHAT_MAX_CHARS) {
      return err(tableRefusal('chat-too-long', { max: CHAT_MAX_CHARS, got: chatLength(m.text) }));
    }
    if (!this.allow(`${table.id}\n${key}`)) {
      const seconds = CHAT_RATE.burst / CHAT_RATE.perSecond;
      return err(tableRefusal('chat-rate-limited', { burst: CHAT_RATE.burst, seconds }));
    }
    const stored: Omit<StoredChat, 'n'> = {
      at: this.now(),
      seat,
      name,
      text: m.text ?? null,
      quick: m.quick ?? null,
    };
    const n = await this.store.appendChat(table.id, stored);
    const text = chatText(table.id, [entryOf({ n, ...stored })]);
    afterReply(() => this.hub.sendToFollowers(table.id, text));
    return ok(undefined);
  }

  /** A table's newest entries as the message a client gets when it starts following. */
  async history(tableId: string): Promise<string> {
    const entries = (await this.store.chatTail(tableId, CHAT_HISTORY)).map(entryOf);
    return chatText(tableId, entries, true);
  }

  private allow(key: string): boolean {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= PRUNE_AT) {
        for (const [k, b] of this.buckets) if (b.isFull(now)) this.buckets.delete(k);
      }
      bucket = new TokenBucket(CHAT_RATE.burst, CHAT_RATE.perSecond, now);
      this.buckets.set(key, bucket);
    }
    return bucket.take(now);
  }
}

function entryOf(r: StoredChat): ChatEntry {
  return {
    n: r.n,
    at: r.at,
    from: r.seat === null ? { spectator: r.name } : { seat: r.seat, name: r.name },
    ...(r.text !== null ? { text: r.text } : {}),
    ...(r.quick !== null ? { quick: r.quick as QuickMessage } : {}),
  };
}

function chatText(tableId: string, entries: ChatEntry[], history = false): string {
  const msg: ServerMessage = {
    type: 'chat',
    tableId,
    entries,
    ...(history ? { history: true as const } : {}),
  };
  return JSON.stringify(msg);
}
