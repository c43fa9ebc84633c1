/**
 * Stepping through replay steps by trick as well as by action, with no rules: a trick ends at
 * the step where the view shows one more finished trick than the step before.
 */
import type { BaseView, ReplayStep, TrickView } from '../net/types.js';

const finishedTricks = (v: BaseView): number => v.tricks.filter((t) => t.winner !== undefined).length;

/** The steps at which a trick was completed (its last card), in order. */
export function trickEnds(steps: readonly ReplayStep[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < steps.length; i++) {
    if (finishedTricks(steps[i].view) > finishedTricks(steps[i - 1].view)) out.push(i);
  }
  return out;
}

/** Where "next trick" goes from step `at`: the next trick's last card, else the last step. */
export const nextTrickStep = (ends: readonly number[], at: number, last: number): number =>
  ends.find((e) => e > at) ?? last;

/** Where "previous trick" goes from step `at`: the trick before's last card, else the start. */
export const prevTrickStep = (ends: readonly number[], at: number): number =>
  [...ends].reverse().find((e) => e < at) ?? 0;

/** The last finished trick a view shows, if any. */
export function lastTrickOf(view: BaseView): TrickView | null {
  for (let i = view.tricks.length - 1; i >= 0; i--) {
    if (view.tricks[i].winner !== undefined) return view.tricks[i];
  }
  return null;
}

/**
 * The hands to show as dealt: those of the first step at which every hand holds as many cards
 * as the others — where a game starts with an exchange (Bridgette: the draws from the stock
 * give one hand 15 cards and the other 17 to 25), the hands the auction and play began with,
 * 13 each; in the other games the first step's.
 */
export function dealtHands(steps: readonly ReplayStep[]): Array<string[] | null> {
  const even = steps.find((s) => {
    const counts = s.view.hands.filter((h) => h !== null).map((h) => h.length);
    return counts.length > 0 && counts.every((n) => n === counts[0] && n > 0);
  });
  return (even ?? steps[0])?.view.hands ?? [];
}
