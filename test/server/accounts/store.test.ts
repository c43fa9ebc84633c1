/**
 * The account store's contract, for every store (../stores.ts): SQLite always, Postgres under
 * `npm run test:postgres`.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { StoredAccount } from '../../../src/server/accounts/store.js';
import { POSTGRES_SCHEMA_VERSION, PostgresStore } from '../../../src/server/postgresStore.js';
import { SqliteStore } from '../../../src/server/sqliteStore.js';
import { POSTGRES_SKIP, POSTGRES_URL, postgresUrl, STORE_CASES, testSchema } from '../stores.js';

const account = (id: string, name: string, key = name.toLowerCase()): StoredAccount => ({
  id,
  name,
  nameKey: key,
  passwordHash: `scrypt$1024$8$1$salt-${id}$key-${id}`,
  createdAt: 1_700_000_000_000,
});

const DAY = 24 * 3600 * 1000;

for (const c of STORE_CASES) {
  describe.skipIf(c.skip !== undefined)(
    `${c.name} account store${c.skip ? ` (skipped: ${c.skip})` : ''}`,
    () => {
      it('a name key is taken once; the account reads back as stored', async () => {
        const store = await c.open();
        const a = store.accounts;
        expect(await a.createAccount(account('a1', 'Kari'))).toBe(true);
        expect(await a.createAccount(account('a2', 'KARI', 'kari'))).toBe(false);
        expect(await a.accountByNameKey('kari')).toEqual(account('a1', 'Kari'));
        expect(await a.accountByNameKey('ola')).toBeUndefined();
        await a.setPasswordHash('a1', 'scrypt$new');
        expect((await a.accountByNameKey('kari'))?.passwordHash).toBe('scrypt$new');
        await store.close();
      });

      it('sessions: found until they expire, ended one by one or all of an account', async () => {
        const store = await c.open();
        const a = store.accounts;
        await a.createAccount(account('a1', 'Kari'));
        await a.createAccount(account('a2', 'Ola'));
        const t0 = 1_700_000_000_000;
        for (const [tokenHash, accountId] of [
          ['h1', 'a1'],
          ['h2', 'a1'],
          ['h3', 'a1'],
          ['h4', 'a2'],
        ]) {
          await a.createSession({ tokenHash, accountId, createdAt: t0, expiresAt: t0 + 30 * DAY });
        }
        expect((await a.sessionAccount('h1', t0 + DAY))?.name).toBe('Kari');
        expect((await a.sessionAccount('h4', t0 + DAY))?.name).toBe('Ola');
        expect(await a.sessionAccount('h1', t0 + 30 * DAY)).toBeUndefined();
        expect(await a.sessionAccount('nope', t0)).toBeUndefined();

        await a.deleteSession('h1');
        expect(await a.sessionAccount('h1', t0)).toBeUndefined();
        await a.deleteSessionsOf('a1', 'h2');
        expect((await a.sessionAccount('h2', t0))?.name).toBe('Kari');
        expect(await a.sessionAccount('h3', t0)).toBeUndefined();
        await a.deleteSessionsOf('a1');
        expect(await a.sessionAccount('h2', t0)).toBeUndefined();
        expect((await a.sessionAccount('h4', t0))?.name).toBe('Ola');

        await a.createSession({ tokenHash: 'h5', accountId: 'a2', createdAt: t0, expiresAt: t0 + DAY });
        expect(await a.deleteExpiredSessions(t0 + 2 * DAY)).toBe(1);
        expect((await a.sessionAccount('h4', t0 + 2 * DAY))?.name).toBe('Ola');
        await store.close();
      });

      it('a session token hash is used once', async () => {
        const store = await c.open();
        await store.accounts.createAccount(account('a1', 'Kari'));
        const s = { tokenHash: 'h1', accountId: 'a1', createdAt: 1, expiresAt: 2 };
        await store.accounts.createSession(s);
        await expect(store.accounts.createSession(s)).rejects.toThrow();
        await store.close();
      });
    },
  );
}

describe('an SQLite file of an older stikk', () => {
  it('gets the account tables at start, its tables untouched', async () => {
    // What an older stikk had (no accounts): opening it as a store must add them.
    const file = `${process.env.TMPDIR ?? '/tmp'}/stikk-accounts-${process.pid}-${Date.now()}.sqlite`;
    const old = new Database(file);
    old.exec(`CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
      seed TEXT NOT NULL, created_at TEXT NOT NULL, live INTEGER NOT NULL DEFAULT 1);
      INSERT INTO tables (id, game, options, seed, created_at) VALUES ('t1', 'fake', '{}', 's', '2026-01-01');`);
    old.close();
    const store = new SqliteStore(file, 'normal');
    expect(await store.accounts.createAccount(account('a1', 'Kari'))).toBe(true);
    await store.players.follow('a1', 'a1', 1);
    expect(await store.players.isFollowing('a1', 'a1')).toBe(true);
    expect((await store.loadTable('t1'))?.table.game).toBe('fake');
    await store.close();
    const again = new SqliteStore(file, 'normal');
    expect((await again.accounts.accountByNameKey('kari'))?.id).toBe('a1');
    await again.close();
    const { rmSync } = await import('node:fs');
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  });
});

describe.skipIf(POSTGRES_SKIP !== undefined)(
  `a Postgres database of an older stikk${POSTGRES_SKIP ? ` (skipped: ${POSTGRES_SKIP})` : ''}`,
  () => {
    it('at schema version 2 (before accounts) gets them from step 3 on, its tables untouched', async () => {
      const schema = testSchema();
      const first = await PostgresStore.open(postgresUrl(schema));
      await first.createTable(
        { id: 'kept', game: 'fake', options: '{}', seed: 's', createdAt: '', settings: null },
        [],
      );
      await first.close();
      // Back to what a stikk before accounts left: no account tables, version 2.
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        // Undo every step after 2: the process rows of the cluster (8), the challenges (7), the
        // players' double-dummy costs (6), the players' tables (5), the account tables (3) and
        // the seats' account columns (4).
        await client.query(
          `DROP VIEW ${schema}.table_owners; DROP TABLE ${schema}.cluster_processes;
           ALTER TABLE ${schema}.table_leases DROP COLUMN incarnation, -- its index goes with it
             ADD COLUMN expires_at TIMESTAMPTZ NOT NULL DEFAULT now();
           ALTER TABLE ${schema}.table_leases ALTER COLUMN expires_at DROP DEFAULT;
           CREATE INDEX table_leases_by_expiry ON ${schema}.table_leases (expires_at)`,
        );
        await client.query(
          `DROP TABLE ${schema}.challenge_bot_lines; DROP TABLE ${schema}.challenge_entries;
           DROP TABLE ${schema}.challenges; DROP TABLE ${schema}.challenge_settings`,
        );
        await client.query(`DROP TABLE ${schema}.player_dd_costs`);
        await client.query(
          `DROP TABLE ${schema}.player_matches; DROP TABLE ${schema}.ratings; DROP TABLE ${schema}.follows`,
        );
        await client.query(`DROP TABLE ${schema}.sessions; DROP TABLE ${schema}.accounts`);
        await client.query(
          `ALTER TABLE ${schema}.seats DROP COLUMN account_id, DROP COLUMN offered, DROP COLUMN arriving`,
        );
        await client.query(`UPDATE ${schema}.schema_version SET version = 2`);
      } finally {
        await client.end();
      }
      const store = await PostgresStore.open(postgresUrl(schema));
      expect(POSTGRES_SCHEMA_VERSION).toBeGreaterThanOrEqual(5);
      expect(await store.accounts.createAccount(account('a1', 'Kari'))).toBe(true);
      expect((await store.accounts.accountByNameKey('kari'))?.id).toBe('a1');
      await store.players.follow('a1', 'a1', 1);
      expect(await store.players.isFollowing('a1', 'a1')).toBe(true);
      expect((await store.loadTable('kept'))?.table.id).toBe('kept');
      await store.close();
      // Step 8 ran again too: leases point at process rows, with their incarnation.
      const check = new pg.Client({ connectionString: POSTGRES_URL });
      await check.connect();
      try {
        const columns = await check.query(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'table_leases' ORDER BY column_name`,
          [schema],
        );
        expect(columns.rows.map((r) => r.column_name)).toEqual(['incarnation', 'owner', 'table_id', 'token']);
        expect(
          (await check.query(`SELECT count(*)::int AS n FROM ${schema}.cluster_processes`)).rows,
        ).toEqual([{ n: 0 }]);
      } finally {
        await check.end();
      }
    });
  },
);
