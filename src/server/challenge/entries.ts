/**
 * Entering a challenge and keeping the entry's results: a private table with the person at the
 * challenge's seat and `strong` bots elsewhere, dealt the challenge's decks, one match (no
 * rematch, no hints, no undo); as its deals finish, the entry's result is stored.
 */
import { randomBytes } from 'node:crypto';
import { CHALLENGE_BOTS, type Challenge } from '../../challenge/boards.js';
import type { AnyGame } from '../../engine/game.js';
import type { TableSettings } from '../../protocol/index.js';
import { nameKey } from '../accounts/rules.js';
import type { AccountStore } from '../accounts/store.js';
import type { TableRegistry } from '../registry.js';
import { CHALLENGE_SEED_PREFIX, type Table } from '../table.js';
import { hashToken, newTableId, newToken } from '../tokens.js';
import { challengeMatchDeals, challengeOptions } from './deals.js';
import type { ChallengeStore, StoredEntry } from './store.js';

/** A challenge table is its entrant's alone: unlisted, no undo, no hints, no turn timer. */
export const CHALLENGE_TABLE_SETTINGS: Readonly<TableSettings> = Object.freeze({
  visibility: 'private',
  undo: false,
  spectatorChat: false,
  turnTimer: 0,
  hints: false,
});

/** Why an entry is refused, as the routes answer it. */
export type EntryRefusal =
  | { code: 'already-entered'; message: string }
  | { code: 'name-taken'; message: string }
  | { code: 'challenge-closed'; message: string };

export interface Entered {
  entry: StoredEntry;
  /** The entry's token (the asker later), and the seat token to play with. */
  token: string;
  seatToken: string;
}

/** Who enters: a signed-in person's account, or a guest's name. */
export type Entrant = { account: { id: string; name: string } } | { guest: string };

/** What entering needs of the table server. */
export interface EntryTables {
  readonly tables: TableRegistry;
  /** Lets the new table's bots move and everyone see it. */
  changedLater(t: Table): void;
}

/** An entry still without its table this long after it was made was abandoned (the process stopped). */
export const ABANDONED_AFTER_MS = 60_000;

export const newEntryId = (): string => `e-${randomBytes(8).toString('base64url').slice(0, 10)}`;

/** Whether entries are taken at `now` (opens included, closes excluded). */
export const isOpen = (c: Challenge, now: number): boolean =>
  Date.parse(c.window.opens) <= now && now < Date.parse(c.window.closes);

export class ChallengeEntries {
  /** Per challenge table: the deals recorded and whether its end was, so a change writes only news. */
  private readonly recorded = new Map<string, { played: number; done: boolean }>();
  /** One write at a time per table, in order. */
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    private readonly store: ChallengeStore,
    private readonly accounts: AccountStore | undefined,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  async enter(
    tables: EntryTables,
    challenge: Challenge,
    who: Entrant,
    now: number,
  ): Promise<{ ok: true; value: Entered } | { ok: false; error: EntryRefusal }> {
    const refused = (error: EntryRefusal) => ({ ok: false as const, error });
    if (!isOpen(challenge, now))
      return refused({
        code: 'challenge-closed',
        message: `"${challenge.name}" takes entries from ${challenge.window.opens} until ${challenge.window.closes}`,
      });
    const game = this.games.get(challenge.game);
    // The service shows only challenges of the games this server serves.
    if (!game) throw new Error(`no game ${challenge.game} for challenge ${challenge.id}`);
    const name = 'account' in who ? who.account.name : who.guest;
    const key = nameKey(name);
    if ('guest' in who && this.accounts && (await this.accounts.accountByNameKey(key)))
      return refused({
        code: 'name-taken',
        message: `"${name}" is a signed-in player's name; sign in or choose another`,
      });
    const token = newToken();
    const seatToken = newToken();
    const entry: StoredEntry = {
      id: newEntryId(),
      challengeId: challenge.id,
      name,
      nameKey: key,
      accountId: 'account' in who ? who.account.id : null,
      tokenHash: hashToken(token),
      tableId: null,
      result: null,
      played: 0,
      done: false,
      offline: false,
      createdAt: now,
    };
    // The entry first: of two entries by one person at once, one gets the name and a table.
    if (!(await this.store.addEntry(entry))) {
      const stuck = await this.store.entryByName(challenge.id, key);
      // An entry left without a table by a process that stopped while making it is not one.
      const abandoned =
        stuck && stuck.tableId === null && !stuck.offline && now - stuck.createdAt > ABANDONED_AFTER_MS;
      if (!abandoned || !stuck)
        return refused({
          code: 'already-entered',
          message: `${name} has entered "${challenge.name}" already`,
        });
      await this.store.deleteEntry(stuck.id);
      if (!(await this.store.addEntry(entry)))
        return refused({
          code: 'already-entered',
          message: `${name} has entered "${challenge.name}" already`,
        });
    }
    const options = challengeOptions(game, challenge);
    const places = game.seatCount(options);
    const table = await tables.tables
      .create({
        id: newTableId(),
        game,
        options,
        seed: `${CHALLENGE_SEED_PREFIX}${challenge.id}`,
        bots: Array.from({ length: places }, (_, i) => (i === challenge.seat ? null : CHALLENGE_BOTS)),
        seats: Array.from({ length: places }, (_, i) =>
          i === challenge.seat
            ? {
                kind: 'human' as const,
                name,
                tokenHash: hashToken(seatToken),
                ...('account' in who && { account: who.account.id }),
              }
            : { kind: 'bot' as const, level: CHALLENGE_BOTS },
        ),
        settings: { ...CHALLENGE_TABLE_SETTINGS },
        deals: challengeMatchDeals(challenge, game, options),
      })
      .catch(async (e: unknown) => {
        // No table (the server is full or closing): the entry goes too, so that the person may try again.
        await this.store.deleteEntry(entry.id);
        throw e;
      });
    await this.store.updateEntry(entry.id, { tableId: table.id });
    tables.changedLater(table);
    return { ok: true, value: { entry: { ...entry, tableId: table.id }, token, seatToken } };
  }

  /**
   * A change at a challenge table (the service calls it after every one): once a deal has
   * finished, or the match has ended, the entry's result is stored. An entry taken away to play
   * offline keeps only the result of its record.
   */
  tableChanged(t: Table): void {
    if (!t.challengeId) return;
    const result = t.game.result(t.state);
    const now = { played: result.deals.length, done: t.isOver() };
    const before = this.recorded.get(t.id);
    if (before && before.played === now.played && before.done === now.done) return;
    this.recorded.set(t.id, now);
    const previous = this.writes.get(t.id) ?? Promise.resolve();
    const write = previous
      .then(async () => {
        const entry = await this.store.entryOfTable(t.id);
        if (!entry || entry.offline) return;
        if (entry.played === now.played && entry.done === now.done) return;
        await this.store.updateEntry(entry.id, { result: JSON.stringify(result), ...now });
        // Its match is over: nothing more to remember for this table.
        if (now.done) this.recorded.delete(t.id);
      })
      .catch((e) =>
        this.log.error({ table: t.id, err: (e as Error).stack ?? String(e) }, 'challenge result not kept'),
      );
    this.writes.set(t.id, write);
    void write.finally(() => {
      if (this.writes.get(t.id) === write) this.writes.delete(t.id);
    });
  }

  /** Resolves once every result write under way is stored (tests, shutdown). */
  async drain(): Promise<void> {
    await Promise.all([...this.writes.values()]);
  }
}
