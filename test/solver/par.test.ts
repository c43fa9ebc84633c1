import { describe, expect, it } from 'vitest';
import { contractScore, type DdTable, par } from '../../src/solver/index.js';

/** A table from NS's and EW's tricks per strain (C D H S NT), the same for both partners. */
const table = (ns: number[], ew: number[]): DdTable => ns.map((t, s) => [t, ew[s], t, ew[s]]);

describe('contract scores', () => {
  it('scores made contracts and doubled undertricks', () => {
    expect(contractScore(4, 3, 10, false)).toBe(420);
    expect(contractScore(4, 3, 10, true)).toBe(620);
    expect(contractScore(3, 4, 9, false)).toBe(400);
    expect(contractScore(3, 4, 10, true)).toBe(630);
    expect(contractScore(2, 1, 8, false)).toBe(90);
    expect(contractScore(6, 2, 12, true)).toBe(1430);
    expect(contractScore(7, 4, 13, false)).toBe(1520);
    expect(contractScore(5, 1, 8, false)).toBe(-500);
    expect(contractScore(5, 1, 8, true)).toBe(-800);
    expect(contractScore(4, 0, 9, true)).toBe(-200);
  });
});

describe('par', () => {
  it('is the best making game when the opponents cannot sacrifice cheaply', () => {
    // NS make 10 tricks in spades, nothing else much; EW take few tricks anywhere.
    const t = table([7, 6, 8, 10, 8], [6, 7, 5, 3, 5]);
    const p = par(t, 'None');
    expect(p.score).toBe(420);
    expect(p.contracts.map((c) => c.text)).toEqual(['4S by N,S']);
  });

  it('is a doubled sacrifice when it costs less than the game', () => {
    // NS vulnerable make 4S (620); EW non-vulnerable go three down in 5D doubled (500).
    const t = table([7, 5, 8, 10, 7], [5, 8, 4, 3, 4]);
    const p = par(t, 'NS');
    expect(p.score).toBe(500);
    expect(p.contracts.map((c) => c.text)).toEqual(['5DX by E,W']);
  });

  it('is a pass-out when nobody can make anything', () => {
    const t = table([6, 6, 6, 6, 6], [6, 6, 6, 6, 6]);
    expect(par(t, 'All')).toEqual({ score: 0, contracts: [] });
  });

  it('lists every strain reaching the par score', () => {
    // EW make 4H and 4S (vulnerable: 620 each); NS have no cheap sacrifice.
    const t = table([5, 5, 3, 3, 4], [8, 8, 10, 10, 8]);
    const p = par(t, 'EW');
    expect(p.score).toBe(-620);
    expect(p.contracts.map((c) => c.text).sort()).toEqual(['4H by E,W', '4S by E,W']);
  });
});
