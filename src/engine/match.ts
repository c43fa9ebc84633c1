/**
 * The match driver: one match as a value — the game's state, the decks dealt and the actions
 * taken — moved on by dealing the decks it asks for and applying actions. Every program that
 * plays or replays a match (replay, the table server, simulation, terminal play, benchmarks)
 * drives it through this module, so "deal when needed, then act" is written once, and every
 * record comes from `toRecord`.
 *
 * Values are never changed: `deal`, `dealIfNeeded` and `act` return the next match, so a caller
 * can compute what an action leads to, store it, and only then adopt it (the table server does).
 */
import type { Card } from '../cards/card.js';
import { err, ok, type Result } from '../cards/result.js';
import { type Rng, shuffleDeck } from '../cards/rng.js';
import type { Action, AnyGame, IllegalAction, Seat } from './game.js';
import { buildRecord, deckToStrings, type GameRecord } from './record.js';

/**
 * Where a match's decks come from: the deck of deal `index` (0-based within the match, thrown-in
 * deals included) for a match in `state` (a deck built for a given dealer needs it), or
 * undefined when there is none — a record's decks have run out. The only way randomness
 * enters a match.
 */
export type DeckSource = (index: number, state: unknown) => readonly Card[] | undefined;

/** A deck the game refused to deal, or a match that kept asking for decks. */
export interface DealRefused {
  /** The index of the deck within the match. */
  deck: number;
  message: string;
}

/** A deal that needs a deck keeps needing one only on a broken engine: stop rather than spin. */
export const MAX_DEALS_IN_A_ROW = 1000;

/** Decks shuffled from `pack` with `rng`, one after another. */
export const shuffledDecks =
  (pack: readonly Card[], rng: Rng): DeckSource =>
  () =>
    shuffleDeck(pack, rng);

/** The decks of a list (a record's), in order; none after its end. */
export const listedDecks =
  (decks: ReadonlyArray<readonly Card[]>): DeckSource =>
  (index) =>
    decks[index];

export class Match {
  private constructor(
    readonly game: AnyGame,
    readonly options: unknown,
    readonly firstDealer: Seat,
    /** The game's state (to be read, never changed). */
    readonly state: unknown,
    private readonly deckLog: Log<readonly Card[]>,
    private readonly actionLog: Log<[Seat, Action]>,
    /** True once the players closed the table (`close`): the match is over with what was played. */
    readonly closed = false,
  ) {}

  /** A new match, before its first deal. */
  static start(game: AnyGame, options: unknown, firstDealer: Seat = 0): Match {
    return new Match(
      game,
      options,
      firstDealer,
      game.newMatch(options, firstDealer),
      Log.empty(),
      Log.empty(),
    );
  }

  get isOver(): boolean {
    return this.game.isOver(this.state);
  }

  /** True when the match waits for a deck (and is not over). */
  get needsDeck(): boolean {
    return !this.isOver && this.game.needsDeck(this.state);
  }

  /** Seats that must act now; empty while dealing or when over. */
  get toAct(): Seat[] {
    return this.isOver ? [] : this.game.toAct(this.state);
  }

  get deckCount(): number {
    return this.deckLog.length;
  }

  get actionCount(): number {
    return this.actionLog.length;
  }

  /** The decks dealt, from the `from`-th on. */
  decks(from = 0): Array<readonly Card[]> {
    return this.deckLog.slice(from);
  }

  actions(): Array<[Seat, Action]> {
    return this.actionLog.slice();
  }

  /** Deals `deck` now; the game's reason when it refuses (no deck is wanted, not its pack). */
  deal(deck: readonly Card[]): Result<Match, string> {
    const r = this.game.deal(this.state, deck);
    if (!r.ok) return r;
    return ok(this.next(r.value, this.deckLog.append(deck), this.actionLog));
  }

  /**
   * Deals decks from `source` for as long as the match waits for one and the source has one:
   * after this the match is over, someone is to act, or the source has run out.
   */
  dealIfNeeded(source: DeckSource): Result<Match, DealRefused> {
    let m: Match = this;
    for (let n = 0; m.needsDeck; n++) {
      if (n >= MAX_DEALS_IN_A_ROW)
        return err({ deck: m.deckCount, message: `${n} deals in a row without an action` });
      const deck = source(m.deckCount, m.state);
      if (deck === undefined) break;
      const r = m.deal(deck);
      if (!r.ok) return err({ deck: m.deckCount, message: r.error });
      m = r.value;
    }
    return ok(m);
  }

  /** Applies `seat`'s action, in the notation the game accepts; the game's refusal otherwise. */
  act(seat: Seat, action: Action): Result<Match, IllegalAction> {
    const r = this.game.apply(this.state, seat, action);
    if (!r.ok) return r;
    return ok(this.next(r.value, this.deckLog, this.actionLog.append([seat, action])));
  }

  /** True when the players may close the table now: the game can be closed and the match is not over. */
  get canClose(): boolean {
    return this.game.close !== undefined && !this.isOver;
  }

  /**
   * The match closed by the players here (the game's `close`): over and finished with what
   * was played, the deal in progress dropped; its record carries `"closed": true`. Refused
   * when the match is over already or the game has no way to close.
   */
  close(): Result<Match, string> {
    if (!this.game.close) return err(`a ${this.game.id} match cannot be closed`);
    if (this.isOver) return err('the match is over');
    const state = this.game.close(this.state);
    return ok(
      new Match(this.game, this.options, this.firstDealer, state, this.deckLog, this.actionLog, true),
    );
  }

  /**
   * Applies an action read from a record or a table's log, as the game reads actions stored
   * under its older flow (`Game.storedAction`: bondtolva's card where a declaration choice is
   * due is `pass`, then that card). The actions it stands for are logged, so a record written
   * from this match has them all; the first refusal among them is the stored action's.
   */
  actStored(seat: Seat, action: Action): Result<Match, IllegalAction> {
    const actions = this.game.storedAction?.(this.state, seat, action) ?? [action];
    let m: Match = this;
    for (const a of actions) {
      const r = m.act(seat, a);
      if (!r.ok) return r;
      m = r.value;
    }
    return ok(m);
  }

  /** The match so far as a `stikk-record/1` record. */
  toRecord(players?: readonly string[]): GameRecord {
    return buildRecord(this.game, this.options, {
      players,
      firstDealer: this.firstDealer,
      decks: this.deckLog.slice().map(deckToStrings),
      actions: this.actions(),
      closed: this.closed,
    });
  }

  private next(state: unknown, decks: Log<readonly Card[]>, actions: Log<[Seat, Action]>): Match {
    return new Match(this.game, this.options, this.firstDealer, state, decks, actions);
  }
}

/**
 * An append-only list shared by the matches that follow from one another, each seeing its first
 * `length` items: appending to the newest is O(1), and an older match that is moved on again
 * (another action tried from the same position) gets a copy, so no match sees another's items.
 */
class Log<T> {
  private constructor(
    private readonly items: T[],
    readonly length: number,
  ) {}

  static empty<T>(): Log<T> {
    return new Log<T>([], 0);
  }

  append(item: T): Log<T> {
    const items = this.items.length === this.length ? this.items : this.items.slice(0, this.length);
    items.push(item);
    return new Log(items, this.length + 1);
  }

  slice(from = 0): T[] {
    return this.items.slice(from, this.length);
  }
}
