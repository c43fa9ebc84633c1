/** What a store keeps of signed-in players: their finished matches, ratings per game, whom they follow. */

/** The counts a match adds to its player's stats for the game (docs/protocol.md `GameStats`). */
export interface MatchCounts {
  won: boolean;
  /** Bridge, bondebridge: contracts this player declared, and those made. */
  declared?: number;
  made?: number;
  /** Selbu: rounds bid, and rounds where the tricks were exactly the bid. */
  bids?: number;
  exact?: number;
}

/** One finished match in one signed-in player's history. */
export interface StoredPlayerMatch {
  accountId: string;
  tableId: string;
  match: number;
  game: string;
  /** Milliseconds since 1970. */
  endedAt: number;
  rated: boolean;
  counts: MatchCounts;
  /** The `MatchSummary` of docs/protocol.md as JSON: what the profile shows, as it was then. */
  summary: string;
}

export interface StoredRating {
  game: string;
  /** openskill's scale (src/ratings/rating.ts). */
  mu: number;
  sigma: number;
  /** Rated matches of this game. */
  matches: number;
}

/** A rated match's new rating for one player, valid only while `matchesBefore` still holds. */
export interface RatingChange {
  accountId: string;
  game: string;
  mu: number;
  sigma: number;
  /** The rated matches the rating was read with (0: none stored yet). */
  matchesBefore: number;
}

/** A player's totals for one game, over every match in their history. */
export interface GameTotals {
  game: string;
  matches: number;
  won: number;
  /** Null when no match of the game counts it. */
  declared: number | null;
  made: number | null;
  bids: number | null;
  exact: number | null;
  /** Bridge, bondebridge: the double-dummy cost of the player's cards, in tricks, and how many (null: none judged yet). */
  ddCost: number | null;
  ddCards: number | null;
}

/** What one player's cards of one match cost double dummy (./ddCosts.ts), kept beside the match's row. */
export interface StoredDdCost {
  accountId: string;
  tableId: string;
  match: number;
  cost: number;
  cards: number;
}

export interface MatchQuery {
  game?: string;
  /** Only matches that ended strictly before this (milliseconds since 1970). */
  before?: number;
  limit: number;
}

/**
 * `saved`; `known` when one of the rows is stored already (the match was told twice: nothing
 * written); `stale` when a rating moved since it was read (nothing written: read again and retry).
 */
export type SaveOutcome = 'saved' | 'known' | 'stale';

/**
 * Players' history, ratings and follows, in the same database as the accounts
 * (`SqliteStore.players`, `PostgresStore.players`); every method resolves once committed.
 */
export interface PlayerStore {
  /** The match's rows and its rating changes in one transaction: all of it, or nothing. */
  saveMatch(rows: readonly StoredPlayerMatch[], ratings: readonly RatingChange[]): Promise<SaveOutcome>;
  /** Adds the judged cost of each player's cards to their row of the match (again: kept as it was). */
  saveDdCosts(rows: readonly StoredDdCost[]): Promise<void>;
  /** The account's ratings, every game it has one for. */
  ratingsOf(accountId: string): Promise<StoredRating[]>;
  /** The account's totals per game it has played. */
  totalsOf(accountId: string): Promise<GameTotals[]>;
  /** Summaries (JSON), newest first. */
  matchesOf(accountId: string, q: MatchQuery): Promise<string[]>;
  /** Idempotent: following someone again keeps the first time. */
  follow(fromAccountId: string, toAccountId: string, at: number): Promise<void>;
  unfollow(fromAccountId: string, toAccountId: string): Promise<void>;
  isFollowing(fromAccountId: string, toAccountId: string): Promise<boolean>;
  /** The accounts followed, by name (their signed-up spelling) in name-key order. */
  following(fromAccountId: string): Promise<Array<{ id: string; name: string }>>;
}
