import { describe, expect, it } from 'vitest';
import { terminalWords } from '../../src/cli/language.js';
import { dealLine, formatMatchResult } from '../../src/cli/resultText.js';

const en = terminalWords('en');
const nb = terminalWords('nb');

describe('a deal on a line, as stikk replay and the end of a deal in stikk play show it', () => {
  it('a contract deal: dealer and declarer by compass letter, the score by partnership', () => {
    const d = { dealer: 3, contract: '4H', declarer: 0, tricks: 10, claimed: 2, score: { NS: 420, EW: 0 } };
    expect(dealLine('bridge', d, 0, en)).toBe(
      'deal 1: dealer W; 4H by N, 10 tricks (2 of them claimed); score NS 420, EW 0',
    );
    expect(dealLine('bridge', d, 0, nb)).toBe(
      'giv 1: giver V; 4H av N, 10 stikk (2 av dem ved claim); poeng NS 420, ØV 0',
    );
  });
  it('a selbu round: its number, the seats by number, bids and tricks, the trump', () => {
    const d = {
      round: 3,
      dealer: 1,
      trump: 'NT',
      bids: [1, 0, 1, 0],
      tricks: [1, 1, 1, 0],
      score: { 0: 11, 1: 0, 2: 11, 3: 10 },
    };
    expect(dealLine('selbu', d, 2, en)).toBe(
      'round 3: dealer seat 1; bids 1 0 1 0, tricks 1 1 1 0; no trump; score seat 0 11, seat 1 0, seat 2 11, seat 3 10',
    );
  });
  it('the match: its state, the totals and the winners', () => {
    const text = formatMatchResult(
      { game: 'bondebridge', finished: true, deals: [], totals: { NS: 12, EW: 9 }, winners: ['NS'] } as never,
      en,
    );
    expect(text).toBe('bondebridge: finished, 0 deals\ntotals: NS 12, EW 9\nWinner: NS\n');
  });
});
