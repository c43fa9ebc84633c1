import fc from 'fast-check';
import { rating as openskillRating } from 'openskill';
import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../../src/engine/game.js';
import { isRated, type Place } from '../../src/ratings/places.js';
import { rateMatch, rateTable } from '../../src/ratings/rate.js';
import { display, newRating, type Rating, uncertainty } from '../../src/ratings/rating.js';
import { standing } from '../../src/ratings/standing.js';
import { propertyRuns } from '../harness/properties.js';

const ratingArb: fc.Arbitrary<Rating> = fc.record({
  mu: fc.double({ min: 0, max: 50, noNaN: true }),
  sigma: fc.double({ min: 0.5, max: 25 / 3, noNaN: true }),
});

/** A finished result as the games build it: winners are the keys with the best total. */
function finished(game: string, totals: Record<string, number>): MatchResult {
  const best = Math.max(...Object.values(totals));
  return {
    game,
    finished: true,
    deals: [],
    totals,
    winners: Object.keys(totals).filter((k) => totals[k] === best),
  };
}

const person = (account: string): Place => ({ kind: 'person', account });

describe('rateMatch: partnerships (bridge, bondebridge)', () => {
  it('moves the winning side up, the losing side down, both partners alike; sigma never grows', () => {
    fc.assert(
      fc.property(
        fc.array(ratingArb, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (before, ns, ew) => {
          fc.pre(ns !== ew);
          const after = rateMatch('bondebridge', before, finished('bondebridge', { NS: ns, EW: ew }));
          const up = ns > ew ? [0, 2] : [1, 3];
          const down = ns > ew ? [1, 3] : [0, 2];
          for (const p of up) expect(after[p].mu).toBeGreaterThan(before[p].mu);
          for (const p of down) expect(after[p].mu).toBeLessThan(before[p].mu);
          for (let p = 0; p < 4; p++) expect(after[p].sigma).toBeLessThanOrEqual(before[p].sigma);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });

  it('a drawn match between equal sides changes mu by nothing', () => {
    fc.assert(
      fc.property(ratingArb, fc.integer({ min: 0, max: 40 }), (r, points) => {
        const after = rateMatch('bridge', [r, r, r, r], finished('bridge', { NS: points, EW: points }));
        for (const a of after) {
          expect(Math.abs(a.mu - r.mu)).toBeLessThan(1e-9);
          expect(a.sigma).toBeLessThanOrEqual(r.sigma);
        }
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});

describe('rateMatch: everyone alone (selbu, bridgette, bondtolva, bondebridge by person)', () => {
  const table = fc
    .integer({ min: 2, max: 5 })
    .chain((n) =>
      fc.tuple(
        fc.array(ratingArb, { minLength: n, maxLength: n }),
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: n, maxLength: n }),
      ),
    );

  it('a sole winner goes up, a sole last goes down, nobody grows less certain', () => {
    fc.assert(
      fc.property(table, ([before, points]) => {
        const totals = Object.fromEntries(points.map((p, i) => [String(i), p]));
        const after = rateMatch('selbu', before, finished('selbu', totals));
        const best = Math.max(...points);
        const worst = Math.min(...points);
        const count = (v: number) => points.filter((p) => p === v).length;
        points.forEach((p, i) => {
          if (p === best && count(best) === 1) expect(after[i].mu).toBeGreaterThan(before[i].mu);
          if (p === worst && count(worst) === 1) expect(after[i].mu).toBeLessThan(before[i].mu);
          expect(after[i].sigma).toBeLessThanOrEqual(before[i].sigma);
        });
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('ranks by points with ties: equal players on equal points get equal ratings', () => {
    fc.assert(
      fc.property(table, ratingArb, ([, points], r) => {
        const totals = Object.fromEntries(points.map((p, i) => [String(i), p]));
        const after = rateMatch(
          'selbu',
          points.map(() => r),
          finished('selbu', totals),
        );
        points.forEach((p, i) => {
          points.forEach((q, j) => {
            if (p === q) expect(after[i].mu).toBeCloseTo(after[j].mu, 9);
            // A sole winner ends above everyone, everyone above a sole last, when all started
            // equal. (Plackett–Luce with ties in the middle does not always keep the order of
            // the tied groups between them: docs/decisions.md.)
            const sole = (v: number) => points.filter((x) => x === v).length === 1;
            const soleBest = p === Math.max(...points) && sole(p);
            const soleWorst = q === Math.min(...points) && sole(q);
            if (p > q && (soleBest || soleWorst)) expect(after[i].mu).toBeGreaterThan(after[j].mu);
          });
        });
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('ranks are competition ranks: winners first, then by totals', () => {
    const s = standing(finished('selbu', { '0': 12, '1': 30, '2': 12, '3': -4 }));
    expect(s).toEqual({ teams: [[0], [1], [2], [3]], ranks: [2, 1, 2, 4] });
    // bondtolva: the winner by its own rule, whatever the protocol totals say.
    const bt: MatchResult = {
      game: 'bondtolva',
      finished: true,
      deals: [],
      totals: { '0': 7, '1': 0 },
      winners: ['1'],
    };
    expect(standing(bt).ranks).toEqual([2, 1]);
    expect(standing(finished('bridge', { NS: 3, EW: 5 }))).toEqual({
      teams: [
        [0, 2],
        [1, 3],
      ],
      ranks: [2, 1],
    });
  });
});

describe('rated tables', () => {
  const placeArb: fc.Arbitrary<Place> = fc.oneof(
    fc.constantFrom('a', 'b', 'c', 'd', 'e').map(person),
    fc.constant<Place>({ kind: 'guest' }),
    fc.constantFrom('random', 'basic', 'strong').map((level): Place => ({ kind: 'bot', level })),
  );

  it('an unrated table changes nothing; a rated one is exactly rateMatch', () => {
    fc.assert(
      fc.property(
        fc.array(placeArb, { minLength: 4, maxLength: 4 }),
        fc.array(ratingArb, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (places, before, ns, ew) => {
          const result = finished('bridge', { NS: ns, EW: ew });
          const after = rateTable('bridge', places, before, result);
          if (isRated(places)) expect(after).toEqual(rateMatch('bridge', before, result));
          else expect(after).toEqual(before);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  it('needs a signed-in person, each account once, in every place', () => {
    expect(isRated([person('a'), person('b')])).toBe(true);
    expect(isRated([person('a'), { kind: 'guest' }])).toBe(false);
    expect(isRated([person('a'), { kind: 'bot', level: 'strong' }])).toBe(false);
    expect(isRated([person('a'), person('a')])).toBe(false);
    expect(isRated([person('a')])).toBe(false);
  });

  it('an unfinished match changes nothing', () => {
    const r = [newRating(), newRating()];
    const unfinished: MatchResult = {
      game: 'bridgette',
      finished: false,
      deals: [],
      totals: { '0': 5, '1': 0 },
      winners: [],
    };
    expect(rateMatch('bridgette', r, unfinished)).toEqual(r);
  });

  it('refuses a result of another game or the wrong number of places', () => {
    expect(() =>
      rateMatch('bridge', [newRating(), newRating()], finished('bridgette', { '0': 1, '1': 0 })),
    ).toThrow();
    expect(() =>
      rateMatch('bridge', [newRating(), newRating()], finished('bridge', { NS: 1, EW: 0 })),
    ).toThrow();
  });
});

describe('the display scale', () => {
  it("starts a new player at openskill's own prior, without loading it", () => {
    expect(newRating()).toEqual(openskillRating());
  });

  it('shows a new player as 1000 ±417 and a settled average player near 1500', () => {
    expect(display(newRating())).toBe(1000);
    expect(uncertainty(newRating())).toBe(417);
    expect(display({ mu: 25, sigma: 1.5 })).toBe(1513);
  });

  it('one bridgette win between new players, worked out', () => {
    const [winner, loser] = rateMatch(
      'bridgette',
      [newRating(), newRating()],
      finished('bridgette', { '0': 1, '1': 0 }),
    );
    // openskill's Plackett–Luce step for two equal newcomers, limitSigma on.
    expect(winner.mu).toBeCloseTo(27.635, 3);
    expect(loser.mu).toBeCloseTo(22.365, 3);
    expect(winner.sigma).toBeCloseTo(8.0655, 3);
    expect(display(winner)).toBeGreaterThan(display(loser));
  });
});
