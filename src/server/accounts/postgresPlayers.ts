import type pg from 'pg';
import type {
  GameTotals,
  MatchQuery,
  PlayerStore,
  RatingChange,
  SaveOutcome,
  StoredDdCost,
  StoredPlayerMatch,
  StoredRating,
} from './playerStore.js';
import { matchRow, ratingFromRow, TOTALS_SQL, totalsFromRow, Undo } from './sqlitePlayers.js';

/** Schema step 5 of the Postgres store (postgresStore.ts `MIGRATIONS`): players' history, ratings, follows. */
export const PLAYER_MIGRATION = `
CREATE TABLE player_matches (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  table_id TEXT NOT NULL,
  match INTEGER NOT NULL,
  game TEXT NOT NULL,
  ended_at BIGINT NOT NULL,
  rated BOOLEAN NOT NULL,
  won BOOLEAN NOT NULL,
  declared INTEGER,
  made INTEGER,
  bids INTEGER,
  bids_exact INTEGER,
  summary TEXT NOT NULL,
  PRIMARY KEY (account_id, table_id, match)
);
CREATE INDEX player_matches_newest ON player_matches (account_id, ended_at);
CREATE TABLE ratings (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  mu DOUBLE PRECISION NOT NULL,
  sigma DOUBLE PRECISION NOT NULL,
  matches INTEGER NOT NULL,
  PRIMARY KEY (account_id, game)
);
CREATE TABLE follows (
  from_account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  to_account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (from_account, to_account)
);`;

/** Schema step 6: what each player's cards of a bridge or bondebridge match cost double dummy. */
export const DD_COST_MIGRATION = `
CREATE TABLE player_dd_costs (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  table_id TEXT NOT NULL,
  match INTEGER NOT NULL,
  cost DOUBLE PRECISION NOT NULL,
  cards INTEGER NOT NULL,
  PRIMARY KEY (account_id, table_id, match)
);`;

/** Runs `work` in one transaction (the store's): all of it is committed, or none. */
export type Transaction = <T>(work: (c: pg.PoolClient) => Promise<T>) => Promise<T>;

/**
 * Players in Postgres. A rated match's rows and ratings are one transaction; a rating is
 * written only if its count of rated matches is still the one it was read with, so two matches
 * ending at once on two processes cannot lose an update (the second one is `stale` and retried).
 */
export class PostgresPlayers implements PlayerStore {
  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    private readonly transaction: Transaction,
  ) {}

  async saveMatch(
    rows: readonly StoredPlayerMatch[],
    ratings: readonly RatingChange[],
  ): Promise<SaveOutcome> {
    try {
      await this.transaction(async (c) => {
        for (const m of rows) {
          const r = await c.query(
            `INSERT INTO player_matches (account_id, table_id, match, game, ended_at, rated, won, declared, made,
               bids, bids_exact, summary) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
             ON CONFLICT DO NOTHING`,
            matchRow(m),
          );
          if (r.rowCount !== 1) throw new Undo('known');
        }
        for (const x of ratings) {
          const r =
            x.matchesBefore === 0
              ? await c.query(
                  `INSERT INTO ratings (account_id, game, mu, sigma, matches) VALUES ($1, $2, $3, $4, 1)
                   ON CONFLICT DO NOTHING`,
                  [x.accountId, x.game, x.mu, x.sigma],
                )
              : await c.query(
                  `UPDATE ratings SET mu = $1, sigma = $2, matches = matches + 1
                   WHERE account_id = $3 AND game = $4 AND matches = $5`,
                  [x.mu, x.sigma, x.accountId, x.game, x.matchesBefore],
                );
          if (r.rowCount !== 1) throw new Undo('stale');
        }
      });
      return 'saved';
    } catch (e) {
      if (e instanceof Undo) return e.outcome;
      throw e;
    }
  }

  async saveDdCosts(rows: readonly StoredDdCost[]): Promise<void> {
    if (rows.length === 0) return;
    await this.transaction(async (c) => {
      for (const r of rows)
        await c.query(
          `INSERT INTO player_dd_costs (account_id, table_id, match, cost, cards) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
          [r.accountId, r.tableId, r.match, r.cost, r.cards],
        );
    });
  }

  async ratingsOf(accountId: string): Promise<StoredRating[]> {
    const r = await this.pool.query(
      'SELECT game, mu, sigma, matches FROM ratings WHERE account_id = $1 ORDER BY game',
      [accountId],
    );
    return r.rows.map(ratingFromRow);
  }

  async totalsOf(accountId: string): Promise<GameTotals[]> {
    const r = await this.pool.query(TOTALS_SQL('$1'), [accountId]);
    return r.rows.map(totalsFromRow);
  }

  async matchesOf(accountId: string, q: MatchQuery): Promise<string[]> {
    const r = await this.pool.query<{ summary: string }>(
      `SELECT summary FROM player_matches WHERE account_id = $1
         AND ($2::text IS NULL OR game = $2) AND ($3::bigint IS NULL OR ended_at < $3)
       ORDER BY ended_at DESC, table_id DESC, match DESC LIMIT $4`,
      [accountId, q.game ?? null, q.before ?? null, q.limit],
    );
    return r.rows.map((row) => row.summary);
  }

  async follow(fromAccountId: string, toAccountId: string, at: number): Promise<void> {
    await this.pool.query(
      'INSERT INTO follows (from_account, to_account, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [fromAccountId, toAccountId, at],
    );
  }

  async unfollow(fromAccountId: string, toAccountId: string): Promise<void> {
    await this.pool.query('DELETE FROM follows WHERE from_account = $1 AND to_account = $2', [
      fromAccountId,
      toAccountId,
    ]);
  }

  async isFollowing(fromAccountId: string, toAccountId: string): Promise<boolean> {
    const r = await this.pool.query('SELECT 1 FROM follows WHERE from_account = $1 AND to_account = $2', [
      fromAccountId,
      toAccountId,
    ]);
    return r.rows.length > 0;
  }

  async following(fromAccountId: string): Promise<Array<{ id: string; name: string }>> {
    const r = await this.pool.query<{ id: string; name: string }>(
      `SELECT a.id, a.name FROM follows f JOIN accounts a ON a.id = f.to_account
       WHERE f.from_account = $1 ORDER BY a.name_key`,
      [fromAccountId],
    );
    return r.rows;
  }
}
