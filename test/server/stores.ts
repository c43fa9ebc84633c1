/**
 * The stores the shared tests run against: SQLite always, Postgres when `STIKK_TEST_POSTGRES`
 * holds a URL (`npm run test:postgres` starts a throwaway server and sets it). Each Postgres
 * store gets a schema of its own (`stikk_test_…`), dropped when the test file ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { WithAccounts } from '../../src/server/accounts/store.js';
import type { WithChallenges } from '../../src/server/challenge/store.js';
import { PostgresStore } from '../../src/server/postgresStore.js';
import { SqliteStore } from '../../src/server/sqliteStore.js';
import type { TableStore } from '../../src/server/store.js';

export const POSTGRES_URL = process.env.STIKK_TEST_POSTGRES || undefined;

/** Why the Postgres cases are skipped, or undefined when they run. */
export const POSTGRES_SKIP = POSTGRES_URL
  ? undefined
  : 'STIKK_TEST_POSTGRES is not set (npm run test:postgres starts a throwaway Postgres and sets it)';

/** True when the server tests run against Postgres (`npm run test:postgres`). */
export const SERVERS_ON_POSTGRES = process.env.STIKK_TEST_STORE === 'postgres' && POSTGRES_URL !== undefined;

const schemas = new Set<string>();
// Registered when the file loads (hooks cannot be added from inside a test).
if (POSTGRES_URL) afterAll(dropSchemas);

/** A fresh schema name, or the same one for the same `key` (a server restarted on its data). */
export function testSchema(key?: string): string {
  const name = key
    ? `stikk_test_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
    : `stikk_test_${randomBytes(8).toString('hex')}`;
  schemas.add(name);
  return name;
}

/** The Postgres URL of the tests with `?schema=` set. */
export function postgresUrl(schema: string): string {
  if (!POSTGRES_URL) throw new Error(POSTGRES_SKIP);
  const u = new URL(POSTGRES_URL);
  u.searchParams.set('schema', schema);
  return u.toString();
}

async function dropSchemas(): Promise<void> {
  if (!POSTGRES_URL || !schemas.size) return;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    for (const s of schemas) await client.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
  } finally {
    schemas.clear();
    await client.end();
  }
}

/**
 * Where a test server keeps its tables, for `startServer`: on Postgres runs, a schema of its
 * own (the same for the same data folder, so a restarted server finds its tables); else nothing
 * (SQLite in the data folder, or in memory).
 */
export function serverStore(dataDir: string | null | undefined): { store: string } | Record<string, never> {
  return SERVERS_ON_POSTGRES ? { store: postgresUrl(testSchema(dataDir ?? undefined)) } : {};
}

/** The store a test server with this data folder wrote to, opened from the test (close it after). */
export function openServerStore(dataDir: string, sqliteFile: string): Promise<TableStore & WithAccounts> {
  if (SERVERS_ON_POSTGRES) return PostgresStore.open(postgresUrl(testSchema(dataDir)));
  return Promise.resolve(new SqliteStore(sqliteFile, 'normal'));
}

export interface StoreCase {
  name: 'sqlite' | 'postgres';
  /** A new, empty store. */
  open(): Promise<TableStore & WithAccounts & WithChallenges>;
  /** Set when this store's tests cannot run here, saying why. */
  skip?: string;
}

export const STORE_CASES: StoreCase[] = [
  { name: 'sqlite', open: async () => new SqliteStore(':memory:') },
  {
    name: 'postgres',
    open: () => PostgresStore.open(postgresUrl(testSchema())),
    ...(POSTGRES_SKIP && { skip: POSTGRES_SKIP }),
  },
];
