import { strainSuit } from '../../cards/call.js';
import { formatCard } from '../../cards/card.js';
import { contractText } from '../../engine/auction.js';
import type { DealResult, MatchResult, Score } from '../../engine/game.js';
import type { BridgetteOptions } from './options.js';
import { leaders, matchOver, scoreContract } from './score.js';
import type { BridgetteState, DealState } from './state.js';

export const scoreBySeat = (points: readonly number[]): Score => ({ '0': points[0], '1': points[1] });

/** A thrown-in deal: both passed without a bid; it does not count. */
export const thrownInResult = (d: DealState): DealResult => ({
  dealer: d.dealer,
  passedOut: true,
  score: scoreBySeat([0, 0]),
});

/** The result of a played deal, in the shape `stikk replay --json` prints. */
export function playedResult(d: DealState, options: BridgetteOptions): DealResult {
  const c = d.contract!;
  const tricks = d.tricksWon[c.declarer];
  const s = scoreContract(c, tricks, options.insultFirst);
  const points = [0, 0];
  points[c.declarer] = s.declarer;
  points[1 - c.declarer] = s.opponent;
  return {
    dealer: d.dealer,
    contract: contractText(c),
    declarer: c.declarer,
    tricks,
    score: scoreBySeat(points),
    upcard: formatCard(d.upcard),
  };
}

/** Books a finished deal into the match: results, totals, counted deals, the end. */
export function finishDeal(s: BridgetteState, d: DealState, result: DealResult): BridgetteState {
  const counted = result.passedOut ? 0 : 1;
  const totals = s.totals.map((t, seat) => t + (result.score[String(seat)] ?? 0));
  const countedDeals = s.countedDeals + counted;
  return {
    ...s,
    deal: { ...d, phase: 'done' },
    results: [...s.results, result],
    totals,
    countedDeals,
    over: matchOver(countedDeals, totals),
  };
}

export function matchResult(s: BridgetteState): MatchResult {
  return {
    game: 'bridgette',
    finished: s.over,
    deals: s.results.map((r) => ({ ...r, score: { ...r.score } })),
    totals: scoreBySeat(s.totals),
    winners: s.over ? leaders(s.totals) : [],
    ...(s.closed ? { closed: true as const } : {}),
  };
}

/** Trump suit letter, `NT`, or null before the contract. */
export function trumpText(d: DealState | null): string | null {
  if (!d?.contract) return null;
  const suit = strainSuit(d.contract.strain);
  return suit === null ? 'NT' : 'SHDC'[suit];
}
