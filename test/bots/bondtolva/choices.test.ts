import { describe, expect, it } from 'vitest';
import { basicBondtolvaBot as basicBot } from '../../../src/bots/bondtolva/basic.js';
import { strongBondtolvaBot } from '../../../src/bots/bondtolva/strong.js';
import { botInput } from '../../../src/bots/bot.js';
import type { Suit } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import { holdsPair } from '../../../src/games/bondtolva/cards.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import type { BondtolvaState } from '../../../src/games/bondtolva/state.js';
import { type PositionSpec, play, position } from '../../games/bondtolva/helpers.js';

const H = 1;
const choice = (s: BondtolvaState, seat: number) =>
  basicBot.choose(botInput(bondtolva, {}, s, seat, new Rng('bot-choice')));

/** Phase 1 after two tricks; seat 1 (the opponent) to lead. */
function phase1(opp: string, bot: string, stock: string, extra: Partial<PositionSpec> = {}): BondtolvaState {
  return position({
    hands: [bot, opp],
    stock,
    piles: ['SQ SJ', 'H9 HJ'],
    tricksFromPiles: true,
    tricksPlayed: 2,
    leader: 1,
    ...extra,
  });
}

describe('basic bot, phase 1', () => {
  it('throws its lowest card, not a matador, on a trick it cannot win', () => {
    const s = play(phase1('S9 DA DT CA CT C9', 'HA HT D9 CJ CK DQ', 'SA ST SK HK HQ DK DJ CQ'), [1, 'S9']);
    expect(choice(s, 0)).toBe('D9');
  });

  it('captures a led ten with its ace', () => {
    const s = play(phase1('ST DA DT CA CT C9', 'SA HT D9 CJ CK DQ', 'S9 HA SK HK HQ DK DJ CQ'), [1, 'ST']);
    expect(choice(s, 0)).toBe('SA');
  });

  it('does not throw a ten under an ace it cannot beat', () => {
    const s = play(phase1('SA DA DT CA CT C9', 'ST HT D9 CJ CK DQ', 'S9 HA SK HK HQ DK DJ CQ'), [1, 'SA']);
    expect(choice(s, 0)).toBe('D9');
  });
});

describe('basic bot, declarations', () => {
  // The bot (seat 1) wins the third trick holding the king and queen of hearts.
  const pending = (protocol: [number, number]) =>
    play(
      phase1('HK HQ S9 DA CA C9', 'D9 DT HA CT CJ CK', 'SA ST SK DK DQ DJ CQ HT', { protocol }),
      [1, 'S9'],
      [0, 'D9'],
    );

  it('declares trumf when the points help', () => {
    const s = pending([0, 0]);
    expect(bondtolva.legalActions(s, 1)).toEqual(['trumf:H', 'pass']);
    expect(choice(s, 1)).toBe('trumf:H');
  });

  it('declines a declaration that would overshoot 12', () => {
    expect(choice(pending([0, 11]), 1)).toBe('pass');
  });
});

describe('basic bot, phase 2 aims at exactly 12', () => {
  // Two tricks left; the bot (seat 0) leads from SA S9 against SK ST. The opponent has won six
  // matadors already, so the only point still open is the last trick.
  const endgame = (protocol: [number, number]) =>
    position({
      hands: ['SA S9', 'SK ST'],
      piles: ['HK HQ HJ H9 DK DQ DJ D9 CK CQ', 'HA HT DA DT CA CT CJ C9 SQ SJ'],
      tricksFromPiles: true,
      tricksPlayed: 10,
      leader: 0,
      trump: H,
      declarations: [{ seat: 0, kind: 'trumf', suit: H }],
      protocol,
    });

  it('gives the last trick away when it stands on 12 already (SA first, S9 last)', () => {
    expect(choice(endgame([10, 0]), 0)).toBe('SA');
  });

  it('keeps the last trick when it needs that one point (S9 first, SA last)', () => {
    expect(choice(endgame([9, 0]), 0)).toBe('S9');
  });
});

describe('a pass tells nothing: the game waits for it whether or not the winner holds a pair', () => {
  // Seat 1 wins the third trick without a pair; the game waits for its (only) choice.
  const lone = () =>
    play(phase1('S9 DA DT CA CT C9', 'D9 HT HA CJ CK DQ', 'SA ST SK HK HQ DK DJ CQ'), [1, 'S9'], [0, 'D9']);

  it('with only pass, both bots pass', () => {
    const s = lone();
    expect(bondtolva.legalActions(s, 1)).toEqual(['pass']);
    expect(choice(s, 1)).toBe('pass');
    const strong = { ...botInput(bondtolva, {}, s, 1, new Rng('strong-pass'), 50), samples: 4 };
    expect(strongBondtolvaBot.choose(strong)).toBe('pass');
  });

  it("after the opponent's pass, the resampled hands still hold pairs (no 'no pair' inferred)", () => {
    // Seat 1 passed, drew and leads; seat 0 decides from its view.
    const s = play(lone(), [1, 'pass'], [1, 'C9']);
    const view = bondtolva.view(s, 0);
    const rng = new Rng('resample-after-pass');
    let withPair = 0;
    for (let i = 0; i < 200; i++) {
      const r = bondtolva.resample!(view, rng);
      if (!r) throw new Error('no resample');
      if ([0, 1, 2, 3].some((suit) => holdsPair(r.deal!.hands[1], suit as Suit))) withPair++;
    }
    expect(withPair).toBeGreaterThan(10);
  });
});
