/**
 * Hints: what the strong bot would do from a person's seat, and why when it can say it. Only
 * at practice tables (every other place a bot) or where the people agreed (`settings.hints`),
 * only for a seat whose turn it is, and only from that seat's view: the bot gets what a bot
 * playing that seat would get, never the full state. The generator is seeded by the view, so
 * that the same view gives the same hint (with a fixed amount of search, always).
 */
import { type BotInput, botInput, type Decision, decide } from '../bots/bot.js';
import { err, ok, type Result } from '../cards/result.js';
import { Rng } from '../cards/rng.js';
import { getBot } from '../catalog.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { maskHiddenActions } from '../engine/hiddenActions.js';
import { type TableRefusal, tableRefusal } from './refusals.js';
import type { SeatedMatch } from './seatedMatch.js';

/** The levels a hint asks, best first: a game without a strong bot hints with what it has. */
const HINT_LEVELS = ['strong', 'basic', 'random'] as const;

export const hintLevel = (game: AnyGame): string =>
  HINT_LEVELS.find((level) => getBot(game.id, level)) ?? 'random';

/** A table where every place but `place` is a bot: one person practising. */
export const isPractice = (table: SeatedMatch, place: number): boolean =>
  table.seats.every((s, p) => p === place || s.kind === 'bot');

export const hintsAllowed = (table: SeatedMatch, place: number): boolean =>
  table.settings.hints || isPractice(table, place);

/** The seat a hint asked by `place` is for (`wanted`, or the first it must act for), or why none may be given. */
export function hintSeat(table: SeatedMatch, place: number, wanted?: Seat): Result<Seat, TableRefusal> {
  if (!hintsAllowed(table, place)) return err(tableRefusal('no-hints', { table: table.id }));
  if (table.seats[place].standIn) {
    return err(tableRefusal('not-your-turn', { reason: 'hint-stand-in', table: table.id }));
  }
  if (table.isOver()) return err(tableRefusal('not-your-turn', { reason: 'hint-over', table: table.id }));
  const mine = table.toAct().filter((s) => table.placeDeciding(s) === place);
  const seat = wanted ?? mine[0];
  if (seat === undefined || !mine.includes(seat)) {
    return err(tableRefusal('not-your-turn', { reason: 'hint-not-to-act', seat: wanted }));
  }
  return ok(seat);
}

/**
 * The bot's input for a hint at `seat`: its controller's view, its legal actions, and a
 * generator seeded by what that seat may see (the view and the legal actions as shown to it).
 */
export function hintInput(
  game: AnyGame,
  options: unknown,
  state: unknown,
  seat: Seat,
  search: { timeMs: number; samples?: number },
): BotInput {
  const base = botInput(game, options, state, seat, new Rng(0), search.timeMs);
  const shown = maskHiddenActions(game, state, seat, base.legal).shown;
  const seed = JSON.stringify({ game: game.id, seat, view: base.view, shown });
  return { ...base, rng: new Rng(`hint:${seed}`), samples: search.samples };
}

/** The decision as the seat may see it: an action it cannot see by its `hidden:n` label. */
export function shownDecision(game: AnyGame, state: unknown, seat: Seat, d: Decision): Decision {
  const legal = game.legalActions(state, seat);
  const shown = maskHiddenActions(game, state, seat, legal).shown;
  const i = legal.indexOf(d.action);
  return { ...d, action: i >= 0 ? shown[i] : d.action };
}

/** The hint for `seat` computed here and now (tests and the terminal): as the seat sees it. */
export function hintNow(
  game: AnyGame,
  options: unknown,
  state: unknown,
  seat: Seat,
  search: { timeMs: number; samples?: number },
): Decision {
  const bot = getBot(game.id, hintLevel(game));
  if (!bot) throw new Error(`no bot for ${game.id}`);
  return shownDecision(game, state, seat, decide(bot, hintInput(game, options, state, seat, search)));
}
