import { describe, expect, it } from 'vitest';
import { roundPoints } from '../../../src/games/selbu/scoring.js';

describe('selbu scoring', () => {
  it('classic: exactly the bid scores 10 + bid, anything else 0 (bid 4 took 4 → 14, bid 0 took 0 → 10)', () => {
    expect(roundPoints('classic', 4, 4)).toBe(14);
    expect(roundPoints('classic', 0, 0)).toBe(10);
    expect(roundPoints('classic', 4, 5)).toBe(0);
    expect(roundPoints('classic', 4, 3)).toBe(0);
    expect(roundPoints('classic', 0, 3)).toBe(0);
  });

  it('penalty: exactly the bid scores 10 + 5 × bid (0 → 10, 1 → 15, 2 → 20)', () => {
    expect([0, 1, 2, 7].map((b) => roundPoints('penalty', b, b))).toEqual([10, 15, 20, 45]);
  });

  it('penalty: a miss by k tricks, over or under, costs 5 × (2^k − 1): −5, −15, −35, −75', () => {
    expect([1, 2, 3, 4].map((k) => roundPoints('penalty', 5, 5 + k))).toEqual([-5, -15, -35, -75]);
    expect([1, 2, 3, 4].map((k) => roundPoints('penalty', 5, 5 - k))).toEqual([-5, -15, -35, -75]);
  });
});
