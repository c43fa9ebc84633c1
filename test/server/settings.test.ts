/**
 * Table settings (src/protocol/settings.ts): chosen at creation, the rest defaulted, shown in
 * every TableInfo, refused when malformed, kept through a restart, and tables stored before
 * settings existed come back with the defaults.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_SETTINGS } from '../../src/protocol/index.js';
import { SqliteStore } from '../../src/server/sqliteStore.js';
import { FAKE_ID } from './fakeGame.js';
import { api, createTable, fileServer, testServer } from './helpers.js';

const server = fileServer();

describe('table settings', () => {
  it('a table without settings has the defaults; chosen ones override them', async () => {
    const plain = await createTable(server.url, { game: FAKE_ID });
    expect(plain.settings).toEqual(DEFAULT_TABLE_SETTINGS);
    const chosen = await createTable(server.url, {
      game: FAKE_ID,
      settings: { visibility: 'private', turnTimer: 60, undo: false },
    });
    expect(chosen.settings).toEqual({
      ...DEFAULT_TABLE_SETTINGS,
      visibility: 'private',
      turnTimer: 60,
      undo: false,
    });
    const again = await api(server.url, `/api/tables/${chosen.id}`);
    expect(again.json.table.settings).toEqual(chosen.settings);
  });

  it.each([
    [{ turnTimer: 45 }, 'settings.turnTimer'],
    [{ visibility: 'secret' }, 'settings.visibility'],
    [{ undo: 'yes' }, 'settings.undo'],
    [{ colour: 'red' }, 'settings'],
  ])('refuses %j with a reason naming the setting', async (settings, where) => {
    const r = await api(server.url, '/api/tables', { game: FAKE_ID, settings });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toContain(where);
  });

  it('settings survive a restart; a file from before settings gets the defaults', async () => {
    const dir = mkdtempSync(joinPath(tmpdir(), 'stikk-settings-'));
    const first = await testServer({ dataDir: dir });
    const t = await createTable(first.url, { game: FAKE_ID, settings: { spectatorChat: true, hints: true } });
    await first.close();
    const second = await testServer({ dataDir: dir });
    const back = await api(second.url, `/api/tables/${t.id}`);
    expect(back.json.table.settings).toEqual({ ...DEFAULT_TABLE_SETTINGS, spectatorChat: true, hints: true });
    await second.close();

    const old = joinPath(dir, 'old.sqlite');
    const db = new Database(old);
    db.exec(
      'CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL, created_at TEXT NOT NULL, live INTEGER NOT NULL DEFAULT 1)',
    );
    db.prepare("INSERT INTO tables VALUES ('oldtable', ?, '{}', 'seed', '2026-01-01T00:00:00.000Z', 1)").run(
      FAKE_ID,
    );
    db.close();
    const store = new SqliteStore(old);
    expect((await store.loadTable('oldtable'))?.table.settings).toBeNull();
    await store.close();
  });
});
