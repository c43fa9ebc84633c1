import { describe, expect, it } from 'vitest';
import type { StrainIndex } from '../../../src/cards/call.js';
import { parseDeal } from '../../../src/cards/hand.js';
import {
  contractPoints,
  duplicateScore,
  honoursBonus,
  newChicago,
  newRubber,
  type PlayedContract,
  type RubberState,
  scoreChicagoDeal,
  scoreContract,
  scoreRubberDeal,
  unfinishedRubberBonus,
} from '../../../src/games/bridge/score.js';
import { type Doubling, MADE, OVERTRICK, type Strain, UNDERTRICKS } from './scoreTable.js';

const STRAIN_INDEX: Record<Strain, StrainIndex> = { C: 0, D: 1, H: 2, S: 3, NT: 4 };
const DOUBLING_INDEX: Record<Doubling, 0 | 1 | 2> = { '': 0, X: 1, XX: 2 };
const c = (level: number, strain: Strain, dbl: Doubling, tricks: number): PlayedContract => ({
  level,
  strain: STRAIN_INDEX[strain],
  doubled: DOUBLING_INDEX[dbl],
  tricks,
});

describe('duplicate score table (published figures)', () => {
  for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const) {
    for (const dbl of ['', 'X', 'XX'] as const) {
      for (const vul of ['nv', 'v'] as const) {
        it(`${strain}${dbl} ${vul}: made exactly, with overtricks, and every undertrick`, () => {
          const vulnerable = vul === 'v';
          for (let level = 1; level <= 7; level++) {
            const made = MADE[strain][dbl][vul][level - 1];
            expect(duplicateScore(c(level, strain, dbl, 6 + level), vulnerable)).toBe(made);
            for (let over = 1; 6 + level + over <= 13; over++) {
              const expected = made + over * OVERTRICK[strain][dbl][vul];
              expect(duplicateScore(c(level, strain, dbl, 6 + level + over), vulnerable)).toBe(expected);
            }
            for (let down = 1; down <= 6 + level; down++) {
              const expected = -UNDERTRICKS[dbl][vul][down - 1];
              expect(duplicateScore(c(level, strain, dbl, 6 + level - down), vulnerable)).toBe(expected);
            }
          }
        });
      }
    }
  }
});

describe('bridge.md worked examples (duplicate)', () => {
  it('4S by N, 10 tricks: +420 not vulnerable, +620 vulnerable', () => {
    expect(duplicateScore(c(4, 'S', '', 10), false)).toBe(420);
    expect(duplicateScore(c(4, 'S', '', 10), true)).toBe(620);
  });
  it('3NT by E, 8 tricks, vulnerable: NS +100', () => {
    expect(duplicateScore(c(3, 'NT', '', 8), true)).toBe(-100);
  });
  it('1NT doubled by S, 8 tricks, not vulnerable: +280 (80 + 100 overtrick + 50 insult + 50)', () => {
    const s = scoreContract(c(1, 'NT', 'X', 8), false);
    expect(s).toMatchObject({ contractPoints: 80, overtricks: 100, insult: 50 });
    expect(duplicateScore(c(1, 'NT', 'X', 8), false)).toBe(280);
  });
  it('6H by W, 12 tricks, vulnerable: +1430', () => {
    expect(duplicateScore(c(6, 'H', '', 12), true)).toBe(1430);
  });
  it('4H redoubled by N, 7 tricks (3 down), vulnerable: EW +1600 (400 + 600 + 600)', () => {
    expect(scoreContract(c(4, 'H', 'XX', 7), true).undertricks).toBe(1600);
  });
});

describe('contract points', () => {
  it('NT: 40 for the first trick, 30 for each further; doubling multiplies', () => {
    expect(contractPoints(1, 4, 0)).toBe(40);
    expect(contractPoints(3, 4, 0)).toBe(100);
    expect(contractPoints(2, 0, 1)).toBe(80);
    expect(contractPoints(1, 3, 2)).toBe(120);
  });
});

describe('bridge.md worked example (chicago)', () => {
  it('2H+1 on deal 1; 4S= by E vulnerable; 3NTX by S -2 vulnerable; 1C+1 by W on deal 4', () => {
    let state = newChicago();
    const d1 = scoreChicagoDeal(state, { ...c(2, 'H', '', 9), declarerSide: 'NS' }, 'none');
    expect(d1.score).toEqual({ NS: 90, EW: 0 });
    expect(d1.next.partScore).toEqual({ NS: 60, EW: 0 });
    state = d1.next;
    const d2 = scoreChicagoDeal(state, { ...c(4, 'S', '', 10), declarerSide: 'EW' }, 'EW');
    expect(d2.score).toEqual({ NS: 0, EW: 620 });
    expect(d2.next.partScore).toEqual({ NS: 0, EW: 0 }); // NS's 60 lapses
    state = d2.next;
    const d3 = scoreChicagoDeal(state, { ...c(3, 'NT', 'X', 7), declarerSide: 'NS' }, 'NS');
    expect(d3.score).toEqual({ NS: 0, EW: 500 });
    state = d3.next;
    const d4 = scoreChicagoDeal(state, { ...c(1, 'C', '', 8), declarerSide: 'EW' }, 'all');
    expect(d4.score).toEqual({ NS: 0, EW: 140 }); // 40 + 100 for a part-score on the fourth deal
    expect(d4.next).toEqual(newChicago()); // part-scores lapse at the end of the round
  });
  it('part-scores add up to a game, which earns the bonus of the completing side and clears both', () => {
    let s = scoreChicagoDeal(newChicago(), { ...c(2, 'S', '', 8), declarerSide: 'NS' }, 'none').next;
    s = scoreChicagoDeal(s, { ...c(1, 'D', '', 7), declarerSide: 'EW' }, 'NS').next;
    const r = scoreChicagoDeal(s, { ...c(2, 'D', '', 8), declarerSide: 'NS' }, 'NS');
    expect(r.score.NS).toBe(40 + 500); // 60 + 40 = 100: game, NS vulnerable on this deal
    expect(r.next.partScore).toEqual({ NS: 0, EW: 0 });
  });
  it('no +50 part-score bonus outside the fourth deal', () => {
    expect(scoreChicagoDeal(newChicago(), { ...c(1, 'S', '', 7), declarerSide: 'EW' }, 'none').score.EW).toBe(
      30,
    );
  });
});

describe('rubber scoring', () => {
  const play = (r: RubberState, contract: PlayedContract, side: 'NS' | 'EW') =>
    scoreRubberDeal(r, { ...contract, declarerSide: side });

  it('contract points below the line, overtricks and bonuses above', () => {
    const r = play(newRubber(), c(2, 'H', 'X', 9), 'EW');
    expect(r.below).toEqual({ NS: 0, EW: 120 });
    expect(r.above).toEqual({ NS: 0, EW: 150 }); // 100 doubled overtrick + 50 insult
    expect(r.next.games).toEqual({ NS: 0, EW: 1 }); // 120 below: game
  });
  it('part-scores add up to a game; a game clears both sides part-scores', () => {
    let r = play(newRubber(), c(2, 'S', '', 8), 'NS').next;
    r = play(r, c(1, 'D', '', 7), 'EW').next;
    expect(r.partScore).toEqual({ NS: 60, EW: 20 });
    r = play(r, c(2, 'C', '', 8), 'NS').next;
    expect(r.games).toEqual({ NS: 1, EW: 0 });
    expect(r.partScore).toEqual({ NS: 0, EW: 0 });
  });
  it('a vulnerable side pays vulnerable undertricks and gets vulnerable bonuses', () => {
    const r: RubberState = { games: { NS: 1, EW: 0 }, partScore: { NS: 0, EW: 0 } };
    expect(play(r, c(4, 'S', '', 9), 'NS').above).toEqual({ NS: 0, EW: 100 });
    expect(play(r, c(4, 'S', '', 9), 'EW').above).toEqual({ NS: 50, EW: 0 });
    expect(play(r, c(6, 'C', '', 12), 'NS').above.NS).toBe(750 + 700); // vulnerable slam, and the rubber 2-0
  });
  it('rubber bonus: 700 two games to none, 500 two games to one; then a new rubber', () => {
    const twoNil = play({ games: { NS: 1, EW: 0 }, partScore: { NS: 0, EW: 0 } }, c(3, 'NT', '', 9), 'NS');
    expect(twoNil.rubberWonBy).toBe('NS');
    expect(twoNil.above.NS).toBe(700);
    expect(twoNil.next).toEqual(newRubber());
    const twoOne = play({ games: { NS: 1, EW: 1 }, partScore: { NS: 0, EW: 40 } }, c(4, 'H', '', 10), 'NS');
    expect(twoOne.above.NS).toBe(500);
  });
  it('a passed-out deal changes nothing', () => {
    const r: RubberState = { games: { NS: 1, EW: 0 }, partScore: { NS: 40, EW: 0 } };
    expect(scoreRubberDeal(r, null)).toEqual({
      above: { NS: 0, EW: 0 },
      below: { NS: 0, EW: 0 },
      rubberWonBy: null,
      next: r,
    });
  });
  it('honours: 4 trump honours 100, 5 150, four aces in NT 150, to whichever side holds them', () => {
    const hands = (pbn: string) => {
      const d = parseDeal(pbn);
      if (!d.ok) throw new Error(d.error);
      return d.value.hands;
    };
    const big = 'AKQJ.AKQJT.AK.AK 5432.5432.432.32 T976.976.QJT9.QJ 8.8.8765.T987654';
    const north = hands(`N:${big}`);
    expect(honoursBonus(north, 3)).toEqual({ NS: 100, EW: 0 }); // N: AKQJ of spades
    expect(honoursBonus(north, 2)).toEqual({ NS: 150, EW: 0 }); // N: all five hearts
    expect(honoursBonus(north, 1)).toEqual({ NS: 0, EW: 0 }); // diamonds split AK / QJT
    expect(honoursBonus(north, 4)).toEqual({ NS: 150, EW: 0 }); // N: four aces in NT
    expect(honoursBonus(hands(`E:${big}`), 4)).toEqual({ NS: 0, EW: 150 });
    const splitAces = hands('N:AKQJ.AKQJT.AK.KT 5432.5432.432.32 T976.976.QJT9.QJ 8.8.8765.A987654');
    expect(honoursBonus(splitAces, 4)).toEqual({ NS: 0, EW: 0 });
    // Honours count for the defenders too, whatever the contract's fate.
    const r = scoreRubberDeal(newRubber(), { ...c(4, 'H', '', 9), declarerSide: 'EW' }, { NS: 100, EW: 0 });
    expect(r.above).toEqual({ NS: 150, EW: 0 });
  });
  it('unfinished rubber: +300 for a side with one game, +50 for a part-score in the unfinished game', () => {
    expect(unfinishedRubberBonus({ games: { NS: 1, EW: 0 }, partScore: { NS: 0, EW: 60 } })).toEqual({
      NS: 300,
      EW: 50,
    });
    expect(unfinishedRubberBonus({ games: { NS: 1, EW: 1 }, partScore: { NS: 70, EW: 0 } })).toEqual({
      NS: 350,
      EW: 300,
    });
    expect(unfinishedRubberBonus(newRubber())).toEqual({ NS: 0, EW: 0 });
  });
});
