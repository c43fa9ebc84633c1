import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresOf } from '../../../src/bidding/hand.js';
import { consistent, type Meaning } from '../../../src/bidding/meaning.js';
import { auctionConstraints, type CallConstraint } from '../../../src/bots/inference/constraints.js';
import { type DealProblem, dealSampler, sampleConsistentDeals } from '../../../src/bots/inference/sampler.js';
import { type Card, makeCard, STANDARD_PACK, type Suit, suitOf } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import { propertyRuns } from '../../harness/properties.js';
import { handOf } from '../bidding/helpers.js';

const constraint = (seat: number, index: number, meaning: Meaning, call = '?'): CallConstraint => ({
  seat,
  index,
  call,
  meaning,
});

/** Seat 0 holds `mine`; the other three hands (13 cards each) are hidden. */
function auctionProblem(mine: Card[], constraints: CallConstraint[]): DealProblem {
  const held = new Set(mine);
  return {
    known: [mine, null, null, null],
    unknown: STANDARD_PACK.filter((c) => !held.has(c)),
    need: [0, 13, 13, 13],
    voids: [0, 1, 2, 3].map(() => [false, false, false, false]),
    played: [[], [], [], []],
    constraints,
  };
}

const spades = (cards: readonly Card[]) => cards.filter((c) => suitOf(c) === 0).length;

describe('auction constraints', () => {
  it('turn every call the system defines into a constraint on its caller, natural calls into none', () => {
    const cs = auctionConstraints('bridge', [
      [0, '1NT'],
      [1, 'P'],
      [2, '2C'],
      [3, 'P'],
    ]);
    expect(cs.map((c) => [c.seat, c.call])).toEqual([
      [0, '1NT'],
      [2, '2C'],
    ]);
    expect(cs[0].meaning).toMatchObject({ hcp: { min: 15, max: 17 }, balanced: true });
    expect(auctionConstraints('bondebridge', [[0, '1NT']], true)).toEqual([]);
  });
});

describe('relaxation', () => {
  it('drops a call the cards seen make impossible and keeps the others', () => {
    // Seat 0 holds every ace, king and queen but one: 1NT (15-17) by seat 1 cannot be true.
    const mine = handOf('AKQ.AKQ.AKQ.AK32');
    const problem = auctionProblem(mine, [
      constraint(1, 0, { hcp: { min: 15, max: 17 }, balanced: true }, '1NT'),
      constraint(2, 1, { len: { S: { min: 5 } } }, '2S'),
    ]);
    const result = sampleConsistentDeals(problem, 10, new Rng('impossible'));
    expect(result.relaxed.map((c) => c.call)).toEqual(['1NT']);
    expect(result.kept.map((c) => c.call)).toEqual(['2S']);
    for (const deal of result.deals) expect(spades(deal[2])).toBeGreaterThanOrEqual(5);
  });

  it("drops the latest of a seat's contradicting calls first", () => {
    const problem = auctionProblem(handOf('2.KQJT98765432..'), [
      constraint(1, 0, { len: { S: { min: 5 } } }, '1S'),
      constraint(3, 1, { hcp: { max: 11 } }, 'P'),
      constraint(1, 2, { len: { S: { max: 3 } } }, '2NT'),
    ]);
    const result = sampleConsistentDeals(problem, 8, new Rng('latest'));
    expect(result.relaxed.map((c) => c.index)).toEqual([2]);
    for (const deal of result.deals) {
      expect(spades(deal[1])).toBeGreaterThanOrEqual(5);
      expect(figuresOf(deal[3]).hcp).toBeLessThanOrEqual(11);
    }
  });

  it('drops a call the cards played since contradict (a shown void)', () => {
    // Seat 1 bid five spades, then played two and showed out of spades.
    const playedBy1 = [makeCard(0, 2), makeCard(0, 3)];
    const mine = handOf('AK..AKQJT98765.2');
    const seen = new Set([...mine, ...playedBy1]);
    const problem: DealProblem = {
      known: [mine.slice(0, 11), null, null, null],
      unknown: STANDARD_PACK.filter((c) => !seen.has(c)),
      need: [0, 11, 13, 13],
      voids: [
        [false, false, false, false],
        [true, false, false, false],
        [false, false, false, false],
        [false, false, false, false],
      ],
      played: [mine.slice(11), playedBy1, [], []],
      constraints: [constraint(1, 0, { len: { S: { min: 5 } } }, '1S')],
    };
    const deals = dealSampler(problem, new Rng('void'));
    const deal = deals.next();
    expect(deals.relaxed.map((c) => c.call)).toEqual(['1S']);
    expect(deal[1].filter((c) => suitOf(c) === 0)).toEqual([]);
  });

  it('keeps honest constraints and draws the long suit in the right proportions', () => {
    // Seat 0 holds all the clubs; seat 1 showed five or more spades. Exactly uniform among the
    // hands that fit: P(5 spades | at least 5) as the hypergeometric law gives it.
    const problem = auctionProblem(
      Array.from({ length: 13 }, (_, r) => makeCard(3 as Suit, r + 2)),
      [constraint(1, 0, { len: { S: { min: 5 } } }, '1S')],
    );
    const result = sampleConsistentDeals(problem, 3000, new Rng('uniform'));
    expect(result.relaxed).toEqual([]);
    const c = (n: number, k: number): number => (k === 0 ? 1 : (c(n, k - 1) * (n - k + 1)) / k);
    const weight = (k: number) => c(13, k) * c(26, 13 - k);
    let tail = 0;
    for (let k = 5; k <= 13; k++) tail += weight(k);
    const five = result.deals.filter((d) => spades(d[1]) === 5).length / result.deals.length;
    expect(five).toBeCloseTo(weight(5) / tail, 1);
    expect(result.deals.every((d) => spades(d[1]) >= 5)).toBe(true);
  });

  it('always returns deals, whatever nonsense the calls state, and every kept constraint holds', () => {
    const range = fc.option(
      fc.record({ min: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }) }),
      { nil: undefined },
    );
    const meaning = fc.record({
      hcp: range.map((r) =>
        r ? { min: r.min, max: r.min === undefined ? undefined : r.min + 4 } : undefined,
      ),
      len: fc.option(fc.record({ S: fc.record({ min: fc.integer({ min: 0, max: 9 }) }) }), {
        nil: undefined,
      }),
      balanced: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), meaning), { maxLength: 8 }),
        fc.string({ maxLength: 6 }),
        (calls, seed) => {
          const rng = new Rng(`nonsense:${seed}`);
          const mine = [...STANDARD_PACK].sort(() => rng.next() - 0.5).slice(0, 13);
          const cs = calls.map(([seat, m], i) =>
            constraint(seat, i, JSON.parse(JSON.stringify(m)) as Meaning),
          );
          const result = sampleConsistentDeals(auctionProblem(mine, cs), 3, rng);
          expect(result.deals).toHaveLength(3);
          for (const deal of result.deals) {
            expect(deal.flat().length).toBe(52);
            for (const k of result.kept) expect(consistent(deal[k.seat], k.meaning)).toBe(true);
          }
        },
      ),
      { numRuns: propertyRuns(40) },
    );
  });
});
