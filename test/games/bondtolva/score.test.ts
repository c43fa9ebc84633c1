import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Suit } from '../../../src/cards/card.js';
import { bondtolvaRank, cardPoints, isMatador } from '../../../src/games/bondtolva/cards.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import {
  dealScore,
  matadorCount,
  matadorPointWinner,
  pileCardPoints,
  settleDeal,
} from '../../../src/games/bondtolva/score.js';
import type { Declaration } from '../../../src/games/bondtolva/state.js';
import { cards, play, position, refusal } from './helpers.js';

const S: Suit = 0;
const H: Suit = 1;

describe('card values', () => {
  it('ranks A T K Q J 9 and counts A 4, K 3, Q 2, J 1, T and 9 nothing', () => {
    expect(cards('SA ST SK SQ SJ S9').map(bondtolvaRank)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(cards('SA ST SK SQ SJ S9').map(cardPoints)).toEqual([4, 0, 3, 2, 1, 0]);
    expect(cards('SA ST SK SQ SJ S9').map(isMatador)).toEqual([true, true, false, false, false, false]);
  });
});

describe('the matador point', () => {
  it('goes to more aces and tens', () => {
    expect(matadorPointWinner([cards('SA HT S9'), cards('SK SQ SJ DA')])).toBe(0);
    expect(matadorCount(cards('SA HT S9'))).toBe(2);
  });
  it('on equal matadors goes to more card points', () => {
    // 1 matador each; card points 4+3 = 7 against 0+2 = 2.
    expect(matadorPointWinner([cards('SA SK'), cards('HT HQ')])).toBe(0);
    expect(matadorPointWinner([cards('ST S9'), cards('HA HJ')])).toBe(1);
    expect(pileCardPoints(cards('SA SK SQ SJ ST S9'))).toBe(10);
  });
  it('on equal matadors and card points goes to nobody', () => {
    expect(matadorPointWinner([cards('SA SK'), cards('HA HK')])).toBeNull();
  });
});

describe('a deal’s points', () => {
  it('adds declarations, the last trick and the matador point', () => {
    const declarations = [
      { seat: 0, kind: 'trumf' as const },
      { seat: 1, kind: 'tjog' as const },
    ];
    expect(dealScore({ seats: 2, declarations, lastTrick: 0, piles: [cards('SA'), cards('HA HT')] })).toEqual(
      [3, 2],
    );
    expect(
      dealScore({ seats: 2, declarations: [], lastTrick: 1, piles: [cards('SA SK'), cards('HA HK')] }),
    ).toEqual([0, 1]);
  });
});

describe('the protocol: exactly 12', () => {
  it('worked example 1: 11–4, A +3 overshoots to 14 and drops to 7, B +1: 7–5, game goes on', () => {
    expect(settleDeal([11, 4], [3, 1], 0)).toEqual({ protocol: [7, 5], winner: null });
  });
  it('worked example 2: 10–8, B +3 → 11, A +2 → exactly 12: A wins', () => {
    expect(settleDeal([10, 8], [2, 3], 1)).toEqual({ protocol: [12, 11], winner: 0 });
  });
  it('13 drops to 7 as well; 12 after a drop of the other still wins', () => {
    expect(settleDeal([12 - 1, 11], [2, 1], 0)).toEqual({ protocol: [7, 12], winner: 1 });
  });
  it('both on exactly 12: the winner of the last trick wins', () => {
    expect(settleDeal([9, 10], [3, 2], 0)).toEqual({ protocol: [12, 12], winner: 0 });
    expect(settleDeal([9, 10], [3, 2], 1)).toEqual({ protocol: [12, 12], winner: 1 });
  });
  it('never leaves anyone above 12, and someone wins exactly when someone stands on 12', () => {
    const standing = fc.integer({ min: 0, max: 11 });
    const points = fc.integer({ min: 0, max: 5 });
    fc.assert(
      fc.property(standing, standing, points, points, fc.integer({ min: 0, max: 1 }), (a, b, x, y, last) => {
        const { protocol, winner } = settleDeal([a, b], [x, y], last);
        expect(protocol.every((p) => p <= 12)).toBe(true);
        expect(protocol).toEqual([a + x > 12 ? 7 : a + x, b + y > 12 ? 7 : b + y]);
        expect(winner !== null).toBe(protocol.includes(12));
        if (winner !== null) expect(protocol[winner]).toBe(12);
      }),
    );
  });
  it('below 12 nobody wins', () => {
    expect(settleDeal([0, 0], [4, 0], 0)).toEqual({ protocol: [4, 0], winner: null });
  });
});

// Piles for the last trick H9 (seat 0) – S9 (seat 1), which seat 0 wins: together with those two
// cards they hold the whole pack.
const FEW_MATADORS = 'SK SQ SJ HK HQ HJ DK DQ DJ D9 CA'; // 1 matador, 22 card points
const MANY_MATADORS = 'SA ST HA HT DA DT CT CK CQ CJ C9'; // 7 matadors, 18 card points

/** A position before the 12th trick; the two single cards are played, leader first. */
function lastTrick(spec: {
  protocol: [number, number];
  declarations: Declaration[];
  piles: [string, string];
  trump?: Suit | null;
  hands?: [string, string];
}) {
  const hands = spec.hands ?? ['H9', 'S9'];
  const state = position({
    hands,
    leader: 0,
    tricksPlayed: 11,
    trump: spec.trump ?? null,
    piles: spec.piles,
    declarations: spec.declarations,
    protocol: spec.protocol,
  });
  return play(state, [0, hands[0]], [1, hands[1]]);
}

describe('the end of a deal (whole deal scored by the game)', () => {
  it('worked example 1 played out: A trumf + last trick overshoots 11 → 7, B the matador point → 5', () => {
    const s = lastTrick({
      protocol: [11, 4],
      declarations: [{ seat: 0, kind: 'trumf', suit: H }],
      trump: H,
      piles: [FEW_MATADORS, MANY_MATADORS],
    });
    const r = bondtolva.result(s);
    expect(r.deals[0]).toMatchObject({
      trump: 'H',
      declarations: [{ seat: 0, kind: 'trumf', suit: 'H' }],
      lastTrick: 0,
      matadors: { '0': 1, '1': 7 },
      points: { '0': 22, '1': 18 },
      score: { '0': 3, '1': 1 },
      protocol: { '0': 7, '1': 5 },
    });
    expect(r.totals).toEqual({ '0': 7, '1': 5 });
    expect(r.finished).toBe(false);
    expect(bondtolva.needsDeck(s)).toBe(true);
  });

  it('worked example 2 played out: B trumf + last trick → 11, A tjog + matador point → 12 and wins', () => {
    const s = lastTrick({
      protocol: [10, 8],
      declarations: [
        { seat: 1, kind: 'trumf', suit: H },
        { seat: 0, kind: 'tjog', suit: S },
      ],
      trump: H,
      // Seat 0 leads S9; seat 1, void in spades, must trump with H9 and wins the last trick.
      hands: ['S9', 'H9'],
      piles: [MANY_MATADORS, FEW_MATADORS],
    });
    const r = bondtolva.result(s);
    expect(r.deals[0]).toMatchObject({
      lastTrick: 1,
      score: { '0': 2, '1': 3 },
      protocol: { '0': 12, '1': 11 },
    });
    expect(r.finished).toBe(true);
    expect(r.winners).toEqual(['0']);
    expect(bondtolva.isOver(s)).toBe(true);
    expect(bondtolva.needsDeck(s)).toBe(false);
    expect(bondtolva.toAct(s)).toEqual([]);
    expect(refusal(s, 0, 'SA').code).toBe('match-over');
  });

  it('both on 12: the last trick decides', () => {
    const s = lastTrick({
      protocol: [9, 10],
      declarations: [
        { seat: 0, kind: 'trumf', suit: H },
        { seat: 1, kind: 'tjog', suit: S },
      ],
      trump: H,
      piles: [FEW_MATADORS, MANY_MATADORS],
    });
    const r = bondtolva.result(s);
    expect(r.totals).toEqual({ '0': 12, '1': 12 });
    expect(r.winners).toEqual(['0']);
  });

  it('equal matadors: card points give the matador point', () => {
    const s = lastTrick({
      protocol: [0, 0],
      declarations: [],
      piles: ['SA ST HA HT SK SQ HK DK DQ DJ D9', 'DA DT CA CT SJ HQ HJ CK CQ CJ C9'],
    });
    expect(bondtolva.result(s).deals[0]).toMatchObject({
      matadors: { '0': 4, '1': 4 },
      points: { '0': 22, '1': 18 },
      score: { '0': 2, '1': 0 },
    });
  });

  it('equal matadors and card points: nobody gets the matador point', () => {
    const s = lastTrick({
      protocol: [0, 0],
      declarations: [],
      piles: ['SA ST HA HT SK SQ SJ DK DQ DJ D9', 'DA DT CA CT HK HQ HJ CK CQ CJ C9'],
    });
    expect(bondtolva.result(s).deals[0]).toMatchObject({
      matadors: { '0': 4, '1': 4 },
      points: { '0': 20, '1': 20 },
      score: { '0': 1, '1': 0 },
    });
  });
});
