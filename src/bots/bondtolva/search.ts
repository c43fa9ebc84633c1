/**
 * The strong bot's search, played for the match: every value is the chance of winning the
 * match after the deal (`matchValue.ts`), so a point that would push a player over 12 counts
 * against them and a deal that lands on exactly 12 counts as the match won.
 *
 * Phase 1 is searched by determinized rollouts: the hidden cards (the opponent's hand and the
 * stock order) are drawn from the view by the game's `resample`, every legal action is tried on
 * the same draws, the basic bot plays on while the stock lasts and the rest of the deal — phase
 * 2, where both hands are known — is solved exactly. Phase 2 itself is solved exactly.
 */
import type { Action, Seat } from '../../engine/game.js';
import { bondtolva } from '../../games/bondtolva/game.js';
import { declarationPoints, matadorCount, pileCardPoints } from '../../games/bondtolva/score.js';
import {
  type BondtolvaState,
  type DealState,
  inPhase1,
  openTrick,
  seatToPlay,
} from '../../games/bondtolva/state.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import { type Bot, type BotInput, botInput } from '../bot.js';
import { Budget } from '../search/budget.js';
import { pickAction } from '../search/rollout.js';
import { type Endgame, solveEndgame } from './endgame.js';
import type { BondtolvaKnowledge } from './knowledge.js';
import { dealEndValue, MATCH_WON } from './matchValue.js';

/** The endgame of phase 2 from `me`'s side, valued for the match (protocol, declarations so far). */
function matchEndgame(
  e: Omit<Endgame, 'value'>,
  protocol: readonly [number, number],
  declared: readonly [number, number],
): Endgame {
  return {
    ...e,
    value: (lastTrickMine, matadorPoint) =>
      dealEndValue(
        protocol,
        [
          declared[0] + (lastTrickMine ? 1 : 0) + (matadorPoint === 0 ? 1 : 0),
          declared[1] + (lastTrickMine ? 0 : 1) + (matadorPoint === 1 ? 1 : 0),
        ],
        lastTrickMine,
      ),
  };
}

/** The strong bot's phase-2 card: exact, valued for the match. */
export function phase2MatchCard(k: BondtolvaKnowledge): number {
  return solveEndgame(
    matchEndgame(
      { hands: [k.hand, k.unseen], trump: k.trump, led: k.led, matadors: k.matadors, points: k.points },
      k.protocol,
      k.declared,
    ),
  ).card;
}

const declaredBy = (d: DealState, seat: Seat): number =>
  d.declarations.filter((x) => x.seat === seat).reduce((n, x) => n + declarationPoints(x.kind), 0);

/** The match value to `me` of a full state in phase 2 with best play by both. */
function solvedPhase2Value(s: BondtolvaState, me: Seat): number {
  const d = s.deal!;
  const mover = seatToPlay(d);
  const other = 1 - mover;
  const { value } = solveEndgame(
    matchEndgame(
      {
        hands: [d.hands[mover], d.hands[other]],
        trump: d.trump,
        led: openTrick(d)?.cards[0],
        matadors: [matadorCount(d.piles[mover]), matadorCount(d.piles[other])],
        points: [pileCardPoints(d.piles[mover]), pileCardPoints(d.piles[other])],
      },
      [s.protocol[mover], s.protocol[other]],
      [declaredBy(d, mover), declaredBy(d, other)],
    ),
  );
  // The match value is zero-sum: what the mover gains, the other loses.
  return mover === me ? value : -value;
}

/** The match value to `me` of a state whose deal (the one searched) has ended. */
function finishedValue(s: BondtolvaState, me: Seat): number {
  if (s.winner !== null) return s.winner === me ? MATCH_WON : -MATCH_WON;
  return dealEndValue([s.protocol[me], s.protocol[1 - me]], [0, 0], true);
}

/** Plays on with `policy` while the stock lasts, then solves the rest of the deal. */
function rolloutValue(start: BondtolvaState, me: Seat, policy: Bot, input: BotInput): number {
  let s = start;
  for (let step = 0; step < 60; step++) {
    const d = s.deal;
    if (d === null || d.finished || s.winner !== null) return finishedValue(s, me);
    if (d.awaitingDeclaration === null && !inPhase1(d)) return solvedPhase2Value(s, me);
    const seat = bondtolva.toAct(s)[0];
    const r = bondtolva.apply(
      s,
      seat,
      policy.choose(botInput(bondtolva, input.options, s, seat, input.rng, 50)),
    );
    if (!r.ok) break;
    s = r.value;
  }
  return finishedValue(s, me);
}

/**
 * The phase-1 (or declaration) action by rollouts; the policy's choice `prior` is kept unless
 * another action is better by more than two standard errors of the paired differences.
 * Null when the view cannot be resampled.
 */
export function phase1MatchAction(
  input: BotInput<BondtolvaView>,
  policy: Bot,
  prior: Action,
  budgetShare = 0.65,
): Action | null {
  const values: number[][] = input.legal.map(() => []);
  const limit = input.timeMs * budgetShare;
  const budget = new Budget(limit, input.samples, 1, 2000);
  let samples = 0;
  for (; budget.more(samples); samples++) {
    const start = bondtolva.resample?.(input.view, input.rng) ?? null;
    if (start === null) return null;
    const row: number[] = [];
    for (const action of input.legal) {
      // A sample cut short by the clock is dropped whole, so that every action keeps the same samples.
      if (input.samples === undefined && budget.elapsed() > (samples === 0 ? 0.9 * input.timeMs : limit))
        break;
      const r = bondtolva.apply(start, input.seat, action);
      row.push(r.ok ? rolloutValue(r.value, input.seat, policy, input) : -2 * MATCH_WON);
    }
    if (row.length < input.legal.length) break;
    for (let i = 0; i < row.length; i++) values[i].push(row[i]);
  }
  if (samples === 0) return prior;
  return pickAction(input.legal, values, prior);
}
