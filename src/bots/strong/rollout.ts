import type { Rng } from '../../cards/rng.js';
import type { Action, AnyGame, Seat } from '../../engine/game.js';
import { type Bot, type BotInput, botInput } from '../bot.js';
import { Budget } from './sampler.js';

/** How to search a game by determinized rollouts (see `rolloutChoice`). */
export interface RolloutSpec<S> {
  game: AnyGame;
  /** A full state consistent with the input's view, hidden cards drawn at random; null when the phase is not supported. */
  determinize(input: BotInput, rng: Rng): S | null;
  /** The policy every seat follows in the rollouts (the game's `basic` bot). */
  policy: Bot;
  /** True once the deal that was in progress when the search began is over. */
  dealOver(start: S, state: S): boolean;
  /** The value of the finished deal to `me`. */
  value(state: S, me: Seat): number;
  /** Safety stop for a rollout. */
  maxSteps?: number;
}

/**
 * Flat Monte Carlo over determinizations: for each sampled deal consistent with the view, every
 * legal action is tried and the deal is played out by the policy; the action with the best mean
 * value wins. Every action is scored on the same samples, so the comparison is paired.
 * Returns null when the spec cannot determinize this view (the caller falls back).
 */
export function rolloutChoice<S>(input: BotInput, spec: RolloutSpec<S>, budgetShare = 0.6): Action | null {
  if (input.legal.length === 1) return input.legal[0];
  const totals = input.legal.map(() => 0);
  const budget = new Budget(input.timeMs * budgetShare, input.samples, 1, 2000);
  const game = spec.game;
  let samples = 0;
  for (; budget.more(samples); samples++) {
    const start = spec.determinize(input, input.rng);
    if (start === null) return null;
    input.legal.forEach((action, i) => {
      const r = game.apply(start, input.seat, action);
      if (!r.ok) {
        totals[i] -= 1e6; // Cannot happen for a consistent determinization.
        return;
      }
      const end = playOut(spec, start, r.value as S, input.rng, input.options);
      totals[i] += spec.value(end, game.controller(start, input.seat));
    });
  }
  let best = 0;
  for (let i = 1; i < totals.length; i++) if (totals[i] > totals[best]) best = i;
  return input.legal[best];
}

function playOut<S>(spec: RolloutSpec<S>, start: S, state: S, rng: Rng, options: unknown): S {
  const game = spec.game;
  let s = state;
  const maxSteps = spec.maxSteps ?? 400;
  for (let step = 0; step < maxSteps && !spec.dealOver(start, s) && !game.isOver(s); step++) {
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const input = botInput(game, options, s, seat, rng, 50);
    const r = game.apply(s, seat, spec.policy.choose(input));
    if (!r.ok) break;
    s = r.value as S;
  }
  return s;
}
