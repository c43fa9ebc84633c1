import type Database from 'better-sqlite3';
import {
  type ChallengeStore,
  challengeFromRow,
  type EntryUpdate,
  entryFromRow,
  entryUpdateColumns,
  type StoredChallenge,
  type StoredEntry,
} from './store.js';

/**
 * Challenges in SQLite. As with the accounts, `CREATE … IF NOT EXISTS` is the migration: an
 * older file gets the tables at its next start.
 */
export const SQLITE_CHALLENGE_SCHEMA = `
CREATE TABLE IF NOT EXISTS challenge_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS challenges (
  id TEXT PRIMARY KEY,
  spec TEXT NOT NULL,
  opens TEXT NOT NULL,
  closes TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS challenges_closing ON challenges (closes);
CREATE TABLE IF NOT EXISTS challenge_entries (
  id TEXT PRIMARY KEY,
  challenge_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  account_id TEXT,
  token_hash TEXT NOT NULL,
  table_id TEXT,
  result TEXT,
  played INTEGER NOT NULL DEFAULT 0,
  done INTEGER NOT NULL DEFAULT 0,
  offline INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (challenge_id, name_key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS challenge_entries_token ON challenge_entries (challenge_id, token_hash);
CREATE INDEX IF NOT EXISTS challenge_entries_table ON challenge_entries (table_id);
CREATE TABLE IF NOT EXISTS challenge_bot_lines (
  challenge_id TEXT PRIMARY KEY,
  result TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
`;

type Row = Record<string, unknown>;

export class SqliteChallenges implements ChallengeStore {
  private readonly stmts;

  constructor(private readonly db: Database.Database) {
    db.exec(SQLITE_CHALLENGE_SCHEMA);
    this.stmts = {
      setting: db.prepare('SELECT value FROM challenge_settings WHERE key = ?'),
      insertSetting: db.prepare('INSERT OR IGNORE INTO challenge_settings (key, value) VALUES (?, ?)'),
      insertChallenge: db.prepare(
        'INSERT INTO challenges (id, spec, opens, closes, created_at) VALUES (@id, @spec, @opens, @closes, @createdAt)',
      ),
      challenge: db.prepare('SELECT * FROM challenges WHERE id = ?'),
      open: db.prepare(
        'SELECT * FROM challenges WHERE opens <= ? AND closes > ? ORDER BY created_at DESC LIMIT ?',
      ),
      insertEntry: db.prepare(
        `INSERT OR IGNORE INTO challenge_entries
           (id, challenge_id, name, name_key, account_id, token_hash, table_id, result, played, done, offline, created_at)
         VALUES (@id, @challengeId, @name, @nameKey, @accountId, @tokenHash, @tableId, @result, @played, @done, @offline, @createdAt)`,
      ),
      entry: db.prepare('SELECT * FROM challenge_entries WHERE id = ?'),
      byName: db.prepare('SELECT * FROM challenge_entries WHERE challenge_id = ? AND name_key = ?'),
      byToken: db.prepare('SELECT * FROM challenge_entries WHERE challenge_id = ? AND token_hash = ?'),
      byTable: db.prepare('SELECT * FROM challenge_entries WHERE table_id = ?'),
      entries: db.prepare('SELECT * FROM challenge_entries WHERE challenge_id = ? ORDER BY created_at, id'),
      count: db.prepare('SELECT COUNT(*) AS n FROM challenge_entries WHERE challenge_id = ?'),
      botLine: db.prepare('SELECT result FROM challenge_bot_lines WHERE challenge_id = ?'),
      saveBotLine: db.prepare(
        'INSERT OR IGNORE INTO challenge_bot_lines (challenge_id, result, created_at) VALUES (?, ?, ?)',
      ),
    };
  }

  async settingOnce(key: string, value: string): Promise<string> {
    this.stmts.insertSetting.run(key, value);
    return (this.stmts.setting.get(key) as { value: string }).value;
  }

  async createChallenge(c: StoredChallenge): Promise<void> {
    this.stmts.insertChallenge.run(c);
  }

  async challenge(id: string): Promise<StoredChallenge | undefined> {
    const r = this.stmts.challenge.get(id) as Row | undefined;
    return r && challengeFromRow(r);
  }

  async openChallenges(now: string, limit: number): Promise<StoredChallenge[]> {
    return (this.stmts.open.all(now, now, limit) as Row[]).map(challengeFromRow);
  }

  async addEntry(e: StoredEntry): Promise<boolean> {
    const r = this.stmts.insertEntry.run({ ...e, done: e.done ? 1 : 0, offline: e.offline ? 1 : 0 });
    return r.changes === 1;
  }

  async entry(id: string): Promise<StoredEntry | undefined> {
    const r = this.stmts.entry.get(id) as Row | undefined;
    return r && entryFromRow(r);
  }

  async entryByName(challengeId: string, nameKey: string): Promise<StoredEntry | undefined> {
    const r = this.stmts.byName.get(challengeId, nameKey) as Row | undefined;
    return r && entryFromRow(r);
  }

  async entryByToken(challengeId: string, tokenHash: string): Promise<StoredEntry | undefined> {
    const r = this.stmts.byToken.get(challengeId, tokenHash) as Row | undefined;
    return r && entryFromRow(r);
  }

  async entryOfTable(tableId: string): Promise<StoredEntry | undefined> {
    const r = this.stmts.byTable.get(tableId) as Row | undefined;
    return r && entryFromRow(r);
  }

  async entries(challengeId: string): Promise<StoredEntry[]> {
    return (this.stmts.entries.all(challengeId) as Row[]).map(entryFromRow);
  }

  async countEntries(challengeId: string): Promise<number> {
    return (this.stmts.count.get(challengeId) as { n: number }).n;
  }

  async updateEntry(id: string, change: EntryUpdate): Promise<void> {
    const cols = entryUpdateColumns(change);
    if (!cols.length) return;
    const set = cols.map(([c]) => `${c} = ?`).join(', ');
    const values = cols.map(([, v]) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
    this.db.prepare(`UPDATE challenge_entries SET ${set} WHERE id = ?`).run(...values, id);
  }

  async deleteEntry(id: string): Promise<void> {
    this.db.prepare('DELETE FROM challenge_entries WHERE id = ?').run(id);
  }

  async botLine(challengeId: string): Promise<string | undefined> {
    return (this.stmts.botLine.get(challengeId) as { result: string } | undefined)?.result;
  }

  async saveBotLine(challengeId: string, result: string, at: number): Promise<void> {
    this.stmts.saveBotLine.run(challengeId, result, at);
  }
}
