/**
 * A seated match: a table's places and who holds them, its current match, the decks it deals,
 * its version, the undo history, the open agreements (close, undo) — everything the rules of a
 * table decide, with no I/O. A place is what a person (or a bot) takes: a seat, or — where the
 * game moves people between seats each deal (`Game.people`: bondebridge's rotatingPartners,
 * threePlayers) — a person, who plays the seats `Game.seating` gives them in the current deal.
 *
 * Changes come in two steps: a `plan…` method checks and computes a `Change` (the log events
 * it adds and how the match ends, if it does) without touching the table; `commit` makes it
 * the table's. The server stores the events between the two (the log is the truth, memory a
 * cache of it), so nobody sees a change before it is committed; the terminal and simulation
 * commit at once.
 */
import { parseCardList } from '../cards/card.js';
import { err, ok, type Result } from '../cards/result.js';
import { canonicalAction } from '../engine/canonicalAction.js';
import type { Action, AnyGame, BaseView, IllegalAction, Seat } from '../engine/game.js';
import { maskHiddenActions } from '../engine/hiddenActions.js';
import { type DeckSource, Match } from '../engine/match.js';
import { defaultsOf } from '../engine/options.js';
import { seatingNow, seatsChange, viewSeatOf } from '../engine/people.js';
import type { LegalFor, TableInfo, TableSettings, TableStatus, UndoRefusal } from '../protocol/index.js';
import { isRated } from '../ratings/places.js';
import { Agreement, TableClosing } from './agreement.js';
import { deckEvents, type MatchEnd, type NewEvent, type StoredEvent } from './log.js';
import { type ResolvedAction, resolveSent } from './resolve.js';
import { botLevelOf, isPerson, placesOf, playerNames, type SeatRecord, seatInfo } from './seats.js';
import { SeatTurns } from './turns.js';
import { TableUndo } from './undo.js';

/** Where a table's matches get their decks and first dealers (the server: from its secret seed). */
export interface MatchDeals {
  decks(match: number): DeckSource;
  firstDealer(match: number): Seat;
}

export interface SeatedMatchInit {
  id: string;
  game: AnyGame;
  options: unknown;
  createdAt: string;
  /** By place: seats, or people where people change seats. */
  seats: SeatRecord[];
  settings: TableSettings;
  deals: MatchDeals;
}

/**
 * A change planned on the table: the log events it adds (in order, numbered from the table's
 * version + 1) and, when the match ends with it, who played. `commit` makes it the table's.
 */
export interface Change {
  readonly events: readonly NewEvent[];
  readonly finished?: MatchEnd;
  /** The table's version it was planned on: committing it on another is a bug. */
  readonly version: number;
  readonly apply: () => void;
}

export type { ResolvedAction } from './resolve.js';

export class SeatedMatch {
  readonly id: string;
  readonly game: AnyGame;
  readonly options: unknown;
  readonly createdAt: string;
  /** By place: seats, or people where people change seats (then `seating` says who sits where). */
  readonly seats: SeatRecord[];
  /** How the people here play together (chosen at creation; never part of the record). */
  readonly settings: TableSettings;
  /** The game's seats (places may be fewer: three people at four seats). */
  readonly seatCount: number;
  /** True when places are people who change seats between deals. */
  readonly seatsChange: boolean;
  private readonly deals: MatchDeals;

  match = -1;
  /** The number of events in the table's log: deals, actions and match starts. */
  version = 0;
  /** The current match: its state, decks and actions (a value: replaced, never changed). */
  private current!: Match;
  private dealStart = 0; // the current match's action count when its newest deck was dealt

  /** Every change of the match comes here: a new deck (or match: fewer actions) starts a deal. */
  private setCurrent(next: Match): void {
    const c = this.current;
    if (!c || next.deckCount !== c.deckCount || next.actionCount < this.dealStart)
      this.dealStart = next.actionCount;
    this.current = next;
  }

  /** Someone has acted in the deal being played (a person arriving at an offered seat waits for the next). */
  get dealBegun(): boolean {
    return !this.current.isOver && this.current.actionCount > this.dealStart;
  }
  /** Each seat's legal actions and turns. */
  private readonly turns: SeatTurns;
  private readonly undo: TableUndo;
  private readonly closing = new TableClosing();

  constructor(init: SeatedMatchInit) {
    this.id = init.id;
    this.game = init.game;
    this.options = init.options;
    this.createdAt = init.createdAt;
    this.seats = init.seats;
    this.settings = init.settings;
    this.deals = init.deals;
    this.seatCount = init.game.seatCount(init.options);
    this.seatsChange = seatsChange(init.game, init.options);
    this.undo = new TableUndo(init.game);
    this.turns = new SeatTurns(this.seatCount);
  }

  /** The game state of the current match. */
  get state(): unknown {
    return this.current.state;
  }

  /** The current match (a value). */
  get matchNow(): Match {
    return this.current;
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

  // ---- the log ----

  /** Replays stored events (a table read back from its log); the first one that does not fit ends it. */
  replayLog(events: readonly StoredEvent[]): Result<void, string> {
    for (const e of events) {
      if (e.seq !== this.version + 1) return err(`log gap before event ${e.seq}`);
      const r = this.replayEvent(e);
      this.views.clear();
      if (!r.ok) return err(`event ${e.seq} (${e.kind} ${e.data}): ${r.error}`);
      this.version = e.seq;
    }
    if (this.match < 0) return err('the log holds no match');
    this.turns.refresh(this.game, this.state, this.version);
    return ok(undefined);
  }

  private replayEvent(e: StoredEvent): Result<void, string> {
    this.undo.eventStored();
    if (e.kind === 'match') {
      this.match = e.match;
      this.setCurrent(Match.start(this.game, this.options, Number(e.data)));
      this.undo.history.reset();
      return ok(undefined);
    }
    if (this.match < 0) return err('the log does not start with a match');
    if (e.kind === 'undo') {
      const target = this.undo.history.target(Number(e.data));
      if (!target.ok) return target;
      this.undo.history.drop(Number(e.data));
      this.setCurrent(target.value);
      this.undo.undoneBy = e.seat;
      return ok(undefined);
    }
    if (e.kind === 'close') {
      const r = this.current.close();
      if (!r.ok) return err(r.error);
      this.setCurrent(r.value);
      return ok(undefined);
    }
    if (e.kind === 'deck') {
      const cards = parseCardList(e.data.split(','));
      if (!cards.ok) return err(cards.error);
      const r = this.current.deal(cards.value);
      if (!r.ok) return err(r.error);
      this.setCurrent(r.value);
      this.undo.history.reset();
      return ok(undefined);
    }
    const r = this.current.actStored(e.seat as Seat, e.data);
    if (!r.ok) return err(r.error.message);
    this.recordStep(r.value, e.seat as Seat, e.data);
    this.setCurrent(r.value);
    return ok(undefined);
  }

  // ---- changes ----

  /** Makes a planned change the table's (after its events are stored, where they are). */
  commit(change: Change): void {
    if (change.version !== this.version) {
      throw new Error(
        `table ${this.id}: a change planned at version ${change.version} committed at ${this.version}`,
      );
    }
    change.apply();
  }

  private change(events: NewEvent[], apply: () => void, finished?: MatchEnd): Change {
    return { events, version: this.version, apply, ...(finished && { finished }) };
  }

  /** The table's next match (its first, or a rematch), with its first dealer and decks. */
  planMatch(): Change {
    const match = this.match + 1;
    const firstDealer = this.deals.firstDealer(match);
    const next = this.dealIfNeeded(Match.start(this.game, this.options, firstDealer), match);
    const events: NewEvent[] = [
      { match, kind: 'match', seat: null, data: String(firstDealer) },
      ...deckEvents(next, match, 0),
    ];
    return this.change(events, () => {
      this.match = match;
      this.undo.history.reset();
      this.moveTo(next, events.length);
    });
  }

  /**
   * `seat`'s action, already canonical (`resolveAction`, `canonical`), and the decks the match
   * then needs. The engine judges it here, once; a refusal means the resolution was wrong.
   */
  planAct(seat: Seat, action: ResolvedAction): Result<Change, IllegalAction> {
    const acted = this.current.act(seat, action);
    if (!acted.ok) return acted;
    const next = this.dealIfNeeded(acted.value, this.match);
    const events: NewEvent[] = [
      { match: this.match, kind: 'action', seat, data: action },
      ...deckEvents(next, this.match, this.current.deckCount),
    ];
    const finished = next.isOver ? { match: this.match, players: this.playerNames() } : undefined;
    return ok(
      this.change(
        events,
        () => {
          this.recordStep(acted.value, seat, action);
          if (events.length > 1) this.undo.history.reset();
          this.moveTo(next, events.length);
          this.turns.acted(seat, this.version);
        },
        finished,
      ),
    );
  }

  /** Deals the decks `match` needs now (not yet stored, not yet the table's). */
  private dealIfNeeded(next: Match, match: number): Match {
    const dealt = next.dealIfNeeded(this.deals.decks(match));
    if (!dealt.ok)
      throw new Error(`${this.game.id}: dealing deck ${dealt.error.deck} failed: ${dealt.error.message}`);
    return dealt.value;
  }

  private moveTo(next: Match, eventCount: number): void {
    this.setCurrent(next);
    this.closing.eventStored(next.isOver);
    this.undo.eventStored();
    this.views.clear();
    this.version += eventCount;
    this.turns.refresh(this.game, this.state, this.version);
  }

  // ---- turns and actions ----

  /** The version at which `seat`'s current turn began: a new value is a new turn (for the turn timer). */
  turnSince(seat: Seat): number {
    return this.turns.since(seat);
  }

  /** An action for `seat` decided at `version` is stale once that seat's legal actions changed since. */
  isStale(seat: Seat, version: number): boolean {
    return this.turns.isStale(seat, version, this.version);
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
    return botLevelOf(this.seats[this.placeDeciding(seat)]);
  }

  /** `seat`'s legal actions now, as the engine lists them. */
  legalOf(seat: Seat): readonly Action[] {
    return this.turns.legal(seat);
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
      const actions = this.turns.legal(seat);
      if (!actions.length) continue;
      out.push({ seat, actions: maskHiddenActions(this.game, this.state, seat, actions).shown });
    }
    return out;
  }

  /** What the person deciding for `seat` sent, made canonical (src/table/resolve.ts). */
  resolveAction(seat: Seat, sent: Action): Result<ResolvedAction, IllegalAction> {
    return resolveSent(this.game, this.state, seat, sent, this.turns.legal(seat));
  }

  /** The canonical notation of an action a bot chose for `seat` (bots see what they hold). */
  canonical(seat: Seat, sent: Action): Result<ResolvedAction, IllegalAction> {
    return canonicalAction(this.game, this.state, seat, sent, this.turns.legal(seat)) as Result<
      ResolvedAction,
      IllegalAction
    >;
  }

  /** Views of the current state, made once per seat and version (broadcasts and checks share them). */
  private readonly views = new Map<Seat | null, BaseView>();

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
      ...this.closing.info(this.seats),
      ...(this.current.closed ? { closed: true as const } : {}),
      ...(isRated(placesOf(this.seats)) ? { rated: true as const } : {}),
      settings: this.settings,
      ...this.undo.info(this.seats, this.settings.undo, this.isOver()),
    };
  }

  private optionsCache?: Record<string, unknown>;
  /** Every option with its value: the specs' defaults overlaid with what differs from them. */
  optionsForClient(): Record<string, unknown> {
    this.optionsCache ??= {
      ...defaultsOf(this.game.optionSpecs),
      ...this.game.minimizeOptions(this.options),
    };
    return this.optionsCache;
  }

  /** Puts `record` in place `place` (stored first, where the table is stored). */
  seat(place: number, record: SeatRecord): void {
    this.seats[place] = record;
  }

  /** Names by place (seat, or person) for a record. */
  playerNames(): string[] {
    return playerNames(this.seats);
  }

  // ---- closing the table ----

  /** True when the match may be closed now: the game knows how, and it is not over. */
  canClose(): boolean {
    return this.current.canClose;
  }

  /** `seat` proposes closing the table, or agrees when a proposal is open. */
  proposeClose(seat: Seat): void {
    this.closing.propose(seat);
  }

  /** `seat` answers the open proposal; false when there is none. A decline withdraws it. */
  answerClose(seat: Seat, agree: boolean): boolean {
    return this.closing.answer(seat, agree);
  }

  /**
   * The close, once everyone who must agree has (checked after every change: a person who
   * leaves no longer needs to answer): one event with the end of the match. Null while
   * someone must still answer; a proposal the match no longer allows is dropped.
   */
  planClose(): Change | null {
    const proposal = this.closing.agreed(this.seats);
    if (!proposal) return null;
    const closed = this.current.close();
    if (!closed.ok) {
      this.closing.drop();
      return null;
    }
    const events: NewEvent[] = [
      { match: this.match, kind: 'close', seat: proposal.by, data: proposal.agreedText() },
    ];
    return this.change(events, () => this.moveTo(closed.value, events.length), {
      match: this.match,
      players: this.playerNames(),
    });
  }

  /** Remembers the action `seat` just made from the current match, with who decided it, for undo. */
  private recordStep(after: Match, seat: Seat, action: Action): void {
    const place = this.placeDeciding(seat);
    const holder = this.seats[place];
    const byPerson = holder !== undefined && isPerson(holder);
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
   * Taking the actions back, once everyone who must agree has: one `undo` event, then the match
   * from before them is the table's. Null while nothing is to happen; a request the table no
   * longer allows is dropped.
   */
  planUndo(): { change: Change; by: number; count: number } | null {
    const request = this.undo.agreedRequest(this.seats);
    if (!request) return null;
    this.undo.request = null;
    const count = this.undo.check(request.by, this.seats, this.isOver());
    if (!count.ok) return null;
    const target = this.undo.history.target(count.value);
    if (!target.ok) return null;
    const events: NewEvent[] = [
      { match: this.match, kind: 'undo', seat: request.by, data: String(count.value) },
    ];
    const change = this.change(events, () => {
      this.undo.history.drop(count.value);
      this.moveTo(target.value, 1);
      this.undo.undoneBy = request.by;
    });
    return { change, by: request.by, count: count.value };
  }
}
