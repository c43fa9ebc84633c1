/**
 * Whom this person muted in a table's chat, at their own screen only (localStorage): the
 * server still sends the muted person's entries, this page just does not show them.
 */
import type { ChatFrom } from '../../protocol/chat.js';
import { readJson, writeJson } from '../state/storage.js';
import { Store } from '../state/store.js';

const KEY = 'stikk.chatMuted';
/** Tables remembered; the oldest is forgotten beyond this. */
const KEEP_TABLES = 50;

/** Muted writers by table, each as `writerKey`. */
export const mutedChat = new Store<Record<string, string[]>>(readJson(KEY, {}));

/**
 * A writer as this page tells people apart: the place and its name (someone else who takes
 * the seat later is not muted), or a spectator's name.
 */
export const writerKey = (from: ChatFrom): string =>
  'spectator' in from ? `spectator:${from.spectator}` : `seat:${from.seat}:${from.name}`;

export function setMuted(tableId: string, key: string, muted: boolean): void {
  mutedChat.update((all) => {
    const before = all[tableId] ?? [];
    const keys = muted ? [...new Set([...before, key])] : before.filter((k) => k !== key);
    const { [tableId]: _old, ...rest } = all;
    const next = keys.length ? { ...rest, [tableId]: keys } : rest;
    const tables = Object.keys(next);
    for (const old of tables.slice(0, Math.max(0, tables.length - KEEP_TABLES))) delete next[old];
    return next;
  });
  writeJson(KEY, mutedChat.get());
}
