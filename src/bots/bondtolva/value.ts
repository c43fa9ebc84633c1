/**
 * How much a deal's outcome is worth to a bot that aims at exactly 12: winning the game is
 * worth far more than any standing; otherwise the protocol difference (drops applied).
 */
import { DROP_TO, settleDeal, TARGET } from '../../games/bondtolva/score.js';

export const GAME_WON = 100;

/** Value to "me" (index 0) of the deal ending with these deal points, [me, opponent]. */
export function outcomeValue(
  protocol: readonly [number, number],
  dealPoints: readonly [number, number],
  lastTrickMine: boolean,
): number {
  const { protocol: next, winner } = settleDeal(protocol, dealPoints, lastTrickMine ? 0 : 1);
  if (winner === 0) return GAME_WON;
  if (winner === 1) return -GAME_WON;
  return next[0] - next[1];
}

/**
 * A rough prior for the points still to come at the end of a deal (last trick and matador
 * point), used before the cards are known well enough to solve: none, one or both.
 */
const END_POINTS_PRIOR = [0.25, 0.5, 0.25];

/** Expected value to me of standing on `points` (protocol + declared) before the end points. */
export function expectedStanding(points: number): number {
  return END_POINTS_PRIOR.reduce((sum, p, extra) => {
    const total = points + extra;
    const value = total > TARGET ? DROP_TO : total === TARGET ? 20 : total;
    return sum + p * value;
  }, 0);
}
