import { describe, expect, it } from 'vitest';
import { consistent } from '../../../src/bidding/meaning.js';
import { meaningIn, nextSituation } from '../../../src/bidding/system.js';
import { systemChoice } from '../../../src/bots/contract/basicBidding.js';
import { callsOf, handOf, legalAfter } from './helpers.js';
import { SUITE } from './suite.js';

describe('bidding suite: the call the system gives, and its meaning fits the hand', () => {
  it('has at least 150 hands over openings, responses, rebids, competition and slam', () => {
    expect(SUITE.length).toBeGreaterThanOrEqual(150);
  });

  for (const t of SUITE) {
    const game = t.game ?? 'bridge';
    it(`${game}: ${t.auction || '(opening)'} with ${t.hand} → ${t.expect}${t.note ? ` (${t.note})` : ''}`, () => {
      const hand = handOf(t.hand);
      const calls = callsOf(t.auction);
      const legal = legalAfter(calls, game === 'bridge');
      const choice = systemChoice({ game, seat: calls.length % 4, hand, calls, legal, noTrumpOnly: false });
      expect(choice.call).toBe(t.expect);
      expect(choice.rule).not.toBe('natural');
      const meaning = meaningIn(nextSituation(game, calls, 0), t.expect);
      expect(meaning).not.toBeNull();
      expect(consistent(hand, meaning!)).toBe(true);
    });
  }
});
