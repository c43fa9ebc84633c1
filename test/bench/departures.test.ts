import { describe, expect, it } from 'vitest';
import { departingSideGain, departureKind, splitByDeparture } from '../../src/bench/departures.js';
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
      { departure: d('compete'), diff: -6, gain: 5 },
      { departure: d('compete'), diff: 2, gain: -1 },
      { departure: d('penalty-double (new)'), diff: 5, gain: 9 },
      { departure: null, diff: 0, gain: 0 },
      { departure: d('compete'), diff: 0, gain: 0 },
    ]);
    expect(rows).toEqual([
      { kind: 'compete', boards: 3, imps: -4, better: 1, worse: 1, gain: 4 },
      { kind: 'none', boards: 1, imps: 0, better: 0, worse: 0, gain: 0 },
      { kind: 'penalty-double (new)', boards: 1, imps: 5, better: 0, worse: 1, gain: 9 },
    ]);
  });
});

describe("what a departure is worth at the table: the departing side's IMPs against the other result", () => {
  // North deals; East (call 1) doubles North-South's 4♠, two down vulnerable: −500 for North-South
  // where basic's auction left them in 3♠ one down, −100. East-West won 400 points: 9 IMPs,
  // while par (say 3♠ by North-South making, +140) is further away than before.
  const east = { call: 1, basic: 'P', made: 'X', kind: 'penalty-double (new)' };
  it("counts from the departing side's point of view", () => {
    expect(departingSideGain(0, east, -500, -100)).toBe(9);
    expect(departingSideGain(1, east, -500, -100)).toBe(-9);
  });
  it('is nothing where both results are the same', () =>
    expect(departingSideGain(0, east, 620, 620)).toBe(0));
});
