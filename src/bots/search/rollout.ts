import type { Rng } from '../../cards/rng.js';
import type { Action, AnyGame, Seat } from '../../engine/game.js';
import { type Bot, type BotInput, botInput, type Decision } from '../bot.js';
import { Budget } from './budget.js';

/** How to search a game by determinized rollouts (see `rolloutChoice`). */
export interface RolloutSpec<S> {
  /** The game; its `resample` draws the full states consistent with the input's view. */
  game: AnyGame;
  /** The policy every seat follows in the rollouts (the game's `basic` bot). */
  policy: Bot;
  /** True once the deal that was in progress when the search began is over. */
  dealOver(start: S, state: S): boolean;
  /** The value of the finished deal to `me`. */
  value(state: S, me: Seat): number;
  /** Safety stop for a rollout. */
  maxSteps?: number;
  /**
   * The policy's own choice here: the search only departs from it when another action is better
   * by more than two standard errors of the paired difference, so few samples cannot make the
   * bot worse than its policy by noise alone.
   */
  prior?: Action;
}

/**
 * Flat Monte Carlo over determinizations: for each sampled deal consistent with the view, every
 * legal action is tried and the deal is played out by the policy; the action with the best mean
 * value wins. Every action is scored on the same samples, so the comparison is paired.
 * Returns null when the game cannot resample this view (the caller falls back).
 */
export function rolloutChoice<S>(input: BotInput, spec: RolloutSpec<S>, budgetShare = 0.6): Action | null {
  return rolloutDecision(input, spec, budgetShare)?.action ?? null;
}

/**
 * The same with its reason: the chosen action's mean value over the playouts (`average-margin`,
 * in the value's own units), absent when no playout was made.
 */
export function rolloutDecision<S>(
  input: BotInput,
  spec: RolloutSpec<S>,
  budgetShare = 0.6,
): Decision | null {
  if (input.legal.length === 1) return { action: input.legal[0] };
  const values: number[][] = input.legal.map(() => []);
  const budget = new Budget(input.timeMs * budgetShare, input.samples, 1, 2000);
  const game = spec.game;
  const limit = input.timeMs * budgetShare;
  let samples = 0;
  for (; budget.more(samples); samples++) {
    const start: S | null = spec.game.resample?.(input.view, input.rng) ?? null;
    if (start === null) return null;
    const row: number[] = [];
    for (const action of input.legal) {
      // A sample cut short by the clock is dropped whole, so that every action keeps the same samples.
      if (input.samples === undefined && budget.elapsed() > (samples === 0 ? 0.9 * input.timeMs : limit))
        break;
      const r = game.apply(start, input.seat, action);
      if (!r.ok) {
        row.push(-1e6); // Cannot happen for a consistent determinization.
        continue;
      }
      const end = playOut(spec, start, r.value as S, input.rng, input.options);
      row.push(spec.value(end, game.controller(start, input.seat)));
    }
    if (row.length < input.legal.length) break;
    for (let i = 0; i < row.length; i++) values[i].push(row[i]);
  }
  // Not even one sample in time: the policy decides.
  if (samples === 0) return spec.prior === undefined ? null : { action: spec.prior };
  const action = pickAction(input.legal, values, spec.prior);
  const mine = values[input.legal.indexOf(action)];
  const points = Math.round((10 * mine.reduce((a, b) => a + b, 0)) / mine.length) / 10;
  return { action, reason: { code: 'average-margin', points, playouts: mine.length } };
}

/** The best mean, unless a prior is given and no action beats it significantly (paired samples). */
export function pickAction(legal: readonly Action[], values: readonly number[][], prior?: Action): Action {
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (mean(values[i]) > mean(values[best])) best = i;
  const p = prior === undefined ? -1 : legal.indexOf(prior);
  if (p < 0 || p === best) return legal[best];
  const diffs = values[best].map((v, k) => v - values[p][k]);
  const n = diffs.length;
  if (n < 2) return legal[p];
  const m = mean(diffs);
  const sd = Math.sqrt(diffs.reduce((a, d) => a + (d - m) ** 2, 0) / (n - 1));
  return m > 2 * (sd / Math.sqrt(n)) ? legal[best] : legal[p];
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
