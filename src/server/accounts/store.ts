/** What a store keeps of accounts and their sessions (SQLite and Postgres alike). */
import type { PlayerStore } from './playerStore.js';

export interface StoredAccount {
  /** A random id: sessions (and later profiles) point at it, so a name could change. */
  id: string;
  /** The name as the player wrote it (cleaned). */
  name: string;
  /** The name's unique key (`nameKey`): no two accounts share one. */
  nameKey: string;
  /** `scrypt$N$r$p$salt$key` (rules.ts); never logged, never sent. */
  passwordHash: string;
  /** Milliseconds since 1970. */
  createdAt: number;
}

export interface StoredSession {
  /** The SHA-256 of the cookie's token (tokens.ts `hashToken`): the token itself is not stored. */
  tokenHash: string;
  accountId: string;
  createdAt: number;
  expiresAt: number;
}

/**
 * Accounts and sessions, in the same database as the tables (`SqliteStore.accounts`,
 * `PostgresStore.accounts`); every method resolves once committed.
 */
export interface AccountStore {
  /** Adds the account; false (and nothing stored) when its `nameKey` is taken. */
  createAccount(a: StoredAccount): Promise<boolean>;
  accountByNameKey(nameKey: string): Promise<StoredAccount | undefined>;
  setPasswordHash(accountId: string, passwordHash: string): Promise<void>;
  createSession(s: StoredSession): Promise<void>;
  /** The account of an unexpired session (at `now`), or undefined. */
  sessionAccount(tokenHash: string, now: number): Promise<StoredAccount | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Ends every session of the account (a changed password), but `keep` if given. */
  deleteSessionsOf(accountId: string, keep?: string): Promise<void>;
  /** Forgets sessions expired at `now`; returns how many. */
  deleteExpiredSessions(now: number): Promise<number>;
}

/** Both stores bring them: the accounts and their players' history live beside the tables. */
export interface WithAccounts {
  readonly accounts: AccountStore;
  readonly players: PlayerStore;
}
