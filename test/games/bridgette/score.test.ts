import { describe, expect, it } from 'vitest';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { finishDeal, thrownInResult } from '../../../src/games/bridgette/result.js';
import {
  contractValue,
  exactBonus,
  leaders,
  matchOver,
  scoreContract,
  UNDERTRICK_TABLE,
} from '../../../src/games/bridgette/score.js';
import type { BridgetteState } from '../../../src/games/bridgette/state.js';
import { afterExchange, run } from './helpers.js';

const C = 0;
const D = 1;
const H = 2;
const S = 3;
const NT = 4;

describe('bridgette scoring: the worked examples', () => {
  it('3NT, 9 tricks → 500 + 250 = 750', () => {
    expect(scoreContract({ level: 3, strain: NT, doubled: 0 }, 9, false)).toMatchObject({
      declarer: 750,
      opponent: 0,
    });
  });
  it('2H, 11 tricks (exactly three over) → 250 + 350 = 600', () => {
    expect(scoreContract({ level: 2, strain: H, doubled: 0 }, 11, false).declarer).toBe(600);
  });
  it('4S doubled, 10 tricks → (500 + 250) × 2 + 400 = 1900', () => {
    expect(scoreContract({ level: 4, strain: S, doubled: 1 }, 10, false).declarer).toBe(1900);
  });
  it('5C, 9 tricks (2 short), undoubled → opponent +200', () => {
    expect(scoreContract({ level: 5, strain: C, doubled: 0 }, 9, false)).toMatchObject({
      made: false,
      declarer: 0,
      opponent: 200,
    });
  });
});

describe('bridgette scoring: insultFirst (the 400 / 1000 before the multiplication)', () => {
  it('4S doubled, 10 tricks → (500 + 250 + 400) × 2 = 2300 (the rule book example)', () => {
    expect(scoreContract({ level: 4, strain: S, doubled: 1 }, 10, true)).toMatchObject({
      made: true,
      declarer: 2300,
      opponent: 0,
    });
  });
  it('redoubled: (value + bonuses + 1000) × 4', () => {
    expect(scoreContract({ level: 1, strain: C, doubled: 2 }, 10, true).declarer).toBe(
      (150 + 350 + 1000) * 4,
    );
    expect(scoreContract({ level: 3, strain: NT, doubled: 2 }, 10, true).declarer).toBe((500 + 1000) * 4);
  });
  it('changes nothing undoubled or for a failed contract', () => {
    for (const tricks of [6, 9, 12]) {
      for (const doubled of [0, 1, 2] as const) {
        const c = { level: 3, strain: NT, doubled };
        const off = scoreContract(c, tricks, false);
        const on = scoreContract(c, tricks, true);
        if (doubled === 0 || !off.made) expect(on).toEqual(off);
        else expect(on.declarer).toBeGreaterThan(off.declarer);
      }
    }
  });
});

describe('bridgette scoring in play: the option decides the points of a made doubled contract', () => {
  // Seat 0 deals, opens 4S and is doubled; the opponent cashes three hearts, then declarer's
  // ten spades take the rest: 4S doubled, exactly 10 tricks.
  const H0 = 'SA SK SQ SJ ST S9 S8 S7 S6 S5 H2 H3 H4';
  const H1 = 'HA HK HQ S4 S3 S2 D2 D3 D4 D5 C2 C3 C4';
  const play = (insultFirst: boolean) =>
    run(afterExchange(0, [H0, H1], { insultFirst }), [
      [0, '4S'],
      [1, 'X'],
      [0, 'P'],
      ...(['HA', 'HK', 'HQ'].flatMap((h, i) => [
        [1, h],
        [0, `H${i + 2}`],
      ]) as Array<[number, string]>),
      [1, 'S2'],
      [0, 'SA'],
      ...(['SK', 'SQ', 'SJ', 'ST', 'S9', 'S8', 'S7', 'S6', 'S5'].flatMap((sp, i) => [
        [0, sp],
        [1, ['S3', 'S4', 'D2', 'D3', 'D4', 'D5', 'C2', 'C3', 'C4'][i]],
      ]) as Array<[number, string]>),
    ]);
  it('off (default): (500 + 250) × 2 + 400 = 1900; on: (500 + 250 + 400) × 2 = 2300', () => {
    for (const [insultFirst, points] of [
      [false, 1900],
      [true, 2300],
    ] as const) {
      const deal = bridgette.result(play(insultFirst)).deals[0];
      expect(deal).toMatchObject({
        contract: '4SX',
        declarer: 0,
        tricks: 10,
        score: { '0': points, '1': 0 },
      });
    }
  });
});

describe('bridgette scoring: the tables', () => {
  it('values contracts by level and strain', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((l) => contractValue(l, NT))).toEqual([
      150, 250, 250, 500, 500, 1500, 2200, 2500,
    ]);
    for (const strain of [C, D, H, S]) {
      expect(contractValue(1, strain)).toBe(150);
      expect(contractValue(2, strain)).toBe(250);
      expect(contractValue(3, strain)).toBe(250);
      expect(contractValue(5, strain)).toBe(500);
      expect(contractValue(6, strain)).toBe(1500);
      expect(contractValue(7, strain)).toBe(2200);
    }
    expect([C, D, H, S].map((strain) => contractValue(4, strain))).toEqual([250, 250, 500, 500]);
  });

  it('gives the exact-tricks bonus by level: 250 up to 5, 100 at 6, none at 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(exactBonus)).toEqual([250, 250, 250, 250, 250, 250, 100, 0]);
    expect(scoreContract({ level: 5, strain: NT, doubled: 0 }, 11, false).declarer).toBe(1750);
    expect(scoreContract({ level: 6, strain: S, doubled: 0 }, 12, false).declarer).toBe(1600);
    expect(scoreContract({ level: 7, strain: NT, doubled: 0 }, 13, false).declarer).toBe(2500);
  });

  it('gives no bonus for one, two or four overtricks', () => {
    expect(scoreContract({ level: 1, strain: C, doubled: 0 }, 8, false).declarer).toBe(150);
    expect(scoreContract({ level: 1, strain: C, doubled: 0 }, 9, false).declarer).toBe(150);
    expect(scoreContract({ level: 0, strain: NT, doubled: 0 }, 10, false).declarer).toBe(150);
    expect(scoreContract({ level: 0, strain: NT, doubled: 0 }, 9, false).declarer).toBe(500);
  });

  it('doubles then adds 400, redoubles (×4) then adds 1000', () => {
    expect(scoreContract({ level: 1, strain: C, doubled: 2 }, 10, false).declarer).toBe(
      (150 + 350) * 4 + 1000,
    );
    expect(scoreContract({ level: 1, strain: C, doubled: 1 }, 8, false).declarer).toBe(150 * 2 + 400);
    expect(scoreContract({ level: 2, strain: D, doubled: 2 }, 8, false).declarer).toBe(
      (250 + 250) * 4 + 1000,
    );
  });

  it('pays the undertrick table to the opponent', () => {
    const expected = [
      [100, 200, 300],
      [200, 500, 700],
      [300, 800, 1100],
      [400, 1100, 1500],
      [700, 2000, 2700],
      [1000, 3000, 4000],
    ];
    expect(UNDERTRICK_TABLE.slice(1)).toEqual(expected);
    for (let short = 1; short <= 6; short++) {
      for (const doubled of [0, 1, 2] as const) {
        const r = scoreContract({ level: 7, strain: NT, doubled }, 13 - short, false);
        expect(r.opponent).toBe(expected[short - 1][doubled]);
        expect(r.declarer).toBe(0);
      }
    }
    // Seven short (7NT, 6 tricks) pays as "6 or more".
    expect(scoreContract({ level: 7, strain: NT, doubled: 1 }, 6, false).opponent).toBe(3000);
    expect(scoreContract({ level: 7, strain: S, doubled: 2 }, 0, false).opponent).toBe(4000);
  });
});

describe('bridgette match: six counted deals, more on a tie', () => {
  it('ends after six counted deals when the totals differ', () => {
    expect(matchOver(5, [100, 0])).toBe(false);
    expect(matchOver(6, [100, 0])).toBe(true);
    expect(matchOver(6, [100, 100])).toBe(false);
    expect(matchOver(7, [100, 100])).toBe(false);
    expect(matchOver(7, [100, 200])).toBe(true);
    expect(leaders([100, 200])).toEqual(['1']);
  });

  it('does not count thrown-in deals, and plays a seventh deal on a tie', () => {
    const base = afterExchange(0, [
      'SA SK SQ SJ S9 HA DA D2 CA CK CQ CJ GC',
      'S2 S3 S4 H2 H3 H4 H5 D3 D4 D5 C2 C3 C4',
    ]);
    let s: BridgetteState = { ...base, countedDeals: 5, totals: [0, 300] };
    const deal = (points: [number, number]) => ({
      dealer: 0,
      contract: '1C',
      declarer: 0,
      tricks: 0,
      score: { '0': points[0], '1': points[1] },
      upcard: 'S2',
    });
    s = finishDeal(s, s.deal!, thrownInResult(s.deal!));
    expect(s.countedDeals).toBe(5);
    expect(s.over).toBe(false);
    s = finishDeal(s, s.deal!, deal([300, 0]));
    expect(s.countedDeals).toBe(6);
    expect(s.totals).toEqual([300, 300]);
    expect(s.over).toBe(false);
    expect(bridgette.needsDeck(s)).toBe(true);
    expect(bridgette.result(s)).toMatchObject({ finished: false, winners: [] });
    s = finishDeal(s, s.deal!, deal([0, 0]));
    expect(s.over).toBe(false);
    s = finishDeal(s, s.deal!, deal([0, 150]));
    expect(s.over).toBe(true);
    expect(bridgette.result(s)).toMatchObject({
      finished: true,
      winners: ['1'],
      totals: { '0': 300, '1': 450 },
    });
    expect(bridgette.needsDeck(s)).toBe(false);
    expect(bridgette.view(s, 0).phase).toBe('over');
  });
});
