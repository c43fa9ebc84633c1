import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyChallenge } from '../../src/challenge/boards.js';
import {
  BOT_ENTRANT,
  datum,
  entrantLine,
  impsAgainstDatum,
  matchpoints,
  matchpointTop,
  rankByBoards,
  rankByTotal,
  scoreBoard,
  seatScore,
  trimmedPerEnd,
} from '../../src/challenge/scoring.js';
import type { MatchResult } from '../../src/engine/game.js';

/** The three worked examples of docs/challenge.md, number for number. */
describe('the worked examples of docs/challenge.md', () => {
  it('example 1: five results at 4♠, the datum without the highest and the lowest', () => {
    const board = scoreBoard([620, 620, 170, -100, 650].map((score, i) => ({ entrant: `p${i}`, score })));
    expect(board.top).toBe(8);
    expect(board.entries.map((e) => e.matchpoints)).toEqual([5, 5, 2, 0, 8]);
    expect(board.entries.map((e) => e.percent)).toEqual([62.5, 62.5, 25, 0, 100]);
    expect(board.datum).toBe(470);
    expect(board.entries.map((e) => e.imps)).toEqual([4, 4, -7, -11, 5]);
  });
  it('example 2: four part-score results, no trimming, the datum rounded to 10', () => {
    const board = scoreBoard([110, 140, -50, 110].map((score, i) => ({ entrant: `p${i}`, score })));
    expect(board.top).toBe(6);
    expect(board.entries.map((e) => e.matchpoints)).toEqual([3, 6, 0, 3]);
    expect(board.datum).toBe(80);
    expect(board.entries.map((e) => e.imps)).toEqual([1, 2, -4, 1]);
  });
  it('example 3: ten results with a slam made and one doubled the other way', () => {
    const scores = [1430, 680, 680, 650, 650, 650, 620, 200, -100, -1430];
    const board = scoreBoard(scores.map((score, i) => ({ entrant: `p${i}`, score })));
    expect(board.top).toBe(18);
    expect(board.entries.map((e) => e.matchpoints)).toEqual([18, 15, 15, 10, 10, 10, 6, 4, 2, 0]);
    expect(board.datum).toBe(500);
    expect(board.entries.map((e) => e.imps)).toEqual([14, 5, 5, 4, 4, 4, 3, -7, -12, -18]);
  });
});

describe('matchpoints', () => {
  const scores = fc.array(
    fc.integer({ min: -300, max: 300 }).map((n) => n * 10),
    { minLength: 1, maxLength: 30 },
  );
  it('sum to n × (n − 1) on every board, each between 0 and the top', () => {
    fc.assert(
      fc.property(scores, (s) => {
        const mp = matchpoints(s);
        expect(mp.reduce((a, b) => a + b, 0)).toBe(s.length * (s.length - 1));
        for (const m of mp) expect(m >= 0 && m <= matchpointTop(s.length)).toBe(true);
      }),
    );
  });
  it('do not depend on the order of the entrants', () => {
    fc.assert(
      fc.property(
        scores.chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.shuffledSubarray(
              s.map((_, i) => i),
              { minLength: s.length },
            ),
          ),
        ),
        ([s, order]) => {
          const mp = matchpoints(s);
          const reordered = matchpoints(order.map((i) => s[i]));
          expect(reordered).toEqual(order.map((i) => mp[i]));
        },
      ),
    );
  });
  it('give a lone result 50%', () => {
    expect(scoreBoard([{ entrant: 'a', score: 420 }]).entries[0].percent).toBe(50);
  });
});

describe('IMPs against the datum', () => {
  it('are antisymmetric around the datum: x above earns what x below loses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -800, max: 800 }).map((n) => n * 10),
        fc.integer({ min: 0, max: 5000 }),
        (d, x) => {
          expect(impsAgainstDatum(d + x, d) + impsAgainstDatum(d - x, d)).toBe(0);
          expect(Math.sign(impsAgainstDatum(d + x, d))).toBe(x >= 20 ? 1 : 0);
        },
      ),
    );
  });
  it('trim ⌊n/10⌋ at each end from five results, at least one', () => {
    expect([1, 4, 5, 9, 10, 19, 20, 35].map(trimmedPerEnd)).toEqual([0, 0, 1, 1, 1, 1, 2, 3]);
    expect(datum([100, 100, 100, 100, 5000])).toBe(100);
    expect(datum([100, 100, 100, 5000])).toBe(1330);
    expect(datum([-15])).toBe(-20);
    expect(datum([15])).toBe(20);
  });
});

describe('rankings', () => {
  it('rank by percent over the boards each played, then IMPs; "the bot" like anyone', () => {
    const ranked = rankByBoards([
      { entrant: 'kari', boards: [620, -100], total: 520 },
      { entrant: BOT_ENTRANT, boards: [170, 200], total: 370 },
      { entrant: 'ola', boards: [620, null], total: 620 },
    ]);
    // Board 1: 620 620 170 → kari 3, ola 3, bot 0 of 4; board 2: bot 2, kari 0 of 2.
    expect(ranked.map((r) => [r.entrant, r.rank, r.matchpoints, r.top])).toEqual([
      ['ola', 1, 3, 4],
      ['kari', 2, 3, 6],
      ['bot', 3, 2, 6],
    ]);
    // Datums 470 and 50: kari +4 −4, the bot −7 +4, ola +4.
    expect(ranked.map((r) => r.imps)).toEqual([4, 0, -3]);
  });
  it('rank selbu by total, then exact bids, ties sharing a rank', () => {
    const ranked = rankByTotal([
      { entrant: 'a', boards: [], total: 120, exactBids: { exact: 10, rounds: 20 } },
      { entrant: 'b', boards: [], total: 140, exactBids: { exact: 9, rounds: 20 } },
      { entrant: 'c', boards: [], total: 120, exactBids: { exact: 12, rounds: 20 } },
      { entrant: 'd', boards: [], total: 120, exactBids: { exact: 12, rounds: 20 } },
    ]);
    expect(ranked.map((r) => [r.entrant, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['a', 4],
    ]);
  });
});

describe('an entrant line from a match result', () => {
  it("reads a side's net score at the contract games and the seat's own at selbu", () => {
    expect(seatScore({ dealer: 0, score: { NS: 0, EW: 620 } }, 2)).toBe(-620);
    expect(seatScore({ dealer: 0, score: { NS: 9, EW: 4 } }, 1)).toBe(-5);
    expect(seatScore({ dealer: 0, score: { '0': 12, '1': 0 } }, 0)).toBe(12);
  });
  it('counts selbu rounds bid exactly from the seat of the challenge', () => {
    const challenge = dailyChallenge('selbu', '2026-12-05');
    const result: MatchResult = {
      game: 'selbu',
      finished: true,
      deals: [
        {
          dealer: 0,
          bids: [1, 0, 0, 0],
          tricks: [1, 0, 0, 0],
          score: { '0': 11, '1': 10, '2': 10, '3': 10 },
        },
        { dealer: 1, bids: [0, 1, 1, 0], tricks: [1, 0, 1, 0], score: { '0': 0, '1': 0, '2': 11, '3': 10 } },
      ],
      totals: { '0': 11, '1': 10, '2': 21, '3': 20 },
      winners: ['2'],
    };
    expect(entrantLine(challenge, 'kari', result)).toEqual({
      entrant: 'kari',
      boards: [11, 0],
      total: 11,
      exactBids: { exact: 1, rounds: 2 },
    });
  });
});
