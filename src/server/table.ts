import { err, ok, type Result } from '../cards/result.js';
import type { Action, AnyGame, IllegalAction, Seat } from '../engine/game.js';
import { peopleCount } from '../engine/people.js';
import { buildRecord, type GameRecord } from '../engine/record.js';
import { DEFAULT_TABLE_SETTINGS, parseStoredSettings, type TableSettings } from '../protocol/index.js';
import { seededDeals } from '../table/decks.js';
import { type Change, type MatchDeals, type ResolvedAction, SeatedMatch } from '../table/seatedMatch.js';
import type { SeatRecord } from '../table/seats.js';
import { SerialQueue } from './serial.js';
import type { LoadedTable, StoredMatch, StoredSeat, TableStore } from './store.js';

export type { SeatRecord } from '../table/seats.js';

/**
 * One table of the server: a seated match (src/table/) that is stored. Every change goes to the
 * store first — the log in the store is the truth, memory a cache of it — so nothing is visible
 * to anyone before it is committed. Memory changes only after the awaited write, in one
 * synchronous step, so a reader always sees a committed state; writers run one at a time
 * (`exclusive`), so what a change was checked against is still the state it commits on.
 */
export class Table extends SeatedMatch {
  private constructor(
    private readonly store: TableStore,
    init: ConstructorParameters<typeof SeatedMatch>[0],
  ) {
    super(init);
  }

  /** The table's changes, one at a time: every write (and what it checks first) runs in here. */
  private readonly queue = new SerialQueue();

  exclusive<T>(task: () => T | Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  /**
   * The current match stopped being rateable: a bot, a guest or an empty seat had a place
   * after its first action (./service.ts settles it after every change). Not stored: a table
   * read back from the log starts with a clean slate (docs/decisions.md "Rated matches").
   */
  unratedMatch = false;
  /** The last match whose end was told to the players' side (none: -1). */
  reportedMatch = -1;
  /**
   * The challenge this table plays (its stored seed is `challenge:<id>`, ./challenge/): dealt the
   * challenge's decks, one match, no hints and no rematch. Undefined at an ordinary table.
   */
  challengeId: string | undefined;

  /** True while a change runs or waits (the table must not leave memory then). */
  get busy(): boolean {
    return this.queue.busy;
  }

  static async create(
    store: TableStore,
    init: {
      id: string;
      game: AnyGame;
      options: unknown;
      seed: string;
      bots: ReadonlyArray<string | null>;
      /** Default: `DEFAULT_TABLE_SETTINGS`. */
      settings?: TableSettings;
      /** Who holds each place from the start (a challenge's entrant); default: bots from `bots`, else free. */
      seats?: readonly SeatRecord[];
      /** Decks from elsewhere (a challenge's); default: drawn from `seed`. */
      deals?: MatchDeals;
    },
  ): Promise<Table> {
    const { game, options, seed } = init;
    const places = peopleCount(game, options);
    const seats: SeatRecord[] = Array.from(
      { length: places },
      (_, i): SeatRecord =>
        init.seats?.[i] ?? (init.bots[i] ? { kind: 'bot', level: init.bots[i] as string } : { kind: 'free' }),
    );
    const createdAt = new Date().toISOString();
    const settings = init.settings ?? { ...DEFAULT_TABLE_SETTINGS };
    const deals = init.deals ?? seededDeals(seed, game, options);
    const table = new Table(store, { id: init.id, game, options, createdAt, seats, settings, deals });
    table.challengeId = challengeOfSeed(seed);
    await store.createTable(
      {
        id: init.id,
        game: game.id,
        options: JSON.stringify(game.minimizeOptions(options)),
        seed,
        createdAt,
        settings: JSON.stringify(settings),
      },
      seats.map((s, i) => toStoredSeat(i, s)),
    );
    await table.startMatch();
    return table;
  }

  /**
   * Rebuilds a table by replaying its log through the engine; `deals` for a table not dealt from
   * its seed (a challenge's: the registry asks the challenges for them).
   */
  static restore(
    store: TableStore,
    stored: LoadedTable,
    game: AnyGame,
    deals?: MatchDeals,
  ): Result<Table, string> {
    const options = game.parseOptions(JSON.parse(stored.table.options));
    if (!options.ok) return err(`options: ${options.error.message}`);
    const places = peopleCount(game, options.value);
    const seats: SeatRecord[] = Array.from({ length: places }, () => ({ kind: 'free' }));
    for (const s of stored.seats) if (s.seat < places) seats[s.seat] = fromStoredSeat(s);
    const t = stored.table;
    const table = new Table(store, {
      id: t.id,
      game,
      options: options.value,
      createdAt: t.createdAt,
      seats,
      settings: parseStoredSettings(t.settings),
      deals: deals ?? seededDeals(t.seed, game, options.value),
    });
    table.challengeId = challengeOfSeed(t.seed);
    const r = table.replayLog(stored.events);
    // A match that ended before the restart was reported then (or is lost with it).
    if (table.isOver()) table.reportedMatch = table.match;
    return r.ok ? ok(table) : r;
  }

  /** Stores a planned change, then makes it the table's. */
  private async commitStored(change: Change): Promise<void> {
    await this.store.append(this.id, this.version + 1, [...change.events], change.finished);
    this.commit(change);
  }

  /** Starts the table's next match (its first, or a rematch) with a randomly drawn first dealer. */
  async startMatch(): Promise<void> {
    await this.commitStored(this.planMatch());
    this.unratedMatch = false;
  }

  /**
   * Applies an action a bot chose for `seat` (any spelling the game reads: made canonical here),
   * and deals any decks the match then needs, stored first.
   */
  async act(seat: Seat, sent: Action): Promise<Result<void, IllegalAction>> {
    const action = this.canonical(seat, sent);
    return action.ok ? this.actResolved(seat, action.value) : action;
  }

  /** Applies `seat`'s action resolved once already (a person's: `resolveAction`), stored first. */
  async actResolved(seat: Seat, action: ResolvedAction): Promise<Result<void, IllegalAction>> {
    const change = this.planAct(seat, action);
    if (!change.ok) return change;
    await this.commitStored(change.value);
    return ok(undefined);
  }

  /** Closes the match once everyone who must agree has (stored as one event). True when it closed. */
  async settleClosing(): Promise<boolean> {
    const change = this.planClose();
    if (!change) return false;
    await this.commitStored(change);
    return true;
  }

  /** Takes actions back once everyone who must agree has (one `undo` event). */
  async settleUndo(): Promise<{ by: number; count: number } | null> {
    const undo = this.planUndo();
    if (!undo) return null;
    await this.commitStored(undo.change);
    return { by: undo.by, count: undo.count };
  }

  async setSeat(seat: Seat, record: SeatRecord): Promise<void> {
    await this.store.saveSeat(this.id, toStoredSeat(seat, record));
    this.seat(seat, record);
  }

  /** The record of match `match` so far, as `stikk-record/1`. */
  static record(game: AnyGame, options: unknown, stored: StoredMatch): GameRecord {
    return buildRecord(game, options, stored);
  }
}

/**
 * A challenge table's stored seed names its challenge instead of being a secret: its decks are
 * the challenge's, the same at every entrant's table, so the table has no secret of its own.
 */
export const CHALLENGE_SEED_PREFIX = 'challenge:';

export const challengeOfSeed = (seed: string): string | undefined =>
  seed.startsWith(CHALLENGE_SEED_PREFIX) ? seed.slice(CHALLENGE_SEED_PREFIX.length) : undefined;

const toStoredSeat = (seat: Seat, s: SeatRecord): StoredSeat => ({
  seat,
  kind: s.kind,
  name: s.name ?? null,
  tokenHash: s.tokenHash ?? null,
  level: s.level ?? null,
  standIn: !!s.standIn,
  accountId: s.account ?? null,
  offered: !!s.offered,
  arriving: !!s.arriving,
});

function fromStoredSeat(s: StoredSeat): SeatRecord {
  const r: SeatRecord = { kind: s.kind };
  if (s.name !== null) r.name = s.name;
  if (s.tokenHash !== null) r.tokenHash = s.tokenHash;
  if (s.level !== null) r.level = s.level;
  if (s.standIn) r.standIn = true;
  if (s.accountId) r.account = s.accountId;
  if (s.offered) r.offered = true;
  if (s.arriving) r.arriving = true;
  return r;
}
