import { describe, expect, it } from 'vitest';
import { bridge } from '../../../src/games/bridge/game.js';
import { act, dealNext, deckFor, perft } from '../bondebridge/drive.js';
import { PERFT_DEALS } from '../bondebridge/perftDeals.js';

/**
 * perft: the number of legal action sequences to a fixed depth, pinned so that later
 * optimisations cannot change the rules silently. Depth 2 of the auction checks by hand:
 * 36 opening calls; after a pass 36 again, after the k-th of 35 bids P, X and 35 − k
 * higher bids: 36 + 35·2 + (34 + … + 0) = 701.
 */
const at = (pbn: string, ...calls: string[]) =>
  act(bridge, dealNext(bridge, bridge.newMatch(bridge.defaultOptions, 0), deckFor(pbn, 0)), ...calls);

describe('bridge perft', () => {
  it('auction from the start (any deal): 36, 701, 9731', () => {
    const s = at(PERFT_DEALS[0]);
    expect([1, 2, 3].map((d) => perft(bridge, s, d))).toEqual([36, 701, 9731]);
  });
  it('play after 1NT by North (East leads), depths 1..5', () => {
    expect([1, 2, 3, 4, 5].map((d) => perft(bridge, at(PERFT_DEALS[0], '1NT', 'P', 'P', 'P'), d))).toEqual([
      13, 42, 332, 2128, 25536,
    ]);
    expect([1, 2, 3, 4, 5].map((d) => perft(bridge, at(PERFT_DEALS[1], '1NT', 'P', 'P', 'P'), d))).toEqual([
      13, 42, 366, 1037, 12444,
    ]);
  });
  it('play after 4S by West (North leads), depths 1..5, and into the second trick', () => {
    const calls = ['P', 'P', 'P', '4S', 'P', 'P', 'P'];
    expect([1, 2, 3, 4, 5].map((d) => perft(bridge, at(PERFT_DEALS[0], ...calls), d))).toEqual([
      13, 40, 132, 1192, 14304,
    ]);
    expect([1, 2, 3, 4, 5].map((d) => perft(bridge, at(PERFT_DEALS[1], ...calls), d))).toEqual([
      13, 37, 113, 1037, 12444,
    ]);
    // Cross-checked against an independent brute-force count (not the engine's code).
    expect(perft(bridge, at(PERFT_DEALS[2], ...calls), 6)).toBe(11368);
  });
});
