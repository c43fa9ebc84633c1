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

export interface Bot {
  readonly level: string;
  choose(input: BotInput): Action;
}

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
