import type { Rng } from '../cards/rng.js';
import type { Action, AnyGame, BaseView, GameId, Seat } from '../engine/game.js';

/**
 * What a bot gets: the view of the player who decides (for dummy: declarer's view), the seat
 * that must act, its legal actions and a time budget. Never the full state.
 */
export interface BotInput<V extends BaseView = BaseView> {
  game: GameId;
  options: unknown;
  seat: Seat;
  view: V;
  legal: Action[];
  timeMs: number;
  rng: Rng;
  /**
   * Optional fixed amount of search (samples/rollouts) for search bots, used instead of the time
   * budget: with the same rng it makes a decision reproducible (the honesty test relies on it).
   */
  samples?: number;
}

/**
 * Why a bot chose its action, as its search measured it: a code and numbers, so that each
 * client says it in its own language (hints). Only where the bot can say it cheaply.
 */
export type BotReason =
  /** Contract PIMC: the mover's side takes `tricks` (the deal's total) on average, double dummy, over `layouts`. */
  | { code: 'average-tricks'; tricks: number; layouts: number }
  /** selbu: aiming at the bid, the seat hits it exactly in `percent` of `deals` sampled deals. */
  | { code: 'hits-bid'; percent: number; deals: number }
  /** Rollouts: the seat ends the deal `points` ahead of the opponent on average over `playouts`. */
  | { code: 'average-margin'; points: number; playouts: number }
  /** Every card is known and the choice is solved exactly: best against any defence. */
  | { code: 'exact' };

/** An action with, optionally, why. */
export interface Decision {
  action: Action;
  reason?: BotReason;
}

export interface Bot {
  readonly level: string;
  choose(input: BotInput): Action;
  /** The same choice as `choose`, with its reason where the bot has one (absent: `choose` alone). */
  explain?(input: BotInput): Decision;
}

/** A bot's decision with its reason when it gives one. */
export const decide = (bot: Bot, input: BotInput): Decision =>
  bot.explain ? bot.explain(input) : { action: bot.choose(input) };

/** A bot from its `explain`: `choose` is the action alone. */
export const explainingBot = (level: string, explain: (input: BotInput) => Decision): Bot => ({
  level,
  choose: (input) => explain(input).action,
  explain,
});

/** Builds the bot's input from the full state: the only place where a bot meets the engine. */
export function botInput(
  game: AnyGame,
  options: unknown,
  state: unknown,
  seat: Seat,
  rng: Rng,
  timeMs = 1000,
): BotInput {
  return {
    game: game.id,
    options,
    seat,
    view: game.view(state, game.controller(state, seat)),
    legal: game.legalActions(state, seat),
    timeMs,
    rng,
  };
}
