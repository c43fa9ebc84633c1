/**
 * What a standing in the match is worth: the chance of winning it from a protocol of
 * [me, opponent] at the start of a deal. Bondtolva is won on exactly 12 and a player above 12
 * drops to 7, so a standing's worth is far from its points (11 can be worse than 10: both end
 * points would overshoot). The strong bot values the end of a deal by this chance, not by the
 * protocol difference.
 *
 * The chance comes from a simple model of a deal, solved exactly by value iteration: each
 * player wins the last trick and the matador point with even chances, and the declarations
 * come at the rates measured in 2,272 deals of `basic` against `basic` (a trumf in 54% of
 * deals, a tjog in 38% of those), to either player alike. The model ignores that players steer
 * towards 12; it only has to rank standings, the search does the steering.
 */
import { settleDeal, TARGET } from '../../games/bondtolva/score.js';

const TRUMF_RATE = 0.535;
const TJOG_RATE_AFTER_TRUMF = 0.38;

/** One deal's points for [me, opponent] and who won its last trick, with its probability. */
interface DealOutcome {
  points: [number, number];
  lastTrickMine: boolean;
  p: number;
}

function dealOutcomes(): DealOutcome[] {
  const declarations: Array<{ points: [number, number]; p: number }> = [
    { points: [0, 0], p: 1 - TRUMF_RATE },
  ];
  for (const trumf of [0, 1]) {
    const pTrumf = TRUMF_RATE / 2;
    const base: [number, number] = trumf === 0 ? [2, 0] : [0, 2];
    declarations.push({ points: base, p: pTrumf * (1 - TJOG_RATE_AFTER_TRUMF) });
    for (const tjog of [0, 1])
      declarations.push({
        points: [base[0] + (tjog === 0 ? 1 : 0), base[1] + (tjog === 1 ? 1 : 0)],
        p: (pTrumf * TJOG_RATE_AFTER_TRUMF) / 2,
      });
  }
  const out: DealOutcome[] = [];
  for (const d of declarations)
    for (const lastTrickMine of [true, false])
      for (const matadorMine of [true, false])
        out.push({
          points: [
            d.points[0] + (lastTrickMine ? 1 : 0) + (matadorMine ? 1 : 0),
            d.points[1] + (lastTrickMine ? 0 : 1) + (matadorMine ? 0 : 1),
          ],
          lastTrickMine,
          p: d.p / 4,
        });
  return out;
}

/** chance[a][b]: my chance to win the match from protocol a (mine) and b, before a deal. */
function solveChances(): number[][] {
  const outcomes = dealOutcomes();
  const chance = Array.from({ length: TARGET }, () => new Array<number>(TARGET).fill(0.5));
  // Each sweep moves every value towards its fixed point; the chance that a match goes on for
  // another deal is well below 1, so a few hundred sweeps settle it far below any use.
  for (let sweep = 0; sweep < 400; sweep++) {
    for (let a = 0; a < TARGET; a++)
      for (let b = 0; b < TARGET; b++) {
        let v = 0;
        for (const o of outcomes) v += o.p * afterDeal(chance, [a, b], o.points, o.lastTrickMine);
        chance[a][b] = v;
      }
  }
  return chance;
}

function afterDeal(
  chance: number[][],
  protocol: readonly [number, number],
  points: readonly [number, number],
  lastTrickMine: boolean,
): number {
  const { protocol: next, winner } = settleDeal(protocol, points, lastTrickMine ? 0 : 1);
  if (winner !== null) return winner === 0 ? 1 : 0;
  return chance[next[0]][next[1]];
}

/**
 * Solved on first use, not at import: the solve takes about a quarter of a second, and every
 * `stikk` command loads this module through the catalog, most of them never asking.
 */
let chances: number[][] | undefined;

/** My chance to win the match standing on [mine, theirs] before a deal (neither on 12). */
export function matchChance(mine: number, theirs: number): number {
  chances ??= solveChances();
  return chances[Math.min(mine, TARGET - 1)][Math.min(theirs, TARGET - 1)];
}

/** The scale of a match value: a won match is +MATCH_WON, a lost one −MATCH_WON. */
export const MATCH_WON = 100;

/**
 * Value to me (index 0) of a deal ending with these deal points from this protocol:
 * ±MATCH_WON when it decides the match, else the chance of winning from the new standing on
 * the same scale (2·chance − 1, times MATCH_WON).
 */
export function dealEndValue(
  protocol: readonly [number, number],
  dealPoints: readonly [number, number],
  lastTrickMine: boolean,
): number {
  const { protocol: next, winner } = settleDeal(protocol, dealPoints, lastTrickMine ? 0 : 1);
  if (winner !== null) return winner === 0 ? MATCH_WON : -MATCH_WON;
  return standingValue(next[0], next[1]);
}

/** A standing's value on the MATCH_WON scale, for a protocol that has not decided the match. */
export function standingValue(mine: number, theirs: number): number {
  return MATCH_WON * (2 * matchChance(mine, theirs) - 1);
}
