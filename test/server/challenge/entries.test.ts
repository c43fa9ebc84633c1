/** Entering, below the routes: an entry left without its table by a stopped process is not an entry. */
import { afterEach, describe, expect, it } from 'vitest';
import { allGames } from '../../../src/catalog.js';
import { dailyChallenge } from '../../../src/challenge/boards.js';
import { challengeDateOf } from '../../../src/challenge/seed.js';
import {
  ABANDONED_AFTER_MS,
  ChallengeEntries,
  type EntryTables,
} from '../../../src/server/challenge/entries.js';
import type { TableRegistry } from '../../../src/server/registry.js';
import { SqliteStore } from '../../../src/server/sqliteStore.js';
import { Table } from '../../../src/server/table.js';

const stores: SqliteStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

function setup() {
  const store = new SqliteStore(':memory:');
  stores.push(store);
  const games = new Map(allGames().map((g) => [g.id, g]));
  const entries = new ChallengeEntries(store.challenges, store.accounts, games, { error: () => undefined });
  // The registry's one method entering uses: the table made and stored.
  const registry = { create: (init: Parameters<typeof Table.create>[1]) => Table.create(store, init) };
  const tables: EntryTables = { tables: registry as unknown as TableRegistry, changedLater: () => undefined };
  return { store, entries, tables };
}

const now = Date.now();
const challenge = dailyChallenge('bridge', challengeDateOf(new Date(now)), 'entries-test');

const stuck = (createdAt: number) => ({
  id: 'e-stuck',
  challengeId: challenge.id,
  name: 'Kari',
  nameKey: 'kari',
  accountId: null,
  tokenHash: 'h',
  tableId: null,
  result: null,
  played: 0,
  done: false,
  offline: false,
  createdAt,
});

describe('an entry without its table', () => {
  it('is taken over once it is plainly abandoned', async () => {
    const { store, entries, tables } = setup();
    await store.challenges.addEntry(stuck(now - ABANDONED_AFTER_MS - 1000));
    const r = await entries.enter(tables, challenge, { guest: 'KARI' }, now);
    expect(r.ok).toBe(true);
    expect(await store.challenges.entry('e-stuck')).toBeUndefined();
    const mine = await store.challenges.entryByName(challenge.id, 'kari');
    expect(mine?.tableId).toEqual(expect.any(String));
  });

  it('is still an entry while it may be having its table made', async () => {
    const { store, entries, tables } = setup();
    await store.challenges.addEntry(stuck(now - 1000));
    const r = await entries.enter(tables, challenge, { guest: 'Kari' }, now);
    expect(r).toMatchObject({ ok: false, error: { code: 'already-entered' } });
  });
});
