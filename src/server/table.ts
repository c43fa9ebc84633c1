import { parseCardList } from '../cards/card.js';
import { err, ok, type Result } from '../cards/result.js';
import { canonicalAction } from '../engine/canonicalAction.js';
import type { Action, AnyGame, BaseView, IllegalAction, Seat } from '../engine/game.js';
import { HIDDEN_LABEL_PREFIX, maskHiddenActions } from '../engine/hiddenActions.js';
import { Match } from '../engine/match.js';
import { peopleCount, seatingNow, seatsChange, viewSeatOf } from '../engine/people.js';
import { buildRecord, deckToStrings, type GameRecord } from '../engine/record.js';
import { refusal } from '../engine/refusal.js';
import {
  DEFAULT_TABLE_SETTINGS,
  type LegalFor,
  parseStoredSettings,
  type SeatInfo,
  type TableInfo,
  type TableSettings,
  type TableStatus,
  type UndoRefusal,
} from '../protocol/index.js';
import { Agreement } from './agreement.js';
import { CloseProposal } from './closing.js';
import { tableDecks, tableFirstDealer } from './decks.js';
import { SerialQueue } from './serial.js';
import type {
  LoadedTable,
  MatchEnd,
  NewEvent,
  StoredEvent,
  StoredMatch,
  StoredSeat,
  TableStore,
} from './store.js';
import { TableUndo } from './undo.js';

/** Who sits in a seat. A human with `standIn` has left a bot (`level`) in their place. */
export interface SeatRecord {
  kind: 'free' | 'human' | 'bot';
  name?: string;
  tokenHash?: string;
  level?: string;
  standIn?: boolean;
}

/**
 * One table: the game state of its current match, its places and its version. A place is what
 * a person (or a bot) takes and a token holds: a seat, or — where the game moves people between
 * seats each deal (`Game.people`: bondebridge's rotatingPartners, threePlayers) — a person,
 * who plays the seats `Game.seating` gives them in the current deal. Every change
 * goes through `persist` first — the log in the store is the truth, memory a cache of it — so
 * nothing is visible to anyone before it is committed. Memory changes only after the awaited
 * write, in one synchronous step, so a reader always sees a committed state; writers run one
 * at a time (`exclusive`), so what a change was checked against is still the state it commits on.
 */
export class Table {
  match = -1;
  /** The current match: its state, decks and actions (a value: replaced, never changed). */
  private current!: Match;
  /** The number of events in the table's log: deals, actions and match starts. */
  version = 0;
  /** Per seat: the JSON of its legal actions, and the version at which it last changed. */
  private legalJson: string[];
  private legalChangedAt: number[];
  /** Per seat: the version at which its current turn began (its legal actions changed, or it acted). */
  private turnStartedAt: number[];
  /** Per seat: its legal actions now (kept from the last change, for the broadcasts). */
  private legalNow: string[][];

  private constructor(
    private readonly store: TableStore,
    readonly id: string,
    readonly game: AnyGame,
    readonly options: unknown,
    private readonly seed: string,
    readonly createdAt: string,
    /** By place: seats, or people where people change seats (then `seating` says who sits where). */
    readonly seats: SeatRecord[],
    /** How the people here play together (chosen at creation; never part of the record). */
    readonly settings: TableSettings,
  ) {
    this.seatCount = game.seatCount(options);
    this.undo = new TableUndo(game);
    this.seatsChange = seatsChange(game, options);
    this.legalJson = Array.from({ length: this.seatCount }, () => '[]');
    this.legalChangedAt = Array.from({ length: this.seatCount }, () => 0);
    this.turnStartedAt = Array.from({ length: this.seatCount }, () => 0);
    this.legalNow = Array.from({ length: this.seatCount }, () => []);
  }

  /** The game's seats (places may be fewer: three people at four seats). */
  readonly seatCount: number;
  /** True when places are people who change seats between deals. */
  readonly seatsChange: boolean;

  /** The game state of the current match. */
  get state(): unknown {
    return this.current.state;
  }

  get placeCount(): number {
    return this.seats.length;
  }

  /** The place (person) in each seat for the current deal, or the next while dealing. */
  seating(): number[] {
    return seatingNow(this.game, this.options, this.state);
  }

  /** The place whose holder decides for `seat` now (bridge: declarer's for dummy). */
  placeDeciding(seat: Seat): number {
    const controller = this.controller(seat);
    return this.seatsChange ? this.seating()[controller] : controller;
  }

  /** The seat whose view a place gets now: its own seat, or the deciding one of those its person holds. */
  viewSeat(place: number): Seat | null {
    if (!this.seatsChange) return place;
    return viewSeatOf(this.game, this.state, this.seating(), place);
  }

  /** The table's changes, one at a time: every write (and what it checks first) runs in here. */
  private readonly queue = new SerialQueue();

  exclusive<T>(task: () => T | Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

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
    },
  ): Promise<Table> {
    const places = peopleCount(init.game, init.options);
    const seats: SeatRecord[] = Array.from({ length: places }, (_, i) =>
      init.bots[i] ? { kind: 'bot', level: init.bots[i] as string } : { kind: 'free' },
    );
    const createdAt = new Date().toISOString();
    const settings = init.settings ?? { ...DEFAULT_TABLE_SETTINGS };
    const table = new Table(store, init.id, init.game, init.options, init.seed, createdAt, seats, settings);
    await store.createTable(
      {
        id: init.id,
        game: init.game.id,
        options: JSON.stringify(init.game.minimizeOptions(init.options)),
        seed: init.seed,
        createdAt,
        settings: JSON.stringify(settings),
      },
      seats.map((s, i) => toStoredSeat(i, s)),
    );
    await table.startMatch();
    return table;
  }

  /** Rebuilds a table by replaying its log through the engine. */
  static restore(store: TableStore, stored: LoadedTable, game: AnyGame): Result<Table, string> {
    const options = game.parseOptions(JSON.parse(stored.table.options));
    if (!options.ok) return err(`options: ${options.error.message}`);
    const places = peopleCount(game, options.value);
    const seats: SeatRecord[] = Array.from({ length: places }, () => ({ kind: 'free' }));
    for (const s of stored.seats) if (s.seat < places) seats[s.seat] = fromStoredSeat(s);
    const t = stored.table;
    const settings = parseStoredSettings(t.settings);
    const table = new Table(store, t.id, game, options.value, t.seed, t.createdAt, seats, settings);
    for (const e of stored.events) {
      if (e.seq !== table.version + 1) return err(`log gap before event ${e.seq}`);
      const r = table.replayEvent(e);
      table.views.clear();
      if (!r.ok) return err(`event ${e.seq} (${e.kind} ${e.data}): ${r.error}`);
      table.version = e.seq;
    }
    if (table.match < 0) return err('the log holds no match');
    table.refreshLegal();
    return ok(table);
  }

  private replayEvent(e: StoredEvent): Result<void, string> {
    this.undo.eventStored();
    if (e.kind === 'match') {
      this.match = e.match;
      this.current = Match.start(this.game, this.options, Number(e.data));
      this.undo.history.reset();
      return ok(undefined);
    }
    if (this.match < 0) return err('the log does not start with a match');
    if (e.kind === 'undo') {
      const target = this.undo.history.target(Number(e.data));
      if (!target.ok) return target;
      this.undo.history.drop(Number(e.data));
      this.current = target.value;
      this.undo.undoneBy = e.seat;
      return ok(undefined);
    }
    if (e.kind === 'close') {
      const r = this.current.close();
      if (!r.ok) return err(r.error);
      this.current = r.value;
      return ok(undefined);
    }
    if (e.kind === 'deck') {
      const cards = parseCardList(e.data.split(','));
      if (!cards.ok) return err(cards.error);
      const r = this.current.deal(cards.value);
      if (!r.ok) return err(r.error);
      this.current = r.value;
      this.undo.history.reset();
      return ok(undefined);
    }
    const r = this.current.actStored(e.seat as Seat, e.data);
    if (!r.ok) return err(r.error.message);
    this.recordStep(r.value, e.seat as Seat, e.data);
    this.current = r.value;
    return ok(undefined);
  }

  /** Starts the table's next match (its first, or a rematch) with a randomly drawn first dealer. */
  async startMatch(): Promise<void> {
    const match = this.match + 1;
    const firstDealer = tableFirstDealer(this.seed, match, this.seatCount);
    const next = this.dealIfNeeded(Match.start(this.game, this.options, firstDealer), match);
    const events: NewEvent[] = [
      { match, kind: 'match', seat: null, data: String(firstDealer) },
      ...deckEvents(next, match, 0),
    ];
    await this.persist(events);
    this.match = match;
    this.undo.history.reset();
    this.commit(next, events.length);
  }

  /**
   * Applies an action of `seat` (checked by the engine and stored in its canonical notation,
   * whatever spelling was sent), deals any decks the match then needs, stores it all and only
   * then makes it the table's state.
   */
  async act(seat: Seat, sent: Action): Promise<Result<void, IllegalAction>> {
    const action = canonicalAction(this.game, this.state, seat, sent, this.legalNow[seat]);
    if (!action.ok) return action;
    const acted = this.current.act(seat, action.value);
    if (!acted.ok) return acted;
    const next = this.dealIfNeeded(acted.value, this.match);
    const events: NewEvent[] = [
      { match: this.match, kind: 'action', seat, data: action.value },
      ...deckEvents(next, this.match, this.current.deckCount),
    ];
    const finished = next.isOver ? { match: this.match, players: this.playerNames() } : undefined;
    await this.persist(events, finished);
    this.recordStep(acted.value, seat, action.value);
    if (events.length > 1) this.undo.history.reset();
    this.commit(next, events.length);
    // Acting again with the same choices (a thrown-in deal's first bid) is a new turn too.
    this.turnStartedAt[seat] = this.version;
    return ok(undefined);
  }

  /** Deals the decks `match` needs now from the table's secret seed (not yet stored, not yet the table's). */
  private dealIfNeeded(next: Match, match: number): Match {
    const dealt = next.dealIfNeeded(tableDecks(this.seed, match, this.game.pack(this.options)));
    if (!dealt.ok)
      throw new Error(`${this.game.id}: dealing deck ${dealt.error.deck} failed: ${dealt.error.message}`);
    return dealt.value;
  }

  private persist(events: NewEvent[], finished?: MatchEnd): Promise<void> {
    return this.store.append(this.id, this.version + 1, events, finished);
  }

  private commit(next: Match, eventCount: number): void {
    this.current = next;
    this.closeDeclinedBy = null;
    this.undo.eventStored();
    if (next.isOver) this.closing = null;
    this.views.clear();
    this.version += eventCount;
    this.refreshLegal();
  }

  private refreshLegal(): void {
    for (let s = 0; s < this.seatCount; s++) {
      const legal = this.game.legalActions(this.state, s);
      this.legalNow[s] = legal;
      const json = JSON.stringify(legal);
      if (json !== this.legalJson[s]) {
        this.legalJson[s] = json;
        this.legalChangedAt[s] = this.version;
        this.turnStartedAt[s] = this.version;
      }
    }
  }

  /** The version at which `seat`'s current turn began: a new value is a new turn (for the turn timer). */
  turnSince(seat: Seat): number {
    return this.turnStartedAt[seat];
  }

  /** An action for `seat` decided at `version` is stale once that seat's legal actions changed since. */
  isStale(seat: Seat, version: number): boolean {
    return version > this.version || version < this.legalChangedAt[seat];
  }

  isOver(): boolean {
    return this.game.isOver(this.state);
  }

  toAct(): Seat[] {
    return this.isOver() ? [] : this.game.toAct(this.state);
  }

  /** The seat that decides for `seat` now (bridge: declarer for dummy). */
  controller(seat: Seat): Seat {
    return this.game.controller(this.state, seat);
  }

  /** The bot level that decides for `seat` now, if a bot does. */
  botFor(seat: Seat): string | undefined {
    const holder = this.seats[this.placeDeciding(seat)];
    if (holder.kind === 'bot') return holder.level;
    if (holder.kind === 'human' && holder.standIn) return holder.level;
    return undefined;
  }

  /**
   * The actions a human at place `viewer` may take now, for every seat they decide for, as the
   * viewer may see them: an action the game marks hidden (selbu's card on the forehead) is
   * offered as `hidden:n` (see `maskHiddenActions`).
   */
  legalFor(viewer: number): LegalFor[] {
    const holder = this.seats[viewer];
    if (holder.kind !== 'human' || holder.standIn) return [];
    const out: LegalFor[] = [];
    for (const seat of this.toAct()) {
      if (this.placeDeciding(seat) !== viewer) continue;
      const actions = this.legalNow[seat];
      if (!actions.length) continue;
      out.push({ seat, actions: maskHiddenActions(this.game, this.state, seat, actions).shown });
    }
    return out;
  }

  /**
   * The canonical action behind what `seat`'s controller sent (`s8` → `S8`, a `hidden:n` label
   * → the card it stands for), or why it is refused. While `seat` has actions its controller may
   * not see, every refusal is the same `hidden-card` one, naming the hidden card in any spelling
   * included: the engine's reasons (not held, must follow suit) would tell which card it is.
   */
  resolveAction(seat: Seat, sent: Action): Result<Action, IllegalAction> {
    const legal = this.legalNow[seat];
    const masked = maskHiddenActions(this.game, this.state, seat, legal);
    const label = sent.trim().toLowerCase();
    if (!masked.hidden.size) {
      if (!label.startsWith(HIDDEN_LABEL_PREFIX))
        return canonicalAction(this.game, this.state, seat, sent, legal);
      return err(refusal('hidden-card', { action: sent, held: false }));
    }
    const real = masked.resolve(label);
    if (real !== undefined) return ok(real);
    const named = canonicalAction(this.game, this.state, seat, sent, legal);
    if (named.ok && !masked.hidden.has(named.value)) return named;
    return err(refusal('hidden-card', { action: sent, held: true }));
  }

  /** Views of the current state, made once per seat and version (broadcasts and checks share them). */
  private views = new Map<Seat | null, BaseView>();

  /** What place `place` sees now (null: a spectator): the view of the seat it looks from. */
  viewOfPlace(place: number | null): BaseView {
    return this.view(place === null ? null : this.viewSeat(place));
  }

  /** The engine's view for `seat` (null: a spectator). Shared: callers must not change it. */
  view(seat: Seat | null): BaseView {
    const cached = this.views.get(seat);
    if (cached) return cached;
    const v: BaseView = this.game.view(this.state, seat);
    this.views.set(seat, v);
    return v;
  }

  status(): TableStatus {
    if (this.isOver()) return 'over';
    return this.seats.some((s) => s.kind === 'free') ? 'waiting' : 'playing';
  }

  info(isAway: (place: number) => boolean): TableInfo {
    const seats = this.seats.map((s, seat) => seatInfo(seat, s, isAway(seat)));
    return {
      id: this.id,
      game: this.game.id,
      options: this.optionsForClient(),
      seats,
      ...(this.seatsChange && { seating: this.seating() }),
      freeSeats: seats.filter((s) => s.kind === 'free').length,
      status: this.status(),
      match: this.match,
      version: this.version,
      createdAt: this.createdAt,
      ...(this.canClose() ? { closable: true as const } : {}),
      ...(this.closing ? { closing: this.closing.info(this.seats) } : {}),
      ...(this.closeDeclinedBy !== null ? { closeDeclinedBy: this.closeDeclinedBy } : {}),
      ...(this.current.closed ? { closed: true as const } : {}),
      settings: this.settings,
      ...this.undo.info(this.seats, this.settings.undo, this.isOver()),
    };
  }

  // ---- closing the table (./closing.ts) ----

  /** The open proposal to close the table; in memory only (a restart forgets it). */
  private closing: CloseProposal | null = null;
  private closeDeclinedBy: Seat | null = null;

  /** True when the match may be closed now: the game knows how, and it is not over. */
  canClose(): boolean {
    return this.current.canClose;
  }

  /** `seat` proposes closing the table, or agrees when a proposal is open. */
  proposeClose(seat: Seat): void {
    if (this.closing) this.closing.agree(seat);
    else this.closing = new CloseProposal(seat);
    this.closeDeclinedBy = null;
  }

  /** `seat` answers the open proposal; false when there is none. A decline withdraws it. */
  answerClose(seat: Seat, agree: boolean): boolean {
    if (!this.closing) return false;
    if (agree) this.closing.agree(seat);
    else {
      this.closing = null;
      this.closeDeclinedBy = seat;
    }
    return true;
  }

  /**
   * Closes the match once everyone who must agree has (checked after every change: a person
   * who leaves no longer needs to answer); the close is stored as one event with the end of
   * the match. True when it closed.
   */
  async settleClosing(): Promise<boolean> {
    const proposal = this.closing;
    if (!proposal || proposal.waiting(this.seats).length) return false;
    const closed = this.current.close();
    if (!closed.ok) {
      this.closing = null;
      return false;
    }
    const events: NewEvent[] = [
      { match: this.match, kind: 'close', seat: proposal.by, data: proposal.agreedText() },
    ];
    await this.persist(events, { match: this.match, players: this.playerNames() });
    this.commit(closed.value, events.length);
    return true;
  }

  // ---- taking back actions (./undo.ts) ----

  private readonly undo: TableUndo;

  /** Remembers the action `seat` just made from the current match, with who decided it, for undo. */
  private recordStep(after: Match, seat: Seat, action: Action): void {
    const place = this.placeDeciding(seat);
    const holder = this.seats[place];
    const byPerson = holder?.kind === 'human' && !holder.standIn;
    this.undo.history.record(this.current, after, seat, action, place, byPerson);
  }

  /** True while someone asks to take back an action and others must still answer. */
  get undoPending(): boolean {
    return this.undo.request !== null;
  }

  /** Why `place` may not take back its last action now (null: it may). */
  undoRefusal(place: number): UndoRefusal | null {
    const r = this.undo.check(place, this.seats, this.isOver());
    return r.ok ? null : r.error;
  }

  /** `place` asks to take back its last action (check `undoRefusal` first). */
  askUndo(place: number): void {
    this.undo.request = new Agreement(place);
    this.undo.declinedBy = null;
  }

  /** `place` answers the open request; false when there is none. A decline withdraws it. */
  answerUndo(place: number, agree: boolean): boolean {
    return this.undo.answer(place, agree);
  }

  /**
   * Takes the actions back once everyone who must agree has (checked after every change):
   * one `undo` event, then the match from before them is the table's. False when nothing
   * happened; a request the table no longer allows is dropped.
   */
  async settleUndo(): Promise<{ by: number; count: number } | null> {
    const request = this.undo.agreedRequest(this.seats);
    if (!request) return null;
    this.undo.request = null;
    const count = this.undo.check(request.by, this.seats, this.isOver());
    if (!count.ok) return null;
    const target = this.undo.history.target(count.value);
    if (!target.ok) return null;
    await this.persist([{ match: this.match, kind: 'undo', seat: request.by, data: String(count.value) }]);
    this.undo.history.drop(count.value);
    this.commit(target.value, 1);
    this.undo.undoneBy = request.by;
    return { by: request.by, count: count.value };
  }

  private optionsCache?: Record<string, unknown>;
  /** Every option with its value: the specs' defaults overlaid with what differs from them. */
  optionsForClient(): Record<string, unknown> {
    this.optionsCache ??= {
      ...Object.fromEntries(this.game.optionSpecs.map((s) => [s.name, s.default])),
      ...this.game.minimizeOptions(this.options),
    };
    return this.optionsCache;
  }

  async setSeat(seat: Seat, record: SeatRecord): Promise<void> {
    await this.store.saveSeat(this.id, toStoredSeat(seat, record));
    this.seats[seat] = record;
  }

  /** Names by place (seat, or person) for a record: people's names, `bot:<level>` for bots, empty for a free place. */
  playerNames(): string[] {
    return this.seats.map((s) =>
      s.kind === 'human' ? (s.name ?? '') : s.kind === 'bot' ? `bot:${s.level}` : '',
    );
  }

  /** The record of match `match` so far, as `stikk-record/1`. */
  static record(game: AnyGame, options: unknown, stored: StoredMatch): GameRecord {
    return buildRecord(game, options, stored);
  }
}

/** The log events of the decks `match` dealt from its `from`-th on. */
const deckEvents = (m: Match, match: number, from: number): NewEvent[] =>
  m.decks(from).map((deck) => ({ match, kind: 'deck', seat: null, data: deckToStrings(deck).join(',') }));

function seatInfo(seat: Seat, s: SeatRecord, away: boolean): SeatInfo {
  const info: SeatInfo = { seat, kind: s.kind };
  if (s.kind === 'human') info.name = s.name;
  if (s.level) info.level = s.level;
  if (s.kind === 'human' && s.standIn) info.standIn = true;
  if (s.kind === 'human' && !s.standIn && away) info.away = true;
  return info;
}

const toStoredSeat = (seat: Seat, s: SeatRecord): StoredSeat => ({
  seat,
  kind: s.kind,
  name: s.name ?? null,
  tokenHash: s.tokenHash ?? null,
  level: s.level ?? null,
  standIn: !!s.standIn,
});

function fromStoredSeat(s: StoredSeat): SeatRecord {
  const r: SeatRecord = { kind: s.kind };
  if (s.name !== null) r.name = s.name;
  if (s.tokenHash !== null) r.tokenHash = s.tokenHash;
  if (s.level !== null) r.level = s.level;
  if (s.standIn) r.standIn = true;
  return r;
}
