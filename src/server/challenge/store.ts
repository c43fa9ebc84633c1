/**
 * What the store keeps of challenges (docs/challenge.md "The server's routes"): challenges of
 * one's own (their maker's spec: the daily ones are computed from the date and the secret), the
 * entries and their results as deals finish, "the bot"'s line, and the daily secret. SQLite and
 * Postgres alike; every method resolves once committed.
 */

/** A challenge made with `POST /api/challenges`: rebuilt from its spec by `challengeFromSpec`. */
export interface StoredChallenge {
  id: string;
  /** The maker's description as sent (JSON), checked before it was stored. */
  spec: string;
  /** The window as ISO instants, kept apart to list the open ones. */
  opens: string;
  closes: string;
  /** Milliseconds since 1970. */
  createdAt: number;
}

export interface StoredEntry {
  id: string;
  challengeId: string;
  /** The entrant's name as shown (a signed-in person's account name, or the guest's). */
  name: string;
  /** `nameKey(name)`: one entry per person and challenge, whatever the case. */
  nameKey: string;
  /** The signed-in person's account; null for a guest. */
  accountId: string | null;
  /** The SHA-256 of the entry's token (`hashToken`): the token is not stored. */
  tokenHash: string;
  /** The entrant's table; null for an entry taken away to play offline, or not yet seated. */
  tableId: string | null;
  /** The match result so far (`MatchResult` as JSON) once a deal has finished; null before. */
  result: string | null;
  /** Deals finished (thrown-in ones included): boards 0 … played − 1 have a result. */
  played: number;
  done: boolean;
  /** Taken away to play offline (`GET …/download`): its result comes as a record. */
  offline: boolean;
  createdAt: number;
}

/** The changes an entry takes after it is made. */
export type EntryUpdate = Partial<Pick<StoredEntry, 'tableId' | 'result' | 'played' | 'done' | 'offline'>>;

export interface ChallengeStore {
  /**
   * The value stored under `key`, storing `value` first if there is none: the first process to
   * ask decides it for every process and every restart (the daily secret).
   */
  settingOnce(key: string, value: string): Promise<string>;
  createChallenge(c: StoredChallenge): Promise<void>;
  challenge(id: string): Promise<StoredChallenge | undefined>;
  /** Challenges open at `now` (ISO instant), newest first, at most `limit`. */
  openChallenges(now: string, limit: number): Promise<StoredChallenge[]>;
  /** Adds the entry; false (and nothing stored) when that name's key has entered already. */
  addEntry(e: StoredEntry): Promise<boolean>;
  entry(id: string): Promise<StoredEntry | undefined>;
  entryByName(challengeId: string, nameKey: string): Promise<StoredEntry | undefined>;
  entryByToken(challengeId: string, tokenHash: string): Promise<StoredEntry | undefined>;
  entryOfTable(tableId: string): Promise<StoredEntry | undefined>;
  /** Every entry of the challenge, oldest first. */
  entries(challengeId: string): Promise<StoredEntry[]>;
  countEntries(challengeId: string): Promise<number>;
  updateEntry(id: string, change: EntryUpdate): Promise<void>;
  /** Forgets an entry whose table could not be made (the server was full): the person may enter again. */
  deleteEntry(id: string): Promise<void>;
  /** "The bot"'s match result (JSON), once computed. */
  botLine(challengeId: string): Promise<string | undefined>;
  /** Keeps the first line stored: two processes computing it at once agree on one. */
  saveBotLine(challengeId: string, result: string, at: number): Promise<void>;
}

/** Both stores bring one, beside the tables. */
export interface WithChallenges {
  readonly challenges: ChallengeStore;
}

/** The columns of an entry row in both databases, to the stored shape. */
export function entryFromRow(r: Record<string, unknown>): StoredEntry {
  return {
    id: r.id as string,
    challengeId: r.challenge_id as string,
    name: r.name as string,
    nameKey: r.name_key as string,
    accountId: (r.account_id as string | null) ?? null,
    tokenHash: r.token_hash as string,
    tableId: (r.table_id as string | null) ?? null,
    result: (r.result as string | null) ?? null,
    played: Number(r.played),
    done: r.done === true || r.done === 1,
    offline: r.offline === true || r.offline === 1,
    createdAt: Number(r.created_at),
  };
}

export const challengeFromRow = (r: Record<string, unknown>): StoredChallenge => ({
  id: r.id as string,
  spec: r.spec as string,
  opens: r.opens as string,
  closes: r.closes as string,
  createdAt: Number(r.created_at),
});

/** The SET clause's columns of an update, in order, with their values. */
export function entryUpdateColumns(change: EntryUpdate): Array<[string, unknown]> {
  const cols: Array<[string, unknown]> = [];
  if (change.tableId !== undefined) cols.push(['table_id', change.tableId]);
  if (change.result !== undefined) cols.push(['result', change.result]);
  if (change.played !== undefined) cols.push(['played', change.played]);
  if (change.done !== undefined) cols.push(['done', change.done]);
  if (change.offline !== undefined) cols.push(['offline', change.offline]);
  return cols;
}
