import { describe, expect, it } from 'vitest';
import { parBoard, slamStats } from '../../src/bench/parLoss.js';
import type { Contract } from '../../src/engine/auction.js';
import type { DdTable } from '../../src/solver/index.js';

/** A table from NS's and EW's tricks per strain (C D H S NT), the same for both partners. */
const table = (ns: number[], ew: number[]): DdTable => ns.map((t, s) => [t, ew[s], t, ew[s]]);
/** NS make exactly 4♠ (10 tricks); EW's cheapest sacrifice above it costs 1,100 or more. */
const SPADES = table([7, 7, 8, 10, 8], [6, 6, 5, 3, 5]);
const bid = (
  level: number,
  strain: Contract['strain'],
  declarer: number,
  doubled: 0 | 1 | 2 = 0,
): Contract => ({
  level,
  strain,
  declarer,
  doubled,
});

describe('IMPs against par', () => {
  it('par reached: nothing lost', () => {
    const b = parBoard(SPADES, bid(4, 3, 0), 'none', 0);
    expect(b).toMatchObject({ tricks: 10, score: 420, par: 420, parText: '4S by N,S', impsNS: 0, lost: 0 });
  });

  it('a game missed: 3♠ making ten tricks scores 170 against 420, 6 IMPs', () => {
    expect(parBoard(SPADES, bid(3, 3, 2), 'none', 0)).toMatchObject({ score: 170, impsNS: -6, lost: 6 });
    // Vulnerable the game is worth 620: 620 − 170 = 450, 10 IMPs.
    expect(parBoard(SPADES, bid(3, 3, 2), 'NS', 0)).toMatchObject({ score: 170, par: 620, lost: 10 });
  });

  it('a slam two down undoubled: −100 against 420 is 520 points, 11 IMPs', () => {
    expect(parBoard(SPADES, bid(6, 3, 0), 'none', 0)).toMatchObject({ tricks: 10, score: -100, lost: 11 });
  });

  it("the opponents' penalty double of a making game is their loss: 590 − 420 = 170, 5 IMPs to NS", () => {
    expect(parBoard(SPADES, bid(4, 3, 0, 1), 'none', 0)).toMatchObject({ score: 590, impsNS: 5, lost: 5 });
  });

  it('passed out: 0 against 420, 9 IMPs; a doubled EW part-score three down scores for NS', () => {
    expect(parBoard(SPADES, null, 'none', 0)).toMatchObject({ tricks: null, score: 0, lost: 9 });
    // 2♥X by East with five tricks: three down doubled non-vulnerable, 500 to NS; 80 over par.
    expect(parBoard(SPADES, bid(2, 2, 1, 1), 'none', 0)).toMatchObject({ tricks: 5, score: 500, impsNS: 2 });
  });

  it('an EW contract is scored from NS’s point of view', () => {
    // EW make 4♥ (10 tricks) with NS unable to sacrifice cheaply: par −420; EW in 2♥ +170.
    const t = table([3, 6, 3, 5, 5], [9, 7, 10, 8, 7]);
    const b = parBoard(t, bid(2, 2, 3), 'none', 1);
    expect(b).toMatchObject({ score: -170, par: -420, impsNS: 6, lost: 6 });
  });
});

describe('slam statistics', () => {
  it('counts slams bid, those below eleven tricks and those going down', () => {
    const s = slamStats([
      { contract: bid(6, 3, 0), tricks: 12 },
      { contract: bid(6, 2, 0), tricks: 10 },
      { contract: bid(7, 4, 1), tricks: 12 },
      { contract: bid(4, 3, 0), tricks: 9 },
      { contract: null, tricks: null },
    ]);
    expect(s).toEqual({ bid: 3, small: 2, grand: 1, below11: 1, failing: 2 });
  });
});
