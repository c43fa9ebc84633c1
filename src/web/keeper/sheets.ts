/**
 * The score sheets on this device: kept in localStorage and written on every change, so
 * nothing typed is lost on reload, app switch or lost connection. Other tabs see changes.
 */
import type { KeeperError } from '../../scorekeeper/errors.js';
import { parseSheetJson } from '../../scorekeeper/export.js';
import {
  addEntry,
  type SheetGameId as GameId,
  newSheet,
  removeEntry,
  replaceEntry,
  type Sheet,
  setClosed,
} from '../../scorekeeper/sheet.js';
import { readJson, writeJson } from '../state/storage.js';
import { Store } from '../state/store.js';

const KEY = 'stikk.keeper.sheets';

/** A stored sheet that no longer reads (e.g. edited by hand) is kept, not dropped, and shown as such. */
export interface StoredSheet {
  raw: unknown;
  sheet: Sheet | null;
  problem: KeeperError | null;
}

function load(): StoredSheet[] {
  const raw = readJson<unknown[]>(KEY, []);
  if (!Array.isArray(raw)) return [];
  return raw.map((item) => {
    const parsed = parseSheetJson(item);
    return parsed.ok
      ? { raw: item, sheet: parsed.value, problem: null }
      : { raw: item, sheet: null, problem: parsed.error };
  });
}

export const sheets = new Store<StoredSheet[]>(load());

function save(list: StoredSheet[]): void {
  sheets.set(list);
  writeJson(
    KEY,
    list.map((s) => s.sheet ?? s.raw),
  );
}

globalThis.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key === KEY) sheets.set(load());
});

export const findSheet = (id: string): Sheet | null =>
  sheets.get().find((s) => s.sheet?.id === id)?.sheet ?? null;

const now = () => new Date().toISOString();

function newId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().slice(0, 8);
  return Math.random().toString(36).slice(2, 10);
}

function put(sheet: Sheet): void {
  const list = sheets.get();
  const i = list.findIndex((s) => s.sheet?.id === sheet.id);
  const item = { raw: sheet, sheet, problem: null };
  save(i < 0 ? [item, ...list] : list.map((s, j) => (j === i ? item : s)));
}

export type Change = { ok: true; sheet: Sheet } | { ok: false; error: KeeperError };

function commit(r: { ok: true; value: Sheet } | { ok: false; error: KeeperError }): Change {
  if (!r.ok) return r;
  put(r.value);
  return { ok: true, sheet: r.value };
}

export function createSheet(input: {
  game: GameId;
  options: Record<string, unknown>;
  players: string[];
  firstDealer: number;
}): Change {
  return commit(newSheet({ ...input, id: newId(), now: now() }));
}

export const addDeal = (sheet: Sheet, entry: unknown): Change => commit(addEntry(sheet, entry, now()));
export const correctDeal = (sheet: Sheet, index: number, entry: unknown): Change =>
  commit(replaceEntry(sheet, index, entry, now()));
export const deleteDeal = (sheet: Sheet, index: number): Change => commit(removeEntry(sheet, index, now()));
export const closeSheet = (sheet: Sheet, closed: boolean): Change =>
  commit({ ok: true, value: setClosed(sheet, closed, now()) });

/** Adds an imported sheet; one with the id of a stored sheet gets a new id. */
export function importSheet(text: string): Change {
  const parsed = parseSheetJson(text);
  if (!parsed.ok) return parsed;
  const taken = sheets.get().some((s) => s.sheet?.id === parsed.value.id);
  return commit({ ok: true, value: taken ? { ...parsed.value, id: newId() } : parsed.value });
}

export function forgetSheet(index: number): void {
  save(sheets.get().filter((_, i) => i !== index));
}
