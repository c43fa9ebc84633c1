import type pg from 'pg';
import {
  type ChallengeStore,
  challengeFromRow,
  type EntryUpdate,
  entryFromRow,
  entryUpdateColumns,
  type StoredChallenge,
  type StoredEntry,
} from './store.js';

/** Schema step 7 of the Postgres store (postgresStore.ts `MIGRATIONS`): challenges and their entries. */
export const CHALLENGE_MIGRATION = `
CREATE TABLE challenge_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE challenges (
  id TEXT PRIMARY KEY,
  spec TEXT NOT NULL,
  opens TEXT NOT NULL,
  closes TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX challenges_closing ON challenges (closes);
CREATE TABLE challenge_entries (
  id TEXT PRIMARY KEY,
  challenge_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  account_id TEXT,
  token_hash TEXT NOT NULL,
  table_id TEXT,
  result TEXT,
  played INTEGER NOT NULL DEFAULT 0,
  done BOOLEAN NOT NULL DEFAULT FALSE,
  offline BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL,
  UNIQUE (challenge_id, name_key)
);
CREATE INDEX challenge_entries_token ON challenge_entries (challenge_id, token_hash);
CREATE INDEX challenge_entries_table ON challenge_entries (table_id);
CREATE TABLE challenge_bot_lines (
  challenge_id TEXT PRIMARY KEY,
  result TEXT NOT NULL,
  created_at BIGINT NOT NULL
);`;

export class PostgresChallenges implements ChallengeStore {
  constructor(private readonly pool: Pick<pg.Pool, 'query'>) {}

  async settingOnce(key: string, value: string): Promise<string> {
    // One statement: of two processes inserting at once, both read the row that won.
    await this.pool.query(
      'INSERT INTO challenge_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [key, value],
    );
    const r = await this.pool.query<{ value: string }>(
      'SELECT value FROM challenge_settings WHERE key = $1',
      [key],
    );
    return r.rows[0].value;
  }

  async createChallenge(c: StoredChallenge): Promise<void> {
    await this.pool.query(
      'INSERT INTO challenges (id, spec, opens, closes, created_at) VALUES ($1, $2, $3, $4, $5)',
      [c.id, c.spec, c.opens, c.closes, c.createdAt],
    );
  }

  async challenge(id: string): Promise<StoredChallenge | undefined> {
    const r = await this.pool.query('SELECT * FROM challenges WHERE id = $1', [id]);
    return r.rows[0] && challengeFromRow(r.rows[0]);
  }

  async openChallenges(now: string, limit: number): Promise<StoredChallenge[]> {
    const r = await this.pool.query(
      'SELECT * FROM challenges WHERE opens <= $1 AND closes > $1 ORDER BY created_at DESC LIMIT $2',
      [now, limit],
    );
    return r.rows.map(challengeFromRow);
  }

  async addEntry(e: StoredEntry): Promise<boolean> {
    const r = await this.pool.query(
      `INSERT INTO challenge_entries
         (id, challenge_id, name, name_key, account_id, token_hash, table_id, result, played, done, offline, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (challenge_id, name_key) DO NOTHING`,
      [
        e.id,
        e.challengeId,
        e.name,
        e.nameKey,
        e.accountId,
        e.tokenHash,
        e.tableId,
        e.result,
        e.played,
        e.done,
        e.offline,
        e.createdAt,
      ],
    );
    return r.rowCount === 1;
  }

  private async one(sql: string, params: unknown[]): Promise<StoredEntry | undefined> {
    const r = await this.pool.query(sql, params);
    return r.rows[0] && entryFromRow(r.rows[0]);
  }

  entry(id: string): Promise<StoredEntry | undefined> {
    return this.one('SELECT * FROM challenge_entries WHERE id = $1', [id]);
  }

  entryByName(challengeId: string, nameKey: string): Promise<StoredEntry | undefined> {
    return this.one('SELECT * FROM challenge_entries WHERE challenge_id = $1 AND name_key = $2', [
      challengeId,
      nameKey,
    ]);
  }

  entryByToken(challengeId: string, tokenHash: string): Promise<StoredEntry | undefined> {
    return this.one('SELECT * FROM challenge_entries WHERE challenge_id = $1 AND token_hash = $2', [
      challengeId,
      tokenHash,
    ]);
  }

  entryOfTable(tableId: string): Promise<StoredEntry | undefined> {
    return this.one('SELECT * FROM challenge_entries WHERE table_id = $1 LIMIT 1', [tableId]);
  }

  async entries(challengeId: string): Promise<StoredEntry[]> {
    const r = await this.pool.query(
      'SELECT * FROM challenge_entries WHERE challenge_id = $1 ORDER BY created_at, id',
      [challengeId],
    );
    return r.rows.map(entryFromRow);
  }

  async countEntries(challengeId: string): Promise<number> {
    const r = await this.pool.query<{ n: string }>(
      'SELECT COUNT(*) AS n FROM challenge_entries WHERE challenge_id = $1',
      [challengeId],
    );
    return Number(r.rows[0].n);
  }

  async updateEntry(id: string, change: EntryUpdate): Promise<void> {
    const cols = entryUpdateColumns(change);
    if (!cols.length) return;
    const set = cols.map(([c], i) => `${c} = $${i + 1}`).join(', ');
    await this.pool.query(`UPDATE challenge_entries SET ${set} WHERE id = $${cols.length + 1}`, [
      ...cols.map(([, v]) => v),
      id,
    ]);
  }

  async deleteEntry(id: string): Promise<void> {
    await this.pool.query('DELETE FROM challenge_entries WHERE id = $1', [id]);
  }

  async botLine(challengeId: string): Promise<string | undefined> {
    const r = await this.pool.query<{ result: string }>(
      'SELECT result FROM challenge_bot_lines WHERE challenge_id = $1',
      [challengeId],
    );
    return r.rows[0]?.result;
  }

  async saveBotLine(challengeId: string, result: string, at: number): Promise<void> {
    await this.pool.query(
      'INSERT INTO challenge_bot_lines (challenge_id, result, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [challengeId, result, at],
    );
  }
}
