/**
 * A score sheet for a game played with real cards: the game, its options, the players' names
 * and the entries, one per deal, in order. Nothing else is stored: totals, dealers,
 * vulnerability and the next deal are derived by replaying the entries through the game's
 * rules, so correcting any entry recomputes everything after it.
 */
import { err, ok, type Result } from '../cards/result.js';
import type { MatchResult, Seat } from '../engine/game.js';
import { bondebridgeSheet } from './bondebridge.js';
import { bondtolvaSheet } from './bondtolva.js';
import { bridgeSheet } from './bridge.js';
import { bridgetteSheet } from './bridgette.js';
import { atEntry, type KeeperError, keeperError } from './errors.js';
import type { AnyRules, SheetRules } from './rules.js';
import { selbuSheet } from './selbu.js';

export const SHEET_FORMAT = 'stikk-sheet/1';

/**
 * The score-sheet rules of every game, by id: the browser-safe part of src/catalog.ts (the web
 * keeper reads this table; the catalog's `sheet` column is taken from it).
 */
const SHEETS = {
  bondebridge: bondebridgeSheet,
  selbu: selbuSheet,
  bridge: bridgeSheet,
  bridgette: bridgetteSheet,
  bondtolva: bondtolvaSheet,
} as const;

export type SheetGameId = keyof typeof SHEETS;
export const SHEET_RULES: Readonly<Record<SheetGameId, AnyRules>> = SHEETS;
/** The games that have a score sheet, in the order menus list them. */
export const SHEET_GAME_IDS = Object.keys(SHEET_RULES) as SheetGameId[];

const rulesOf = (game: string): AnyRules | undefined =>
  Object.hasOwn(SHEET_RULES, game) ? SHEET_RULES[game as SheetGameId] : undefined;

export interface Sheet {
  format: typeof SHEET_FORMAT;
  id: string;
  game: SheetGameId;
  /** Only what differs from the game's defaults (as a record stores options). */
  options: Record<string, unknown>;
  /** Names by seat (by player with rotating partners). */
  players: string[];
  firstDealer: Seat;
  /** One per deal, thrown-in deals included, in the game's entry shape. */
  entries: unknown[];
  /** The players ended the match before its natural end. */
  closed: boolean;
  /** ISO times, set by the caller (the core never reads the clock). */
  created: string;
  updated: string;
}

/** A game's "next deal" type, read off its sheet rules. */
// biome-ignore lint/suspicious/noExplicitAny: only the upcoming-deal type parameter matters here.
type UpcomingOf<R> = R extends SheetRules<any, any, any, infer U> ? U : never;

/** The deal to enter next, tagged with its game. */
export type Upcoming = {
  [G in SheetGameId]: { game: G } & UpcomingOf<(typeof SHEETS)[G]>;
}[SheetGameId];

export interface ComputedSheet {
  /** The parsed options, defaults filled in. */
  options: Record<string, unknown>;
  /** The standing, in the engine's `stikk replay --json` shape. */
  result: MatchResult;
  /** The deal to enter next; null when the match is over (or closed). */
  next: Upcoming | null;
}

const MAX_NAME = 40;

/** Checks the set-up (options, names, first dealer) and parses the options. */
function checkSetup(
  sheet: Pick<Sheet, 'game' | 'options' | 'players' | 'firstDealer'>,
): Result<{ rules: AnyRules; options: unknown }, KeeperError> {
  const rules = rulesOf(sheet.game);
  if (!rules)
    return err(keeperError('sheet-shape', `unknown game ${JSON.stringify(sheet.game)}`, { detail: 'game' }));
  const options = rules.parseOptions(sheet.options);
  if (!options.ok) {
    const e = options.error;
    return err({ ...keeperError('options', e.message, { detail: e.message }), option: e });
  }
  const count = rules.playerCount(options.value);
  const names = sheet.players;
  if (
    !Array.isArray(names) ||
    names.length !== count ||
    names.some((n) => typeof n !== 'string' || n.trim() === '' || n.length > MAX_NAME)
  ) {
    return err(
      keeperError('players', `${sheet.game} needs ${count} player names (1 to ${MAX_NAME} characters each)`, {
        count,
        max: MAX_NAME,
      }),
    );
  }
  const dealers = rules.dealerSeats(options.value);
  if (!Number.isInteger(sheet.firstDealer) || sheet.firstDealer < 0 || sheet.firstDealer >= dealers) {
    return err(
      keeperError('first-dealer', `the first dealer must be a seat from 0 to ${dealers - 1}`, {
        max: dealers - 1,
      }),
    );
  }
  return ok({ rules, options: options.value });
}

/** Replays the entries: the standing and the next deal, or the first entry that is refused. */
export function computeSheet(
  sheet: Pick<Sheet, 'game' | 'options' | 'players' | 'firstDealer' | 'entries' | 'closed'>,
): Result<ComputedSheet, KeeperError> {
  const setup = checkSetup(sheet);
  if (!setup.ok) return setup;
  const { rules, options } = setup.value;
  let state = rules.start(options, sheet.firstDealer);
  for (let i = 0; i < sheet.entries.length; i++) {
    const next = rules.upcoming(state);
    if (next === null) {
      return err(atEntry(keeperError('match-over', 'the match is already over: no more deals', {}), i));
    }
    const entry = rules.parseEntry(sheet.entries[i], state, next);
    if (!entry.ok) return err(atEntry(entry.error, i));
    state = rules.apply(state, entry.value, next);
  }
  const upcoming = sheet.closed ? null : rules.upcoming(state);
  return ok({
    options: options as Record<string, unknown>,
    result: rules.result(state, sheet.closed === true),
    next: upcoming === null ? null : ({ game: sheet.game, ...upcoming } as Upcoming),
  });
}

export interface NewSheetInput {
  id: string;
  game: SheetGameId;
  options?: Record<string, unknown>;
  players: string[];
  firstDealer?: Seat;
  /** ISO time. */
  now: string;
}

/** A new, empty sheet; options are stored minimized so that defaults can move with the rules. */
export function newSheet(input: NewSheetInput): Result<Sheet, KeeperError> {
  const sheet: Sheet = {
    format: SHEET_FORMAT,
    id: input.id,
    game: input.game,
    options: input.options ?? {},
    players: input.players.map((n) => n.trim()),
    firstDealer: input.firstDealer ?? 0,
    entries: [],
    closed: false,
    created: input.now,
    updated: input.now,
  };
  const setup = checkSetup(sheet);
  if (!setup.ok) return setup;
  return ok({ ...sheet, options: setup.value.rules.minimizeOptions(setup.value.options) });
}

/**
 * A changed sheet if all its entries still stand. A correction that makes a later entry
 * invalid (e.g. the match now ends before it) is refused and names that entry.
 */
function withEntries(
  sheet: Sheet,
  entries: unknown[],
  changedAt: number,
  now: string,
): Result<Sheet, KeeperError> {
  const candidate = { ...sheet, entries, updated: now };
  const computed = computeSheet(candidate);
  if (computed.ok) return ok(candidate);
  const e = computed.error;
  if (e.index !== undefined && e.index > changedAt) {
    return err({
      ...keeperError(
        'correction-breaks-later',
        `this change makes deal ${e.index + 1} invalid: ${e.message}`,
        { deal: e.index + 1 },
      ),
      index: changedAt,
      cause: e,
    });
  }
  return err(e);
}

export function addEntry(sheet: Sheet, entry: unknown, now: string): Result<Sheet, KeeperError> {
  if (sheet.closed) return err(keeperError('match-over', 'the match is closed: reopen it to add deals', {}));
  return withEntries(sheet, [...sheet.entries, entry], sheet.entries.length, now);
}

export function replaceEntry(
  sheet: Sheet,
  index: number,
  entry: unknown,
  now: string,
): Result<Sheet, KeeperError> {
  if (!Number.isInteger(index) || index < 0 || index >= sheet.entries.length) {
    return err(keeperError('no-entry', `there is no deal ${index + 1} to correct`, { deal: index + 1 }));
  }
  return withEntries(
    sheet,
    sheet.entries.map((e, i) => (i === index ? entry : e)),
    index,
    now,
  );
}

export function removeEntry(sheet: Sheet, index: number, now: string): Result<Sheet, KeeperError> {
  if (!Number.isInteger(index) || index < 0 || index >= sheet.entries.length) {
    return err(keeperError('no-entry', `there is no deal ${index + 1} to delete`, { deal: index + 1 }));
  }
  return withEntries(
    sheet,
    sheet.entries.filter((_, i) => i !== index),
    index - 1,
    now,
  );
}

/** Ends the match where it stands (bridge rubber: the unfinished-rubber bonuses count), or reopens it. */
export function setClosed(sheet: Sheet, closed: boolean, now: string): Sheet {
  return { ...sheet, closed, updated: now };
}

export const playerCount = (game: SheetGameId, options: Record<string, unknown>): number | null => {
  const rules = SHEET_RULES[game];
  const o = rules.parseOptions(options);
  return o.ok ? rules.playerCount(o.value) : null;
};
