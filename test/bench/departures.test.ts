import { describe, expect, it } from 'vitest';
import { departureKind, splitByDeparture } from '../../src/bench/departures.js';
import { northInput } from '../bots/contract/judgeFixtures.js';

// East–West bid 4♠ (East deals); North, in the pass-out seat, holds 14 HCP and two spades.
const THEIR_GAME: Array<[number, string]> = '1S P 2S P 4S P P'
  .split(' ')
  .map((call, i) => [(i + 1) % 4, call]);
const NORTH = 'SQ S4 HA HK H5 DA D7 D4 D3 CK C5 C4 C3';

describe('the kind of the first call the bot makes that basic would not', () => {
  it("tells a double basic would not make from basic's own double", () => {
    const input = northInput(THEIR_GAME, NORTH, ['P', 'X', '4NT', '5C']);
    expect(departureKind(input, 'P')).toBe('penalty-double (new)');
    expect(departureKind(input, 'X')).toBe("penalty-double (basic's)");
  });

  it('names no judgement where there is none (an opening)', () => {
    expect(departureKind(northInput([], NORTH, ['P', '1C', '1D', '1NT']), '1D')).toBe('other');
  });
});

describe('the paired difference by kind', () => {
  it('sums each kind, counts boards better and worse, the kind that gains most first', () => {
    const d = (kind: string) => ({ call: 3, basic: 'P', made: 'X', kind });
    const rows = splitByDeparture([
      { departure: d('compete'), diff: -6 },
      { departure: d('compete'), diff: 2 },
      { departure: d('penalty-double (new)'), diff: 5 },
      { departure: null, diff: 0 },
      { departure: d('compete'), diff: 0 },
    ]);
    expect(rows).toEqual([
      { kind: 'compete', boards: 3, imps: -4, better: 1, worse: 1 },
      { kind: 'none', boards: 1, imps: 0, better: 0, worse: 0 },
      { kind: 'penalty-double (new)', boards: 1, imps: 5, better: 0, worse: 1 },
    ]);
  });
});
