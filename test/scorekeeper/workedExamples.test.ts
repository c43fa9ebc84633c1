/**
 * Every "Worked examples" line of the rule books (../shared/rules/*.md), entered on a sheet as
 * players would write it down: the sheet's totals must be the rule book's.
 */
import { describe, expect, test } from 'vitest';
import { computed, lastScore, makeSheet, refusal, resultOf, withEntries } from './helpers.js';

describe('bondebridge.md worked examples', () => {
  test('2C by North, N–S take 9: standard +9, simple +3', () => {
    const e = { contract: '2C', declarer: 0, tricks: 9 };
    expect(lastScore(withEntries(makeSheet('bondebridge'), [e]))).toEqual({ NS: 9, EW: 0 });
    expect(lastScore(withEntries(makeSheet('bondebridge', { scoring: 'simple' }), [e]))).toEqual({
      NS: 3,
      EW: 0,
    });
  });
  test('4S by East, E–W take 8 (2 short): standard N–S +4, simple N–S +2', () => {
    const e = { contract: '4S', declarer: 1, tricks: 8 };
    expect(lastScore(withEntries(makeSheet('bondebridge'), [e]))).toEqual({ NS: 4, EW: 0 });
    expect(lastScore(withEntries(makeSheet('bondebridge', { scoring: 'simple' }), [e]))).toEqual({
      NS: 2,
      EW: 0,
    });
  });
  test('7NT by South, N–S take 13: standard +16 (13 + 3 for the grand slam)', () => {
    const s = withEntries(makeSheet('bondebridge'), [{ contract: '7NT', declarer: 2, tricks: 13 }]);
    expect(lastScore(s)).toEqual({ NS: 16, EW: 0 });
  });
  test('3H doubled by West, E–W take 9 (made): E–W +18', () => {
    const s = withEntries(makeSheet('bondebridge', { doubling: true }), [
      { contract: '3HX', declarer: 3, tricks: 9 },
    ]);
    expect(lastScore(s)).toEqual({ NS: 0, EW: 18 });
  });
  test('3H doubled by West, E–W take 9, doubledPoints penalty: E–W +9', () => {
    const s = withEntries(makeSheet('bondebridge', { doubling: true, doubledPoints: 'penalty' }), [
      { contract: '3HX', declarer: 3, tricks: 9 },
    ]);
    expect(lastScore(s)).toEqual({ NS: 0, EW: 9 });
  });
  test('4S doubled by East, 8 tricks: N–S +8 with either doubledPoints setting', () => {
    for (const doubledPoints of ['all', 'penalty']) {
      const s = withEntries(makeSheet('bondebridge', { doubling: true, doubledPoints }), [
        { contract: '4SX', declarer: 1, tricks: 8 },
      ]);
      expect(lastScore(s)).toEqual({ NS: 8, EW: 0 });
    }
  });
  test('threePlayers: three names, the seating per deal, points per person', () => {
    const s = withEntries(makeSheet('bondebridge', { threePlayers: true, deals: 3 }), [
      { contract: '2C', declarer: 0, tricks: 9 }, // deal 1: Nora N and S, Erik E, Siri W
      { contract: 'P' }, // thrown in: the same seating again
      { contract: '4S', declarer: 1, tricks: 8 }, // deal 2: Erik N and S, Nora E, Siri W
    ]);
    const c = computed(s);
    expect(c.result.deals.map((d) => d.seating)).toEqual([
      [0, 1, 0, 2],
      [1, 0, 1, 2],
      [1, 0, 1, 2],
    ]);
    expect(c.result.deals.map((d) => d.score)).toEqual([
      { 0: 9, 1: 0, 2: 0 },
      { 0: 0, 1: 0, 2: 0 },
      { 0: 0, 1: 4, 2: 0 },
    ]);
    expect(c.next).toMatchObject({ seating: [2, 0, 2, 1] });
  });
  test('the examples add up over a match, and the totals decide', () => {
    const s = withEntries(makeSheet('bondebridge', { deals: 3 }), [
      { contract: '2C', declarer: 0, tricks: 9 },
      { contract: '4S', declarer: 1, tricks: 8 },
      { contract: '7NT', declarer: 2, tricks: 13 },
    ]);
    const r = resultOf(s);
    expect(r.totals).toEqual({ NS: 29, EW: 0 });
    expect(r.finished).toBe(true);
    expect(r.winners).toEqual(['NS']);
    expect(computed(s).next).toBeNull();
  });
});

describe('bridge.md worked examples (duplicate)', () => {
  // Board n sets dealer and vulnerability: 1 none, 2 NS, 3 EW, 4 all.
  const board = (firstBoard: number, entry: object) =>
    lastScore(withEntries(makeSheet('bridge', { scoring: 'duplicate', boards: 1, firstBoard }), [entry]));
  test('4S by N, 10 tricks: not vulnerable +420, vulnerable +620', () => {
    expect(board(1, { contract: '4S', declarer: 0, tricks: 10 })).toEqual({ NS: 420, EW: 0 });
    expect(board(2, { contract: '4S', declarer: 0, tricks: 10 })).toEqual({ NS: 620, EW: 0 });
  });
  test('3NT by E, 8 tricks, vulnerable: NS +100', () => {
    expect(board(3, { contract: '3NT', declarer: 1, tricks: 8 })).toEqual({ NS: 100, EW: 0 });
  });
  test('1NT doubled by S, 8 tricks, not vulnerable: NS +280', () => {
    expect(board(1, { contract: '1NTX', declarer: 2, tricks: 8 })).toEqual({ NS: 280, EW: 0 });
  });
  test('6H by W, 12 tricks, vulnerable: EW +1430', () => {
    expect(board(3, { contract: '6H', declarer: 3, tricks: 12 })).toEqual({ NS: 0, EW: 1430 });
  });
  test('4H redoubled by N, 7 tricks (3 down), vulnerable: EW +1600', () => {
    expect(board(2, { contract: '4HXX', declarer: 0, tricks: 7 })).toEqual({ NS: 0, EW: 1600 });
  });
  test('the sheet shows each board with its number and vulnerability', () => {
    const s = withEntries(makeSheet('bridge', { scoring: 'duplicate', boards: 4 }), [
      { contract: '4S', declarer: 0, tricks: 10 },
      { contract: '4S', declarer: 0, tricks: 10 },
      { contract: 'P' },
    ]);
    const c = computed(s);
    expect(c.result.deals.map((d) => [d.board, d.vulnerable, d.dealer])).toEqual([
      [1, 'none', 0],
      [2, 'NS', 1],
      [3, 'EW', 2],
    ]);
    expect(c.result.totals).toEqual({ NS: 1040, EW: 0 });
    expect(c.next).toMatchObject({ board: 4, vulnerable: 'all', dealer: 3 });
  });
});

describe('bridge.md worked example (chicago)', () => {
  test('2H+1 → NS 90; 4S= by E, EW vulnerable → 620 and NS’s 60 lapses; 3NTX −2 → EW 500; 1C+1 by W → EW 140', () => {
    let s = makeSheet('bridge', { scoring: 'chicago' });
    expect(computed(s).next).toMatchObject({ dealer: 0, vulnerable: 'none', roundDeal: 1 });
    s = withEntries(s, [{ contract: '2H', declarer: 0, tricks: 9 }]);
    expect(lastScore(s)).toEqual({ NS: 90, EW: 0 });
    expect(computed(s).next).toMatchObject({ dealer: 1, vulnerable: 'EW', partScore: { NS: 60, EW: 0 } });
    s = withEntries(s, [{ contract: '4S', declarer: 1, tricks: 10 }]);
    expect(lastScore(s)).toEqual({ NS: 0, EW: 620 });
    expect(computed(s).next).toMatchObject({ dealer: 2, vulnerable: 'NS', partScore: { NS: 0, EW: 0 } });
    s = withEntries(s, [{ contract: '3NTX', declarer: 2, tricks: 7 }]);
    expect(lastScore(s)).toEqual({ NS: 0, EW: 500 });
    expect(computed(s).next).toMatchObject({ dealer: 3, vulnerable: 'all', roundDeal: 4 });
    s = withEntries(s, [{ contract: '1C', declarer: 3, tricks: 8 }]);
    expect(lastScore(s)).toEqual({ NS: 0, EW: 140 });
    const r = resultOf(s);
    expect(r.totals).toEqual({ NS: 90, EW: 1260 });
    expect(r.finished).toBe(true);
  });
  test('a passed-out deal is dealt again by the same dealer with the same vulnerability and does not count', () => {
    const s = withEntries(makeSheet('bridge', { scoring: 'chicago' }), [
      { contract: '2H', declarer: 0, tricks: 9 },
      { contract: 'P' },
    ]);
    expect(computed(s).next).toMatchObject({ deal: 3, dealer: 1, vulnerable: 'EW', roundDeal: 2 });
  });
});

describe('bridge rubber', () => {
  test('4S making 10 with four honours, then 3NT making 9: 120 below + 100 honours, 100 below + 700 rubber bonus', () => {
    const s = withEntries(makeSheet('bridge'), [
      { contract: '4S', declarer: 0, tricks: 10, honours: { side: 'NS', points: 100 } },
      { contract: '3NT', declarer: 0, tricks: 9 },
    ]);
    const r = resultOf(s);
    expect(r.deals).toMatchObject([
      { vulnerable: 'none', above: { NS: 100, EW: 0 }, below: { NS: 120, EW: 0 } },
      { vulnerable: 'NS', above: { NS: 700, EW: 0 }, below: { NS: 100, EW: 0 } },
    ]);
    expect(r.totals).toEqual({ NS: 1020, EW: 0 });
    expect(r.finished).toBe(true);
    expect(r.winners).toEqual(['NS']);
  });
  test('games, vulnerability and a 2–1 rubber (+500); part-scores start again after a game', () => {
    let s = withEntries(makeSheet('bridge'), [
      { contract: '2S', declarer: 0, tricks: 8 }, // NS 60 below
      { contract: '3NT', declarer: 1, tricks: 9 }, // EW game; NS's 60 no longer counts towards game
    ]);
    expect(computed(s).next).toMatchObject({
      vulnerable: 'EW',
      games: { NS: 0, EW: 1 },
      partScore: { NS: 0, EW: 0 },
    });
    s = withEntries(s, [
      { contract: '4H', declarer: 2, tricks: 10 }, // NS game: both vulnerable
      { contract: '2D', declarer: 3, tricks: 7 }, // EW down 1 vulnerable: NS +100
    ]);
    expect(lastScore(s)).toEqual({ NS: 100, EW: 0 });
    expect(computed(s).next).toMatchObject({ vulnerable: 'all', games: { NS: 1, EW: 1 } });
    s = withEntries(s, [{ contract: '5C', declarer: 0, tricks: 11 }]);
    const r = resultOf(s);
    expect(r.deals[4]).toMatchObject({
      below: { NS: 100, EW: 0 },
      above: { NS: 500, EW: 0 },
      rubberWonBy: 'NS',
    });
    expect(r.totals).toEqual({ NS: 60 + 120 + 100 + 100 + 500, EW: 100 });
    expect(r.finished).toBe(true);
  });
  test('closing the table in the middle of a rubber adds +300 for one game and +50 for a part-score', () => {
    let s = withEntries(makeSheet('bridge'), [
      { contract: '4S', declarer: 0, tricks: 10 }, // NS game
      { contract: '2H', declarer: 1, tricks: 8 }, // EW part-score 60
    ]);
    expect(resultOf(s).finished).toBe(false);
    s = { ...s, closed: true };
    const r = resultOf(s);
    expect(r.unfinishedRubberBonus).toEqual({ NS: 300, EW: 50 });
    expect(r.totals).toEqual({ NS: 120 + 300, EW: 60 + 50 });
    expect(r.finished).toBe(true);
    expect(r.winners).toEqual(['NS']);
    expect(computed(s).next).toBeNull();
  });
  test('honours count for the side holding them, made or not', () => {
    const s = withEntries(makeSheet('bridge'), [
      { contract: '4S', declarer: 0, tricks: 9, honours: { side: 'EW', points: 150 } },
    ]);
    expect(resultOf(s).deals[0]).toMatchObject({ above: { NS: 0, EW: 150 + 50 }, below: { NS: 0, EW: 0 } });
  });
});

describe('selbu.md worked examples', () => {
  // Rounds 1–4 of the classic schedule (1–4 cards, no trump for three rounds, then clubs).
  const firstFour = [
    { bids: [1, 0, 1, 0], tricks: [1, 0, 0, 0] },
    { bids: [1, 0, 0, 0], tricks: [1, 1, 0, 0] },
    { bids: [1, 1, 0, 0], tricks: [1, 1, 1, 0] },
    { bids: [1, 1, 1, 0], tricks: [1, 1, 1, 1] },
  ];
  test('4 players, round 5 (5 cards), trump D: bids 2 1 0 1, tricks 2 2 0 1 → 12 0 10 11', () => {
    const s = withEntries(makeSheet('selbu'), firstFour);
    expect(computed(s).next).toMatchObject({ round: 5, handSize: 5, trump: 'D', dealer: 0 });
    const after = withEntries(s, [{ bids: [2, 1, 0, 1], tricks: [2, 2, 0, 1] }]);
    expect(lastScore(after)).toEqual({ 0: 12, 1: 0, 2: 10, 3: 11 });
    expect(resultOf(after).deals[4]).toMatchObject({ round: 5, handSize: 5, trump: 'D', bids: [2, 1, 0, 1] });
  });
  test('round 3, 3 cards, bids 1 1 0 1 (sum 3) are refused: the dealer’s left-hand neighbour must change', () => {
    const s = withEntries(makeSheet('selbu'), firstFour.slice(0, 2));
    expect(computed(s).next).toMatchObject({ round: 3, handSize: 3, dealer: 2, firstBidder: 3 });
    const e = refusal(s, { bids: [1, 1, 0, 1] });
    expect(e.code).toBe('hook-simultaneous');
    expect(e.params).toMatchObject({ seat: 3, size: 3 });
    expect(e.message).toContain("player 4, on the dealer's left, must change their bid (hook rule)");
    for (const changed of [0, 2]) {
      expect(withEntries(s, [{ bids: [1, 1, 0, changed] }]).entries).toHaveLength(3);
    }
  });
});

describe('bridgette.md worked examples', () => {
  const score = (entry: object) => lastScore(withEntries(makeSheet('bridgette'), [entry]));
  test('3NT, 9 taken → 750', () =>
    expect(score({ contract: '3NT', declarer: 0, tricks: 9 })).toEqual({ 0: 750, 1: 0 }));
  test('2H, 11 tricks (exactly three over) → 600', () =>
    expect(score({ contract: '2H', declarer: 1, tricks: 11 })).toEqual({ 0: 0, 1: 600 }));
  test('4S doubled, 10 tricks → 1900', () =>
    expect(score({ contract: '4SX', declarer: 0, tricks: 10 })).toEqual({ 0: 1900, 1: 0 }));
  test('insultFirst: 4S doubled, 10 tricks → (500 + 250 + 400) × 2 = 2300; redoubled 1C, 10 → 6000', () => {
    const insult = (entry: object) =>
      lastScore(withEntries(makeSheet('bridgette', { insultFirst: true }), [entry]));
    expect(insult({ contract: '4SX', declarer: 0, tricks: 10 })).toEqual({ 0: 2300, 1: 0 });
    expect(insult({ contract: '1CXX', declarer: 1, tricks: 10 })).toEqual({
      0: 0,
      1: (150 + 350 + 1000) * 4,
    });
    expect(insult({ contract: '5C', declarer: 0, tricks: 9 })).toEqual({ 0: 0, 1: 200 });
  });
  test('5C, 9 tricks (2 short), undoubled → opponent +200', () =>
    expect(score({ contract: '5C', declarer: 0, tricks: 9 })).toEqual({ 0: 0, 1: 200 }));
  test('0NT exists (six tricks), and six counted deals end the game; thrown-in deals do not count', () => {
    const s = withEntries(makeSheet('bridgette'), [
      { contract: '0NT', declarer: 0, tricks: 6 },
      { contract: 'P' },
      { contract: '3NT', declarer: 0, tricks: 9 },
      { contract: '2H', declarer: 1, tricks: 11 },
      { contract: '4SX', declarer: 0, tricks: 10 },
      { contract: '5C', declarer: 0, tricks: 9 },
    ]);
    expect(computed(s).next).toMatchObject({ deal: 7, dealer: 0, countedDeals: 5, extraDeal: false });
    const done = withEntries(s, [{ contract: '1C', declarer: 1, tricks: 7 }]);
    const r = resultOf(done);
    expect(r.deals.map((d) => d.dealer)).toEqual([0, 1, 0, 1, 0, 1, 0]);
    expect(r.totals).toEqual({ 0: 400 + 750 + 1900, 1: 600 + 200 + 400 });
    expect(r.finished).toBe(true);
    expect(r.winners).toEqual(['0']);
  });
  test('equal totals after six deals: a seventh is played, and more until they differ', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ contract: '1C', declarer: i % 2, tricks: 7 }));
    const s = withEntries(makeSheet('bridgette'), six);
    expect(resultOf(s)).toMatchObject({ finished: false, totals: { 0: 1200, 1: 1200 } });
    expect(computed(s).next).toMatchObject({ deal: 7, extraDeal: true });
    const still = withEntries(s, [{ contract: 'P' }]);
    expect(computed(still).next).toMatchObject({ deal: 8, extraDeal: true });
    const done = withEntries(still, [{ contract: '2H', declarer: 1, tricks: 7 }]);
    expect(resultOf(done)).toMatchObject({ finished: true, winners: ['0'], totals: { 0: 1300, 1: 1200 } });
  });
});

describe('bondtolva.md worked examples', () => {
  const all = (seat: number, trumf = 'S', tjog = 'H') => ({
    declarations: [
      { seat, kind: 'trumf', suit: trumf },
      { seat, kind: 'tjog', suit: tjog },
    ],
    lastTrick: seat,
    matadorPoint: seat,
  });
  test('11–4; A trumf and the last trick: 14 drops to 7; B the matador point: 5; game goes on at 7–5', () => {
    let s = withEntries(makeSheet('bondtolva'), [
      all(0),
      all(0),
      {
        declarations: [
          { seat: 1, kind: 'trumf', suit: 'D' },
          { seat: 1, kind: 'tjog', suit: 'C' },
        ],
        lastTrick: 0,
        matadorPoint: 1,
      },
    ]);
    expect(resultOf(s).totals).toEqual({ 0: 11, 1: 4 });
    s = withEntries(s, [
      { declarations: [{ seat: 0, kind: 'trumf', suit: 'S' }], lastTrick: 0, matadorPoint: 1 },
    ]);
    const r = resultOf(s);
    expect(r.deals[3]).toMatchObject({ score: { 0: 3, 1: 1 }, protocol: { 0: 7, 1: 5 }, trump: 'S' });
    expect(r).toMatchObject({ totals: { 0: 7, 1: 5 }, finished: false, winners: [] });
  });
  test('10–8; B trumf and last trick: 11; A tjog and matador point: 12 → A wins', () => {
    let s = withEntries(makeSheet('bondtolva'), [
      all(0),
      all(1),
      all(0),
      { declarations: [{ seat: 1, kind: 'trumf', suit: 'S' }], lastTrick: 1, matadorPoint: null },
    ]);
    expect(resultOf(s).totals).toEqual({ 0: 10, 1: 8 });
    s = withEntries(s, [
      {
        declarations: [
          { seat: 1, kind: 'trumf', suit: 'H' },
          { seat: 0, kind: 'tjog', suit: 'C' },
        ],
        lastTrick: 1,
        matadorPoint: 0,
      },
    ]);
    const r = resultOf(s);
    expect(r).toMatchObject({ totals: { 0: 12, 1: 11 }, finished: true, winners: ['0'] });
    expect(computed(s).next).toBeNull();
    expect(refusal(s, { lastTrick: 0, matadorPoint: 0 }).code).toBe('match-over');
  });
  test('both on exactly 12: the winner of the last trick wins', () => {
    const s = withEntries(makeSheet('bondtolva'), [
      all(0),
      all(1),
      { declarations: [{ seat: 0, kind: 'trumf', suit: 'S' }], lastTrick: 1, matadorPoint: 0 }, // 8–6
      {
        declarations: [
          { seat: 0, kind: 'trumf', suit: 'S' },
          { seat: 1, kind: 'tjog', suit: 'H' },
        ],
        lastTrick: 1,
        matadorPoint: 0,
      }, // 11–8
    ]);
    expect(resultOf(s).totals).toEqual({ 0: 11, 1: 8 });
    const end = withEntries(s, [all(1, 'D', 'C')]); // B +5 → 13 → 7; A +0
    expect(resultOf(end).totals).toEqual({ 0: 11, 1: 7 });
    const s2 = withEntries(makeSheet('bondtolva'), [
      all(0), // 5–0
      all(1), // 5–5
      all(0), // 10–5
      all(1), // 10–10
      { declarations: [{ seat: 0, kind: 'trumf', suit: 'S' }], lastTrick: 1, matadorPoint: 1 }, // 12–12
    ]);
    expect(resultOf(s2)).toMatchObject({ totals: { 0: 12, 1: 12 }, finished: true, winners: ['1'] });
  });
});
