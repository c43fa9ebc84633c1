import type { Card } from '../cards/card.js';
import type { Result } from '../cards/result.js';
import type { Rng } from '../cards/rng.js';
import type { OptionError } from './optionError.js';
import type { Refusal } from './refusal.js';
import type { Seat } from './seat.js';

export type { Seat };
/** One move in the shared notation of rules/README.md: `SA`, `1NT`, `P`, `3`, `discard:SA,H2`, `trumf:S`. */
export type Action = string;

/** A game's id. The engine knows no game: src/catalog.ts lists them. */
export type GameId = string;

/**
 * Why an action was refused: a stable code (`must-follow-suit`, `not-your-turn`, `bid-too-low`…)
 * with its parameters for programs and translations, and the English sentence naming the
 * action first (`SA: must follow suit (clubs) (revoke)`). Built by `refusal` (./refusal.ts).
 */
export type IllegalAction = Refusal;

/** Describes one option for menus, CLI flags and validation messages. */
export interface OptionSpec {
  name: string;
  kind: 'boolean' | 'integer' | 'choice' | 'text';
  default: unknown;
  /** For `choice`: the allowed values (a `text` option may accept more, e.g. explicit lists). */
  choices?: readonly string[];
  min?: number;
  max?: number;
  /** One line for people, in English; translations live in the client. */
  describe: string;
  /**
   * When the option means anything: each option named here has one of the values listed
   * (bridge's `rubbers` only with `scoring: rubber`). Omitted: always. Menus, help and the
   * score keeper offer the option only then; `parseOptions` accepts it anyway and ignores it.
   */
  appliesWhen?: Readonly<Record<string, readonly OptionValue[]>>;
  /**
   * Offered only at played tables (`play`: who calls first changes nothing on a score sheet)
   * or only by the live score keeper (`keeper`: a revoke penalty, as online play cannot revoke).
   * Omitted: both.
   */
  onlyFor?: 'play' | 'keeper';
}

/** A value `appliesWhen` compares an option with. */
export type OptionValue = string | number | boolean;

/** A score keyed by side (`NS`, `EW`) or by seat/player index as a string (`"0"`, `"1"` …). */
export type Score = Record<string, number>;

/** One deal's outcome in the shape `stikk replay --json` prints (games add their own fields). */
export interface DealResult {
  dealer: Seat;
  passedOut?: boolean;
  score: Score;
  [extra: string]: unknown;
}

/** The whole match's standing: exactly the `stikk replay --json` object of interfaces.md. */
export interface MatchResult {
  game: GameId;
  finished: boolean;
  deals: DealResult[];
  totals: Score;
  /** Winning sides or seats (keys of `totals`) when finished, all of them on a tie; else []. */
  winners: string[];
  /** Present (true) when the players closed the table: the match then counts as finished. */
  closed?: true;
  [extra: string]: unknown;
}

/** A played trick as every view shows it. Cards are in notation (`SA`). */
export interface TrickView {
  leader: Seat;
  cards: Array<[Seat, string]>;
  /** Set once the trick is complete. */
  winner?: Seat;
}

/**
 * What one seat (or a spectator, seat null) may see. Every game returns at least these
 * fields and adds its own. Anything a seat may not see must be absent, not merely flagged:
 * the tests compare views of states that differ only in hidden cards.
 */
export interface BaseView {
  game: GameId;
  seat: Seat | null;
  seats: number;
  /** 0-based number of the current deal, thrown-in deals included. */
  dealIndex: number;
  dealer: Seat;
  /** Game-specific phase name, e.g. `auction`, `play`, `bidding`, `exchange`, `over`. */
  phase: string;
  toAct: Seat[];
  /** Cards this viewer can see in each seat's hand (own hand, dummy…); null where hidden. */
  hands: Array<string[] | null>;
  handCounts: number[];
  /** Tricks of the current deal, the last one possibly incomplete. */
  tricks: TrickView[];
  /** Tricks won in this deal, by seat. */
  tricksWon: number[];
  /** Trump suit letter, `NT`, or null when not (yet) known. */
  trump: string | null;
  /** The public standing (deal results so far). */
  result: MatchResult;
}

/**
 * The rules of one game. Pure and deterministic: no I/O, no clock, no randomness — shuffled
 * decks come in from outside (`deal`). States are never mutated: `apply` and `deal` return
 * new states. Nothing here throws for bad input: errors come back as Results.
 */
export interface Game<O = unknown, S = unknown, V extends BaseView = BaseView> {
  readonly id: GameId;
  readonly optionSpecs: readonly OptionSpec[];
  readonly defaultOptions: O;
  /**
   * Validates options from a record, a menu or the CLI; unknown keys and bad values are errors,
   * with a code and the option they are about (./optionError.ts).
   */
  parseOptions(raw: unknown): Result<O, OptionError>;
  /** The options minus those equal to the defaults, as a record stores them. */
  minimizeOptions(options: O): Record<string, unknown>;
  seatCount(options: O): number;
  /** The game's whole pack; every deck is a permutation of it. */
  pack(options: O): readonly Card[];
  newMatch(options: O, firstDealer: Seat): S;
  /** True when the next thing to happen is dealing a new deck (start, after a deal, after a throw-in). */
  needsDeck(state: S): boolean;
  /** Deals a deck (must be a permutation of the pack) when `needsDeck`. */
  deal(state: S, deck: readonly Card[]): Result<S, string>;
  /** Seats that must act now (several at once for simultaneous bids); empty when dealing or over. */
  toAct(state: S): Seat[];
  /** The seat whose player decides for `seat` (declarer for dummy, where there is one); usually `seat`. */
  controller(state: S, seat: Seat): Seat;
  /**
   * Optional, for games where people change seats between deals (bondebridge's
   * rotatingPartners and threePlayers): how many people play. Null (or omitted) when each
   * seat is one person for the whole match. Scores are then kept by person (`"0"`, `"1"` …)
   * and a record's `players` lists people, not seats.
   */
  people?(options: O): number | null;
  /**
   * With `people`: the person (0-based) in each seat for the deal in progress, or for the next
   * deal while one is to be dealt. One person may hold several seats; one of them is then the
   * `controller` of the others and its view shows their hands. Null when `people` is null.
   */
  seating?(state: S): number[] | null;
  /**
   * Legal actions of `seat` now, sorted in a stable order; empty when it is not to act. Each is
   * in canonical notation: the exact string stored in logs and records for that move.
   */
  legalActions(state: S, seat: Seat): Action[];
  /**
   * Those of `seat`'s legal actions that name a card its controller may not see (a card held
   * on the forehead: the only legal play is a card nobody shows its holder). Programs that
   * show legal actions to a player offer these as `hidden:1`, `hidden:2` … instead
   * (`maskHiddenActions`), and refuse them when named. Omitted or empty: every legal action
   * may be shown.
   */
  hiddenActions?(state: S, seat: Seat): ReadonlySet<Action>;
  /**
   * The canonical notation (see `legalActions`) of an action that `apply` accepts in another
   * spelling, needed where `legalActions` leaves legal actions out (a game may list only some
   * of its largest discards); undefined to leave it to the engine's `canonicalAction`, which
   * applies the action and picks the listed action with the same outcome, comparing states as
   * plain data (JSON).
   */
  canonicalAction?(state: S, seat: Seat, action: Action): Action | undefined;
  /**
   * Optional, for games whose `legalActions` is at times only a selection (bridgette's discards
   * when 8 or 12 go): whether an action the list leaves out is legal, judged from `seat`'s view
   * alone, for hosts that hold a view and no state to `apply` it to (`stikk bot`). False
   * wherever the list is complete, and for anything the view cannot vouch for; the view may
   * come from outside, so a view that does not fit the game is no reason to throw. Omitted:
   * the list is always complete. Hosts ask through `legalInView` (./viewLegal.ts), which reads
   * the list first.
   */
  legalFromView?(view: V, seat: Seat, action: Action): boolean;
  apply(state: S, seat: Seat, action: Action): Result<S, IllegalAction>;
  /**
   * Optional, for games whose flow has changed since records were written: the actions a stored
   * action (a record's, a table log's) stands for now, in order, all by `seat` — bondtolva's card
   * played where a declaration choice is now due stands for `pass`, then that card. Undefined:
   * the action stands for itself. Only replays of stored actions (`Match.actStored`) read
   * actions so; live play applies exactly the actions `legalActions` offers.
   */
  storedAction?(state: S, seat: Seat, action: Action): Action[] | undefined;
  /** What `seat` may see (null: a spectator). */
  view(state: S, seat: Seat | null): V;
  result(state: S): MatchResult;
  isOver(state: S): boolean;
  /**
   * Optional: the match as it stands when the players close the table now (a record's
   * `"closed": true`). The result is over, finished and marked `closed: true`; the deal in
   * progress is dropped (it is not listed in `deals`); the game adds what its rules give a
   * match ended early (bridge rubber: the unfinished-rubber bonuses, in the result and its
   * totals). A match already over is returned unchanged. Games without it cannot be closed.
   */
  close?(state: S): S;
  /**
   * Every zone of the current deal (hands, trick, won tricks, stock, discards, …) for tests:
   * together they hold each card of the pack exactly once while a deal is in progress.
   */
  inventory(state: S): Card[][];
  /**
   * Optional: a full state consistent with everything the view's seat sees, the cards it
   * cannot see drawn at random (OpenSpiel's ResampleFromInfostate); null in a phase the game
   * does not resample. Search bots play their rollouts on such states; the view of the seat
   * in a resampled state equals `view`, and its legal actions are the same.
   */
  resample?(view: V, rng: Rng): S | null;
}

// biome-ignore lint/suspicious/noExplicitAny: a table holds games of every option, state and view type.
export type AnyGame = Game<any, any, any>;
