import type { Rule } from '../rule.js';
import { atLeast, atMost, exactly, hcp } from './build.js';

/**
 * Openings: 5-card majors, 15–17 1NT, 20–21 2NT, strong 2♣, weak twos (not in fourth seat),
 * three-level preempts. Every hand with 12 or more HCP has an opening, so an opening pass
 * shows at most 11.
 */
const ANY_SEAT = [0, 1, 2, 3];
const NOT_FOURTH = [0, 1, 2];
const ONE_LEVEL = { hcp: hcp(10, 21), points: atLeast(12) };

export const OPENINGS: Rule[] = [
  {
    id: 'open.2C',
    seats: ANY_SEAT,
    call: '2C',
    shows: { hcp: atLeast(22), forcing: 'game', artificial: true, role: 'strength' },
  },
  { id: 'open.2NT', seats: ANY_SEAT, call: '2NT', shows: { hcp: hcp(20, 21), balanced: true } },
  { id: 'open.1NT', seats: ANY_SEAT, call: '1NT', shows: { hcp: hcp(15, 17), balanced: true } },
  {
    id: 'open.1S',
    seats: ANY_SEAT,
    call: '1S',
    shows: { ...ONE_LEVEL, len: { S: atLeast(5) } },
    prefer: (f) => f.lengths[0] >= f.lengths[1],
  },
  { id: 'open.1H', seats: ANY_SEAT, call: '1H', shows: { ...ONE_LEVEL, len: { H: atLeast(5) } } },
  {
    id: 'open.1D',
    seats: ANY_SEAT,
    call: '1D',
    shows: { ...ONE_LEVEL, len: { D: atLeast(3), S: atMost(4), H: atMost(4) } },
    // The longer minor; diamonds with four or more in each, clubs with three in each.
    prefer: (f) => f.lengths[2] > f.lengths[3] || (f.lengths[2] === f.lengths[3] && f.lengths[2] >= 4),
  },
  {
    id: 'open.1C',
    seats: ANY_SEAT,
    call: '1C',
    shows: { ...ONE_LEVEL, len: { C: atLeast(3), S: atMost(4), H: atMost(4) } },
  },
  ...(['D', 'H', 'S'] as const).map(
    (s): Rule => ({
      id: `open.weak2${s}`,
      seats: NOT_FOURTH,
      call: `2${s}`,
      shows: { hcp: hcp(5, 10), len: { [s]: exactly(6) }, role: 'preempt' },
    }),
  ),
  ...(['C', 'D', 'H', 'S'] as const).map(
    (s): Rule => ({
      id: `open.preempt3${s}`,
      seats: NOT_FOURTH,
      call: `3${s}`,
      shows: { hcp: hcp(5, 10), len: { [s]: atLeast(7) }, role: 'preempt' },
    }),
  ),
  { id: 'open.pass', seats: ANY_SEAT, call: 'P', shows: { hcp: atMost(11) } },
];
