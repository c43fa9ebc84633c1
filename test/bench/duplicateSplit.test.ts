import { describe, expect, it } from 'vitest';
import { boardImps, splitBoards, type TableResult } from '../../src/bench/duplicateSplit.js';

const table = (
  contract: string | null,
  declarer: number | null,
  tricks: number | null,
  ddTricks: number | null,
  scoreNS: number,
): TableResult => ({
  contract,
  declarer,
  tricks,
  ddTricks,
  scoreNS,
});

describe('duplicate split', () => {
  it('a board in the same contract at both tables is the play: 4♠ by South made at A, one down at B', () => {
    // Table A: the judged bot North-South makes 4♠ (+420); B: the other bot North-South goes down (−50).
    const p = { a: table('4S', 2, 10, 10, 420), b: table('4S', 2, 9, 10, -50) };
    expect(boardImps(p)).toBe(10);
    const s = splitBoards([p]);
    expect(s.sameContract).toEqual({ boards: 1, imps: 10, won: 1, lost: 0 });
    expect(s.otherContract.boards).toBe(0);
    expect(s.declaring).toEqual({ boards: 1, beyondDd: 0, otherBeyondDd: -1 });
    expect(s.defending.boards).toBe(0);
  });

  it('the judged bot defending: East declares at both tables, its defence takes a trick more than double dummy', () => {
    // A: the judged bot is North-South, East's 3NT goes one down (+50 NS); B: the other bot
    // North-South lets it make (−400 NS).
    const p = { a: table('3NT', 1, 8, 9, 50), b: table('3NT', 1, 9, 9, -400) };
    const s = splitBoards([p]);
    expect(s.imps).toBe(10);
    expect(s.defending).toEqual({ boards: 1, beyondDd: 1, otherBeyondDd: 0 });
    expect(s.declaring.boards).toBe(0);
  });

  it('different contracts or declarers count as the auction, a passed-out table too', () => {
    const s = splitBoards([
      { a: table('4H', 0, 10, 10, 420), b: table('2H', 0, 10, 10, 170) },
      { a: table('2S', 2, 8, 8, 110), b: table('2S', 0, 8, 8, 110) },
      { a: table(null, null, null, null, 0), b: table('1NT', 3, 6, 7, 50) },
    ]);
    expect(s.sameContract.boards).toBe(0);
    expect(s.otherContract).toEqual({ boards: 3, imps: 6 + 0 - 2, won: 1, lost: 1 });
    expect(s.imps).toBeCloseTo(4 / 3);
  });
});
