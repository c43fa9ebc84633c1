import { describe, expect, it } from 'vitest';
import {
  dealEndValue,
  MATCH_WON,
  matchChance,
  standingValue,
} from '../../../src/bots/bondtolva/matchValue.js';

describe('bondtolva match value', () => {
  it('is a chance, even between equal standings and zero-sum between the players', () => {
    for (let a = 0; a < 12; a++)
      for (let b = 0; b < 12; b++) {
        const c = matchChance(a, b);
        expect(c).toBeGreaterThan(0);
        expect(c).toBeLessThan(1);
        expect(c + matchChance(b, a)).toBeCloseTo(1, 9);
      }
    expect(matchChance(5, 5)).toBeCloseTo(0.5, 9);
  });

  it('rises with my standing up to ten and falls with the opponent’s', () => {
    for (let a = 0; a < 10; a++) expect(matchChance(a + 1, 4)).toBeGreaterThan(matchChance(a, 4));
    for (let b = 0; b < 10; b++) expect(matchChance(4, b + 1)).toBeLessThan(matchChance(4, b));
  });

  it('values a deal that lands on exactly 12 as the match won, and an overshoot as the drop to 7', () => {
    expect(dealEndValue([10, 3], [2, 1], false)).toBe(MATCH_WON);
    expect(dealEndValue([3, 11], [1, 1], false)).toBe(-MATCH_WON);
    // Both on 12: the last trick decides.
    expect(dealEndValue([11, 11], [1, 1], true)).toBe(MATCH_WON);
    // 11 + 2 = 13 drops to 7.
    expect(dealEndValue([11, 5], [2, 0], true)).toBe(standingValue(7, 5));
    expect(dealEndValue([11, 5], [2, 0], true)).toBeLessThan(dealEndValue([11, 5], [0, 0], true));
  });
});
