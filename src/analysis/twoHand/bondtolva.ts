/**
 * Per-card review of Bondtolva's phase 2. Once the stock is empty each player knows the other's
 * hand, so the play of the last six tricks is solved exactly (the phase-2 search of the bots).
 * The measure is the deal's points, seat 0's minus seat 1's: declarations (already made by then),
 * the last trick and the matador point. The margin, not one seat's points, so that the two
 * players want opposite things and a point given away counts for both (the matador point can go
 * to nobody). Phase-1 cards are not reviewed: the stock was hidden when they were played.
 */
import { endgameCardValues } from '../../bots/bondtolva/endgame.js';
import type { Seat } from '../../engine/game.js';
import type { ReplayStep } from '../../engine/replay.js';
import { declarationPoints, matadorCount, pileCardPoints } from '../../games/bondtolva/score.js';
import { type BondtolvaState, type DealState, inPhase1, openTrick } from '../../games/bondtolva/state.js';
import type { CardAnalysis, DealAnalysis } from '../types.js';
import { playedDeals } from './plays.js';
import { dealAnalysis, reviewCard } from './review.js';
import type { ReviewOptions } from './types.js';

/** The seat from whose side a bondtolva deal's margins are given. */
export const BONDTOLVA_SIDE: Seat = 0;

const declaredBy = (d: DealState, seat: Seat): number =>
  d.declarations.filter((x) => x.seat === seat).reduce((n, x) => n + declarationPoints(x.kind), 0);

/** The exact margin (seat 0's deal points minus seat 1's) after each legal card of `seat`. */
export function phase2CardValues(d: DealState, seat: Seat): Map<number, number> {
  const other = 1 - seat;
  const declared = declaredBy(d, seat) - declaredBy(d, other);
  const values = endgameCardValues({
    hands: [d.hands[seat], d.hands[other]],
    trump: d.trump,
    led: openTrick(d)?.cards[0],
    matadors: [matadorCount(d.piles[seat]), matadorCount(d.piles[other])],
    points: [pileCardPoints(d.piles[seat]), pileCardPoints(d.piles[other])],
    value: (lastMine, point) => declared + (lastMine ? 1 : -1) + (point === null ? 0 : point === 0 ? 1 : -1),
  });
  // 0 - v, not -v: a margin of nothing is 0, never -0.
  return new Map([...values].map(([c, v]) => [c, seat === BONDTOLVA_SIDE ? v : 0 - v]));
}

/** Reviews the deals the replay's steps act in (steps of a bondtolva match). */
export function reviewBondtolvaDeals(
  steps: readonly ReplayStep[],
  options: ReviewOptions = {},
): DealAnalysis[] {
  return playedDeals<BondtolvaState>(steps, (s) => s.dealCount - 1)
    .filter((d) => options.wanted?.(d.index) ?? true)
    .map(({ index, cards, last }) => {
      const end = last.deal!;
      const phase2 = cards.filter(({ before }) => !inPhase1(before.deal!));
      const out: CardAnalysis[] = [];
      for (const { seat, card, before } of phase2) {
        out.push(reviewCard(seat, card, phase2CardValues(before.deal!, seat), seat === BONDTOLVA_SIDE));
        options.onCard?.(out[out.length - 1], out.length, phase2.length);
      }
      const frame = {
        index,
        dealer: end.dealer,
        contract: null,
        declarer: null,
        passedOut: false,
        finished: end.finished,
        tricksWon: end.tricks.filter((t) => t.winner === BONDTOLVA_SIDE).length,
      };
      return dealAnalysis(
        frame,
        { measure: 'point-margin', side: BONDTOLVA_SIDE, seats: 2, played: cards.length },
        out,
      );
    });
}
