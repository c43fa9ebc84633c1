/**
 * bridge `scoring: total` (rules/bridge.md): each deal scored as a duplicate board with nobody
 * vulnerable, the dealer rotating from the record's firstDealer, passed-out deals counting
 * with 0 (docs/decisions.md), and the sums deciding the match after `deals` deals.
 */
import { describe, expect, it } from 'vitest';
import { optionApplies } from '../../../src/engine/options.js';
import { type BridgeState, bridge } from '../../../src/games/bridge/game.js';
import {
  bridgeOptionSpecs,
  minimizeBridgeOptions,
  parseBridgeOptions,
} from '../../../src/games/bridge/options.js';
import { act, dealNext, deckFor, plainDeck, playOut } from '../bondebridge/drive.js';

const game = bridge;
const opts = (raw: Record<string, unknown>) => {
  const o = parseBridgeOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
};
/** Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs. */
const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const oneSuitEach = (dealer: number) => deckFor(ONE_SUIT_EACH, dealer);

describe('bridge total scoring', () => {
  it('option deals: default 8, stored only when it differs', () => {
    expect(opts({ scoring: 'total' })).toMatchObject({ scoring: 'total', deals: 8 });
    expect(minimizeBridgeOptions(opts({ scoring: 'total', deals: 4 }))).toEqual({
      scoring: 'total',
      deals: 4,
    });
    expect(parseBridgeOptions({ scoring: 'total', deals: 0 })).toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'option deals must be between 1 and 999' }),
    });
  });

  it('menus show only the scoring’s own fields: total asks for deals, not rubbers, boards or rounds', () => {
    const shown = (scoring: string) =>
      bridgeOptionSpecs.filter((spec) => optionApplies(spec, { scoring })).map((spec) => spec.name);
    expect(shown('total')).toEqual(['scoring', 'firstCaller', 'deals']);
    expect(shown('rubber')).toEqual(['scoring', 'firstCaller', 'rubbers']);
    expect(shown('duplicate')).toEqual(['scoring', 'firstCaller', 'boards', 'firstBoard']);
    expect(shown('chicago')).toEqual(['scoring', 'firstCaller', 'rounds']);
  });

  it('worked example: four deals, nobody vulnerable, a passed-out deal counting 0, the sums decide', () => {
    // Dealer E (firstDealer 1) deals the first deal; then S, W, N.
    let s: BridgeState = dealNext(
      game,
      game.newMatch(opts({ scoring: 'total', deals: 4 }), 1),
      oneSuitEach(1),
    );
    expect(game.view(s, 0)).toMatchObject({ dealer: 1, vulnerable: 'none', board: null, games: null });
    // Deal 1: E 4H (E holds every heart), 13 tricks: 120 + 3 × 30 + 300 game, no honours.
    s = playOut(game, act(game, s, '4H', 'P', 'P', 'P'));
    // Deal 2: passed out; it counts (0) and the next dealer deals.
    s = act(game, dealNext(game, s, plainDeck()), 'P', 'P', 'P', 'P');
    // Deal 3: W deals; W 1NT doubled by N; the defenders take all 13 tricks: 7 down doubled,
    // not vulnerable: 100 + 200 + 200 + 4 × 300.
    s = dealNext(game, s, oneSuitEach(3));
    expect(game.view(s, 0)).toMatchObject({ dealer: 3, vulnerable: 'none' });
    s = playOut(game, act(game, s, '1NT', 'X', 'P', 'P', 'P'));
    // Deal 4: N deals; N 6S, 13 tricks: 180 + 30 + 300 game + 500 small slam, not vulnerable.
    s = dealNext(game, s, oneSuitEach(0));
    expect(game.isOver(s)).toBe(false);
    s = playOut(game, act(game, s, '6S', 'P', 'P', 'P'));
    expect(game.isOver(s)).toBe(true);
    expect(game.result(s)).toEqual({
      game: 'bridge',
      finished: true,
      deals: [
        { dealer: 1, contract: '4H', declarer: 1, tricks: 13, vulnerable: 'none', score: { NS: 0, EW: 510 } },
        { dealer: 2, passedOut: true, vulnerable: 'none', score: { NS: 0, EW: 0 } },
        {
          dealer: 3,
          contract: '1NTX',
          declarer: 3,
          tricks: 0,
          vulnerable: 'none',
          score: { NS: 1700, EW: 0 },
        },
        {
          dealer: 0,
          contract: '6S',
          declarer: 0,
          tricks: 13,
          vulnerable: 'none',
          score: { NS: 1010, EW: 0 },
        },
      ],
      totals: { NS: 2710, EW: 510 },
      winners: ['NS'],
    });
  });

  it('whoever deals, nobody is vulnerable: 4S+3 by N is +510 with any first dealer', () => {
    const fourSpades = (dealer: number) => {
      let s: BridgeState = game.newMatch(opts({ scoring: 'total', deals: 4 }), dealer);
      s = dealNext(game, s, oneSuitEach(dealer));
      // Everyone passes to N, who bids 4S and runs 13 tricks: 120 + 90 + 300.
      const calls = ['P', 'P', 'P', 'P'].slice(0, (4 - dealer) % 4);
      return game.result(playOut(game, act(game, s, ...calls, '4S', 'P', 'P', 'P'))).deals[0];
    };
    for (const dealer of [0, 1, 2, 3]) {
      expect(fourSpades(dealer)).toMatchObject({ dealer, vulnerable: 'none', score: { NS: 510, EW: 0 } });
    }
  });
});
