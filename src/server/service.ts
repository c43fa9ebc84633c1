import type { Action, AnyGame, Seat } from '../engine/game.js';
import { peopleCount, seatsChange } from '../engine/people.js';
import type { GameRecord } from '../engine/record.js';
import type { ClientMessage, CreateTableRequest, GameInfo, TableInfo } from '../protocol/index.js';
import { withDefaultSettings } from '../protocol/index.js';
import type { DealReplay, FinishedDeal, ReplayStep } from '../protocol/replay.js';
import { isRated } from '../ratings/places.js';
import { drawRng } from '../table/decks.js';
import { arrived, checkLevel, standInLevel } from '../table/requests.js';
import { placesOf } from '../table/seats.js';
import type { AccountStore } from './accounts/store.js';
import type { BotRunner } from './botPool.js';
import type { BotDriverConfig, BotLogger } from './bots.js';
import { BotDriver } from './bots.js';
import { TableChat } from './chat.js';
import { isFencedOut } from './cluster/leases.js';
import { DealReads } from './dealReads.js';
import { checkedOptions, gameInfos, gameOf, parsedOptions } from './gameOptions.js';
import type { HandlerContext, Reply } from './handlers/context.js';
import { HANDLERS } from './handlers/messageHandlers.js';
import { Hints } from './hints.js';
import { afterReply, type Client, Hub } from './hub.js';
import { LOBBY_LIMIT, lobbyList } from './lobby.js';
import { AccountClients, type EndedMatch, NO_PLAYER_HOOKS, type PlayerHooks } from './people.js';
import { Presence } from './presence.js';
import { errorReply, orRefuse, Refused, refuse } from './refused.js';
import { type RegistryConfig, TableRegistry } from './registry.js';
import type { TableStore } from './store.js';
import { Table } from './table.js';
import { hashToken, newSeed, newTableId } from './tokens.js';
import { type Clock, systemClock, TurnClock } from './turnTimer.js';
import { isStoreUnreachable, STORE_UNREACHABLE, TABLE_MOVED_AWAY } from './unavailable.js';

/** Postgres's code for a key written twice (the log's sequence number; one SQLite server never meets it). */
const UNIQUE_VIOLATION = '23505';

export interface ServiceConfig extends RegistryConfig {
  bots: BotDriverConfig;
  /** Where bots think (a worker pool, or inline). */
  botRunner: BotRunner;
  /** The turn timer's and presence's clock (default: the system's); tests move their own. */
  clock?: Clock;
  /** Tests only: every turn timer's time multiplied by this (default 1). */
  turnTimerScale?: number;
  /** Tests only: the secret seed of each new table (default: random). */
  seeds?: () => string;
  /** Accounts (the store's): signed-in players' names stay theirs. Absent: no accounts. */
  accounts?: AccountStore;
  /** The players' side: history and ratings when a match ends, who follows whom. */
  players?: PlayerHooks;
  /** Told after every settled change at a table (a challenge's results: ./challenge/entries.ts). */
  tableChanged?: (t: Table) => void;
}

export interface ServiceLogger extends BotLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The tables of one server and everything people do at them. Transport-free: the WebSocket
 * and HTTP layers call in here. The rules of a table are the seated match's (src/table/); each
 * client message has its handler (./handlers/messageHandlers.ts), the tables in memory their
 * registry (./registry.ts), finished matches their reads (./dealReads.ts). This wires them
 * together: after every change, the table is settled, broadcast and its bots poked.
 */
export class TableService implements HandlerContext {
  readonly hub: Hub;
  readonly tables: TableRegistry;
  readonly bots: BotDriver;
  readonly hints: Hints;
  /** When each person's turn began; the turn timer (./turnTimer.ts). */
  readonly turns: TurnClock;
  readonly chat: TableChat;
  private readonly reads: DealReads;
  private readonly gamesById: Map<string, AnyGame>;
  private closing = false;
  private readonly seeds: () => string;
  readonly accounts: AccountStore | undefined;
  readonly people = new AccountClients();
  readonly players: PlayerHooks;
  private readonly tableChanged: (t: Table) => void;

  constructor(
    readonly store: TableStore,
    games: readonly AnyGame[],
    cfg: ServiceConfig,
    readonly log: ServiceLogger,
  ) {
    this.gamesById = new Map(games.map((g) => [g.id, g]));
    this.seeds = cfg.seeds ?? newSeed;
    this.accounts = cfg.accounts;
    this.players = cfg.players ?? NO_PLAYER_HOOKS;
    this.tableChanged = cfg.tableChanged ?? (() => undefined);
    const clock = cfg.clock ?? systemClock;
    this.hub = new Hub(new Presence(() => clock.now()), (t) => this.info(t));
    this.chat = new TableChat(store, this.hub);
    this.bots = new BotDriver(
      cfg.bots,
      cfg.botRunner,
      (t) => drawRng(newSeed(), `bots:${t.id}`),
      (table, seat, action, forPerson) => void this.botAct(table, seat, action, forPerson),
      log,
    );
    this.hints = new Hints(cfg.botRunner, (key, job, dropped) => this.bots.consult(key, job, dropped));
    this.turns = new TurnClock(
      clock,
      {
        someoneHere: (t) => t.seats.some((s, place) => s.kind === 'human' && !this.hub.isAway(t.id, place)),
        expired: (t, seat) => {
          this.log.info({ table: t.id, seat }, 'turn timed out');
          this.bots.playOnce(t, seat, standInLevel(t.game.id));
          this.hub.broadcast(t);
        },
      },
      cfg.turnTimerScale,
    );
    this.tables = new TableRegistry(
      store,
      this.gamesById,
      cfg,
      {
        loaded: (t) => {
          this.turns.update(t);
          // A deal that finished just before a restart still reaches its challenge entry.
          this.tableChanged(t);
          // A table left out at start (nobody had joined it) may have a bot to move once opened.
          this.bots.poke(t);
        },
        dropped: (id) => {
          this.bots.cancel(id);
          this.hints.forget(id);
          this.turns.forget(id);
          this.hub.presence.forget(id);
        },
        inUse: (id) => this.hub.hasFollowers(id) || this.bots.isBusy(id),
      },
      log,
    );
    this.reads = new DealReads(store, (id) => this.tables.get(id));
  }

  // ---- start and stop ----

  /** Restores every table whose match was not over and that someone sits at, by replaying its log. */
  async restore(): Promise<{ restored: number; failed: string[] }> {
    const failed: string[] = [];
    for (const id of await this.store.tablesToRestore()) {
      if (!(await this.tables.load(id))) failed.push(id);
    }
    for (const t of this.tables.values()) this.bots.poke(t);
    return { restored: this.tables.size, failed };
  }

  /** Stops bots and refuses further changes; the store stays consistent (every write is a transaction). */
  shutdown(): void {
    this.closing = true;
    this.bots.stop();
    this.turns.stop();
  }

  /** Resolves once every change under way at a table has been written (before the store closes). */
  async drain(): Promise<void> {
    await Promise.all([...this.tables.values()].map((t) => t.exclusive(() => undefined)));
  }

  tableCount(): number {
    return this.tables.size;
  }

  /** Log-write timings since the last call. */
  writeStats() {
    return this.store.takeWriteStats();
  }

  /** Whether the store answers now (within 2 s), for /health. */
  async storeHealth(): Promise<{ kind: TableStore['kind']; reachable: boolean; error?: string }> {
    const kind = this.store.kind;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2_000);
    });
    try {
      await Promise.race([this.store.ping(), late]);
      return { kind, reachable: true };
    } catch (e) {
      return { kind, reachable: false, error: (e as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }

  connectionCount(): number {
    return this.hub.clientCount();
  }

  // ---- games and tables (HTTP) ----

  games(): GameInfo[] {
    return gameInfos(this.gamesById.values());
  }

  checkOptions(
    gameId: string,
    raw: unknown,
  ): { options: Record<string, unknown>; seats: number; seatsChange?: true } {
    return checkedOptions(gameOf(this.gamesById, gameId), raw);
  }

  async createTable(req: CreateTableRequest): Promise<TableInfo> {
    this.refuseWhileClosing();
    const game = gameOf(this.gamesById, req.game);
    const options = parsedOptions(game, req.options);
    const places = peopleCount(game, options);
    const bots = req.bots ?? [];
    if (bots.length > places) {
      const what = seatsChange(game, options) ? 'player' : 'seat';
      throw refuse('bad-seat', { reason: 'too-many-bots', game: game.id, what, places });
    }
    for (const level of bots) if (level) orRefuse(checkLevel(game.id, level));
    const table = await this.tables.create({
      id: newTableId(),
      game,
      options,
      seed: this.seeds(),
      bots,
      settings: withDefaultSettings(req.settings),
    });
    this.log.info({ table: table.id, game: game.id }, 'table created');
    this.bots.poke(table);
    return this.info(table);
  }

  /** The table as everyone sees it now: its own info, who is away since when, the turns and their clocks. */
  info(table: Table): TableInfo {
    const own = table.info((s) => this.hub.isAway(table.id, s));
    return this.turns.decorate(table, this.hub.presence.decorate(table.id, own));
  }

  /**
   * The lobby's list: live public tables, open ones (a free seat) first, then the newest. A
   * private table is never listed: only its link (its id) leads to it.
   */
  listTables(limit = LOBBY_LIMIT): TableInfo[] {
    const live = [...this.tables.values()].filter((t) => !t.isOver() && t.settings.visibility === 'public');
    return lobbyList([live.map((t) => this.info(t))], limit);
  }

  async tableInfo(id: string): Promise<TableInfo> {
    return this.info(await this.tables.get(id));
  }

  record(id: string, match?: number, unfinished = false): Promise<GameRecord> {
    return this.reads.record(id, match, unfinished);
  }

  replay(id: string, match?: number): Promise<{ record: GameRecord; steps: ReplayStep[] }> {
    return this.reads.replay(id, match);
  }

  deals(id: string, match?: number): Promise<{ match: number; over: boolean; deals: FinishedDeal[] }> {
    return this.reads.deals(id, match);
  }

  deal(id: string, deal: number, match?: number): Promise<DealReplay> {
    return this.reads.deal(id, deal, match);
  }

  // ---- tables in memory (./registry.ts) ----

  evictIdle(now = Date.now()): number {
    return this.tables.evictIdle(now);
  }

  drop(id: string): void {
    this.tables.drop(id);
  }

  holds(id: string): boolean {
    return this.tables.holds(id);
  }

  adopt(id: string): Promise<boolean> {
    return this.tables.adopt(id);
  }

  /**
   * After the store was away: the table read again from its log (a write whose commit was not
   * confirmed may or may not be there), its followers sent the state and its bots poked (a bot
   * whose write failed in the outage was not asked again). Rejects when the store fails again.
   */
  async reload(id: string): Promise<void> {
    const old = this.tables.inMemory(id);
    if (!old) return;
    // Under the old table's lock: no write of it is in flight while it is replaced.
    await old.exclusive(async () => {
      this.tables.drop(id);
      await this.tables.adopt(id);
    });
    this.resend(id);
  }

  /** Sends every follower of the table its state again and pokes its bots (after messages were lost). */
  resend(id: string): void {
    const t = this.tables.inMemory(id);
    if (!t) return;
    this.turns.update(t);
    this.hub.broadcast(t);
    if (!t.undoPending) this.bots.poke(t);
  }

  // ---- messages (WebSocket) ----

  /**
   * Handles one valid client message; returns the direct reply (later, for a message that
   * thinks: `hint`). Refusals come back as `error`.
   */
  handle(client: Client, m: ClientMessage): Reply | Promise<Reply> {
    try {
      if (m.type !== 'ping' && m.type !== 'unspectate') this.refuseWhileClosing();
      this.people.add(client);
      const handler = HANDLERS[m.type] as (
        ctx: HandlerContext,
        c: Client,
        m: ClientMessage,
      ) => Reply | Promise<Reply>;
      const r = handler(this, client, m);
      return r instanceof Promise ? r.catch((e) => this.failed(e, m.type)) : r;
    } catch (e) {
      return this.failed(e, m.type);
    }
  }

  private failed(e: unknown, type: ClientMessage['type']): Reply {
    if (e instanceof Refused) return errorReply(e.refusal);
    // The store away (restarting, unreachable): nothing was done, and trying again will do.
    if (isStoreUnreachable(e)) return { type: 'error', code: 'unavailable', message: STORE_UNREACHABLE };
    // The table went to another process while this message waited for it (fenced: nothing written).
    if (isFencedOut(e)) return { type: 'error', code: 'unavailable', message: TABLE_MOVED_AWAY };
    this.log.error({ err: (e as Error).stack ?? String(e), type }, 'message failed');
    return { type: 'error', code: 'server-error', message: 'the server failed to handle this message' };
  }

  /** A bot's move, decided at the table's version now; dropped if the table changed before its turn to write. */
  private async botAct(table: Table, seat: Seat, action: Action, forPerson: boolean): Promise<void> {
    if (this.closing) return;
    const version = table.version;
    const turn = table.turnSince(seat);
    try {
      const done = await table.exclusive(async () => {
        if (this.closing) return false;
        if (table.version !== version) {
          // Decided for a state that is gone: think again (for a timed-out person whose turn goes on, too).
          if (forPerson && table.turnSince(seat) === turn && table.toAct().includes(seat)) {
            this.bots.playOnce(table, seat, standInLevel(table.game.id));
          } else this.bots.poke(table);
          return false;
        }
        const r = await table.act(seat, action);
        if (!r.ok) {
          this.log.warn({ table: table.id, seat, action, err: r.error.message }, 'bot action refused');
          return false;
        }
        // The person whose time ran out is marked for everyone to see.
        if (forPerson) this.turns.markTimedOut(table, table.placeDeciding(seat));
        return true;
      });
      if (!done) return;
    } catch (e) {
      this.log.error({ table: table.id, err: (e as Error).stack ?? String(e) }, 'bot action failed');
      // The log holds that sequence number already: this table in memory is behind its log (a
      // commit whose answer was lost). Read again, it goes on; left, every write would fail.
      if ((e as { code?: string }).code === UNIQUE_VIOLATION && this.tables.inMemory(table.id) === table) {
        this.log.warn({ table: table.id }, 'table behind its log: reading it again');
        void this.reload(table.id).catch(() => undefined);
      }
      return;
    }
    await this.changed(table);
  }

  /** A closed connection: its seats become away. */
  disconnect(client: Client): void {
    this.people.remove(client);
    for (const id of this.hub.drop(client)) {
      const t = this.tables.inMemory(id);
      if (t) this.presenceChanged(t);
    }
  }

  // ---- the handlers' context ----

  presenceChanged(t: Table): void {
    this.turns.update(t);
    this.hub.broadcast(t);
  }

  async atTable(id: string, change: (t: Table) => Promise<Reply>): Promise<Reply> {
    const t = await this.tables.get(id);
    const reply = await t.exclusive(() => change(t));
    this.changedLater(t);
    return reply;
  }

  changedLater(t: Table, then: () => void = () => undefined): void {
    void this.changed(t, then);
  }

  private async changed(t: Table, afterReplyThen?: () => void): Promise<void> {
    try {
      await t.exclusive(async () => {
        if (afterReplyThen) await new Promise<void>((resolve) => afterReply(resolve));
        // Seats change too (someone leaves, a bot takes over): that may complete a proposal to close.
        await this.settleClosing(t);
        await this.settleUndo(t);
        await this.settlePeople(t);
        this.tableChanged(t);
        this.tables.touch(t.id);
        this.turns.update(t);
        this.hub.broadcast(t);
        // While someone asks to take back an action, bots wait for the answer.
        if (!t.undoPending) this.bots.poke(t);
        afterReplyThen?.();
      });
    } catch (e) {
      this.log.error({ table: t.id, err: (e as Error).stack ?? String(e) }, 'settling the table failed');
    }
  }

  /**
   * People at the table after a change: a person arriving at an offered seat plays once a new
   * deal has come; a match stops being rateable when a place is not a signed-in person after
   * its first action; a match that has ended goes to the players' history (and ratings).
   */
  private async settlePeople(t: Table): Promise<void> {
    if (!t.dealBegun) {
      for (const [place, s] of t.seats.entries()) if (s.arriving) await t.setSeat(place, arrived(s));
    }
    if (!t.isOver() && t.matchNow.actionCount > 0 && !isRated(placesOf(t.seats))) t.unratedMatch = true;
    if (t.isOver() && t.reportedMatch !== t.match) {
      t.reportedMatch = t.match;
      const ended = await this.endedMatch(t);
      if (ended) void this.players.matchEnded(ended);
    }
  }

  /** What the players' side keeps of the match that just ended at `t`; undefined when nobody there is signed in. */
  private async endedMatch(t: Table): Promise<EndedMatch | undefined> {
    if (!t.seats.some((s) => s.account)) return undefined;
    const stored = await this.store.match(t.id, t.match);
    if (!stored) return undefined;
    return {
      tableId: t.id,
      match: t.match,
      game: t.game.id,
      endedAt: Date.now(),
      rated: !t.unratedMatch && isRated(placesOf(t.seats)),
      places: t.seats.map((s) => ({
        name: s.name ?? '',
        accountId: s.account ?? null,
        bot: s.kind === 'bot' || s.standIn ? (s.level ?? null) : null,
      })),
      result: t.game.result(t.state),
      record: Table.record(t.game, t.options, stored),
    };
  }

  /** Closes the table if everyone has agreed by now; the proposal may also end with the match. */
  async settleClosing(t: Table): Promise<void> {
    if (await t.settleClosing()) this.log.info({ table: t.id, match: t.match }, 'table closed');
  }

  async settleUndo(t: Table): Promise<void> {
    const done = await t.settleUndo();
    if (done) this.log.info({ table: t.id, place: done.by, actions: done.count }, 'actions taken back');
  }

  /** True when nothing is being written, broadcast or thought out at the table (for tests). */
  isQuiet(tableId: string): boolean {
    const t = this.tables.inMemory(tableId);
    return !t?.busy && !this.bots.isBusy(tableId);
  }

  placeOfToken(t: Table, token: string): number {
    const hash = hashToken(token);
    const place = t.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === hash);
    if (place < 0) throw refuse('bad-token', { table: t.id });
    return place;
  }

  private refuseWhileClosing(): void {
    if (this.closing) throw refuse('shutting-down', {});
  }
}
