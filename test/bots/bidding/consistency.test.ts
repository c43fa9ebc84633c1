import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consistent } from '../../../src/bidding/meaning.js';
import { meaningIn, nextSituation } from '../../../src/bidding/system.js';
import { SYSTEM_GAP, systemChoice } from '../../../src/bots/contract/basicBidding.js';
import { STANDARD_PACK } from '../../../src/cards/card.js';
import { Rng, shuffleDeck } from '../../../src/cards/rng.js';
import { propertyRuns } from '../../harness/properties.js';
import { legalAfter } from './helpers.js';

/**
 * For random hands after random legal auctions (and after auctions the bots bid themselves),
 * the call the bot chooses has a stated meaning its hand fits, or no agreement at all (the
 * natural fallback, which never picks a call whose stated meaning the hand contradicts), or —
 * a gap in the system — every legal call states something the hand contradicts.
 */
function randomAuction(rng: Rng, doubling: boolean): Array<[number, string]> {
  const calls: Array<[number, string]> = [];
  const length = rng.int(9);
  for (let i = 0; i < length; i++) {
    const legal = legalAfter(calls, doubling);
    if (legal.length === 0) {
      calls.pop(); // the auction is over: leave a call to make
      break;
    }
    // Mostly passes and cheap bids, as real auctions are.
    const pick =
      rng.next() < 0.45 ? 'P' : legal[Math.min(legal.length - 1, rng.int(Math.min(legal.length, 12)))];
    calls.push([calls.length % 4, pick]);
  }
  while (calls.length && legalAfter(calls, doubling).length === 0) calls.pop();
  return calls;
}

function checkChoice(game: 'bridge' | 'bondebridge', calls: Array<[number, string]>, hand: number[]): string {
  const legal = legalAfter(calls, game === 'bridge');
  const seat = calls.length % 4;
  const choice = systemChoice({ game, seat, hand, calls, legal, noTrumpOnly: false });
  expect(legal).toContain(choice.call);
  const situation = nextSituation(game, calls, 0);
  if (choice.rule === SYSTEM_GAP) {
    // Only where no legal call at all is free of a meaning the hand contradicts.
    const fits = legal.filter((c) => {
      const m = meaningIn(situation, c);
      return !m || consistent(hand, m);
    });
    expect(fits, `${calls.map(([, c]) => c).join(' ')}: a call fits, yet a gap was reported`).toEqual([]);
    return choice.call;
  }
  const meaning = meaningIn(situation, choice.call);
  if (meaning)
    expect(
      consistent(hand, meaning),
      `${calls.map(([, c]) => c).join(' ')} → ${choice.call} (${choice.rule})`,
    ).toBe(true);
  else expect(choice.rule).toBe('natural');
  return choice.call;
}

describe('the system bots only make calls whose meaning fits their hand', () => {
  for (const game of ['bridge', 'bondebridge'] as const) {
    it(`${game}: random hands after random legal auctions`, () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
          const rng = new Rng(`consistency:${seed}`);
          const hand = shuffleDeck(STANDARD_PACK, rng).slice(0, 13);
          checkChoice(game, randomAuction(rng, game === 'bridge'), hand);
        }),
        { numRuns: propertyRuns(300) },
      );
    });

    it(`${game}: every call of auctions the bots bid themselves`, () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
          const deck = shuffleDeck(STANDARD_PACK, new Rng(`self:${seed}`));
          const hands = [0, 1, 2, 3].map((s) => deck.slice(13 * s, 13 * s + 13));
          const calls: Array<[number, string]> = [];
          while (legalAfter(calls, game === 'bridge').length > 0) {
            const call = checkChoice(game, calls, hands[calls.length % 4]);
            calls.push([calls.length % 4, call]);
          }
          expect(calls.length).toBeGreaterThanOrEqual(4);
        }),
        { numRuns: propertyRuns(60) },
      );
    });
  }
});
