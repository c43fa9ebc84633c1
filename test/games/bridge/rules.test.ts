import { describe, expect, it } from 'vitest';
import { withoutClaims } from '../../../src/engine/claim.js';
import { type BridgeState, bridge } from '../../../src/games/bridge/game.js';
import { minimizeBridgeOptions, parseBridgeOptions } from '../../../src/games/bridge/options.js';
import {
  boardDealer,
  boardVulnerability,
  chicagoVulnerability,
} from '../../../src/games/bridge/vulnerability.js';
import { act, dealNext, deckFor, plainDeck, playOut } from '../bondebridge/drive.js';

const game = bridge;
const opts = (raw: Record<string, unknown>) => {
  const o = parseBridgeOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
};
const start = (raw: Record<string, unknown> = {}, firstDealer = 0, deck = plainDeck()): BridgeState =>
  dealNext(game, game.newMatch(opts(raw), firstDealer), deck);
const refuse = (s: BridgeState, seat: number, action: string) => {
  const r = game.apply(s, seat, action);
  if (r.ok) throw new Error(`${action} by ${seat} was accepted`);
  return r.error;
};
/** Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs. */
const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const oneSuitEach = (dealer: number) => deckFor(ONE_SUIT_EACH, dealer);

describe('bridge auction', () => {
  it('firstCaller dealer (default): the dealer calls first; left-of-dealer: the next seat', () => {
    expect(game.toAct(start({}, 2))).toEqual([2]);
    expect(game.toAct(start({ firstCaller: 'left-of-dealer' }, 2))).toEqual([3]);
  });
  it('X only of an opponent’s bid not yet doubled; XX only of an opponent’s double', () => {
    let s = act(game, start(), '1C', 'P');
    expect(refuse(s, 2, 'X').code).toBe('double-own-side');
    s = act(game, start(), '1C', 'X');
    const afterPass = act(game, s, 'P');
    expect(refuse(afterPass, 3, 'X').code).toBe('already-doubled');
    expect(refuse(afterPass, 3, 'XX').code).toBe('redouble-not-allowed');
    s = act(game, s, 'XX', 'P', 'P', 'P');
    expect(game.view(s, 0).contract).toBe('1CXX');
  });
  it('three passes after a double end the auction', () => {
    const s = act(game, start(), '1C', 'X', 'P', 'P', 'P');
    expect(game.view(s, 0)).toMatchObject({ contract: '1CX', declarer: 0, phase: 'play' });
  });
});

describe('bridge dummy', () => {
  // Dealer N calls first: N 1S, three passes. Declarer N, dummy S, E leads.
  const contract = () => act(game, start({}, 0, oneSuitEach(0)), '1S', 'P', 'P', 'P');

  it('dummy is declarer’s partner and stays hidden until the opening lead', () => {
    const s = contract();
    expect(game.toAct(s)).toEqual([1]);
    for (const seat of [0, 1, 3, null]) expect(game.view(s, seat).hands[2]).toBeNull();
    expect(game.view(s, 0)).toMatchObject({ contract: '1S', declarer: 0, dummy: 2 });
  });
  it('after the opening lead everyone sees dummy; toAct names dummy; declarer controls it', () => {
    const s = act(game, contract(), 'HA');
    const dummyCards = s.deal!.hands[2].length;
    for (const seat of [0, 1, 2, 3, null]) {
      expect(game.view(s, seat).hands[2]).toHaveLength(dummyCards);
    }
    expect(game.view(s, 1).hands.map((h) => h !== null)).toEqual([false, true, true, false]);
    expect(game.view(s, 0).hands.map((h) => h !== null)).toEqual([true, false, true, false]);
    expect(game.view(s, null).hands.map((h) => h !== null)).toEqual([false, false, true, false]);
    expect(game.toAct(s)).toEqual([2]);
    expect(game.controller(s, 2)).toBe(0);
    expect(game.controller(s, 1)).toBe(1);
    expect(game.controller(s, 0)).toBe(0);
    expect(refuse(s, 0, 'DA').code).toBe('not-your-turn'); // dummy's card is played as dummy's seat
    // Dummy's 13 cards, then declarer's claims of 0..13 tricks (it is dummy's turn).
    expect(withoutClaims(game.legalActions(s, 2))).toHaveLength(13);
    expect(game.legalActions(s, 2).slice(13)).toEqual(Array.from({ length: 14 }, (_, n) => `claim:${n}`));
    const after = act(game, s, 'DA');
    expect(after.deal!.tricks[0].seats).toEqual([1, 2]);
  });
  it('during the auction every seat controls itself', () => {
    const s = start();
    for (const seat of [0, 1, 2, 3]) expect(game.controller(s, seat)).toBe(seat);
  });
  it('when dummy wins a trick, the lead comes from dummy', () => {
    // Dealer W calls first; S bids 1S holding no spades: declarer S, dummy N (all the spades), W leads.
    let s = act(game, start({}, 3, oneSuitEach(3)), 'P', 'P', 'P', '1S', 'P', 'P', 'P');
    expect(game.view(s, 0)).toMatchObject({ declarer: 2, dummy: 0 });
    expect(game.toAct(s)).toEqual([3]);
    s = act(game, s, 'CA', 'S2', 'H2', 'D2'); // dummy ruffs the ace
    expect(s.deal!.tricks[0].winner).toBe(0);
    expect(game.toAct(s)).toEqual([0]);
    expect(game.controller(s, 0)).toBe(2);
  });
});

describe('bridge rubber', () => {
  it('a passed-out deal does not count; the next dealer deals', () => {
    let s = act(game, start({}, 1), 'P', 'P', 'P', 'P');
    expect(game.result(s).deals).toEqual([
      {
        dealer: 1,
        passedOut: true,
        score: { NS: 0, EW: 0 },
        vulnerable: 'none',
        above: { NS: 0, EW: 0 },
        below: { NS: 0, EW: 0 },
      },
    ]);
    s = dealNext(game, s, plainDeck());
    expect(game.view(s, 0).dealer).toBe(2);
  });
  it('game makes a side vulnerable; two games win the rubber and end a one-rubber match', () => {
    let s = start({}, 0, oneSuitEach(0));
    s = playOut(game, act(game, s, '4S', 'P', 'P', 'P'));
    expect(game.result(s).deals[0]).toMatchObject({
      contract: '4S',
      tricks: 13,
      vulnerable: 'none',
      below: { NS: 120, EW: 0 },
      above: { NS: 90 + 150, EW: 0 }, // three overtricks, five spade honours
      score: { NS: 360, EW: 0 },
    });
    s = dealNext(game, s, oneSuitEach(1));
    expect(game.view(s, 0)).toMatchObject({ vulnerable: 'NS', games: { NS: 1, EW: 0 }, dealer: 1 });
    s = playOut(game, act(game, s, 'P', '5D', 'P', 'P', 'P'));
    expect(game.result(s).deals[1]).toMatchObject({
      vulnerable: 'NS',
      below: { NS: 100, EW: 0 },
      above: { NS: 40 + 150 + 700, EW: 0 },
    });
    expect(game.result(s)).toMatchObject({ finished: true, winners: ['NS'], totals: { NS: 1350, EW: 0 } });
  });
  it('rubbers: 2 plays on after the first rubber, not vulnerable again', () => {
    let s = start({ rubbers: 2 }, 0, oneSuitEach(0));
    s = playOut(game, act(game, s, '4S', 'P', 'P', 'P'));
    s = playOut(game, act(game, dealNext(game, s, oneSuitEach(1)), 'P', '5D', 'P', 'P', 'P'));
    expect(game.isOver(s)).toBe(false);
    s = dealNext(game, s, plainDeck());
    expect(game.view(s, 0)).toMatchObject({ vulnerable: 'none', games: { NS: 0, EW: 0 } });
  });
});

describe('bridge duplicate', () => {
  it('the standard 16-board cycle of dealer and vulnerability', () => {
    const cycle = Array.from(
      { length: 17 },
      (_, i) => `${'NESW'[boardDealer(i + 1)]} ${boardVulnerability(i + 1)}`,
    );
    expect(cycle).toEqual([
      'N none',
      'E NS',
      'S EW',
      'W all',
      'N NS',
      'E EW',
      'S all',
      'W none',
      'N EW',
      'E all',
      'S none',
      'W NS',
      'N all',
      'E none',
      'S NS',
      'W EW',
      'N none',
    ]);
  });
  it('board number sets dealer and vulnerability; the record’s firstDealer is ignored; passed-out boards count', () => {
    let s = start({ scoring: 'duplicate', boards: 2, firstBoard: 4 }, 2);
    expect(game.view(s, 0)).toMatchObject({ dealer: 3, vulnerable: 'all', board: 4 });
    expect(game.toAct(s)).toEqual([3]);
    s = act(game, s, 'P', 'P', 'P', 'P');
    expect(game.result(s).deals[0]).toEqual({
      dealer: 3,
      passedOut: true,
      score: { NS: 0, EW: 0 },
      vulnerable: 'all',
      board: 4,
    });
    s = dealNext(game, s, oneSuitEach(0));
    expect(game.view(s, 0)).toMatchObject({ dealer: 0, vulnerable: 'NS', board: 5 });
    s = playOut(game, act(game, s, '2S', 'P', 'P', 'P'));
    // 2S+5 vulnerable: 60 + 150 + 50 part-score bonus; no honours in duplicate.
    expect(game.result(s).deals[1]).toMatchObject({ board: 5, score: { NS: 260, EW: 0 } });
    expect(game.result(s)).toMatchObject({ finished: true, winners: ['NS'] });
  });
});

describe('bridge chicago', () => {
  it('vulnerability: deal 1 none, 2 and 3 the dealer’s side, 4 all', () => {
    expect([0, 1, 2, 3].map((d) => chicagoVulnerability(d, (1 + d) % 4))).toEqual([
      'none',
      'NS',
      'EW',
      'all',
    ]);
  });
  it('a passed-out deal is dealt again by the same dealer with the same vulnerability, and does not count', () => {
    let s = start({ scoring: 'chicago' }, 1);
    s = act(game, s, 'P', 'P', 'P', 'P');
    expect(game.result(s).deals[0]).toEqual({
      dealer: 1,
      passedOut: true,
      score: { NS: 0, EW: 0 },
      vulnerable: 'none',
    });
    s = dealNext(game, s, plainDeck());
    expect(game.view(s, 0)).toMatchObject({ dealer: 1, vulnerable: 'none', roundDeal: 1 });
    s = dealNext(game, playOut(game, act(game, s, '1C', 'P', 'P', 'P')), plainDeck());
    expect(game.view(s, 0)).toMatchObject({ dealer: 2, vulnerable: 'NS', roundDeal: 2 });
    s = dealNext(game, act(game, s, 'P', 'P', 'P', 'P'), plainDeck());
    expect(game.view(s, 0)).toMatchObject({ dealer: 2, vulnerable: 'NS', roundDeal: 2 });
    expect(game.result(s).deals).toHaveLength(3);
  });
  it('the match ends after four counted deals per round', () => {
    let s = start({ scoring: 'chicago' }, 0);
    for (let d = 0; d < 4; d++) {
      if (d > 0) s = dealNext(game, s, plainDeck());
      s = playOut(game, act(game, s, '1C', 'P', 'P', 'P'));
    }
    expect(game.isOver(s)).toBe(true);
    expect(game.result(s).deals.map((d) => d.vulnerable)).toEqual(['none', 'EW', 'NS', 'all']);
  });
  it('rounds: 2 plays eight counted deals, part-scores lapsing between rounds', () => {
    let s = start({ scoring: 'chicago', rounds: 2 }, 0);
    for (let d = 0; d < 8; d++) {
      if (d > 0) s = dealNext(game, s, plainDeck());
      expect(game.isOver(s)).toBe(false);
      expect(game.view(s, 0).roundDeal).toBe((d % 4) + 1);
      s = playOut(game, act(game, s, '1C', 'P', 'P', 'P'));
    }
    expect(game.isOver(s)).toBe(true);
    expect(game.result(s).deals.map((d) => d.vulnerable)).toEqual([
      'none',
      'EW',
      'NS',
      'all',
      'none',
      'EW',
      'NS',
      'all',
    ]);
  });
});

describe('bridge options', () => {
  it('defaults and minimisation', () => {
    expect(opts({})).toEqual({
      scoring: 'rubber',
      firstCaller: 'dealer',
      rubbers: 1,
      boards: 16,
      firstBoard: 1,
      rounds: 1,
      deals: 8,
    });
    expect(minimizeBridgeOptions(opts({ scoring: 'duplicate', boards: 8 }))).toEqual({
      scoring: 'duplicate',
      boards: 8,
    });
  });
  it('refuses unknown options and bad values', () => {
    expect(parseBridgeOptions({ vulnerable: true }).ok).toBe(false);
    expect(parseBridgeOptions({ scoring: 'imps' }).ok).toBe(false);
    expect(parseBridgeOptions({ firstCaller: 'north' }).ok).toBe(false);
    expect(parseBridgeOptions({ boards: 0 }).ok).toBe(false);
  });
});
