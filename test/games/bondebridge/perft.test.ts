import { describe, expect, it } from 'vitest';
import { bondebridge } from '../../../src/games/bondebridge/game.js';
import { parseBondebridgeOptions } from '../../../src/games/bondebridge/options.js';
import { act, dealNext, deckFor, perft } from './drive.js';
import { PERFT_DEALS } from './perftDeals.js';

/**
 * perft: legal action sequences to a fixed depth, pinned. By hand: without doubling, depth 2
 * is 36 + 35 + (34 + … + 0) = 666; noTrumpOnly depth 2 is 8 + 7 + (6 + … + 0) = 36.
 */
const at = (raw: Record<string, unknown>, pbn: string, ...calls: string[]) => {
  const o = parseBondebridgeOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return act(bondebridge, dealNext(bondebridge, bondebridge.newMatch(o.value, 0), deckFor(pbn, 0)), ...calls);
};
const counts = (s: unknown, depths: number[]) => depths.map((d) => perft(bondebridge, s, d));

describe('bondebridge perft', () => {
  it('auction from the start: default, doubling, noTrumpOnly', () => {
    expect(counts(at({}, PERFT_DEALS[0]), [1, 2, 3])).toEqual([36, 666, 8436]);
    expect(counts(at({ doubling: true }, PERFT_DEALS[0]), [1, 2, 3])).toEqual([36, 701, 9731]);
    expect(counts(at({ noTrumpOnly: true }, PERFT_DEALS[0]), [1, 2, 3, 4])).toEqual([8, 36, 120, 330]);
  });
  it('play after 3D by East (South leads), depths 1..5 on three deals', () => {
    const calls = ['P', '3D', 'P', 'P', 'P'];
    expect(counts(at({}, PERFT_DEALS[0], ...calls), [1, 2, 3, 4, 5])).toEqual([13, 100, 298, 1088, 13056]);
    expect(counts(at({}, PERFT_DEALS[1], ...calls), [1, 2, 3, 4, 5])).toEqual([13, 42, 118, 218, 2616]);
    expect(counts(at({}, PERFT_DEALS[2], ...calls), [1, 2, 3, 4, 5, 6])).toEqual([
      13, 38, 110, 318, 3816, 11368,
    ]);
  });
});
