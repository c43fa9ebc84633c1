/**
 * The tables played in this browser, kept in IndexedDB (one record per table: its saved log),
 * so that a reload, or coming back tomorrow without a network, resumes the match.
 */
import type { SavedTable } from './localTable.js';

const DB = 'stikk-offline';
const STORE = 'tables';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE, { keyPath: 'id' });
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

let db: Promise<IDBDatabase> | undefined;

async function run<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  db ??= openDb();
  const store = (await db).transaction(STORE, mode).objectStore(STORE);
  return new Promise((resolve, reject) => {
    const r = work(store);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

export const saveTable = (t: SavedTable): Promise<unknown> => run('readwrite', (s) => s.put(t));
export const loadTable = (id: string): Promise<SavedTable | undefined> =>
  run<SavedTable | undefined>('readonly', (s) => s.get(id));
export const keptTables = (): Promise<SavedTable[]> => run<SavedTable[]>('readonly', (s) => s.getAll());
