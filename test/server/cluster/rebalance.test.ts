import { describe, expect, it } from 'vitest';
import { planHandOffs, Rebalancer } from '../../../src/server/cluster/rebalance.js';

const loads = (o: Record<string, number>) => new Map(Object.entries(o));

describe('rebalancing: which tables a process hands to whom', () => {
  it('a process that came back with no tables gets from the loaded ones, a few per round', () => {
    expect(planHandOffs(loads({ a: 15, b: 15, c: 0 }), 'a')).toEqual(Array(5).fill('c'));
    expect(planHandOffs(loads({ a: 15, b: 15, c: 0 }), 'a', 3)).toEqual(['c', 'c', 'c']);
    expect(planHandOffs(loads({ a: 15, b: 15, c: 0 }), 'c')).toEqual([]);
  });

  it('the least loaded first, and nobody is filled past the fair share', () => {
    // 30 tables on three: 10 each is fair; a gives 10, b's 8 take two, c's 2 take eight.
    expect(planHandOffs(loads({ a: 20, b: 8, c: 2 }), 'a', 20).sort()).toEqual([
      'b',
      'b',
      ...Array(8).fill('c'),
    ]);
  });

  it('nothing moves when the loads are even, or off by one (no table passed back and forth)', () => {
    expect(planHandOffs(loads({ a: 10, b: 10, c: 10 }), 'a')).toEqual([]);
    expect(planHandOffs(loads({ a: 11, b: 10, c: 10 }), 'a')).toEqual([]);
    expect(planHandOffs(loads({ a: 2, b: 1 }), 'a')).toEqual([]);
    expect(planHandOffs(loads({ a: 5 }), 'a')).toEqual([]);
    expect(planHandOffs(loads({ b: 5, c: 0 }), 'a')).toEqual([]);
  });

  it('a round waits on a few more tables than wanted, moves only what was planned, and only to processes heard', async () => {
    const asked: Array<[string, string, number]> = [];
    const midDeal = new Set(['t1', 't3']);
    const r = new Rebalancer(
      'a',
      {
        loads: async () => loads({ a: 7, b: 7, c: 0, d: 0 }),
        heard: () => ['b', 'c'],
        held: () => ['t1', 't2', 't3', 't4', 't5', 't6', 't7'],
        handOver: async (t, to, waitMs, claim) => {
          asked.push([t, to, waitMs]);
          // A table mid-deal whose deal does not end in time stays; the others ask for a place.
          return !midDeal.has(t) && claim();
        },
      },
      1_000,
    );
    // d is not heard: the loads are a 7, b 7, c 0, fair 5: a gives two to c, waiting on six tables.
    expect(await r.round()).toBe(2);
    expect(asked).toEqual(['t1', 't2', 't3', 't4', 't5', 't6'].map((t) => [t, 'c', 1_000]));
    // The next round starts where this one stopped.
    asked.length = 0;
    await r.round();
    expect(asked[0][0]).toBe('t7');
  });
});
