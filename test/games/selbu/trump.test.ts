import { describe, expect, it } from 'vitest';
import { classicTrump, roundTrump, trumpText, upcardTrump } from '../../../src/games/selbu/trump.js';
import { card } from './helpers.js';

describe('selbu trump', () => {
  it('classic schedule: 3 no-trump rounds, then C D H S … from round 4, then 3 no-trump rounds', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => trumpText(classicTrump(i + 1, 20)));
    expect(twenty.join(' ')).toBe('NT NT NT C D H S C D H S C D H S C D NT NT NT');
  });

  it('classic schedule on short matches: six rounds or fewer have no trump at all', () => {
    expect(Array.from({ length: 6 }, (_, i) => classicTrump(i + 1, 6))).toEqual(Array(6).fill(null));
    expect(Array.from({ length: 10 }, (_, i) => trumpText(classicTrump(i + 1, 10))).join(' ')).toBe(
      'NT NT NT C D H S NT NT NT',
    );
  });

  it('draw: 2–10 make their suit trump; J, Q, K and A mean no trump', () => {
    expect(trumpText(upcardTrump(card('H2')))).toBe('H');
    expect(trumpText(upcardTrump(card('CT')))).toBe('C');
    for (const court of ['SJ', 'DQ', 'HK', 'CA']) expect(upcardTrump(card(court))).toBeNull();
    expect(trumpText(roundTrump('draw', 1, 20, card('D7')))).toBe('D');
  });

  it('draw-suit: every turned-up card makes its own suit trump', () => {
    for (const c of ['H2', 'CT', 'SJ', 'DQ', 'HK', 'CA']) {
      expect(trumpText(roundTrump('draw-suit', 1, 20, card(c))), c).toBe(c[0]);
    }
  });

  it('fixed suits and none ignore the round', () => {
    for (const s of ['S', 'H', 'D', 'C'] as const) {
      expect(trumpText(roundTrump(`fixed:${s}`, 1, 20, null))).toBe(s);
      expect(trumpText(roundTrump(`fixed:${s}`, 20, 20, null))).toBe(s);
    }
    expect(roundTrump('none', 5, 20, null)).toBeNull();
  });
});
