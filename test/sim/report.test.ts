import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../../src/engine/game.js';
import { computeStats, seatsOfKey } from '../../src/sim/report.js';
import type { MatchOutcome } from '../../src/sim/task.js';

const outcome = (
  match: number,
  rotation: number,
  botOfSeat: number[],
  deals: MatchResult['deals'],
  winners: string[],
): MatchOutcome => ({
  match,
  rotation,
  botOfSeat,
  decisionMs: [
    [1, 2, 3],
    [4, 5],
  ],
  fallbacks: 0,
  fallbackMessages: [],
  result: { game: 'bondebridge', finished: true, deals, totals: {}, winners },
});

describe('simulation statistics', () => {
  it('maps score keys to seats', () => {
    expect(seatsOfKey('NS')).toEqual([0, 2]);
    expect(seatsOfKey('EW')).toEqual([1, 3]);
    expect(seatsOfKey('3')).toEqual([3]);
  });

  it('credits side scores to the bots of that side and pairs the rotations of a board', () => {
    // Board 0: NS gets 9 with A in NS, and 7 with B in NS after the rotation: A is 2 better on it.
    const stats = computeStats(
      [
        outcome(0, 0, [0, 1, 0, 1], [{ dealer: 0, score: { NS: 9, EW: 0 } }], ['NS']),
        outcome(0, 1, [1, 0, 1, 0], [{ dealer: 0, score: { NS: 7, EW: 0 } }], ['NS']),
      ],
      ['A', 'B'],
    );
    const a = stats.bots.find((b) => b.label === 'A')!;
    expect(a.perDeal.mean).toBe(4.5);
    expect(a.matchWins).toMatchObject({ won: 1, played: 2, rate: 0.5 });
    expect(a.matchWins.low).toBeLessThan(0.5);
    expect(a.matchWins.high).toBeGreaterThan(0.5);
    expect(stats.pairs).toHaveLength(1);
    expect(stats.pairs[0]).toMatchObject({ a: 'A', b: 'B', mean: 1, boards: 1 });
  });

  it('leaves thrown-in deals out of the per-deal means', () => {
    const stats = computeStats(
      [
        outcome(
          0,
          0,
          [0, 1, 0, 1],
          [
            { dealer: 0, passedOut: true, score: { NS: 0, EW: 0 } },
            { dealer: 1, score: { NS: 0, EW: 4 } },
          ],
          ['EW'],
        ),
      ],
      ['A', 'B'],
    );
    expect(stats.passedOut).toBe(1);
    expect(stats.deals).toBe(1);
    expect(stats.bots.find((b) => b.label === 'B')!.perDeal.mean).toBe(4);
  });

  it('counts exact bids per seat when deals carry bids and tricks (selbu)', () => {
    const stats = computeStats(
      [
        outcome(
          0,
          0,
          [0, 1, 1],
          [{ dealer: 0, bids: [1, 0, 2], tricks: [1, 1, 2], score: { 0: 11, 1: 0, 2: 12 } }],
          ['0'],
        ),
      ],
      ['A', 'B'],
    );
    expect(stats.bots.find((b) => b.label === 'A')!.exactHits).toMatchObject({ hits: 1, rounds: 1 });
    expect(stats.bots.find((b) => b.label === 'B')!.exactHits).toMatchObject({ hits: 1, rounds: 2 });
    // B holds seats 1 and 2: its score per deal is their mean, (0 + 12) / 2.
    expect(stats.bots.find((b) => b.label === 'B')!.perDeal.mean).toBe(6);
    expect(stats.pairs[0].mean).toBe(5);
  });
});
