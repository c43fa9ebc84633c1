import type { Meaning } from '../meaning.js';
import type { Bindings, Rule } from '../rule.js';
import { atLeast, atMost, hcp, isMajor, len } from './build.js';

/** Responses to one of a suit, and opener's rebid. */

const lower = (b: Bindings, x: string, y: string) => b[x] < b[y];

const RESPONSES: Rule[] = [
  {
    id: 'resp.1M.jacoby2NT',
    auction: '1M P',
    call: '2NT',
    shows: (b) => ({
      hcp: atLeast(13),
      len: len([b.M, atLeast(4)]),
      forcing: 'game',
      artificial: true,
      role: 'game-raise',
    }),
  },
  {
    id: 'resp.1M.limitRaise',
    auction: '1M P',
    call: '3M',
    shows: (b) => ({ hcp: hcp(10, 12), len: len([b.M, atLeast(4)]), role: 'invite' }),
  },
  {
    id: 'resp.1M.raise',
    auction: '1M P',
    call: '2M',
    shows: (b) => ({ hcp: hcp(6, 9), len: len([b.M, atLeast(3)]) }),
  },
  {
    id: 'resp.1m.major',
    auction: '1m P',
    call: '1S',
    shows: { hcp: atLeast(6), len: { S: atLeast(4) }, forcing: 'one-round' },
    // Up the line with four in each major; the longer major first otherwise.
    prefer: (f) => f.lengths[0] > f.lengths[1] || (f.lengths[0] === f.lengths[1] && f.lengths[0] >= 5),
  },
  {
    id: 'resp.1m.1H',
    auction: '1m P',
    call: '1H',
    shows: { hcp: atLeast(6), len: { H: atLeast(4) }, forcing: 'one-round' },
  },
  {
    id: 'resp.1H.1S',
    auction: '1H P',
    call: '1S',
    shows: { hcp: atLeast(6), len: { S: atLeast(4) }, forcing: 'one-round' },
  },
  {
    id: 'resp.1C.1D',
    auction: '1C P',
    call: '1D',
    shows: { hcp: atLeast(6), len: { D: atLeast(4), S: atMost(3), H: atMost(3) }, forcing: 'one-round' },
  },
  {
    id: 'resp.1m.raise3',
    auction: '1m P',
    call: '3m',
    shows: (b) => ({
      hcp: hcp(11, 12),
      len: { ...len([b.m, atLeast(5)]), S: atMost(3), H: atMost(3) },
      role: 'invite',
    }),
  },
  {
    id: 'resp.1m.2NT',
    auction: '1m P',
    call: '2NT',
    shows: { hcp: hcp(11, 12), balanced: true, len: { S: atMost(3), H: atMost(3) }, role: 'invite' },
  },
  {
    id: 'resp.1m.3NT',
    auction: '1m P',
    call: '3NT',
    shows: { hcp: hcp(13, 15), balanced: true, len: { S: atMost(3), H: atMost(3) } },
  },
  {
    id: 'resp.1a.newSuit2',
    auction: '1a P',
    call: '2b',
    // A new suit at the two level, below the opened suit: 11+ and forcing; hearts over spades promise five.
    shows: (b) =>
      lower(b, 'b', 'a')
        ? { hcp: atLeast(11), len: len([b.b, atLeast(b.b === 2 ? 5 : 4)]), forcing: 'one-round' }
        : null,
  },
  {
    id: 'resp.1M.3NT',
    auction: '1M P',
    call: '3NT',
    shows: (b) => ({ hcp: hcp(15, 17), balanced: true, len: len([b.M, atMost(2)]) }),
  },
  {
    id: 'resp.1a.1NT',
    auction: '1a P',
    call: '1NT',
    shows: (b): Meaning => ({
      hcp: hcp(6, 10),
      // 1NT denies a major that could have been bid at the one level.
      len: b.a <= 1 ? { S: atMost(3), H: atMost(3) } : b.a === 2 ? { S: atMost(3) } : {},
    }),
  },
  {
    id: 'resp.1m.raise2',
    auction: '1m P',
    call: '2m',
    shows: (b) => ({ hcp: hcp(6, 10), len: { ...len([b.m, atLeast(4)]), S: atMost(3), H: atMost(3) } }),
  },
  // Strong hands with nothing better show a three-card minor at the two level.
  {
    id: 'resp.1a.minor3',
    auction: '1a P',
    call: '2b',
    shows: (b) =>
      lower(b, 'b', 'a') && b.b <= 1
        ? { hcp: atLeast(11), len: len([b.b, atLeast(3)]), forcing: 'one-round' }
        : null,
  },
  { id: 'resp.1a.pass', auction: '1a P', call: 'P', shows: { hcp: atMost(5) } },
];

// An opening shows 10–21 HCP with 12 points counting length; minimum rebids go down to 10.
const minimum = hcp(10, 15);

/** Opener's rebid after a one-level new suit (`1a P 1b P`) or 1NT (`1a P 1NT P`). */
function rebids(auction: string, responded: 'suit' | 'NT' | 'two'): Rule[] {
  const raise = responded !== 'NT';
  const out: Rule[] = [];
  if (raise) {
    const two = responded === 'two';
    out.push(
      {
        id: `rebid.${auction}.raise4`,
        auction,
        call: '4b',
        games: ['bridge'],
        shows: (b) => (isMajor(b.b) && !two ? { hcp: hcp(19, 21), len: len([b.b, atLeast(4)]) } : null),
      },
      {
        id: `rebid.${auction}.raise3`,
        auction,
        call: '3b',
        shows: (b) =>
          two
            ? { len: len([b.b, atLeast(4)]) }
            : { hcp: hcp(16, 18), len: len([b.b, atLeast(4)]), role: 'invite' },
      },
      {
        id: `rebid.${auction}.raise2`,
        auction,
        call: '2b',
        shows: (b) => (isMajor(b.b) && !two ? { hcp: minimum, len: len([b.b, atLeast(4)]) } : null),
      },
    );
  }
  if (responded === 'suit')
    out.push({
      id: `rebid.${auction}.newSuit1`,
      auction,
      call: '1c',
      shows: (b) => ({ hcp: hcp(10, 18), len: len([b.c, atLeast(4)]) }),
    });
  out.push(
    responded === 'NT'
      ? { id: `rebid.${auction}.pass`, auction, call: 'P', shows: { hcp: hcp(10, 14), balanced: true } }
      : {
          id: `rebid.${auction}.NT`,
          auction,
          call: responded === 'suit' ? '1NT' : '2NT',
          shows: { hcp: hcp(10, 14), balanced: true },
        },
    {
      id: `rebid.${auction}.2NT`,
      auction,
      call: responded === 'two' ? '3NT' : '2NT',
      shows: { hcp: hcp(18, 19), balanced: true },
    },
    {
      id: `rebid.${auction}.jumpRebid`,
      auction,
      call: '3a',
      shows: (b) => ({ hcp: hcp(16, 18), len: len([b.a, atLeast(6)]), role: 'invite' }),
    },
    {
      id: `rebid.${auction}.newLower`,
      auction,
      call: '2c',
      shows: (b) => (lower(b, 'c', 'a') ? { hcp: hcp(10, 18), len: len([b.c, atLeast(4)]) } : null),
    },
    {
      id: `rebid.${auction}.reverse`,
      auction,
      call: '2c',
      shows: (b) =>
        lower(b, 'a', 'c')
          ? {
              hcp: hcp(17, 21),
              len: { ...len([b.c, atLeast(4)]), ...len([b.a, atLeast(5)]) },
              forcing: 'one-round',
              role: 'reverse',
            }
          : null,
    },
    {
      id: `rebid.${auction}.rebid6`,
      auction,
      call: '2a',
      shows: (b) => ({ hcp: minimum, len: len([b.a, atLeast(6)]) }),
    },
    {
      id: `rebid.${auction}.rebid5`,
      auction,
      call: '2a',
      shows: (b) => ({ hcp: minimum, len: len([b.a, atLeast(5)]) }),
    },
  );
  return out;
}

/** Opener after partner's raise: pass, invite or game (bridge); bondebridge stops, every trick counts anyway. */
const AFTER_RAISE: Rule[] = [
  { id: 'rebid.raised.bondebridge', auction: '1a P 2a P', games: ['bondebridge'], call: 'P', shows: {} },
  {
    id: 'rebid.raised.game',
    auction: '1M P 2M P',
    games: ['bridge'],
    call: '4M',
    shows: (b) => ({ hcp: atLeast(19), len: len([b.M, atLeast(5)]) }),
  },
  {
    id: 'rebid.raised.invite',
    auction: '1M P 2M P',
    games: ['bridge'],
    call: '3M',
    shows: (b) => ({ hcp: hcp(16, 18), len: len([b.M, atLeast(5)]), role: 'invite' }),
  },
  { id: 'rebid.raised.pass', auction: '1a P 2a P', games: ['bridge'], call: 'P', shows: { hcp: atMost(15) } },
  { id: 'rebid.limit.bondebridge', auction: '1a P 3a P', games: ['bondebridge'], call: 'P', shows: {} },
  {
    id: 'rebid.limit.accept',
    auction: '1M P 3M P',
    games: ['bridge'],
    call: '4M',
    shows: { hcp: atLeast(14) },
  },
  {
    id: 'rebid.limit.3NT',
    auction: '1m P 3m P',
    games: ['bridge'],
    call: '3NT',
    shows: { hcp: atLeast(14) },
  },
  { id: 'rebid.limit.pass', auction: '1a P 3a P', games: ['bridge'], call: 'P', shows: { hcp: atMost(13) } },
  {
    id: 'rebid.jacoby.extras',
    auction: '1M P 2NT P',
    call: '3M',
    shows: { hcp: atLeast(15), forcing: 'game' },
  },
  {
    id: 'rebid.jacoby.minimum',
    auction: '1M P 2NT P',
    call: '4M',
    shows: { hcp: atMost(14), role: 'to-play' },
  },
];

const ONE_LEVEL_RESPONSES = ['1a P 1b P', '1a P 1NT P', '1a P 2b P'] as const;

export const SUIT_OPENING_RULES: Rule[] = [
  ...RESPONSES,
  ...AFTER_RAISE,
  ...rebids(ONE_LEVEL_RESPONSES[0], 'suit'),
  ...rebids(ONE_LEVEL_RESPONSES[1], 'NT'),
  ...rebids(ONE_LEVEL_RESPONSES[2], 'two'),
];
