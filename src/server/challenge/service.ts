/**
 * The challenges of one server (docs/challenge.md "The server's routes"): which there are
 * (./book.ts), entering them (./entries.ts), "the bot"'s line (./botLine.ts), results without
 * peeking (./results.ts) and offline entries (./offline.ts), wired together. Transport-free: the
 * routes (./routes.ts) call in here and turn a `ChallengeError` into its HTTP answer.
 */
import { CHALLENGE_GAMES, type Challenge, type ChallengeGame } from '../../challenge/boards.js';
import { type ChallengeDate, challengeDateOf } from '../../challenge/seed.js';
import type { AnyGame } from '../../engine/game.js';
import type { BoardResults, ChallengeInfo, Entered, Entry, Results } from '../../protocol/challenge.js';
import type { MatchDeals } from '../../table/seatedMatch.js';
import type { AccountStore } from '../accounts/store.js';
import { Refused } from '../refused.js';
import type { LoadedTable } from '../store.js';
import { challengeOfSeed, type Table } from '../table.js';
import { type BookEntry, ChallengeBook } from './book.js';
import { type BotLineLog, BotLines, type DecideAside } from './botLine.js';
import { challengeMatchDeals } from './deals.js';
import { ChallengeEntries, type Entrant, type EntryTables } from './entries.js';
import { checkOfflineRecord, offlineChallenge } from './offline.js';
import { boardResults, maySeeBoard, playedOf, resultLines } from './results.js';
import type { ChallengeStore, StoredEntry } from './store.js';
import { challengeInfo, entryInfo } from './wire.js';

/** A refusal with its HTTP status and the API's code. */
export class ChallengeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const noChallenge = (id: string) => new ChallengeError(404, 'no-challenge', `no challenge "${id}"`);
const playFirst = (what: string) =>
  new ChallengeError(
    403,
    'play-first',
    `play ${what} yourself first: results are shown to those who have played`,
  );

/** Own challenges listed at most. */
const OWN_LISTED = 50;

export interface ChallengeServiceConfig {
  store: ChallengeStore;
  accounts: AccountStore | undefined;
  games: ReadonlyMap<string, AnyGame>;
  /** `--challenge-secret`: the daily challenges' secret instead of the stored one. */
  secret?: string;
  /** A bot's thinking time per decision of "the bot"'s line (ms). */
  botLineMs: number;
  log: BotLineLog;
}

/** Finds who asks about a challenge (./asker.ts, bound to the request by the routes). */
export type AskerOf = (challengeId: string) => Promise<StoredEntry | undefined>;

export class ChallengeService {
  readonly book: ChallengeBook;
  readonly entries: ChallengeEntries;
  private lines?: BotLines;
  private tables?: EntryTables;
  private readonly store: ChallengeStore;
  private readonly games: ReadonlyMap<string, AnyGame>;

  constructor(private readonly cfg: ChallengeServiceConfig) {
    this.store = cfg.store;
    this.games = cfg.games;
    this.book = new ChallengeBook(cfg.store, cfg.secret);
    this.entries = new ChallengeEntries(cfg.store, cfg.accounts, cfg.games, cfg.log);
  }

  /** The table server, once it exists (it asks `dealsOf` while it starts). */
  attach(tables: EntryTables, decide: DecideAside): void {
    this.tables = tables;
    this.lines = new BotLines(this.store, this.games, decide, this.cfg.botLineMs, this.cfg.log);
  }

  stop(): void {
    this.lines?.stop();
  }

  /** The decks of a stored challenge table (the registry's `dealsOf`); undefined for other tables. */
  async dealsOf(stored: LoadedTable, game: AnyGame, options: unknown): Promise<MatchDeals | undefined> {
    const id = challengeOfSeed(stored.table.seed);
    if (id === undefined) return undefined;
    const found = await this.book.get(id);
    if (!found) throw new Error(`the table's challenge ${id} is unknown`);
    return challengeMatchDeals(found.challenge, game, options);
  }

  tableChanged(t: Table): void {
    this.entries.tableChanged(t);
  }

  // ---- challenges ----

  private served(game: ChallengeGame): boolean {
    return this.games.has(game);
  }

  /** A challenge anyone may see now: not a daily one of a day not yet begun. */
  private async visible(id: string, now: number): Promise<BookEntry> {
    const found = await this.book.get(id);
    if (!found || !this.served(found.challenge.game)) throw noChallenge(id);
    if (found.date !== undefined && found.date > challengeDateOf(new Date(now)))
      throw new ChallengeError(404, 'no-challenge', `the challenge of ${found.date} has not begun`);
    return found;
  }

  private async infoOf(found: BookEntry, mine: StoredEntry | undefined): Promise<ChallengeInfo> {
    const entrants = await this.store.countEntries(found.challenge.id);
    return challengeInfo(found.challenge, { date: found.date, entrants, mine });
  }

  async list(now: number, askerOf: AskerOf): Promise<{ daily: ChallengeInfo[]; own: ChallengeInfo[] }> {
    const today = challengeDateOf(new Date(now));
    const dailies = await Promise.all(
      CHALLENGE_GAMES.filter((g) => this.served(g)).map((g) => this.book.daily(g, today)),
    );
    const own = (await this.book.open(now, OWN_LISTED)).map((challenge) => ({ challenge }));
    const info = (f: BookEntry) => askerOf(f.challenge.id).then((mine) => this.infoOf(f, mine));
    return { daily: await Promise.all(dailies.map(info)), own: await Promise.all(own.map(info)) };
  }

  async daily(game: string, date: ChallengeDate, now: number, askerOf: AskerOf): Promise<ChallengeInfo> {
    const id = `daily-${date}-${game}`;
    const found = await this.visible(id, now);
    return this.infoOf(found, await askerOf(id));
  }

  async info(id: string, now: number, askerOf: AskerOf): Promise<ChallengeInfo> {
    return this.infoOf(await this.visible(id, now), await askerOf(id));
  }

  async create(spec: unknown, now: number): Promise<ChallengeInfo> {
    const made = await this.book.create(spec, now);
    if (!made.ok) throw new ChallengeError(400, made.error.code, made.error.message);
    if (!this.served(made.value.game)) throw noChallenge(made.value.id);
    return this.infoOf({ challenge: made.value }, undefined);
  }

  // ---- entries ----

  async enter(id: string, who: Entrant, now: number): Promise<Entered & { token: string }> {
    const found = await this.visible(id, now);
    if (!this.tables) throw new ChallengeError(503, 'shutting-down', 'the server is not ready');
    const r = await this.entries.enter(this.tables, found.challenge, who, now).catch((e: unknown) => {
      if (e instanceof Refused) throw new ChallengeError(503, e.code, e.message);
      throw e;
    });
    if (!r.ok) {
      const status = r.error.code === 'already-entered' ? 409 : 403;
      throw new ChallengeError(status, r.error.code, r.error.message);
    }
    const { entry, token, seatToken } = r.value;
    // The bots start on their line as soon as someone plays: it is likely ready by their end.
    void this.lines?.ensure(found.challenge);
    return { entry: entryInfo(entry, token), token, seatToken, tableId: entry.tableId as string };
  }

  private async played(challenge: Challenge) {
    void this.lines?.ensure(challenge);
    const [entries, bot] = await Promise.all([
      this.store.entries(challenge.id),
      this.lines?.line(challenge.id) ?? Promise.resolve(undefined),
    ]);
    return playedOf(entries, bot);
  }

  async results(id: string, now: number, asker: StoredEntry | undefined): Promise<Results> {
    const found = await this.visible(id, now);
    if (!asker || asker.played === 0) throw playFirst('a board');
    const lines = resultLines(found.challenge, await this.played(found.challenge), asker);
    return { challenge: await this.infoOf(found, asker), lines };
  }

  async board(id: string, n: number, now: number, asker: StoredEntry | undefined): Promise<BoardResults> {
    const found = await this.visible(id, now);
    if (!asker || !maySeeBoard(asker, n)) throw playFirst(`board ${n}`);
    return boardResults(found.challenge, await this.played(found.challenge), n);
  }

  /** Whether the asker may read finished deals of a table: theirs, or boards they have played. */
  async mayReadTable(tableId: string, deal: number | undefined, askerOf: AskerOf): Promise<void> {
    const owner = await this.store.entryOfTable(tableId);
    if (!owner) return;
    const asker = await askerOf(owner.challengeId);
    if (asker?.id === owner.id) return;
    const allowed =
      asker !== undefined &&
      (deal === undefined ? asker.done || asker.played >= owner.played : maySeeBoard(asker, deal));
    if (!allowed) throw playFirst(deal === undefined ? 'these boards' : `board ${deal}`);
  }

  // ---- offline ----

  async download(id: string, now: number, asker: StoredEntry | undefined) {
    const found = await this.visible(id, now);
    if (!asker) throw new ChallengeError(403, 'not-entered', 'enter the challenge first');
    if (asker.played > 0 || asker.done)
      throw new ChallengeError(
        409,
        'played-at-table',
        asker.done
          ? 'this entry has been played already'
          : 'a board of this entry was played at its table: finish it there',
      );
    const game = this.games.get(found.challenge.game) as AnyGame;
    if (!asker.offline) await this.store.updateEntry(asker.id, { offline: true });
    return {
      ...offlineChallenge(found.challenge, game),
      entry: entryInfo({ ...asker, offline: true }),
    };
  }

  async record(
    id: string,
    entryId: string,
    now: number,
    asker: StoredEntry | undefined,
    raw: unknown,
  ): Promise<{ entry: Entry }> {
    const found = await this.visible(id, now);
    if (!asker || asker.id !== entryId)
      throw new ChallengeError(403, 'not-entered', "only the entrant may send their entry's record");
    if (!asker.offline)
      throw new ChallengeError(
        409,
        'not-offline',
        'download the challenge first: this entry is played at its table',
      );
    if (asker.done) throw new ChallengeError(409, 'already-recorded', "this entry's record is in already");
    const game = this.games.get(found.challenge.game) as AnyGame;
    const checked = checkOfflineRecord(found.challenge, game, raw);
    if (!checked.ok) throw new ChallengeError(422, checked.error.code, checked.error.message);
    const result = checked.value;
    const change = { result: JSON.stringify(result), played: result.deals.length, done: true };
    await this.store.updateEntry(asker.id, change);
    return { entry: entryInfo({ ...asker, ...change }) };
  }

  /** Resolves once every result write under way is stored. */
  drain(): Promise<void> {
    return this.entries.drain();
  }
}
