import { describe, expect, it } from 'vitest';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { afterExchange, refused, run } from './helpers.js';

// Spades 5, hearts 1, diamonds 2, clubs 4, and GC.
const SHAPELY = 'SA SK SQ SJ S9 HA DA D2 CA CK CQ CJ GC';
// 3-3-3-3 and GC: a card in every suit but no 4-card suit.
const FLAT = 'SA SK SQ HA HK HQ DA DK DQ CA CK CQ GC';
// No clubs.
const VOID_CLUBS = 'SA SK SQ SJ S9 S8 HA HK HQ HJ DA DK RC';
const OTHER = 'S2 S3 S4 H2 H3 H4 H5 D3 D4 D5 C2 C3 C4';

const legal = (s: ReturnType<typeof afterExchange>, seat: number) => bridgette.legalActions(s, seat);

describe('bridgette auction: bidding limits', () => {
  it('needs 2 cards to bid a suit (colons count as no suit)', () => {
    const s = afterExchange(0, [SHAPELY, OTHER]);
    const e = refused(s, 0, '1H');
    expect(e.code).toBe('bid-restricted');
    expect(e.message).toBe('1H: to bid hearts you must hold at least 2 of them (bidding limit)');
    expect(legal(s, 0)).not.toContain('1H');
    expect(legal(s, 0)).toEqual(expect.arrayContaining(['1D', '1C', '1S', 'P']));
    run(s, [[0, '1D']]);
  });

  it('needs a card of every suit to bid NT', () => {
    const s = afterExchange(0, [VOID_CLUBS, OTHER]);
    expect(refused(s, 0, '0NT').message).toBe(
      '0NT: to bid no trump you must hold a card of every suit, and you have no clubs (bidding limit)',
    );
    expect(legal(s, 0).some((a) => a.endsWith('NT'))).toBe(false);
    const flat = afterExchange(0, [FLAT, OTHER]);
    expect(legal(flat, 0)).toContain('0NT');
  });

  it('has 0NT as the lowest bid of all', () => {
    const s = run(afterExchange(0, [FLAT, OTHER]), [[0, '0NT']]);
    // Every suit at level 1 outranks 0NT.
    expect(legal(s, 1)).toEqual(expect.arrayContaining(['1C', '1D', '1H', '1S']));
    expect(refused(s, 1, '0NT').code).toBe('bid-too-low');
  });

  it('needs 4 cards in the suit named for a jump', () => {
    const s = afterExchange(0, [SHAPELY, OTHER]);
    // 2S is a jump (1S was possible): 5 spades, allowed. 2D: 2 diamonds, refused. 2C: 4 clubs, allowed.
    expect(legal(s, 0)).toEqual(expect.arrayContaining(['2S', '2C', '3C', '7S']));
    expect(refused(s, 0, '2D').message).toBe(
      '2D: a jump bid (lowest 1D) needs at least 4 diamonds, you hold 2 (jump limit)',
    );
    const flat = afterExchange(0, [FLAT, OTHER]);
    expect(refused(flat, 0, '2S').message).toMatch(/^2S: a jump bid \(lowest 1S\) needs at least 4 spades/);
    expect(legal(flat, 0)).toContain('1S');
  });

  it('measures a jump from the lowest level the strain could be bid at that moment', () => {
    // After 1S, hearts can first be bid at 2: 2H is no jump (3 hearts suffice), 3H is.
    const s = run(
      afterExchange(0, ['SA SK SQ SJ S9 HA DA D2 CA CK CQ CJ GC', 'S2 S3 H2 H3 H4 D3 D4 D5 C2 C3 C4 C5 C6']),
      [[0, '1S']],
    );
    expect(legal(s, 1)).toContain('2H');
    expect(refused(s, 1, '3H').code).toBe('bid-restricted');
    // Clubs (5) may jump; 1NT is no jump after 1S, 2NT is, and needs a 4-card suit (5 clubs: fine).
    expect(legal(s, 1)).toEqual(expect.arrayContaining(['2C', '3C', '1NT', '2NT']));
  });

  it('decides NT jumps: 4 cards in some suit besides a card of every suit; 1NT opening is a jump', () => {
    const flat = afterExchange(0, [FLAT, OTHER]);
    expect(refused(flat, 0, '1NT').message).toBe(
      '1NT: a jump bid in no trump (lowest 0NT) needs at least 4 cards in some suit (jump limit)',
    );
    const shapely = afterExchange(0, [SHAPELY.replace('D2', 'H2'), OTHER.replace('H2', 'D2')]);
    expect(legal(shapely, 0)).toEqual(expect.arrayContaining(['0NT', '1NT', '3NT', '7NT']));
  });
});

describe('bridgette auction: calls and its end', () => {
  const fresh = () => afterExchange(0, [SHAPELY, OTHER]);

  it('lets the dealer call first and ends as soon as a player passes after a call', () => {
    const s = run(fresh(), [
      [0, '1S'],
      [1, 'P'],
    ]);
    expect(s.deal!.phase).toBe('play');
    expect(s.deal!.contract).toMatchObject({ level: 1, strain: 3, doubled: 0, declarer: 0 });
    // The declarer's opponent leads.
    expect(bridgette.toAct(s)).toEqual([1]);
    expect(bridgette.view(s, 0).contract).toBe('1S');
    expect(bridgette.view(s, 0).trump).toBe('S');
  });

  it('makes the non-dealer declarer after the dealer passes and the non-dealer bids', () => {
    const s = run(fresh(), [
      [0, 'P'],
      [1, '1H'],
      [0, 'P'],
    ]);
    expect(s.deal!.contract).toMatchObject({ level: 1, strain: 2, declarer: 1 });
    expect(bridgette.toAct(s)).toEqual([0]);
  });

  it('throws the deal in when both pass without a bid: it does not count, the other player deals', () => {
    const s = run(fresh(), [
      [0, 'P'],
      [1, 'P'],
    ]);
    expect(bridgette.needsDeck(s)).toBe(true);
    expect(bridgette.result(s).deals).toEqual([{ dealer: 0, passedOut: true, score: { '0': 0, '1': 0 } }]);
    expect(s.countedDeals).toBe(0);
    expect(bridgette.view(s, 0).dealer).toBe(0);
    const next = bridgette.deal(s, bridgette.pack(bridgette.defaultOptions));
    if (!next.ok) throw new Error(next.error);
    expect(next.value.deal!.dealer).toBe(1);
    expect(bridgette.view(next.value, 0).dealIndex).toBe(1);
  });

  it('doubles only the opponent bid, redoubles only the opponent double', () => {
    const s = run(fresh(), [[0, '1S']]);
    expect(refused(s, 1, 'XX').code).toBe('redouble-not-allowed');
    const x = run(s, [[1, 'X']]);
    expect(refused(x, 0, 'X').code).toBe('double-own-side');
    const xx0 = run(x, [[0, 'XX']]);
    expect(refused(xx0, 1, 'X').code).toBe('already-doubled');
    const xx = run(xx0, [[1, 'P']]);
    expect(bridgette.view(xx, 1).contract).toBe('1SXX');
    const doubled = run(x, [[0, 'P']]);
    expect(bridgette.view(doubled, 1).contract).toBe('1SX');
    // Nobody may double their own bid.
    const own = run(fresh(), [[0, 'P']]);
    expect(refused(own, 1, 'X').code).toBe('double-own-side');
  });

  it('cancels a double with a new bid', () => {
    const s = run(fresh(), [
      [0, '1S'],
      [1, 'X'],
      [0, '1NT'],
      [1, 'P'],
    ]);
    expect(bridgette.view(s, 0).contract).toBe('1NT');
  });

  it('requires each bid to be higher than the last, and refuses non-calls', () => {
    const s = run(fresh(), [[0, '1S']]);
    expect(refused(s, 1, '1H').code).toBe('bid-too-low');
    expect(refused(s, 1, 'SA').code).toBe('wrong-phase');
    expect(refused(s, 1, 'pass').code).toBe('unknown-action');
    expect(refused(s, 0, 'P').code).toBe('not-your-turn');
  });
});
