import { describe, expect, it } from 'vitest';
import { newSelbuMatch, selbu } from '../../../src/games/selbu/game.js';
import { dealNext, options, playUntilRound, refusal, run } from './helpers.js';

/** The worked examples of rules/selbu.md. */
describe('selbu worked examples', () => {
  it('4 players, round 5 (5 cards), trump D: bids 2 1 0 1, tricks 2 2 0 1 → points 12 0 10 11', () => {
    let state = playUntilRound(newSelbuMatch(options(), 0), 5);
    state = dealNext(state, [
      ['DA', 'DK', 'S2', 'H2', 'C2'],
      ['SA', 'HA', 'S3', 'H3', 'C3'],
      ['S4', 'H4', 'C4', 'S5', 'H5'],
      ['CA', 'C5', 'S6', 'H6', 'D2'],
    ]);
    expect(state.round).toBe(5);
    expect(selbu.view(state, 0).trump).toBe('D');
    state = run(state, [
      [0, '2'],
      [1, '1'],
      [2, '0'],
      [3, '1'],
    ]);
    expect(state.phase).toBe('play'); // 2 + 1 + 0 + 1 = 4 ≠ 5: no hook
    state = run(state, [
      [1, 'SA'],
      [2, 'S4'],
      [3, 'S6'],
      [0, 'S2'],
      [1, 'HA'],
      [2, 'H4'],
      [3, 'H6'],
      [0, 'H2'],
      [1, 'C3'],
      [2, 'C4'],
      [3, 'CA'],
      [0, 'C2'],
      [3, 'C5'],
      [0, 'DA'],
      [1, 'S3'],
      [2, 'S5'], // seat 0 is out of clubs and trumps
      [0, 'DK'],
      [1, 'H3'],
      [2, 'H5'],
      [3, 'D2'],
    ]);
    const round5 = selbu.result(state).deals[4];
    expect(round5).toMatchObject({
      round: 5,
      handSize: 5,
      dealer: 0,
      trump: 'D',
      bids: [2, 1, 0, 1],
      tricks: [2, 2, 0, 1],
      score: { '0': 12, '1': 0, '2': 10, '3': 11 },
    });
    expect(round5).not.toHaveProperty('revealedBids');
  });

  it('round 3, 3 cards, simultaneous bids 1 1 0 1 (sum 3): the dealer’s left-hand neighbour must change, to 0 or 2', () => {
    let state = playUntilRound(newSelbuMatch(options(), 0), 3);
    state = dealNext(state, [
      ['SA', 'SK', 'SQ'],
      ['HA', 'HK', 'HQ'],
      ['DA', 'DK', 'DQ'],
      ['CA', 'CK', 'CQ'],
    ]);
    expect(state.dealer).toBe(2);
    state = run(state, [
      [0, '1'],
      [1, '1'],
      [2, '0'],
      [3, '1'],
    ]);
    expect(state.phase).toBe('hook');
    expect(selbu.toAct(state)).toEqual([3]);
    expect(selbu.legalActions(state, 3)).toEqual(['0', '2', '3']);
    expect(refusal(state, 3, '1').code).toBe('hook');
    for (const seat of [0, 1, 2]) expect(selbu.legalActions(state, seat)).toEqual([]);
    for (const change of ['0', '2']) {
      const after = run(state, [[3, change]]);
      expect(after.phase).toBe('play');
      expect(after.bids).toEqual([1, 1, 0, Number(change)]);
      expect(selbu.toAct(after)).toEqual([3]); // the dealer's left leads
    }
  });
});
