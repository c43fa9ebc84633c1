import { describe, expect, it } from 'vitest';
import { quantile, Tally, wilson95 } from '../../src/sim/stats.js';

describe('statistics', () => {
  it('computes mean, sample standard deviation and the 95% interval', () => {
    const t = new Tally();
    for (const x of [2, 4, 4, 4, 5, 5, 7, 9]) t.add(x);
    expect(t.mean).toBe(5);
    expect(t.sd).toBeCloseTo(2.138, 3);
    expect(t.ci95).toBeCloseTo((1.96 * 2.138) / Math.sqrt(8), 3);
    expect(new Tally().ci95).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives a Wilson interval inside [0, 1] around the proportion', () => {
    const w = wilson95(60, 100);
    expect(w.low).toBeCloseTo(0.502, 2);
    expect(w.high).toBeCloseTo(0.691, 2);
    expect(wilson95(0, 10).low).toBe(0);
  });

  it('takes quantiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(xs, 0.5)).toBe(50);
    expect(quantile(xs, 0.95)).toBe(95);
    expect(quantile([3], 0.95)).toBe(3);
  });
});
