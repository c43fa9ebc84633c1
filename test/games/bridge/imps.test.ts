import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMP_THRESHOLDS, imps } from '../../../src/games/bridge/imps.js';
import { propertyRuns } from '../../harness/properties.js';

describe('the IMP scale', () => {
  it('gives the standard values at and around every step', () => {
    const worked: Array<[number, number]> = [
      [0, 0],
      [10, 0],
      [20, 1],
      [40, 1],
      [50, 2],
      [80, 2],
      [90, 3],
      [120, 3],
      [130, 4],
      [160, 4],
      [170, 5],
      [210, 5],
      [220, 6],
      [260, 6],
      [270, 7],
      [310, 7],
      [320, 8],
      [360, 8],
      [370, 9],
      [420, 9],
      [430, 10],
      [490, 10],
      [500, 11],
      [590, 11],
      [600, 12],
      [740, 12],
      [750, 13],
      [890, 13],
      [900, 14],
      [1090, 14],
      [1100, 15],
      [1290, 15],
      [1300, 16],
      [1490, 16],
      [1500, 17],
      [1740, 17],
      [1750, 18],
      [1990, 18],
      [2000, 19],
      [2240, 19],
      [2250, 20],
      [2490, 20],
      [2500, 21],
      [2990, 21],
      [3000, 22],
      [3490, 22],
      [3500, 23],
      [3990, 23],
      [4000, 24],
      [7600, 24],
    ];
    for (const [points, expected] of worked) expect(imps(points), `${points}`).toBe(expected);
    expect(IMP_THRESHOLDS).toHaveLength(24);
  });

  it('scores typical swings: a vulnerable game against a part-score, a slam, an overtrick', () => {
    // 4S vulnerable made (620) against 140 in the other room: 480 → 10.
    expect(imps(620 - 140)).toBe(10);
    // 6NT made non-vulnerable (990) against 3NT+3 (490): 500 → 11.
    expect(imps(990 - 490)).toBe(11);
    // 4H+1 (450) against 4H (420): 30 → 1.
    expect(imps(450 - 420)).toBe(1);
    expect(imps(-620 + 140)).toBe(-10);
  });

  it('is odd and never decreases with the size of the difference', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8000, max: 8000 }), fc.integer({ min: 0, max: 500 }), (d, more) => {
        expect(imps(-d) + imps(d)).toBe(0);
        expect(imps(Math.abs(d) + more)).toBeGreaterThanOrEqual(imps(Math.abs(d)));
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
