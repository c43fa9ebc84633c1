import { describe, expect, it } from 'vitest';
import { selbu } from '../../../src/games/selbu/game.js';
import { dealt, refusal, run } from './helpers.js';

const HANDS = [
  ['SA', 'S2', 'HK', 'C3'],
  ['SK', 'H2', 'D2', 'D3'],
  ['S3', 'S4', 'H3', 'CA'],
  ['HA', 'DA', 'D4', 'C2'],
];
/** Dealer 3: seat 0 bids first and leads. */
const bidded = (trump: string) =>
  run(dealt({ handSizes: [4], trump }, 3, HANDS), [
    [0, '0'],
    [1, '0'],
    [2, '0'],
    [3, '0'],
  ]);

describe('selbu play', () => {
  it('the dealer’s left leads the first trick; the winner leads the next', () => {
    let s = bidded('none');
    expect(selbu.toAct(s)).toEqual([0]);
    s = run(s, [
      [0, 'S2'],
      [1, 'SK'],
      [2, 'S4'],
      [3, 'C2'],
    ]);
    expect(s.tricks[0].winner).toBe(1);
    expect(selbu.toAct(s)).toEqual([1]);
  });

  it('follow suit if you can (revoke refused), and only your own cards', () => {
    const s = bidded('none');
    const s1 = run(s, [[0, 'S2']]);
    expect(selbu.legalActions(s1, 1)).toEqual(['SK']);
    expect(refusal(s1, 1, 'D2')).toEqual({
      code: 'must-follow-suit',
      message: 'D2: must follow suit (spades) (revoke)',
    });
    expect(refusal(s1, 1, 'SA').code).toBe('card-not-held');
    expect(refusal(s1, 2, 'S3').code).toBe('not-your-turn');
  });

  it('without the suit, trumping is allowed but never required', () => {
    const s = run(bidded('fixed:D'), [
      [0, 'C3'],
      [1, 'H2'], // a discard although seat 1 could trump
      [2, 'CA'],
    ]);
    expect(selbu.legalActions(s, 3)).toEqual(['C2']);
    const s2 = run(bidded('fixed:D'), [[0, 'HK']]);
    expect(selbu.legalActions(run(s2, [[1, 'H2']]), 2)).toEqual(['H3']);
    const noHearts = run(bidded('fixed:D'), [
      [0, 'S2'],
      [1, 'SK'],
      [2, 'S3'],
    ]);
    expect(selbu.legalActions(noHearts, 3)).toEqual(['HA', 'DA', 'D4', 'C2']);
  });

  it('the highest trump wins; without trump the highest card of the suit led', () => {
    const trumped = run(bidded('fixed:D'), [
      [0, 'C3'],
      [1, 'D2'],
      [2, 'CA'],
      [3, 'C2'],
    ]);
    expect(trumped.tricks[0].winner).toBe(1);
    const overTrumped = run(bidded('fixed:D'), [
      [0, 'S2'],
      [1, 'SK'],
      [2, 'S3'],
      [3, 'D4'],
    ]);
    expect(overTrumped.tricks[0].winner).toBe(3);
    const noTrump = run(bidded('none'), [
      [0, 'C3'],
      [1, 'D2'],
      [2, 'CA'],
      [3, 'C2'],
    ]);
    expect(noTrump.tricks[0].winner).toBe(2);
    // a higher card of another suit does not win without trump
    const offSuit = run(bidded('none'), [
      [0, 'HK'],
      [1, 'H2'],
      [2, 'H3'],
      [3, 'HA'],
    ]);
    expect(offSuit.tricks[0].winner).toBe(3);
  });

  it('bids are refused during play; the round scores when the last card is played', () => {
    let s = bidded('none');
    expect(refusal(s, 0, '1').code).toBe('bidding-over');
    s = run(s, [
      [0, 'S2'],
      [1, 'SK'],
      [2, 'S4'],
      [3, 'C2'],
      [1, 'D2'],
      [2, 'H3'],
      [3, 'DA'],
      [0, 'HK'],
      [3, 'HA'],
      [0, 'C3'],
      [1, 'H2'],
      [2, 'S3'],
      [3, 'D4'],
      [0, 'SA'],
      [1, 'D3'],
      [2, 'CA'],
    ]);
    expect(selbu.isOver(s)).toBe(true);
    expect(selbu.result(s)).toEqual({
      game: 'selbu',
      finished: true,
      deals: [
        {
          round: 1,
          handSize: 4,
          dealer: 3,
          trump: 'NT',
          bids: [0, 0, 0, 0],
          tricks: [0, 1, 0, 3],
          score: { '0': 10, '1': 0, '2': 10, '3': 0 },
        },
      ],
      totals: { '0': 10, '1': 0, '2': 10, '3': 0 },
      winners: ['0', '2'],
    });
    expect(refusal(s, 0, 'SA').code).toBe('match-over');
  });
});
