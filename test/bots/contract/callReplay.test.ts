import { describe, expect, it } from 'vitest';
import { makesCalls, partnerReplayedDeals } from '../../../src/bots/contract/callReplay.js';
import type { Card } from '../../../src/cards/card.js';
import { parseDeal } from '../../../src/cards/hand.js';

const deal = (pbn: string): Card[][] => {
  const d = parseDeal(pbn);
  if (!d.ok) throw new Error(d.error);
  return d.value.hands;
};

// North opens 1♠, South raises to 2♠ (the system's 6–9 HCP raise with three spades).
const RAISE: Array<[number, string]> = [
  [0, '1S'],
  [1, 'P'],
  [2, '2S'],
  [3, 'P'],
];
// South: 8 HCP and three spades, a raise to 2♠.
const RAISER = 'N:AKJ65.K32.A.5432 Q72.QJ54.Q654.97 T43.A76.K732.J86 98.T98.JT98.AKQT';
// South: 14 HCP and four spades, Jacoby 2NT by the system, never 2♠.
const STRONG = 'N:AKJ65.K32.A.5432 72.QJ54.Q6542.97 QT43.A76.K73.AJ8 98.T98.JT98.KQT6';

describe('partner’s calls replayed on a sampled hand', () => {
  it('a hand makes its calls when the system bids them with it, and not otherwise', () => {
    expect(makesCalls('bridge', RAISE, 2, deal(RAISER)[2])).toBe(true);
    expect(makesCalls('bridge', RAISE, 2, deal(STRONG)[2])).toBe(false);
    // North's 1♠ is the system's opening with either South.
    expect(makesCalls('bridge', RAISE, 0, deal(STRONG)[0])).toBe(true);
  });

  it('draws again until partner’s hand fits, taking the last draw after the limit', () => {
    const draws = [deal(STRONG), deal(STRONG), deal(RAISER)];
    let i = 0;
    const deals = partnerReplayedDeals({ next: () => draws[i++ % draws.length] }, 'bridge', RAISE, 2);
    expect(deals.next()).toBe(draws[2]);
    expect(i).toBe(3);
    // No draw ever fits: the limit (24 draws) ends the search with the last one.
    i = 0;
    const never = partnerReplayedDeals({ next: () => draws[i++ % 2] }, 'bridge', RAISE, 2);
    expect(never.next()).toBe(draws[1]);
    expect(i).toBe(24);
  });
});
