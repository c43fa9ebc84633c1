import { describe, expect, it } from 'vitest';
import { type BondebridgeState, bondebridge } from '../../../src/games/bondebridge/game.js';
import {
  type BondebridgeOptions,
  minimizeBondebridgeOptions,
  parseBondebridgeOptions,
} from '../../../src/games/bondebridge/options.js';
import { seatingFor } from '../../../src/games/bondebridge/seating.js';
import { act, dealNext, deckFor, plainDeck, playOut } from './drive.js';

const game = bondebridge;
/** Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs. */
const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

function parseOk(raw: Record<string, unknown>): BondebridgeOptions {
  const o = parseBondebridgeOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}
const refusal = (raw: Record<string, unknown>): string => {
  const o = parseBondebridgeOptions(raw);
  if (o.ok) throw new Error(`${JSON.stringify(raw)} was accepted`);
  return o.error.message;
};

describe('bondebridge doubledPoints', () => {
  /** Dealer W, so North calls first: 1S by North (all 13 spades), doubled by East: 13 tricks. */
  const doubledSlam = (raw: Record<string, unknown>): BondebridgeState => {
    let s = dealNext(
      game,
      game.newMatch(parseOk({ doubling: true, deals: 1, ...raw }), 3),
      deckFor(ONE_SUIT_EACH, 3),
    );
    s = act(game, s, '1S', 'X', 'P', 'P', 'P');
    return playOut(game, s);
  };
  it('all (default): a made doubled contract scores double', () => {
    expect(game.result(doubledSlam({})).deals[0]).toMatchObject({
      contract: '1SX',
      tricks: 13,
      score: { NS: 32, EW: 0 },
    });
  });
  it('penalty: a made doubled contract scores as undoubled', () => {
    expect(game.result(doubledSlam({ doubledPoints: 'penalty' })).deals[0]).toMatchObject({
      contract: '1SX',
      score: { NS: 16, EW: 0 },
    });
  });
  it('is a choice of all or penalty, stored only when not the default', () => {
    expect(parseOk({}).doubledPoints).toBe('all');
    expect(refusal({ doubling: true, doubledPoints: 'half' })).toMatch(
      /doubledPoints must be one of all, penalty/,
    );
    expect(minimizeBondebridgeOptions(parseOk({ doubling: true, doubledPoints: 'penalty' }))).toEqual({
      doubling: true,
      doubledPoints: 'penalty',
    });
    expect(game.optionSpecs.find((o) => o.name === 'doubledPoints')?.appliesWhen).toEqual({
      doubling: [true],
    });
  });
});

describe('bondebridge threePlayers', () => {
  const three = { rotatingPartners: false, threePlayers: true };

  it('options: 6 deals by default, a multiple of 3, not with rotatingPartners', () => {
    expect(parseOk({ threePlayers: true }).deals).toBe(6);
    expect(parseOk({ threePlayers: true, deals: 9 }).deals).toBe(9);
    expect(refusal({ threePlayers: true, deals: 8 })).toBe(
      'option deals must be a multiple of 3 with threePlayers (got 8)',
    );
    expect(refusal({ threePlayers: true, rotatingPartners: true })).toMatch(/cannot be combined/);
    expect(minimizeBondebridgeOptions(parseOk({ threePlayers: true }))).toEqual({ threePlayers: true });
  });

  it('seating: person d mod 3 at North and South, the other two in order at East and West', () => {
    expect([0, 1, 2, 3].map((d) => seatingFor(three, d))).toEqual([
      [0, 1, 0, 2],
      [1, 0, 1, 2],
      [2, 0, 2, 1],
      [0, 1, 0, 2],
    ]);
    const o = parseOk({ threePlayers: true });
    expect(game.people?.(o)).toBe(3);
    expect(game.people?.(parseOk({}))).toBeNull();
    expect(game.seating?.(game.newMatch(o, 0))).toEqual([0, 1, 0, 2]);
  });

  it('North decides for South and sees its hand; nobody else sees more than their own', () => {
    const s = dealNext(game, game.newMatch(parseOk({ threePlayers: true }), 0), plainDeck());
    expect([0, 1, 2, 3].map((seat) => game.controller(s, seat))).toEqual([0, 1, 0, 3]);
    const visible = (seat: number | null) => game.view(s, seat).hands.map((h) => h !== null);
    expect(visible(0)).toEqual([true, false, true, false]);
    expect(visible(1)).toEqual([false, true, false, false]);
    expect(visible(2)).toEqual([false, false, true, false]);
    expect(visible(3)).toEqual([false, false, false, true]);
    expect(visible(null)).toEqual([false, false, false, false]);
    // Without the variant, North sees only North.
    const plain = dealNext(game, game.newMatch(parseOk({}), 0), plainDeck());
    expect(game.controller(plain, 2)).toBe(2);
    expect(game.view(plain, 0).hands[2]).toBeNull();
  });

  it('scores per person: each gets their side’s points; thrown-in deals keep the seating', () => {
    let s = dealNext(game, game.newMatch(parseOk({ threePlayers: true, deals: 3 }), 3), plainDeck());
    s = act(game, s, 'P', 'P', 'P', 'P'); // thrown in: deal 0's seating again
    expect(game.result(s).deals[0]).toMatchObject({
      passedOut: true,
      seating: [0, 1, 0, 2],
      score: { 0: 0, 1: 0, 2: 0 },
    });
    s = dealNext(game, s, deckFor(ONE_SUIT_EACH, 0));
    expect(game.view(s, 0).seating).toEqual([0, 1, 0, 2]);
    // Dealer N: East calls first and declares hearts holding all 13.
    s = playOut(game, act(game, s, '1H', 'P', 'P', 'P'));
    expect(game.result(s).deals[1]).toMatchObject({
      declarer: 1,
      seating: [0, 1, 0, 2],
      score: { 0: 0, 1: 16, 2: 16 },
    });
    s = dealNext(game, s, deckFor(ONE_SUIT_EACH, 1));
    expect(game.view(s, 1).seating).toEqual([1, 0, 1, 2]);
    // Dealer E: South (person 1, played from North's seat) declares diamonds.
    expect(game.toAct(s)).toEqual([2]);
    expect(game.legalActions(s, 2)).toContain('1D');
    s = playOut(game, act(game, s, '1D', 'P', 'P', 'P'));
    expect(game.result(s).deals[2]).toMatchObject({ declarer: 2, score: { 0: 0, 1: 16, 2: 0 } });
    s = dealNext(game, s, deckFor(ONE_SUIT_EACH, 2));
    // Dealer S: West (person 1 in deal 2) declares clubs.
    s = playOut(game, act(game, s, '1C', 'P', 'P', 'P'));
    expect(game.result(s)).toMatchObject({ finished: true, totals: { 0: 16, 1: 48, 2: 16 }, winners: ['1'] });
  });
});
