/** Results as the asker may see them: cut to the boards they have played, totals included. */
import { describe, expect, it } from 'vitest';
import { dailyChallenge } from '../../../src/challenge/boards.js';
import type { MatchResult } from '../../../src/engine/game.js';
import { boardResults, maySeeBoard, playedOf, resultLines } from '../../../src/server/challenge/results.js';
import type { StoredEntry } from '../../../src/server/challenge/store.js';

const entry = (id: string, result: MatchResult, o: Partial<StoredEntry> = {}): StoredEntry => ({
  id,
  challengeId: 'c',
  name: id,
  nameKey: id,
  accountId: null,
  tokenHash: id,
  tableId: `t-${id}`,
  result: JSON.stringify(result),
  played: result.deals.length,
  done: result.finished,
  offline: false,
  createdAt: 0,
  ...o,
});

const bridgeMatch = (ns: number[], finished = false): MatchResult => ({
  game: 'bridge',
  finished,
  deals: ns.map((s) => ({
    dealer: 0,
    contract: '4S',
    declarer: 2,
    score: s >= 0 ? { NS: s, EW: 0 } : { NS: 0, EW: -s },
  })),
  totals: {},
  winners: [],
});

const selbuMatch = (scores: number[], total: number): MatchResult => ({
  game: 'selbu',
  finished: false,
  deals: scores.map((s) => ({
    dealer: 0,
    score: { '0': s },
    bids: [1, 0, 0, 0],
    tricks: [s > 0 ? 1 : 0, 0, 0, 0],
  })),
  totals: { '0': total },
  winners: [],
});

describe('the results an asker sees', () => {
  const bridge = dailyChallenge('bridge', '2026-12-05');

  it('rank only the boards the asker has played, and every board once they are done', () => {
    const ahead = entry('ahead', bridgeMatch([420, -100, 620]));
    const asker = entry('asker', bridgeMatch([420]));
    const lines = resultLines(bridge, playedOf([ahead, asker], bridgeMatch([-50, 170, 170, 170])), asker);
    expect(lines.map((l) => [l.name, l.boards])).toEqual([
      ['ahead', 1],
      ['asker', 1],
      ['bot', 1],
    ]);
    expect(lines.find((l) => l.you)).toMatchObject({ name: 'asker', rank: 1, percent: 75 });
    const done = entry('asker', bridgeMatch([420]), { done: true });
    expect(resultLines(bridge, playedOf([ahead, done], undefined), done).find((l) => !l.you)?.boards).toBe(3);
    expect(maySeeBoard(asker, 0)).toBe(true);
    expect(maySeeBoard(asker, 1)).toBe(false);
    expect(maySeeBoard(done, 5)).toBe(true);
  });

  it("give a match's total only up to the asker's deals: the running total would tell the rest", () => {
    const selbu = dailyChallenge('selbu', '2026-12-05');
    const ahead = entry('ahead', selbuMatch([11, 0, 12, 13], 36));
    const asker = entry('asker', selbuMatch([11, 10], 21));
    const lines = resultLines(selbu, playedOf([ahead, asker], undefined), asker);
    expect(lines.find((l) => l.name === 'ahead')).toMatchObject({ total: 11, boards: 2, exactRate: 0.5 });
    expect(lines.find((l) => l.you)).toMatchObject({ total: 21, rank: 1, exactRate: 1 });
  });

  it("show a board's rows, its frequencies and datum, and links to each person's play", () => {
    const a = entry('a', bridgeMatch([420]));
    const b = entry('b', bridgeMatch([420]), { offline: true });
    const c = entry('c', bridgeMatch([-100]));
    const board = boardResults(bridge, playedOf([a, b, c], bridgeMatch([450])), 0);
    expect(board.rows.map((r) => [r.name, r.score, r.matchpoints])).toEqual([
      ['bot', 450, 6],
      ['a', 420, 3],
      ['b', 420, 3],
      ['c', -100, 0],
    ]);
    expect(board.rows[1]).toMatchObject({ contract: '4S', by: 'S', replay: '/t/t-a/replay?match=0&deal=0' });
    expect(board.rows[2].replay).toBeNull();
    expect(board.rows[0].replay).toBeNull();
    expect(board.frequency).toEqual([
      { result: '4S S', score: 450, count: 1 },
      { result: '4S S', score: 420, count: 2 },
      { result: '4S S', score: -100, count: 1 },
    ]);
    // Four results: nothing left out; (450 + 420 + 420 − 100) / 4 = 297.5 → 300.
    expect(board.datum).toBe(300);
  });
});
