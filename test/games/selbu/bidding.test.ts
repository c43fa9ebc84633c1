import { describe, expect, it } from 'vitest';
import { selbu } from '../../../src/games/selbu/game.js';
import { dealt, refusal, run } from './helpers.js';

const HANDS3 = [
  ['SA', 'SK', 'SQ'],
  ['HA', 'HK', 'HQ'],
  ['DA', 'DK', 'DQ'],
  ['CA', 'CK', 'CQ'],
];
/** Round of 3 cards, dealer 2: seat 3 is on the dealer's left. */
const simultaneous = () => dealt({ handSizes: [3] }, 2, HANDS3);
const sequential = () => dealt({ handSizes: [3], bidding: 'sequential' }, 2, HANDS3);

describe('selbu simultaneous bidding', () => {
  it('everyone is to bid at once, from 0 to the hand size', () => {
    const s = simultaneous();
    expect(selbu.toAct(s)).toEqual([0, 1, 2, 3]);
    for (let seat = 0; seat < 4; seat++) expect(selbu.legalActions(s, seat)).toEqual(['0', '1', '2', '3']);
  });

  it('refuses a bid out of range, naming the rule', () => {
    const s = simultaneous();
    expect(refusal(s, 0, '4')).toEqual({
      code: 'bid-out-of-range',
      message: '4: a bid must be from 0 to the hand size 3',
    });
    expect(refusal(s, 0, '-1').code).toBe('bid-out-of-range');
  });

  it('refuses a second bid before the reveal', () => {
    const s = run(simultaneous(), [[1, '2']]);
    const e = refusal(s, 1, '1');
    expect(e.code).toBe('already-bid');
    expect(e.message).toMatch(/^1: seat 1 has already bid/);
    expect(selbu.legalActions(s, 1)).toEqual([]);
    expect(selbu.toAct(s)).toEqual([0, 2, 3]);
  });

  it('keeps bids secret until all are in: others see only who has bid', () => {
    const s = run(simultaneous(), [
      [1, '2'],
      [3, '0'],
    ]);
    const v0 = selbu.view(s, 0);
    expect(v0.bids).toEqual([null, null, null, null]);
    expect(v0.hasBid).toEqual([false, true, false, true]);
    expect(v0.bidsRevealed).toBe(false);
    expect(selbu.view(s, 1).bids).toEqual([null, 2, null, null]);
    expect(selbu.view(s, null).bids).toEqual([null, null, null, null]);
    expect(JSON.stringify(selbu.view(s, 0))).not.toMatch(/"bids":\[[^\]]*2/);
  });

  it('reveals all bids together when the last one is in', () => {
    const s = run(simultaneous(), [
      [1, '2'],
      [3, '0'],
      [0, '0'],
      [2, '0'],
    ]);
    expect(s.phase).toBe('play');
    expect(selbu.view(s, 0)).toMatchObject({ bids: [0, 2, 0, 0], bidsRevealed: true, revealedBids: null });
  });

  it('hook rule: revealed bids summing to the hand size make the dealer’s left-hand neighbour change', () => {
    const s = run(simultaneous(), [
      [0, '1'],
      [1, '1'],
      [2, '1'],
      [3, '0'],
    ]);
    expect(s.phase).toBe('hook');
    expect(selbu.toAct(s)).toEqual([3]);
    expect(selbu.view(s, 1)).toMatchObject({ bids: [1, 1, 1, 0], bidsRevealed: true, hookSeat: 3 });
    expect(selbu.legalActions(s, 3)).toEqual(['1', '2', '3']);
    // the same number again
    const same = refusal(s, 3, '0');
    expect(same.code).toBe('hook');
    expect(same.message).toBe(
      '0: must change the bid to another number: the revealed bids 1+1+1+0 sum to the hand size 3 (hook rule)',
    );
    // a change by any other seat
    for (const seat of [0, 1, 2]) {
      const wrong = refusal(s, seat, '2');
      expect(wrong.code).toBe('hook-wrong-seat');
      expect(wrong.message).toMatch(
        /^2: the bids are revealed; only seat 3, on the dealer's left, may change a bid/,
      );
    }
    expect(refusal(s, 3, '4').code).toBe('bid-out-of-range');
    const after = run(s, [[3, '2']]);
    expect(after.phase).toBe('play');
    expect(selbu.view(after, 0)).toMatchObject({
      bids: [1, 1, 1, 2],
      revealedBids: [1, 1, 1, 0],
      hookSeat: null,
    });
    // after the change, no more bids from anyone
    expect(refusal(after, 3, '1').code).toBe('bidding-over');
    expect(refusal(after, 0, '1').code).toBe('bidding-over');
  });

  it('the round result keeps the revealed bids only when the hook forced a change', () => {
    let s = run(simultaneous(), [
      [0, '1'],
      [1, '1'],
      [2, '1'],
      [3, '0'],
      [3, '2'],
    ]);
    s = run(s, [
      [3, 'CA'],
      [0, 'SQ'],
      [1, 'HQ'],
      [2, 'DQ'],
      [3, 'CK'],
      [0, 'SK'],
      [1, 'HK'],
      [2, 'DK'],
      [3, 'CQ'],
      [0, 'SA'],
      [1, 'HA'],
      [2, 'DA'],
    ]);
    expect(selbu.result(s).deals[0]).toMatchObject({
      bids: [1, 1, 1, 2],
      revealedBids: [1, 1, 1, 0],
      tricks: [0, 0, 0, 3],
    });
  });

  it('a card is refused while bidding', () => {
    expect(refusal(simultaneous(), 3, 'CA').code).toBe('bidding-not-over');
  });
});

describe('selbu sequential bidding', () => {
  it('bids go clockwise from the dealer’s left, each visible to the later bidders', () => {
    let s = sequential();
    expect(selbu.toAct(s)).toEqual([3]);
    expect(refusal(s, 0, '1')).toEqual({
      code: 'not-your-turn',
      message: "1: it is not seat 0's turn to bid (to bid: 3)",
    });
    s = run(s, [[3, '1']]);
    expect(selbu.toAct(s)).toEqual([0]);
    expect(selbu.view(s, 1).bids).toEqual([null, null, null, 1]);
    s = run(s, [
      [0, '0'],
      [1, '1'],
    ]);
    expect(selbu.view(s, 2)).toMatchObject({ toAct: [2], forbiddenBid: 1 });
  });

  it('hook rule: the dealer may not make the sum equal the hand size', () => {
    const s = run(sequential(), [
      [3, '1'],
      [0, '0'],
      [1, '1'],
    ]);
    expect(selbu.legalActions(s, 2)).toEqual(['0', '2', '3']);
    expect(refusal(s, 2, '1')).toEqual({
      code: 'hook',
      message: '1: the dealer may not bid 1: the bids would sum to the hand size 3 (hook rule)',
    });
    expect(run(s, [[2, '0']]).phase).toBe('play');
  });

  it('the dealer may bid anything when the others already bid more than the hand size', () => {
    const s = run(sequential(), [
      [3, '3'],
      [0, '3'],
      [1, '0'],
    ]);
    expect(selbu.view(s, 2).forbiddenBid).toBeNull();
    expect(selbu.legalActions(s, 2)).toEqual(['0', '1', '2', '3']);
  });

  it('there is no hook change afterwards: the round goes straight to play', () => {
    const s = run(sequential(), [
      [3, '1'],
      [0, '1'],
      [1, '0'],
      [2, '0'],
    ]);
    expect(s.phase).toBe('play');
    expect(refusal(s, 3, '2').code).toBe('bidding-over');
  });
});

describe('selbu bid notation', () => {
  it('reads bids as plain numbers only', () => {
    const s = dealt({ handSizes: [3] }, 2, HANDS3);
    expect(refusal(s, 0, '01').code).toBe('unknown-action');
    expect(refusal(s, 0, '1.0').code).toBe('unknown-action');
    expect(refusal(s, 0, 'one').code).toBe('unknown-action');
    expect(run(s, [[0, '1']]).bids[0]).toBe(1);
  });
});
