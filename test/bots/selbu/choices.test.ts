import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { basicSelbuBot } from '../../../src/bots/selbu/basic.js';
import { Rng, shuffle } from '../../../src/cards/rng.js';
import type { Seat } from '../../../src/engine/game.js';
import { selbu } from '../../../src/games/selbu/game.js';
import type { SelbuState } from '../../../src/games/selbu/state.js';
import { dealt, options, run } from '../../games/selbu/helpers.js';

const choose = (state: SelbuState, seat: Seat) =>
  basicSelbuBot.choose(botInput(selbu, state.options, state, seat, new Rng(`choice:${seat}`)));

/** 4 players, 2 cards, no trump, dealer 3: seat 0 leads S5; seat 1 may win with SK or duck with S2. */
function spadeChoice(bid1: string): SelbuState {
  const s = dealt({ handSizes: [2], trump: 'none', bidding: 'sequential' }, 3, [
    ['S5', 'H2'],
    ['SK', 'S2'],
    ['S3', 'H4'],
    ['S4', 'H5'],
  ]);
  return run(s, [
    [0, '1'],
    [1, bid1],
    [2, '0'],
    [3, '2'],
    [0, 'S5'],
  ]);
}

describe('selbu basic bot: steering to the bid', () => {
  it('ducks when it needs no more tricks', () => {
    expect(choose(spadeChoice('0'), 1)).toBe('S2');
  });

  it('wins on purpose when it needs the trick (the king cannot win later)', () => {
    expect(choose(spadeChoice('1'), 1)).toBe('SK');
  });

  it('with its bid made and out of the suit led, throws away its dangerous ace', () => {
    let s = dealt({ handSizes: [3], trump: 'none', bidding: 'sequential' }, 3, [
      ['S5', 'H2', 'C9'],
      ['HA', 'D2', 'D3'],
      ['S3', 'H4', 'C7'],
      ['S4', 'H5', 'C8'],
    ]);
    s = run(s, [
      [0, '1'],
      [1, '0'],
      [2, '1'],
      [3, '0'],
      [0, 'S5'],
    ]);
    expect(choose(s, 1)).toBe('HA');
  });
});

describe('selbu basic bot: bidding', () => {
  it('forehead: bids 0 when the leader’s visible ace of the suit led cannot be beaten', () => {
    const s = dealt({ handSizes: [1], forehead: 'last' }, 0, [['C7'], ['SA'], ['H3'], ['D4']]);
    expect(choose(s, 0)).toBe('0');
  });

  it('forehead: the leader bids 1 when every card it sees is a deuce', () => {
    const s = dealt({ handSizes: [1], forehead: 'last' }, 0, [['S2'], ['C9'], ['H2'], ['D2']]);
    expect(choose(s, 1)).toBe('1');
  });

  it('bids its sure tricks: the top trumps', () => {
    const s = dealt({ handSizes: [3], trump: 'fixed:S' }, 3, [
      ['SA', 'SK', 'SQ'],
      ['H2', 'H3', 'H4'],
      ['D2', 'D3', 'D4'],
      ['C2', 'C3', 'C4'],
    ]);
    expect(choose(s, 0)).toBe('3');
    expect(choose(s, 1)).toBe('0');
  });

  it('as the hook changer picks another number, never the revealed one', () => {
    let s = dealt({ handSizes: [3], trump: 'fixed:S' }, 3, [
      ['SA', 'SK', 'SQ'],
      ['H2', 'H3', 'H4'],
      ['D2', 'D3', 'D4'],
      ['C2', 'C3', 'C4'],
    ]);
    s = run(s, [
      [0, '3'],
      [1, '0'],
      [2, '0'],
      [3, '0'],
    ]);
    expect(s.phase).toBe('hook');
    expect(choose(s, 0)).toBe('2');
  });

  it('as the dealer in sequential bidding never makes the forbidden bid', () => {
    const o = options({ handSizes: [2], bidding: 'sequential' });
    for (let i = 0; i < 20; i++) {
      const r = selbu.deal(selbu.newMatch(o, 3), shuffle(selbu.pack(o), new Rng(`dealer:${i}`)));
      if (!r.ok) throw new Error(r.error);
      const s = run(r.value, [
        [0, '1'],
        [1, '0'],
        [2, '0'],
      ]);
      expect(choose(s, 3)).not.toBe('1');
    }
  });
});
