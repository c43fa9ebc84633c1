import type { StrainIndex } from '../../cards/call.js';
import type { Meaning } from '../meaning.js';
import type { Bindings, Rule, Situation } from '../rule.js';
import { atLeast, atMost, cheapest, hcp, isMajor, L, len, longestAmong, SUITS_UP } from './build.js';

/** Overcalls, takeout doubles and their answers, negative doubles, balancing. */

const others = (...bound: StrainIndex[]): StrainIndex[] => SUITS_UP.filter((s) => !bound.includes(s));

/** Short in their suit, three or more in every other suit: the shape of a takeout double. */
const takeoutShape = (their: StrainIndex, minHcp: number): Meaning => ({
  hcp: atLeast(minHcp),
  len: { ...len([their, atMost(2)]), ...Object.fromEntries(others(their).map((s) => [L(s), atLeast(3)])) },
});

const levelOf = (s: Situation, strain: StrainIndex) => cheapest(s, strain);

const OVERCALLS: Rule[] = [
  { id: 'overcall.1NT', auction: '1a', call: '1NT', shows: { hcp: hcp(15, 18), balanced: true } },
  {
    id: 'overcall.takeout',
    auction: '1a',
    call: 'X',
    shows: (b) => ({ ...takeoutShape(b.a, 12), role: 'takeout' }),
  },
  {
    id: 'overcall.suit',
    auction: '1a',
    call: '=b',
    shows: (b, s) => ({ hcp: hcp(levelOf(s, b.b) === 1 ? 8 : 11, 16), len: len([b.b, atLeast(5)]) }),
    prefer: (f, b) => longestAmong(f, b.b, others(b.a)),
  },
  { id: 'overcall.strong', auction: '1a', call: 'X', shows: { hcp: atLeast(17), role: 'takeout' } },
  {
    id: 'overcall.weakJump',
    auction: '1a',
    call: '+b',
    shows: (b, s) =>
      levelOf(s, b.b) + 1 === 2 ? { hcp: hcp(5, 10), len: len([b.b, atLeast(6)]), role: 'preempt' } : null,
  },
  { id: 'overcall.pass', auction: '1a', call: 'P', shows: {} },
];

/** Partner of the overcaller, after a suit overcall (`1a 1b P`, `1a 2b P`). */
function advances(auction: string): Rule[] {
  return [
    {
      id: `advance.${auction}.cuebid`,
      auction,
      call: '=a',
      shows: (b) => ({
        hcp: atLeast(11),
        len: len([b.b, atLeast(3)]),
        artificial: true,
        role: 'cuebid-raise',
        forcing: 'one-round',
      }),
    },
    {
      id: `advance.${auction}.raise`,
      auction,
      call: '=b',
      shows: (b) => ({ hcp: hcp(6, 10), len: len([b.b, atLeast(3)]) }),
    },
    {
      id: `advance.${auction}.1NT`,
      auction,
      call: '1NT',
      shows: (b) => ({ hcp: hcp(8, 11), len: len([b.a, atLeast(2)]) }),
    },
    {
      id: `advance.${auction}.newSuit`,
      auction,
      call: '=c',
      shows: (b, s) => ({ hcp: hcp(levelOf(s, b.c) === 1 ? 8 : 10, 14), len: len([b.c, atLeast(5)]) }),
    },
    { id: `advance.${auction}.pass`, auction, call: 'P', shows: {} },
  ];
}

/** Partner of a takeout double (`1a X P`): must bid; the cheapest suit is weak, a jump invites. */
const DOUBLE_ANSWERS: Rule[] = [
  {
    id: 'takeout.cuebid',
    auction: '1a X P',
    call: '=a',
    shows: { hcp: atLeast(12), artificial: true, forcing: 'game', role: 'strength' },
  },
  {
    id: 'takeout.jump',
    auction: '1a X P',
    call: '+b',
    shows: (b, s) =>
      isMajor(b.b) && levelOf(s, b.b) === 1
        ? { hcp: hcp(9, 11), len: len([b.b, atLeast(4)]), role: 'invite' }
        : null,
    prefer: (f, b) => longestAmong(f, b.b, others(b.a)),
  },
  {
    id: 'takeout.major',
    auction: '1a X P',
    call: '=M',
    shows: (b) => ({ hcp: atMost(11), len: len([b.M, atLeast(4)]) }),
    prefer: (f, b) => longestAmong(f, b.M, others(b.a).filter(isMajor)),
  },
  {
    id: 'takeout.1NT',
    auction: '1a X P',
    call: '1NT',
    shows: (b) => ({ hcp: hcp(6, 10), len: len([b.a, atLeast(3)]) }),
  },
  {
    id: 'takeout.suit',
    auction: '1a X P',
    call: '=b',
    shows: (b) => ({ hcp: atMost(11), len: len([b.b, atLeast(4)]) }),
    prefer: (f, b) => longestAmong(f, b.b, others(b.a)),
  },
  {
    id: 'takeout.three',
    auction: '1a X P',
    call: '=b',
    shows: (b) => ({ len: len([b.b, atLeast(3)]) }),
    prefer: (f, b) => longestAmong(f, b.b, others(b.a)),
  },
  { id: 'takeout.penalty', auction: '1a X P', call: 'P', shows: (b) => ({ len: len([b.a, atLeast(5)]) }) },
];

/** Opener's partner after an overcall (`1a 1b`, `1a 2b`) or a takeout double (`1a X`). */
function competitiveResponses(auction: string): Rule[] {
  const unbidMajors = (b: Bindings) => ([3, 2] as StrainIndex[]).filter((s) => s !== b.a && s !== b.b);
  const support = (b: Bindings) => len([b.a, atLeast(isMajor(b.a) ? 3 : 4)]);
  return [
    {
      id: `compete.${auction}.cuebid`,
      auction,
      call: '=b',
      shows: (b) => ({
        hcp: atLeast(11),
        len: support(b),
        artificial: true,
        role: 'cuebid-raise',
        forcing: 'one-round',
      }),
    },
    {
      id: `compete.${auction}.raise`,
      auction,
      call: '=a',
      shows: (b) => ({ hcp: hcp(6, 10), len: support(b) }),
    },
    {
      id: `compete.${auction}.negative`,
      auction,
      call: 'X',
      shows: (b, s) => {
        const majors = unbidMajors(b);
        const shape = majors.length
          ? majors.map((m): Meaning => ({ len: len([m, atLeast(4)]) }))
          : [{ len: { C: atLeast(4) } }, { len: { D: atLeast(4) } }];
        return {
          hcp: atLeast(s.lastBid && s.lastBid.level >= 2 ? 8 : 6),
          oneOf: shape,
          artificial: true,
          role: 'negative',
        };
      },
    },
    {
      id: `compete.${auction}.newSuit`,
      auction,
      call: '=c',
      shows: (b, s) => ({
        hcp: atLeast(levelOf(s, b.c) === 1 ? 6 : 11),
        len: len([b.c, atLeast(5)]),
        forcing: 'one-round',
      }),
    },
    {
      id: `compete.${auction}.1NT`,
      auction,
      call: '1NT',
      shows: (b) => ({ hcp: hcp(6, 10), len: len([b.b, atLeast(2)]) }),
    },
    {
      id: `compete.${auction}.2NT`,
      auction,
      call: '2NT',
      shows: (b) => ({ hcp: hcp(11, 12), len: len([b.b, atLeast(2)]), role: 'invite' }),
    },
    { id: `compete.${auction}.pass`, auction, call: 'P', shows: {} },
  ];
}

/** Opener after partner's negative double (`1a 1b X P`, `1a 2b X P`): show the unbid suit, else describe. */
function afterNegativeDouble(auction: string): Rule[] {
  return [
    { id: `negative.${auction}.suit`, auction, call: '=c', shows: (b) => ({ len: len([b.c, atLeast(4)]) }) },
    {
      id: `negative.${auction}.1NT`,
      auction,
      call: '1NT',
      shows: (b) => ({ balanced: true, len: len([b.b, atLeast(2)]) }),
    },
    { id: `negative.${auction}.rebid`, auction, call: '=a', shows: (b) => ({ len: len([b.a, atLeast(5)]) }) },
    {
      id: `negative.${auction}.penalty`,
      auction,
      call: 'P',
      shows: (b) => ({ len: len([b.b, atLeast(4)]) }),
    },
    {
      id: `negative.${auction}.three`,
      auction,
      call: '=c',
      shows: (b) => ({ len: len([b.c, atLeast(3)]) }),
      prefer: (f, b) => longestAmong(f, b.c, others(b.a, b.b)),
    },
  ];
}

const AFTER_DOUBLE: Rule[] = [
  { id: 'doubled.redouble', auction: '1a X', call: 'XX', shows: { hcp: atLeast(10), role: 'strength' } },
  {
    id: 'doubled.jumpRaise',
    auction: '1a X',
    call: '3a',
    shows: (b) => ({ hcp: atMost(9), len: len([b.a, atLeast(4)]), role: 'preempt' }),
  },
  {
    id: 'doubled.raise',
    auction: '1a X',
    call: '2a',
    shows: (b) => ({ hcp: hcp(6, 9), len: len([b.a, atLeast(3)]) }),
  },
  {
    id: 'doubled.newSuit',
    auction: '1a X',
    call: '1b',
    shows: (b) => ({ hcp: hcp(6, 9), len: len([b.b, atLeast(5)]), forcing: 'one-round' }),
  },
  { id: 'doubled.1NT', auction: '1a X', call: '1NT', shows: { hcp: hcp(6, 9) } },
  { id: 'doubled.pass', auction: '1a X', call: 'P', shows: {} },
];

/** In the pass-out seat: a little lighter than in direct seat. */
const BALANCING: Rule[] = [
  {
    id: 'balance.1NT',
    auction: '1a P P',
    call: '1NT',
    shows: { hcp: hcp(11, 14), balanced: true, role: 'balancing' },
  },
  {
    id: 'balance.suit',
    auction: '1a P P',
    call: '=b',
    shows: (b, s) => ({
      hcp: hcp(levelOf(s, b.b) === 1 ? 7 : 10, 16),
      len: len([b.b, atLeast(5)]),
      role: 'balancing',
    }),
    prefer: (f, b) => longestAmong(f, b.b, others(b.a)),
  },
  {
    id: 'balance.double',
    auction: '1a P P',
    call: 'X',
    shows: (b) => ({ hcp: atLeast(8), len: len([b.a, atMost(2)]), role: 'takeout' }),
  },
  { id: 'balance.pass', auction: '1a P P', call: 'P', shows: {} },
  {
    id: 'balance.fit.double',
    auction: '1a P 2a P P',
    call: 'X',
    shows: (b) => ({ hcp: atLeast(9), len: len([b.a, atMost(2)]), role: 'takeout' }),
  },
  {
    id: 'balance.fit.suit',
    auction: '1a P 2a P P',
    call: '=b',
    shows: (b, s) =>
      levelOf(s, b.b) <= 3 ? { hcp: atLeast(8), len: len([b.b, atLeast(5)]), role: 'balancing' } : null,
    prefer: (f, b) => longestAmong(f, b.b, others(b.a)),
  },
  { id: 'balance.fit.pass', auction: '1a P 2a P P', call: 'P', shows: {} },
];

/** Over a weak two or a preempt (`2a`, `3a`): sound values; double for takeout. */
const OVER_PREEMPTS: Rule[] = (['2a', '3a'] as const).flatMap((auction): Rule[] => [
  {
    id: `overPreempt.${auction}.NT`,
    auction,
    call: auction === '2a' ? '2NT' : '3NT',
    shows: { hcp: hcp(16, 19), balanced: true },
  },
  {
    id: `overPreempt.${auction}.takeout`,
    auction,
    call: 'X',
    shows: (b) => ({ ...takeoutShape(b.a, 13), role: 'takeout' }),
  },
  {
    id: `overPreempt.${auction}.suit`,
    auction,
    call: '=b',
    shows: (b, s) => (levelOf(s, b.b) <= 3 ? { hcp: hcp(12, 17), len: len([b.b, atLeast(5)]) } : null),
    prefer: (f, b) => longestAmong(f, b.b, others(b.a)),
  },
  { id: `overPreempt.${auction}.strong`, auction, call: 'X', shows: { hcp: atLeast(18), role: 'takeout' } },
  { id: `overPreempt.${auction}.pass`, auction, call: 'P', shows: {} },
]);

/** Opener's partner after a 1NT overcall (`1a 1NT`): raise with support, double with values. */
const OVER_NT_OVERCALL: Rule[] = [
  {
    id: 'ntOvercall.raise',
    auction: '1a 1NT',
    call: '2a',
    shows: (b) => ({ hcp: hcp(5, 9), len: len([b.a, atLeast(3)]) }),
  },
  { id: 'ntOvercall.double', auction: '1a 1NT', call: 'X', shows: { hcp: atLeast(10) } },
  { id: 'ntOvercall.pass', auction: '1a 1NT', call: 'P', shows: {} },
];

export const COMPETITION_RULES: Rule[] = [
  ...OVER_PREEMPTS,
  ...OVER_NT_OVERCALL,
  ...OVERCALLS,
  ...advances('1a 1b P'),
  ...advances('1a 2b P'),
  ...DOUBLE_ANSWERS,
  ...competitiveResponses('1a 1b'),
  ...competitiveResponses('1a 2b'),
  ...afterNegativeDouble('1a 1b X P'),
  ...afterNegativeDouble('1a 2b X P'),
  ...AFTER_DOUBLE,
  ...BALANCING,
];
