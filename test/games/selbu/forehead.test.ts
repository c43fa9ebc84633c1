import { describe, expect, it } from 'vitest';
import { newSelbuMatch, selbu } from '../../../src/games/selbu/game.js';
import { dealNext, dealt, options, run } from './helpers.js';

const ONE = [['SA'], ['H7'], ['D2']];

describe('selbu card on the forehead', () => {
  it('in a forehead round each seat sees every other card but not its own, while bidding', () => {
    const s = dealt({ players: 3, handSizes: [1, 2, 1], forehead: 'first-and-last' }, 0, ONE);
    const views = [0, 1, 2].map((seat) => selbu.view(s, seat));
    expect(views.map((v) => v.forehead)).toEqual([true, true, true]);
    expect(views[0].hands).toEqual([null, ['H7'], ['D2']]);
    expect(views[1].hands).toEqual([['SA'], null, ['D2']]);
    expect(views[2].hands).toEqual([['SA'], ['H7'], null]);
    expect(JSON.stringify(views[0])).not.toContain('"SA"');
    expect(views[0].handCounts).toEqual([1, 1, 1]);
  });

  it('the own card stays hidden until it is played, then it is in the trick like any card', () => {
    let s = dealt({ players: 3, handSizes: [1], forehead: 'last' }, 0, ONE);
    s = run(s, [
      [0, '0'],
      [1, '0'],
      [2, '0'],
    ]);
    expect(selbu.view(s, 1).hands[1]).toBeNull();
    expect(JSON.stringify(selbu.view(s, 1))).not.toContain('"H7"');
    s = run(s, [[1, 'H7']]);
    expect(selbu.view(s, 1).hands).toEqual([['SA'], [], ['D2']]);
    expect(selbu.view(s, 1).tricks[0].cards).toEqual([[1, 'H7']]);
    expect(selbu.view(s, 2).hands[2]).toBeNull();
  });

  it('a spectator sees no hand in a forehead round (it could be a player’s second window)', () => {
    const s = dealt({ players: 3, handSizes: [1], forehead: 'last' }, 0, ONE);
    expect(selbu.view(s, null).hands).toEqual([null, null, null]);
  });

  it('first-and-last: the first and the last round, each only if it has one card', () => {
    const o = options({ players: 3, handSizes: [1, 2, 1], forehead: 'first-and-last' });
    let s = dealNext(newSelbuMatch(o, 0), ONE);
    expect(selbu.view(s, 0).forehead).toBe(true);
    s = run(s, [
      [0, '0'],
      [1, '0'],
      [2, '0'],
      [1, 'H7'],
      [2, 'D2'],
      [0, 'SA'],
    ]);
    s = dealNext(s, [
      ['SA', 'SK'],
      ['H7', 'H8'],
      ['D2', 'D3'],
    ]);
    expect(selbu.view(s, 0).forehead).toBe(false);
    expect(selbu.view(s, 0).hands).toEqual([['SA', 'SK'], null, null]);
  });

  it('last: only the last round, and only if it has one card', () => {
    const first = dealt({ players: 3, handSizes: [1, 2, 1], forehead: 'last' }, 0, ONE);
    expect(selbu.view(first, 0).forehead).toBe(false);
    expect(selbu.view(first, 0).hands).toEqual([['SA'], null, null]);
    const lastOfTwo = dealt({ players: 3, handSizes: [2], forehead: 'last' }, 0, [
      ['SA', 'SK'],
      ['H7', 'H8'],
      ['D2', 'D3'],
    ]);
    expect(selbu.view(lastOfTwo, 0).forehead).toBe(false);
    const classic = dealt({ players: 3, handSizes: [1], forehead: 'none' }, 0, ONE);
    expect(selbu.view(classic, 0).hands).toEqual([['SA'], null, null]);
  });
});

describe('selbu trump: draw', () => {
  it('turns up the first undealt card: its suit is trump (2–10), shown to all and in the result', () => {
    const s = dealt({ players: 3, handSizes: [1], trump: 'draw' }, 0, ONE, ['C9']);
    const v = selbu.view(s, 2);
    expect(v).toMatchObject({ trump: 'C', upcard: 'C9', stockCount: 49 });
    const done = run(s, [
      [0, '0'],
      [1, '0'],
      [2, '0'],
      [1, 'H7'],
      [2, 'D2'],
      [0, 'SA'],
    ]);
    expect(selbu.result(done).deals[0]).toMatchObject({ trump: 'C', upcard: 'C9' });
  });

  it('a turned-up court card or ace means no trump', () => {
    const s = dealt({ players: 3, handSizes: [1], trump: 'draw' }, 0, ONE, ['CQ']);
    expect(selbu.view(s, 0)).toMatchObject({ trump: 'NT', upcard: 'CQ' });
  });
});

describe('selbu trump: draw-suit', () => {
  it('every turned-up card makes its own suit trump: court cards and aces too, so no round is no-trump', () => {
    for (const [up, trump] of [
      ['C9', 'C'],
      ['HQ', 'H'],
      ['SA', 'S'],
      ['DJ', 'D'],
    ]) {
      const s = dealt({ players: 3, handSizes: [1], trump: 'draw-suit' }, 0, [['DA'], ['H7'], ['D2']], [up]);
      expect(selbu.view(s, 1), up).toMatchObject({ trump, upcard: up, stockCount: 49 });
    }
  });

  it('the trump plays: a trumped ace loses, and the result shows the trump and the upcard', () => {
    // Upcard HK: hearts are trump. Seat 1 leads D2, seat 2 (void in diamonds) trumps with H7.
    const s = dealt({ players: 3, handSizes: [1], trump: 'draw-suit' }, 0, [['DA'], ['D2'], ['H7']], ['HK']);
    const done = run(s, [
      [0, '0'],
      [1, '0'],
      [2, '0'],
      [1, 'D2'],
      [2, 'H7'],
      [0, 'DA'],
    ]);
    expect(selbu.result(done).deals[0]).toMatchObject({ trump: 'H', upcard: 'HK', tricks: [0, 0, 1] });
  });
});
