import { botLevels, getBot } from '../catalog.js';
import type { Action, AnyGame, GameId, IllegalAction, Seat } from '../engine/game.js';
import type { OptionError } from '../engine/optionError.js';
import { peopleCount, seatsChange } from '../engine/people.js';
import type { GameRecord } from '../engine/record.js';
import type {
  ClientMessage,
  CreateTableRequest,
  ErrorCode,
  GameInfo,
  PushType,
  ServerMessage,
  TableInfo,
  UndoRefusal,
} from '../protocol/index.js';
import { NUDGE_AFTER_MS, PROTOCOL_VERSION, withDefaultSettings } from '../protocol/index.js';
import type { DealReplay, FinishedDeal, ReplayStep } from '../protocol/replay.js';
import type { BotRunner } from './botPool.js';
import type { BotDriverConfig, BotLogger } from './bots.js';
import { BotDriver } from './bots.js';
import { type ChatRequest, TableChat } from './chat.js';
import { dealSpans, dealSteps, matchSteps } from './deals.js';
import { drawRng } from './decks.js';
import { Hints } from './hints.js';
import { afterReply, type Client, Hub } from './hub.js';
import { LOBBY_LIMIT, lobbyList } from './lobby.js';
import { Presence } from './presence.js';
import type { TableStore } from './store.js';
import { Table } from './table.js';
import { hashToken, newSeed, newTableId, newToken } from './tokens.js';
import { type Clock, systemClock, TurnClock } from './turnTimer.js';
import { UNDO_REFUSAL_TEXT } from './undo.js';

/** A refusal: nothing changed, and the client is told why. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode | 'no-game' | 'too-many-tables',
    message: string,
    readonly extra: {
      rule?: IllegalAction['code'] | UndoRefusal;
      params?: IllegalAction['params'];
      version?: number;
    } = {},
    /** With `bad-options`: the game's option error (the HTTP reply carries its code and parameters). */
    readonly optionError?: OptionError,
  ) {
    super(message);
  }
}

export interface ServiceConfig {
  bots: BotDriverConfig;
  /** Where bots think (a worker pool, or inline). */
  botRunner: BotRunner;
  /** Most tables held in memory; creating more is refused. */
  maxTables: number;
  /** A table nobody follows and nothing happened at for this long leaves memory (it stays stored). */
  idleMs: number;
  /** The same for a table waiting for people that nobody has joined (a seat free, no person seated). */
  emptyIdleMs: number;
  /** The turn timer's and presence's clock (default: the system's); tests move their own. */
  clock?: Clock;
  /** In a cluster: whether this process owns the table (tables it does not own are read, never kept). */
  owns?: (tableId: string) => boolean;
  /** Tests only: every turn timer's time multiplied by this (default 1). */
  turnTimerScale?: number;
  /** Tests only: where each new table's secret seed comes from (default: `newSeed`, random), for golden tests. */
  seeds?: () => string;
}

export interface ServiceLogger extends BotLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

type Reply = Exclude<ServerMessage, { type: PushType }>;

/**
 * The tables of one server and everything people do at them. Transport-free: the WebSocket
 * and HTTP layers call in here, so the rules of the table live in one place.
 */
export class TableService {
  private readonly tables = new Map<string, Table>();
  /** Tables being read from the store: two requests for one table share one load (one `Table`). */
  private readonly loading = new Map<string, Promise<Table | undefined>>();
  /** Tables being written to the store for the first time: stored (and, in a cluster, leased) but not yet in `tables`. */
  private readonly creating = new Set<string>();
  /** When each table in memory last changed or was asked for (ms). */
  private readonly touched = new Map<string, number>();
  readonly hub: Hub;
  private readonly bots: BotDriver;
  private readonly hints: Hints;
  /** When each person's turn began; the turn timer (./turnTimer.ts). */
  private readonly turns: TurnClock;
  private readonly gamesById: Map<string, AnyGame>;
  private closing = false;
  private readonly chat: TableChat;

  constructor(
    private readonly store: TableStore,
    games: readonly AnyGame[],
    private readonly cfg: ServiceConfig,
    private readonly log: ServiceLogger,
  ) {
    this.gamesById = new Map(games.map((g) => [g.id, g]));
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
  }

  // ---- start and stop ----

  /** Restores every table whose match was not over and that someone sits at, by replaying its log. */
  async restore(): Promise<{ restored: number; failed: string[] }> {
    const failed: string[] = [];
    for (const id of await this.store.tablesToRestore()) {
      if (!(await this.load(id))) failed.push(id);
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
    return [...this.gamesById.values()].map((g) => ({
      id: g.id,
      seats: peopleCount(g, g.defaultOptions),
      optionSpecs: g.optionSpecs,
      defaults: Object.fromEntries(g.optionSpecs.map((s) => [s.name, s.default])),
      botLevels: botLevels(g.id).sort(),
    }));
  }

  private game(id: string): AnyGame {
    const g = this.gamesById.get(id);
    if (!g) throw new Refusal('no-game', `no game "${id}" (games: ${[...this.gamesById.keys()].join(', ')})`);
    return g;
  }

  private parseOptions(game: AnyGame, raw: unknown): unknown {
    const r = game.parseOptions(raw ?? {});
    if (!r.ok) throw new Refusal('bad-options', `options: ${r.error.message}`, {}, r.error);
    return r.value;
  }

  checkOptions(
    gameId: string,
    raw: unknown,
  ): { options: Record<string, unknown>; seats: number; seatsChange?: true } {
    const game = this.game(gameId);
    const options = this.parseOptions(game, raw);
    return {
      options: {
        ...Object.fromEntries(game.optionSpecs.map((s) => [s.name, s.default])),
        ...game.minimizeOptions(options),
      },
      // The places people take: seats, or people where they change seats between deals.
      seats: peopleCount(game, options),
      ...(seatsChange(game, options) && { seatsChange: true as const }),
    };
  }

  async createTable(req: CreateTableRequest): Promise<TableInfo> {
    this.refuseWhileClosing();
    const game = this.game(req.game);
    const options = this.parseOptions(game, req.options);
    const seats = peopleCount(game, options);
    const bots = req.bots ?? [];
    if (bots.length > seats) {
      const what = seatsChange(game, options) ? 'players' : 'seats';
      throw new Refusal('bad-seat', `bots: ${game.id} has ${seats} ${what} here`);
    }
    for (const level of bots) if (level) this.checkLevel(game.id, level);
    if (this.tables.size >= this.cfg.maxTables) {
      throw new Refusal('too-many-tables', `the server holds ${this.cfg.maxTables} tables; try again later`);
    }
    const id = newTableId();
    this.creating.add(id);
    let table: Table;
    try {
      table = await Table.create(this.store, {
        id,
        game,
        options,
        seed: (this.cfg.seeds ?? newSeed)(),
        bots,
        settings: withDefaultSettings(req.settings),
      });
      this.tables.set(table.id, table);
    } finally {
      this.creating.delete(id);
    }
    this.touched.set(table.id, Date.now());
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
    return this.info(await this.table(id));
  }

  /**
   * The record of a finished match (default: the last one); never of a match being played
   * (its decks are hidden cards) unless `unfinished` is set, for tests and tools on the server.
   */
  async record(id: string, match?: number, unfinished = false): Promise<GameRecord> {
    const table = await this.table(id);
    const m = match ?? (unfinished ? table.match : await this.store.lastFinishedMatch(id));
    if (m === undefined) throw new Refusal('not-over', `no match at table ${id} has finished yet`);
    const stored = await this.store.match(id, m);
    if (!stored) throw new Refusal('no-table', `table ${id} has no match ${m}`);
    if (!stored.finished && !unfinished) {
      throw new Refusal('not-over', `match ${m} at table ${id} is still being played`);
    }
    return Table.record(table.game, table.options, stored);
  }

  /**
   * A finished match step by step for the client's replay viewer: the public view before the
   * first action and after each one, with every hand shown (nothing is secret any more).
   */
  async replay(id: string, match?: number): Promise<{ record: GameRecord; steps: ReplayStep[] }> {
    const record = await this.record(id, match);
    const table = await this.table(id);
    const log = {
      firstDealer: record.firstDealer ?? 0,
      decks: record.decks,
      actions: record.actions,
      closed: record.closed === true,
    };
    return { record, steps: matchSteps(table.game, table.options, log) };
  }

  /**
   * The finished deals of a match (default: the current one), also while it is being played:
   * each with its row in the match result. The deal being played is not among them.
   */
  async deals(id: string, match?: number): Promise<{ match: number; over: boolean; deals: FinishedDeal[] }> {
    const { table, m, stored } = await this.storedMatch(id, match);
    const spans = dealSpans(table.game, table.options, stored).filter((d) => d.finished);
    return {
      match: m,
      over: stored.finished,
      deals: spans.map(({ deal, result, from, to }) => ({ deal, result, actions: to - from })),
    };
  }

  /**
   * One finished deal step by step, every hand shown, with its deck and actions; refused for the
   * deal being played and for deals not dealt yet, so that no hidden card of the current deal
   * ever leaves the server.
   */
  async deal(id: string, deal: number, match?: number): Promise<DealReplay> {
    const { table, m, stored } = await this.storedMatch(id, match);
    const spans = dealSpans(table.game, table.options, stored);
    const span = spans[deal];
    if (!span) {
      throw new Refusal('not-over', `deal ${deal} of match ${m} at table ${id} has not been dealt`);
    }
    if (!span.finished) {
      throw new Refusal('not-over', `deal ${deal} of match ${m} at table ${id} is still being played`);
    }
    return {
      match: m,
      deal,
      result: span.result,
      deck: stored.decks[deal],
      actions: stored.actions.slice(span.from, span.to),
      steps: dealSteps(table.game, table.options, stored, deal),
      // The deals up to this one, all finished: a reviewer replays the deal in its match.
      prefix: {
        firstDealer: stored.firstDealer,
        decks: stored.decks.slice(0, deal + 1),
        actions: stored.actions.slice(0, span.to),
      },
    };
  }

  private async storedMatch(id: string, match: number | undefined) {
    const table = await this.table(id);
    const m = match ?? table.match;
    const stored = await this.store.match(id, m);
    if (!stored) throw new Refusal('no-table', `table ${id} has no match ${m}`);
    return { table, m, stored };
  }

  // ---- tables in memory ----

  private async table(id: string): Promise<Table> {
    const t = this.tables.get(id) ?? (await this.load(id));
    if (!t) throw new Refusal('no-table', `no table "${id}"`);
    this.touched.set(id, Date.now());
    return t;
  }

  /**
   * Drops tables from memory that nobody follows, where no bot is moving and nothing happened
   * for `idleMs` (`emptyIdleMs` for a table nobody has joined). They stay in the store: a
   * token's `hello`, a join by link or a record request brings them back, and unfinished ones
   * that someone sits at are restored at the next start anyway.
   */
  evictIdle(now = Date.now()): number {
    let evicted = 0;
    for (const [id, table] of [...this.tables]) {
      if (this.hub.hasFollowers(id) || this.bots.isBusy(id) || table.busy) continue;
      const idleMs = unjoined(table) ? this.cfg.emptyIdleMs : this.cfg.idleMs;
      if (now - (this.touched.get(id) ?? 0) < idleMs) continue;
      this.drop(id);
      evicted++;
    }
    return evicted;
  }

  /** Forgets a table in memory (it stays stored): idle, or another process of a cluster owns it now. */
  drop(id: string): void {
    this.bots.cancel(id);
    this.hints.forget(id);
    this.turns.forget(id);
    this.hub.presence.forget(id);
    this.tables.delete(id);
    this.touched.delete(id);
  }

  /**
   * Whether the table is in memory or on its way there (being created, or read from the store).
   * A cluster process gives back the lease of a table it does not hold; counting only `tables`
   * gave back the lease that a new table's first write had just taken, or that a take-over had
   * just won, whenever the lease tick fell between the store's answer and `tables.set`.
   */
  holds(id: string): boolean {
    return this.tables.has(id) || this.creating.has(id) || this.loading.has(id);
  }

  /** Loads a table from its log (a cluster process took it over); its bots move on from there. */
  async adopt(id: string): Promise<boolean> {
    return this.tables.has(id) || (await this.load(id)) !== undefined;
  }

  /** Brings a table from the store into memory (at start, or when someone asks for a finished one). */
  private load(id: string): Promise<Table | undefined> {
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.loadNow(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async loadNow(id: string): Promise<Table | undefined> {
    const stored = await this.store.loadTable(id);
    if (!stored) return undefined;
    const game = this.gamesById.get(stored.table.game);
    if (!game) {
      this.log.error({ table: id, game: stored.table.game }, 'cannot restore table: game not available');
      return undefined;
    }
    const r = Table.restore(this.store, stored, game);
    if (!r.ok) {
      this.log.error({ table: id, err: r.error }, 'cannot restore table');
      return undefined;
    }
    // In a cluster, a table another process owns is read here (HTTP) but never kept or moved.
    if (this.cfg.owns && !this.cfg.owns(id)) return r.value;
    this.tables.set(id, r.value);
    this.touched.set(id, Date.now());
    this.turns.update(r.value);
    // A table left out at start (nobody had joined it) may have a bot to move once opened.
    this.bots.poke(r.value);
    return r.value;
  }

  // ---- messages (WebSocket) ----

  /**
   * Handles one valid client message; returns the direct reply (later, for a message that
   * thinks: `hint`). Refusals come back as `error`.
   */
  handle(client: Client, m: ClientMessage): Reply | Promise<Reply> {
    try {
      if (m.type !== 'ping' && m.type !== 'unspectate') this.refuseWhileClosing();
      const r = this.dispatch(client, m);
      return r instanceof Promise ? r.catch((e) => this.failed(e, m.type)) : r;
    } catch (e) {
      return this.failed(e, m.type);
    }
  }

  private failed(e: unknown, type: ClientMessage['type']): Reply {
    if (e instanceof Refusal) return errorReply(e);
    this.log.error({ err: (e as Error).stack ?? String(e), type }, 'message failed');
    return { type: 'error', code: 'server-error', message: 'the server failed to handle this message' };
  }

  private dispatch(client: Client, m: ClientMessage): Reply | Promise<Reply> {
    switch (m.type) {
      case 'ping':
        return { type: 'pong' };
      case 'hello':
        return this.hello(client, m.tokens ?? []);
      case 'join':
        return this.join(client, m.tableId, m.name, m.seat);
      case 'leave':
        return this.leave(m.tableId, m.token, m.bot);
      case 'takeBack':
        return this.takeBack(client, m.tableId, m.token);
      case 'sitBot':
        return this.sitBot(m.tableId, m.token, m.seat, m.level);
      case 'spectate':
        return this.spectate(client, m.tableId);
      case 'unspectate':
        this.hub.detach(client, m.tableId, null);
        return { type: 'ok' };
      case 'act':
        return this.act(m.tableId, m.token, m.version, m.action, m.seat);
      case 'rematch':
        return this.rematch(m.tableId, m.token);
      case 'proposeClose':
        return this.proposeClose(m.tableId, m.token);
      case 'answerClose':
        return this.answerClose(m.tableId, m.token, m.agree);
      case 'hint':
        return this.hint(m.tableId, m.token, m.seat);
      case 'undo':
        return this.undo(m.tableId, m.token);
      case 'answerUndo':
        return this.answerUndo(m.tableId, m.token, m.agree);
      case 'chat':
        return this.postChat(client, m);
      case 'nudge':
        return this.nudge(m.tableId, m.token, m.seat);
    }
  }

  private async spectate(client: Client, tableId: string): Promise<Reply> {
    const t = await this.table(tableId);
    const history = await t.exclusive(() => {
      this.hub.attach(client, t.id, null);
      this.hub.sendState(client, t, null);
      return this.chat.history(t.id);
    });
    afterReply(() => client.send(history));
    return { type: 'ok' };
  }

  private async hint(tableId: string, token: string, seat: Seat | undefined): Promise<Reply> {
    const t = await this.table(tableId);
    return this.hints.ask(t, this.seatOfToken(t, token), seat);
  }

  private async hello(client: Client, tokens: string[]): Promise<Reply> {
    const seats: Array<{ tableId: string; seat: Seat; token: string }> = [];
    const unknownTokens: string[] = [];
    const attached: Array<{ table: Table; seat: Seat; wasAway: boolean }> = [];
    for (const token of tokens) {
      const hash = hashToken(token);
      const where = await this.store.tableOfToken(hash);
      const table = where && (this.tables.get(where.tableId) ?? (await this.load(where.tableId)));
      if (!where || !table || table.seats[where.seat]?.tokenHash !== hash) {
        unknownTokens.push(token);
        continue;
      }
      seats.push({ tableId: table.id, seat: where.seat, token });
      attached.push({ table, seat: where.seat, wasAway: this.hub.attach(client, table.id, where.seat) });
    }
    const histories = await Promise.all(
      [...new Set(attached.map((a) => a.table.id))].map((id) => this.chat.history(id)),
    );
    // The reply goes first so that the client knows its seats before their states arrive.
    afterReply(() => {
      for (const a of attached) {
        if (a.wasAway) this.presenceChanged(a.table);
        else this.hub.sendState(client, a.table, a.seat);
      }
      for (const text of histories) client.send(text);
    });
    return { type: 'welcome', protocol: PROTOCOL_VERSION, seats, unknownTokens };
  }

  private async join(client: Client, tableId: string, name: string, wanted?: Seat): Promise<Reply> {
    const t = await this.table(tableId);
    const token = newToken();
    // In the table's line (where chat entries are stored too): no entry falls between the
    // history and the pushes that follow.
    const { seat, history } = await t.exclusive(async () => {
      let seat = wanted;
      if (seat === undefined) {
        seat = t.seats.findIndex((s) => s.kind === 'free');
        if (seat < 0) throw new Refusal('no-free-seat', `table ${t.id} has no free seat`);
      } else {
        this.checkPlace(t, seat);
        if (t.seats[seat].kind !== 'free') throw new Refusal('seat-taken', `seat ${seat} is taken`);
      }
      await t.setSeat(seat, { kind: 'human', name, tokenHash: hashToken(token) });
      this.hub.attach(client, t.id, seat);
      return { seat, history: await this.chat.history(t.id) };
    });
    this.log.info({ table: t.id, seat }, 'seat joined');
    this.changedLater(t, () => client.send(history));
    return { type: 'joined', tableId: t.id, seat, token, name };
  }

  private async leave(tableId: string, token: string, bot?: string): Promise<Reply> {
    const t = await this.table(tableId);
    await t.exclusive(async () => {
      const seat = this.seatOfToken(t, token);
      const holder = t.seats[seat];
      if (bot) {
        this.checkLevel(t.game.id, bot);
        // The person stays the seat's owner (name and token); the bot plays until they take it back.
        await t.setSeat(seat, { ...holder, standIn: true, level: bot });
      } else {
        await t.setSeat(seat, { kind: 'free' });
        this.hub.detachSeat(t.id, seat);
      }
    });
    this.changedLater(t);
    return { type: 'ok' };
  }

  private async takeBack(client: Client, tableId: string, token: string): Promise<Reply> {
    const t = await this.table(tableId);
    const history = await t.exclusive(async () => {
      const seat = this.seatOfToken(t, token);
      const holder = t.seats[seat];
      if (holder.standIn)
        await t.setSeat(seat, { kind: 'human', name: holder.name, tokenHash: holder.tokenHash });
      this.hub.attach(client, t.id, seat);
      return this.chat.history(t.id);
    });
    this.changedLater(t, () => client.send(history));
    return { type: 'ok' };
  }

  private async sitBot(tableId: string, token: string, seat: Seat, level: string): Promise<Reply> {
    const t = await this.table(tableId);
    await t.exclusive(async () => {
      this.seatOfToken(t, token);
      this.checkPlace(t, seat);
      if (t.seats[seat].kind !== 'free') throw new Refusal('seat-taken', `seat ${seat} is taken`);
      this.checkLevel(t.game.id, level);
      await t.setSeat(seat, { kind: 'bot', level });
    });
    this.changedLater(t);
    return { type: 'ok' };
  }

  private act(
    tableId: string,
    token: string,
    version: number,
    action: Action,
    wanted?: Seat,
  ): Promise<Reply> {
    return this.atTable(tableId, async (t) => {
      const me = this.seatOfToken(t, token);
      if (t.seats[me].standIn) {
        throw new Refusal('not-your-turn', `${action}: a bot plays seat ${me} now; take the seat back first`);
      }
      // By default the seat the token's place looks from (its own seat, unless people change seats).
      const seat = wanted ?? t.viewSeat(me) ?? me;
      this.checkSeat(t, seat);
      const toAct = t.toAct().includes(seat);
      if (toAct && t.placeDeciding(seat) !== me) {
        const by = t.seatsChange ? `player ${t.placeDeciding(seat)}` : `seat ${t.controller(seat)}`;
        throw new Refusal('not-your-turn', `${action}: seat ${seat} is played by ${by} now`);
      }
      if (t.isStale(seat, version)) {
        throw new Refusal('stale-version', `${action}: version ${version} is stale (now ${t.version})`, {
          version: t.version,
        });
      }
      if (t.isOver()) throw new Refusal('not-your-turn', `${action}: the match is over`);
      if (!toAct) throw new Refusal('not-your-turn', `${action}: seat ${seat} is not to act`);
      const real = t.resolveAction(seat, action);
      if (!real.ok) throw illegalAction(real.error);
      const r = await t.act(seat, real.value);
      if (!r.ok) throw illegalAction(r.error);
      return { type: 'ok', version: t.version };
    });
  }

  private rematch(tableId: string, token: string): Promise<Reply> {
    return this.atTable(tableId, async (t) => {
      this.seatOfToken(t, token);
      if (!t.isOver()) throw new Refusal('not-over', `the match at table ${t.id} is not over yet`);
      await t.startMatch();
      this.log.info({ table: t.id, match: t.match }, 'rematch');
      return { type: 'ok', version: t.version };
    });
  }

  /**
   * A person proposes to end the match now (or agrees to the open proposal). Everyone else
   * playing must agree (`answerClose`); bots agree by themselves, so one person alone at a
   * table with bots closes it at once.
   */
  private proposeClose(tableId: string, token: string): Promise<Reply> {
    return this.atTable(tableId, async (t) => {
      const seat = this.seatOfToken(t, token);
      if (t.isOver()) throw new Refusal('cannot-close', `the match at table ${t.id} is over already`);
      if (!t.canClose()) throw new Refusal('cannot-close', `a ${t.game.id} match cannot be closed early`);
      t.proposeClose(seat);
      await this.settleClosing(t);
      return { type: 'ok', version: t.version };
    });
  }

  private answerClose(tableId: string, token: string, agree: boolean): Promise<Reply> {
    return this.atTable(tableId, async (t) => {
      const seat = this.seatOfToken(t, token);
      if (!t.answerClose(seat, agree)) {
        throw new Refusal('no-proposal', `nobody proposes to close table ${t.id} now`);
      }
      if (!agree) this.log.info({ table: t.id, seat }, 'closing declined');
      await this.settleClosing(t);
      return { type: 'ok', version: t.version };
    });
  }

  /** A chat entry (./chat.ts): from the token's place, or without one from this connection as a spectator. */
  private async postChat(client: Client, m: ChatRequest): Promise<Reply> {
    const t = await this.table(m.tableId);
    // In the table's line, so that entries reach everyone in the order of their numbers.
    return t.exclusive(async () => {
      const writer = m.token !== undefined ? { seat: this.seatOfToken(t, m.token) } : { spectator: client };
      const refused = await this.chat.post(t, writer, m);
      if (refused) throw new Refusal(refused.code, refused.message);
      return { type: 'ok' };
    });
  }

  /** Closes the table if everyone has agreed by now; the proposal may also end with the match. */
  private async settleClosing(t: Table): Promise<void> {
    if (await t.settleClosing()) this.log.info({ table: t.id, match: t.match }, 'table closed');
  }

  /**
   * A person asks to take back their last action (./undo.ts). Bots stop thinking at the table
   * meanwhile; alone with bots it is taken back at once, else everyone else must agree.
   */
  private undo(tableId: string, token: string): Promise<Reply> {
    return this.atTable(tableId, async (t) => {
      const place = this.seatOfToken(t, token);
      if (!t.settings.undo) throw new Refusal('undo-off', `undo is turned off at table ${t.id}`);
      const why = t.undoRefusal(place);
      if (why) {
        throw new Refusal('cannot-undo', `cannot take back the last action now: ${UNDO_REFUSAL_TEXT[why]}`, {
          rule: why,
        });
      }
      this.bots.cancel(t.id);
      t.askUndo(place);
      await this.settleUndo(t);
      return { type: 'ok', version: t.version };
    });
  }

  private answerUndo(tableId: string, token: string, agree: boolean): Promise<Reply> {
    return this.atTable(tableId, async (t) => {
      const place = this.seatOfToken(t, token);
      if (!t.answerUndo(place, agree)) {
        throw new Refusal('no-proposal', `nobody asks to take back an action at table ${t.id} now`);
      }
      await this.settleUndo(t);
      return { type: 'ok', version: t.version };
    });
  }

  private async settleUndo(t: Table): Promise<void> {
    const done = await t.settleUndo();
    if (done) this.log.info({ table: t.id, place: done.by, actions: done.count }, 'actions taken back');
  }

  /**
   * A person nudges the person at `target`, who has been to act for at least `NUDGE_AFTER_MS`:
   * `nudged` goes to that person's connections only, at most once every `NUDGE_EVERY_MS`.
   */
  private async nudge(tableId: string, token: string, target: number): Promise<Reply> {
    const t = await this.table(tableId);
    const me = this.seatOfToken(t, token);
    this.checkPlace(t, target);
    const holder = t.seats[target];
    if (target === me) throw new Refusal('cannot-nudge', 'you cannot nudge yourself');
    if (holder.kind !== 'human' || holder.standIn) {
      throw new Refusal('cannot-nudge', `nobody to nudge at ${t.seatsChange ? 'player' : 'seat'} ${target}`);
    }
    const waited = this.turns.waitedMs(t, target);
    if (waited === undefined) throw new Refusal('cannot-nudge', `${holder.name} is not to act`);
    if (waited < NUDGE_AFTER_MS) {
      throw new Refusal(
        'cannot-nudge',
        `${holder.name} has been to act for ${Math.floor(waited / 1000)} s; nudge after ${NUDGE_AFTER_MS / 1000} s`,
      );
    }
    const r = this.hub.presence.nudge(t.id, target);
    if (!r.ok) {
      throw new Refusal(
        'rate-limited',
        `${holder.name} was nudged just now; again in ${Math.ceil(r.waitMs / 1000)} s`,
      );
    }
    afterReply(() =>
      this.hub.sendToPlace(t.id, target, { type: 'nudged', tableId: t.id, seat: target, by: me }),
    );
    return { type: 'ok' };
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
      return;
    }
    await this.changed(table);
  }

  /** A closed connection: its seats become away. */
  disconnect(client: Client): void {
    for (const id of this.hub.drop(client)) {
      const t = this.tables.get(id);
      if (t) this.presenceChanged(t);
    }
  }

  /** Someone came or went: the turn timer may start or stop, and everyone sees who is here. */
  private presenceChanged(t: Table): void {
    this.turns.update(t);
    this.hub.broadcast(t);
  }

  // ---- helpers ----

  /** Runs `change` at table `id` as its only writer, then lets everyone see the result. */
  private async atTable(id: string, change: (t: Table) => Promise<Reply>): Promise<Reply> {
    const t = await this.table(id);
    const reply = await t.exclusive(() => change(t));
    this.changedLater(t);
    return reply;
  }

  /**
   * Broadcasts and lets bots move, after the direct reply has been sent, then runs `then` (a
   * chat history for a newcomer). In the table's line: until it has run the table is not quiet.
   */
  private changedLater(t: Table, then: () => void = () => undefined): void {
    void this.changed(t, then);
  }

  private async changed(t: Table, afterReplyThen?: () => void): Promise<void> {
    try {
      await t.exclusive(async () => {
        if (afterReplyThen) await new Promise<void>((resolve) => afterReply(resolve));
        // Seats change too (someone leaves, a bot takes over): that may complete a proposal to close.
        await this.settleClosing(t);
        await this.settleUndo(t);
        this.touched.set(t.id, Date.now());
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

  /** True when nothing is being written, broadcast or thought out at the table (for tests). */
  isQuiet(tableId: string): boolean {
    const t = this.tables.get(tableId);
    return !t?.busy && !this.bots.isBusy(tableId);
  }

  private seatOfToken(t: Table, token: string): Seat {
    const hash = hashToken(token);
    const seat = t.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === hash);
    if (seat < 0) throw new Refusal('bad-token', `this token holds no seat at table ${t.id}`);
    return seat;
  }

  private checkSeat(t: Table, seat: Seat): void {
    if (seat >= t.seatCount)
      throw new Refusal('bad-seat', `seat ${seat} does not exist (0..${t.seatCount - 1})`);
  }

  /** A place to join or put a bot on: a seat, or a player where people change seats. */
  private checkPlace(t: Table, place: number): void {
    if (place >= t.placeCount) {
      const what = t.seatsChange ? 'player' : 'seat';
      throw new Refusal('bad-seat', `${what} ${place} does not exist (0..${t.placeCount - 1})`);
    }
  }

  private checkLevel(game: GameId, level: string): void {
    if (!getBot(game, level)) {
      throw new Refusal('bad-level', `no bot "${level}" for ${game} (levels: ${botLevels(game).join(', ')})`);
    }
  }

  private refuseWhileClosing(): void {
    if (this.closing) throw new Refusal('shutting-down', 'the server is shutting down');
  }
}

/** The engine's refusal as the client gets it: its code in `rule`, with its parameters. */
const illegalAction = (e: IllegalAction): Refusal =>
  new Refusal('illegal-action', e.message, { rule: e.code, params: e.params });

/**
 * The bot that plays an action for a person whose time ran out: the game's `basic`, else its
 * first level (as the web client's stand-in when someone leaves with a bot).
 */
function standInLevel(game: GameId): string {
  const levels = botLevels(game);
  return levels.includes('basic') ? 'basic' : levels[0];
}

/** A table waiting for people that nobody has joined: a seat free and no person seated. */
function unjoined(t: Table): boolean {
  return t.seats.some((s) => s.kind === 'free') && !t.seats.some((s) => s.kind === 'human');
}

function errorReply(e: Refusal): Reply {
  const code = e.code === 'no-game' ? 'bad-message' : e.code === 'too-many-tables' ? 'server-error' : e.code;
  return { type: 'error', code, message: e.message, ...e.extra };
}
