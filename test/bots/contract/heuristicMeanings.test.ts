import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresOf } from '../../../src/bidding/hand.js';
import { auctionMeanings } from '../../../src/bidding/system.js';
import { chooseCall } from '../../../src/bots/contract/basicBidding.js';
import { heuristicConstraints, judgedAway } from '../../../src/bots/contract/heuristicMeanings.js';
import { meets } from '../../../src/bots/inference/constraints.js';
import { sampleConsistentDeals } from '../../../src/bots/inference/sampler.js';
import { type Card, STANDARD_PACK, suitOf, trustedCards } from '../../../src/cards/card.js';
import { Rng, shuffleDeck } from '../../../src/cards/rng.js';
import { auctionFrom, legalCalls } from '../../../src/engine/auction.js';
import type { Seat } from '../../../src/engine/game.js';
import { BRIDGE_AUCTION } from '../../../src/games/bridge/game.js';
import { propertyRuns } from '../../harness/properties.js';

function legalAt(calls: ReadonlyArray<readonly [Seat, string]>, seat: Seat, first: Seat): string[] {
  const auction = auctionFrom(calls, first);
  if (!auction) throw new Error(`a call of ${calls.join(' ')} does not parse`);
  return legalCalls(auction, seat, BRIDGE_AUCTION);
}

/**
 * A bridge auction of four hands: basic's call at every turn, except that with probability
 * `noise` a seat makes a random legal call instead (positions basic alone never reaches, as the
 * strong bot's judged calls make). Returns the calls and which of them were basic's.
 */
function auctionOf(hands: Card[][], first: Seat, rng: Rng, noise: number) {
  const calls: Array<[Seat, string]> = [];
  const basics: boolean[] = [];
  while (calls.length < 40) {
    const seat = ((first + calls.length) % 4) as Seat;
    const legal = legalAt(calls, seat, first);
    if (legal.length === 0) break;
    const basic = chooseCall({ game: 'bridge', seat, hand: hands[seat], calls, legal, noTrumpOnly: false });
    const random = rng.next() < noise;
    // Random calls kept below the five level, so that auctions do not end at once in slams.
    const low = legal.filter((c) => c === 'P' || c === 'X' || Number(c[0]) <= 4);
    const call = random && low.length ? low[rng.int(low.length)] : basic;
    calls.push([seat, call]);
    basics.push(call === basic);
  }
  return { calls, basics };
}

describe('heuristicConstraints: the calls the system leaves to the natural heuristic, read by the sampler', () => {
  it('every call basic made without a stated meaning is met by the hand that made it (random deals and auctions)', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, noisy) => {
        const rng = new Rng(`heuristic:${seed}`);
        const deck = shuffleDeck(STANDARD_PACK, rng);
        const hands = [0, 1, 2, 3].map((s) => deck.slice(13 * s, 13 * s + 13));
        const first = (seed % 4) as Seat;
        const { calls, basics } = auctionOf(hands, first, rng, noisy ? 0.15 : 0);
        const meanings = auctionMeanings('bridge', calls);
        const constraints = heuristicConstraints('bridge', calls);
        // One constraint for each call without a stated meaning, none for the others.
        expect(constraints.map((c) => c.index)).toEqual(meanings.flatMap((m, i) => (m === null ? [i] : [])));
        for (const c of constraints) {
          if (!basics[c.index]) continue;
          expect(
            meets(figuresOf(hands[c.seat]), c),
            `${c.call} (call ${c.index}) in ${calls.map((x) => x[1]).join(' ')}`,
          ).toBe(true);
          checked++;
        }
      }),
      { numRuns: propertyRuns(150) },
    );
    expect(checked).toBeGreaterThan(300);
  });

  // Board 609 of seed `bid`: East opens 1♥, West responds 1♠ and North overcalls 2♥ in opener's suit.
  const calls: Array<[Seat, string]> = [
    [1, '1H'],
    [2, 'P'],
    [3, '1S'],
    [0, '2H'],
  ];
  const overcall = () => heuristicConstraints('bridge', calls).find((c) => c.index === 3)!;

  it("reads North's 2♥ over 1♥–1♠ as the heuristic's overcall: five hearts and 11 HCP at least", () => {
    const c = overcall();
    expect(c.call).toBe('2H');
    const north = trustedCards([
      'SA',
      'S5',
      'HA',
      'HK',
      'HT',
      'H7',
      'H6',
      'H5',
      'H3',
      'DQ',
      'DT',
      'CT',
      'C4',
    ]);
    expect(meets(figuresOf(north), c)).toBe(true);
    // Four hearts: no natural overcall.
    const fourHearts = trustedCards([
      'SA',
      'S5',
      'S4',
      'HA',
      'HK',
      'HT',
      'H7',
      'DQ',
      'DT',
      'D9',
      'CT',
      'C4',
      'C3',
    ]);
    expect(meets(figuresOf(fourHearts), c)).toBe(false);
    // Six hearts and 7 HCP: too weak to overcall at the two level.
    const weak = trustedCards(['S5', 'S4', 'HA', 'HJ', 'HT', 'H7', 'H6', 'H5', 'DQ', 'DT', 'D9', 'CT', 'C4']);
    expect(meets(figuresOf(weak), c)).toBe(false);
  });

  it("reads South's pass over 1♥: no hand that would have overcalled or doubled", () => {
    const pass = heuristicConstraints('bridge', calls).find((c) => c.index === 1);
    if (!pass) return; // the system states the pass: nothing for the heuristic to read
    const fiveSpades = trustedCards([
      'SA',
      'SK',
      'SQ',
      'S7',
      'S3',
      'H5',
      'H3',
      'DQ',
      'DT',
      'D4',
      'CT',
      'C4',
      'C2',
    ]);
    const weak = trustedCards(['S8', 'S7', 'S3', 'H5', 'H3', 'H2', 'DQ', 'DT', 'D4', 'CT', 'C8', 'C4', 'C2']);
    expect(meets(figuresOf(fiveSpades), pass)).toBe(false);
    expect(meets(figuresOf(weak), pass)).toBe(true);
  });

  it('the sampler draws only hands the heuristic reads that way', () => {
    const west = trustedCards(['SQ', 'ST', 'S7', 'S2', 'DA', 'DJ', 'D4', 'D3', 'CQ', 'C9', 'C8', 'C6', 'C5']);
    const held = new Set(west);
    const result = sampleConsistentDeals(
      {
        known: [null, null, null, west],
        unknown: STANDARD_PACK.filter((c) => !held.has(c)),
        need: [13, 13, 13, 0],
        voids: [0, 1, 2, 3].map(() => [false, false, false, false]),
        played: [[], [], [], []],
        constraints: heuristicConstraints('bridge', calls),
      },
      20,
      new Rng('609'),
    );
    expect(result.relaxed).toEqual([]);
    for (const deal of result.deals) {
      const hearts = deal[0].filter((c) => suitOf(c) === 1).length;
      expect(hearts).toBeGreaterThanOrEqual(5);
      expect(figuresOf(deal[0]).hcp).toBeGreaterThanOrEqual(11);
    }
  });
});

describe('judgedAway: the calls the strong bot may make instead of basic', () => {
  it("passes or bids lower over basic's competitive bid, passes basic's penalty double", () => {
    expect(judgedAway('4H', 'P', false)).toBe(true);
    expect(judgedAway('4H', '3H', false)).toBe(true);
    expect(judgedAway('4H', '3S', false)).toBe(false);
    expect(judgedAway('4H', '6S', false)).toBe(true);
    expect(judgedAway('X', 'P', false)).toBe(true);
    expect(judgedAway('1S', 'P', false)).toBe(false);
  });

  it("bids over basic's pass only where partner asked", () => {
    expect(judgedAway('P', '4S', true)).toBe(true);
    expect(judgedAway('P', '4S', false)).toBe(false);
  });

  it('doubles or redoubles for penalty only where basic passes', () => {
    expect(judgedAway('P', 'XX', false)).toBe(true);
    expect(judgedAway('P', 'X', false)).toBe(true);
    expect(judgedAway('5D', 'XX', false)).toBe(false);
    expect(judgedAway('2H', 'X', false)).toBe(false);
    expect(judgedAway('X', 'XX', false)).toBe(false);
  });
});
