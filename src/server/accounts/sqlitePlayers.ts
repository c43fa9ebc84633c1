import type Database from 'better-sqlite3';
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

/**
 * Players' history, ratings and follows in SQLite. As with the accounts, `CREATE … IF NOT
 * EXISTS` is the migration: an older file gets the tables at its next start.
 */
export const SQLITE_PLAYER_SCHEMA = `
CREATE TABLE IF NOT EXISTS player_matches (
  account_id TEXT NOT NULL,
  table_id TEXT NOT NULL,
  match INTEGER NOT NULL,
  game TEXT NOT NULL,
  ended_at INTEGER NOT NULL,
  rated INTEGER NOT NULL,
  won INTEGER NOT NULL,
  declared INTEGER,
  made INTEGER,
  bids INTEGER,
  bids_exact INTEGER,
  summary TEXT NOT NULL,
  PRIMARY KEY (account_id, table_id, match)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS player_matches_newest ON player_matches (account_id, ended_at);
CREATE TABLE IF NOT EXISTS ratings (
  account_id TEXT NOT NULL,
  game TEXT NOT NULL,
  mu REAL NOT NULL,
  sigma REAL NOT NULL,
  matches INTEGER NOT NULL,
  PRIMARY KEY (account_id, game)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS player_dd_costs (
  account_id TEXT NOT NULL,
  table_id TEXT NOT NULL,
  match INTEGER NOT NULL,
  cost REAL NOT NULL,
  cards INTEGER NOT NULL,
  PRIMARY KEY (account_id, table_id, match)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS follows (
  from_account TEXT NOT NULL,
  to_account TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (from_account, to_account)
) WITHOUT ROWID;
`;

/** The totals per game, in both databases' SQL (SUM of no numbers is NULL: the stat is absent). */
export const TOTALS_SQL = (param: string) => `SELECT game, COUNT(*) AS matches,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won, SUM(declared) AS declared, SUM(made) AS made,
  SUM(bids) AS bids, SUM(bids_exact) AS bids_exact, SUM(d.cost) AS dd_cost, SUM(d.cards) AS dd_cards
  FROM player_matches m LEFT JOIN player_dd_costs d USING (account_id, table_id, match)
  WHERE account_id = ${param} GROUP BY game ORDER BY game`;

type Row = Record<string, unknown>;

const orNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const totalsFromRow = (r: Row): GameTotals => ({
  game: r.game as string,
  matches: Number(r.matches),
  won: Number(r.won),
  declared: orNull(r.declared),
  made: orNull(r.made),
  bids: orNull(r.bids),
  exact: orNull(r.bids_exact),
  ddCost: orNull(r.dd_cost),
  ddCards: orNull(r.dd_cards),
});

export const ratingFromRow = (r: Row): StoredRating => ({
  game: r.game as string,
  mu: Number(r.mu),
  sigma: Number(r.sigma),
  matches: Number(r.matches),
});

/** A row's values in the column order of the INSERT both stores use. */
export const matchRow = (m: StoredPlayerMatch) => [
  m.accountId,
  m.tableId,
  m.match,
  m.game,
  m.endedAt,
  m.rated,
  m.counts.won,
  m.counts.declared ?? null,
  m.counts.made ?? null,
  m.counts.bids ?? null,
  m.counts.exact ?? null,
  m.summary,
];

/** Thrown inside a transaction to undo it: the outcome it stands for is not `saved`. */
export class Undo extends Error {
  constructor(readonly outcome: Exclude<SaveOutcome, 'saved'>) {
    super(outcome);
  }
}

export class SqlitePlayers implements PlayerStore {
  private readonly stmts;
  private readonly save;

  constructor(db: Database.Database) {
    db.exec(SQLITE_PLAYER_SCHEMA);
    const stmts = {
      insertMatch: db.prepare(
        `INSERT INTO player_matches (account_id, table_id, match, game, ended_at, rated, won, declared, made,
           bids, bids_exact, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      updateRating: db.prepare(
        `UPDATE ratings SET mu = ?, sigma = ?, matches = matches + 1
         WHERE account_id = ? AND game = ? AND matches = ?`,
      ),
      insertRating: db.prepare(
        `INSERT INTO ratings (account_id, game, mu, sigma, matches) VALUES (?, ?, ?, ?, 1) ON CONFLICT DO NOTHING`,
      ),
      ddCost: db.prepare(
        `INSERT INTO player_dd_costs (account_id, table_id, match, cost, cards) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      ),
      ratings: db.prepare('SELECT game, mu, sigma, matches FROM ratings WHERE account_id = ? ORDER BY game'),
      totals: db.prepare(TOTALS_SQL('?')),
      matches: db.prepare(
        `SELECT summary FROM player_matches WHERE account_id = @accountId
           AND (@game IS NULL OR game = @game) AND (@before IS NULL OR ended_at < @before)
         ORDER BY ended_at DESC, table_id DESC, match DESC LIMIT @limit`,
      ),
      follow: db.prepare(
        'INSERT INTO follows (from_account, to_account, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      unfollow: db.prepare('DELETE FROM follows WHERE from_account = ? AND to_account = ?'),
      isFollowing: db.prepare('SELECT 1 FROM follows WHERE from_account = ? AND to_account = ?'),
      following: db.prepare(
        `SELECT a.id, a.name FROM follows f JOIN accounts a ON a.id = f.to_account
         WHERE f.from_account = ? ORDER BY a.name_key`,
      ),
    };
    this.stmts = stmts;
    this.save = db.transaction((rows: readonly StoredPlayerMatch[], ratings: readonly RatingChange[]) => {
      for (const m of rows) {
        const row = matchRow(m).map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
        if (stmts.insertMatch.run(...row).changes !== 1) throw new Undo('known');
      }
      for (const r of ratings) {
        const changed =
          r.matchesBefore === 0
            ? stmts.insertRating.run(r.accountId, r.game, r.mu, r.sigma).changes
            : stmts.updateRating.run(r.mu, r.sigma, r.accountId, r.game, r.matchesBefore).changes;
        if (changed !== 1) throw new Undo('stale');
      }
    });
  }

  async saveMatch(
    rows: readonly StoredPlayerMatch[],
    ratings: readonly RatingChange[],
  ): Promise<SaveOutcome> {
    try {
      this.save(rows, ratings);
      return 'saved';
    } catch (e) {
      if (e instanceof Undo) return e.outcome;
      throw e;
    }
  }

  async saveDdCosts(rows: readonly StoredDdCost[]): Promise<void> {
    for (const r of rows) this.stmts.ddCost.run(r.accountId, r.tableId, r.match, r.cost, r.cards);
  }

  async ratingsOf(accountId: string): Promise<StoredRating[]> {
    return (this.stmts.ratings.all(accountId) as Row[]).map(ratingFromRow);
  }

  async totalsOf(accountId: string): Promise<GameTotals[]> {
    return (this.stmts.totals.all(accountId) as Row[]).map(totalsFromRow);
  }

  async matchesOf(accountId: string, q: MatchQuery): Promise<string[]> {
    const rows = this.stmts.matches.all({
      accountId,
      game: q.game ?? null,
      before: q.before ?? null,
      limit: q.limit,
    }) as Array<{ summary: string }>;
    return rows.map((r) => r.summary);
  }

  async follow(fromAccountId: string, toAccountId: string, at: number): Promise<void> {
    this.stmts.follow.run(fromAccountId, toAccountId, at);
  }

  async unfollow(fromAccountId: string, toAccountId: string): Promise<void> {
    this.stmts.unfollow.run(fromAccountId, toAccountId);
  }

  async isFollowing(fromAccountId: string, toAccountId: string): Promise<boolean> {
    return this.stmts.isFollowing.get(fromAccountId, toAccountId) !== undefined;
  }

  async following(fromAccountId: string): Promise<Array<{ id: string; name: string }>> {
    return this.stmts.following.all(fromAccountId) as Array<{ id: string; name: string }>;
  }
}
