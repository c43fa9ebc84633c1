import type pg from 'pg';
import { accountFromRow } from './sqliteAccounts.js';
import type { AccountStore, StoredAccount, StoredSession } from './store.js';

/** Schema step 3 of the Postgres store (postgresStore.ts `MIGRATIONS`): accounts and sessions. */
export const ACCOUNT_MIGRATION = `
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);`;

/** Accounts in Postgres: one statement each, so each is its own transaction. */
export class PostgresAccounts implements AccountStore {
  constructor(private readonly pool: Pick<pg.Pool, 'query'>) {}

  async createAccount(a: StoredAccount): Promise<boolean> {
    const r = await this.pool.query(
      `INSERT INTO accounts (id, name, name_key, password_hash, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name_key) DO NOTHING`,
      [a.id, a.name, a.nameKey, a.passwordHash, a.createdAt],
    );
    return r.rowCount === 1;
  }

  async accountByNameKey(nameKey: string): Promise<StoredAccount | undefined> {
    const r = await this.pool.query('SELECT * FROM accounts WHERE name_key = $1', [nameKey]);
    return r.rows[0] && accountFromRow(r.rows[0]);
  }

  async setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
    await this.pool.query('UPDATE accounts SET password_hash = $1 WHERE id = $2', [passwordHash, accountId]);
  }

  async createSession(s: StoredSession): Promise<void> {
    await this.pool.query(
      'INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [s.tokenHash, s.accountId, s.createdAt, s.expiresAt],
    );
  }

  async sessionAccount(tokenHash: string, now: number): Promise<StoredAccount | undefined> {
    const r = await this.pool.query(
      `SELECT a.* FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [tokenHash, now],
    );
    return r.rows[0] && accountFromRow(r.rows[0]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async deleteSessionsOf(accountId: string, keep?: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE account_id = $1 AND token_hash IS DISTINCT FROM $2', [
      accountId,
      keep ?? null,
    ]);
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    const r = await this.pool.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
    return r.rowCount ?? 0;
  }
}
