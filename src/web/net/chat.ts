/**
 * The chat entries this page has received, by table (docs/protocol.md "Chat"): history and
 * new entries merged by number, so that a history sent again after a reconnect adds nothing twice.
 */
import type { ChatEntry } from '../../protocol/chat.js';
import type { ChatMessage } from './types.js';

export type { ChatEntry };
export type TableChats = Record<string, ChatEntry[]>;

/** Entries kept per table on the page (the server's history is 100). */
const KEEP = 300;

export function mergeChat(old: readonly ChatEntry[] | undefined, m: ChatMessage): ChatEntry[] {
  const byN = new Map<number, ChatEntry>();
  for (const e of old ?? []) byN.set(e.n, e);
  for (const e of m.entries) byN.set(e.n, e);
  return [...byN.values()].sort((a, b) => a.n - b.n).slice(-KEEP);
}
