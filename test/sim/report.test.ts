import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../../src/engine/game.js';
import { computeStats, formatStats, seatsOfKey } from '../../src/sim/report.js';
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

describe('IMPs per board (bridge duplicate)', () => {
  const bridgeOutcome = (match: number, rotation: number, deals: MatchResult['deals']): MatchOutcome => ({
    ...outcome(match, rotation, rotation === 0 ? [0, 1, 0, 1] : [1, 0, 1, 0], deals, []),
    result: { game: 'bridge', finished: true, deals, totals: {}, winners: [] },
  });

  it('scores the swing between the two rooms of each board on the IMP scale, paired as the points', () => {
    const stats = computeStats(
      [
        // Board 0: A bids and makes 4S vulnerable as NS (620); B in NS stops in 140: A +480 → +10.
        // Board 1: A as NS goes one down (EW +100); B as NS makes 3NT (400): A −500 → −11.
        // Board 2: A passes it out; B as NS goes one down (EW +50, A's side): A +50 → +2.
        bridgeOutcome(0, 0, [
          { dealer: 0, score: { NS: 620, EW: 0 } },
          { dealer: 1, score: { NS: 0, EW: 100 } },
          { dealer: 2, passedOut: true, score: { NS: 0, EW: 0 } },
        ]),
        bridgeOutcome(0, 1, [
          { dealer: 0, score: { NS: 140, EW: 0 } },
          { dealer: 1, score: { NS: 400, EW: 0 } },
          { dealer: 2, score: { NS: 0, EW: 50 } },
        ]),
      ],
      ['A', 'B'],
      { imps: true },
    );
    const [pair] = stats.pairs;
    // Points: per board the mean of the two rooms' differences (+240, −250, +25).
    expect(pair.boards).toBe(3);
    expect(pair.mean).toBeCloseTo((240 - 250 + 25) / 3, 10);
    expect(pair.imps).toBeDefined();
    expect(pair.imps!.boards).toBe(3);
    expect(pair.imps!.mean).toBeCloseTo((10 - 11 + 2) / 3, 10);
    const sd = Math.sqrt(((10 - 1 / 3) ** 2 + (-11 - 1 / 3) ** 2 + (2 - 1 / 3) ** 2) / 2);
    expect(pair.imps!.ci95).toBeCloseTo((1.96 * sd) / Math.sqrt(3), 10);
    const text = formatStats(stats, 'bridge');
    expect(text).toContain('A − B: +0.33 ±');
    expect(text).toMatch(
      /A − B: \+0\.33 ±\d+\.\d\d IMPs per board over 3 boards \(95% CI; no significant difference\)/,
    );
    expect(text).toMatch(/A − B: \+5\.00 ±\d+\.\d\d per deal over 3 boards/);
  });

  it('is left out unless asked for, and counts only boards played in both rooms', () => {
    const one = [bridgeOutcome(0, 0, [{ dealer: 0, score: { NS: 620, EW: 0 } }])];
    expect(computeStats(one, ['A', 'B']).pairs[0].imps).toBeUndefined();
    expect(formatStats(computeStats(one, ['A', 'B']), 'x')).not.toContain('IMPs');
    expect(computeStats(one, ['A', 'B'], { imps: true }).pairs[0].imps).toMatchObject({ boards: 0 });
  });
});
