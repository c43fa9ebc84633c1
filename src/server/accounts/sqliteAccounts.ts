import type Database from 'better-sqlite3';
import type { AccountStore, StoredAccount, StoredSession } from './store.js';

/**
 * Accounts in SQLite. `CREATE TABLE IF NOT EXISTS` is the migration too: a file of an older
 * stikk gets the two tables at its next start, its tables untouched.
 */
export const SQLITE_ACCOUNT_SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at);
`;

type Row = Record<string, unknown>;

export const accountFromRow = (r: Row): StoredAccount => ({
  id: r.id as string,
  name: r.name as string,
  nameKey: r.name_key as string,
  passwordHash: r.password_hash as string,
  createdAt: Number(r.created_at),
});

export class SqliteAccounts implements AccountStore {
  private readonly stmts;

  constructor(db: Database.Database) {
    db.exec(SQLITE_ACCOUNT_SCHEMA);
    this.stmts = {
      insert: db.prepare(
        `INSERT INTO accounts (id, name, name_key, password_hash, created_at)
         VALUES (@id, @name, @nameKey, @passwordHash, @createdAt) ON CONFLICT (name_key) DO NOTHING`,
      ),
      byKey: db.prepare('SELECT * FROM accounts WHERE name_key = ?'),
      setHash: db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?'),
      insertSession: db.prepare(
        `INSERT INTO sessions (token_hash, account_id, created_at, expires_at)
         VALUES (@tokenHash, @accountId, @createdAt, @expiresAt)`,
      ),
      session: db.prepare(
        `SELECT a.* FROM sessions s JOIN accounts a ON a.id = s.account_id
         WHERE s.token_hash = ? AND s.expires_at > ?`,
      ),
      deleteSession: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
      deleteOf: db.prepare('DELETE FROM sessions WHERE account_id = ? AND token_hash IS NOT ?'),
      deleteExpired: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    };
  }

  async createAccount(a: StoredAccount): Promise<boolean> {
    return this.stmts.insert.run(a).changes === 1;
  }

  async accountByNameKey(nameKey: string): Promise<StoredAccount | undefined> {
    const r = this.stmts.byKey.get(nameKey) as Row | undefined;
    return r && accountFromRow(r);
  }

  async setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
    this.stmts.setHash.run(passwordHash, accountId);
  }

  async createSession(s: StoredSession): Promise<void> {
    this.stmts.insertSession.run(s);
  }

  async sessionAccount(tokenHash: string, now: number): Promise<StoredAccount | undefined> {
    const r = this.stmts.session.get(tokenHash, now) as Row | undefined;
    return r && accountFromRow(r);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.stmts.deleteSession.run(tokenHash);
  }

  async deleteSessionsOf(accountId: string, keep?: string): Promise<void> {
    this.stmts.deleteOf.run(accountId, keep ?? null);
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    return this.stmts.deleteExpired.run(now).changes;
  }
}
