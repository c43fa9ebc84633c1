import type { SuitLetter } from '../hand.js';
import type { Meaning } from '../meaning.js';
import type { Rule } from '../rule.js';
import { aMajor4, atLeast, atMost, exactly, hcp, noMajor4 } from './build.js';

/**
 * Responses to a notrump opening (1NT 15–17, 2NT 20–21, 2♣–2♦–2NT 22–24): Stayman, Jacoby
 * transfers to the majors, natural notrump raises; the continuations that place the contract.
 * One generator serves every level: the point ranges follow from what opener showed (game
 * needs about 25 together).
 */
interface NoTrump {
  /** The auction up to responder's call, e.g. `1NT P`. */
  prefix: string;
  /** The notrump level opener bid. */
  level: number;
  openerMin: number;
  openerMax: number;
}

const BRIDGE = ['bridge'] as const;
const BONDEBRIDGE = ['bondebridge'] as const;

function notrumpRules(nt: NoTrump): Rule[] {
  const { prefix, level, openerMin, openerMax } = nt;
  const game = 25 - openerMin; // responder's points for game opposite a minimum
  const invite = 25 - openerMax; // ... for an invitation opposite a maximum
  const slamTry = 31 - openerMax;
  const slam = 33 - openerMin;
  const up = level + 1;
  const bid = (n: number, s: string) => `${n}${s}`;
  const id = (s: string) => `nt${level}:${prefix}.${s}`;
  const gameRange = hcp(Math.max(game, 0), slamTry - 1);
  // Invitations need a step below game: only over 1NT.
  const inviteRange = level === 1 && invite < game ? hcp(invite, game - 1) : null;
  const maxOpener = hcp(openerMax - 1, openerMax);
  const minOpener = hcp(openerMin, openerMax - 2);
  const rules: Rule[] = [
    {
      id: id('transferS'),
      auction: prefix,
      call: bid(up, 'H'),
      shows: {
        len: { S: atLeast(5) },
        artificial: true,
        transferTo: 'S',
        role: 'transfer',
        forcing: 'one-round',
      },
      prefer: (f) => f.lengths[0] >= f.lengths[1],
    },
    {
      id: id('transferH'),
      auction: prefix,
      call: bid(up, 'D'),
      shows: {
        len: { H: atLeast(5) },
        artificial: true,
        transferTo: 'H',
        role: 'transfer',
        forcing: 'one-round',
      },
    },
    {
      id: id('stayman'),
      auction: prefix,
      call: bid(up, 'C'),
      shows: {
        hcp: atLeast(Math.max(invite, 0)),
        oneOf: aMajor4(),
        artificial: true,
        asks: 'major4',
        forcing: 'one-round',
      },
    },
    {
      id: id('6NT'),
      auction: prefix,
      games: BRIDGE,
      call: '6NT',
      shows: { hcp: hcp(slam, slam + 1), len: noMajor4() },
    },
    {
      id: id('4NT'),
      auction: prefix,
      games: BRIDGE,
      call: '4NT',
      shows: { hcp: hcp(slamTry, slam - 1), len: noMajor4(), role: 'invite' },
    },
    {
      id: id('3NT'),
      auction: prefix,
      games: BRIDGE,
      call: '3NT',
      shows: { hcp: gameRange, len: noMajor4(), role: 'to-play' },
    },
  ];
  if (inviteRange)
    rules.push({
      id: id('2NT'),
      auction: prefix,
      games: BRIDGE,
      call: '2NT',
      shows: { hcp: inviteRange, len: noMajor4(), role: 'invite' },
    });
  rules.push(
    {
      id: id('pass'),
      auction: prefix,
      games: BRIDGE,
      call: 'P',
      shows: { hcp: atMost(Math.max(invite, 0) - 1), len: { S: atMost(4), H: atMost(4) } },
    },
    {
      id: id('pass'),
      auction: prefix,
      games: BONDEBRIDGE,
      call: 'P',
      shows: {
        len: { S: atMost(4), H: atMost(4) },
        oneOf: [{ hcp: atMost(Math.max(invite, 0) - 1) }, { len: noMajor4() }],
      },
    },
    // Opener answers Stayman.
    {
      id: id('stayman.H'),
      auction: `${prefix} ${bid(up, 'C')} P`,
      call: bid(up, 'H'),
      shows: { len: { H: atLeast(4) } },
    },
    {
      id: id('stayman.S'),
      auction: `${prefix} ${bid(up, 'C')} P`,
      call: bid(up, 'S'),
      shows: { len: { S: atLeast(4), H: atMost(3) } },
    },
    {
      id: id('stayman.none'),
      auction: `${prefix} ${bid(up, 'C')} P`,
      call: bid(up, 'D'),
      shows: { len: noMajor4(), artificial: true, role: 'stayman-none' },
    },
    // Opener completes a transfer.
    { id: id('accept.H'), auction: `${prefix} ${bid(up, 'D')} P`, call: bid(up, 'H'), shows: {} },
    { id: id('accept.S'), auction: `${prefix} ${bid(up, 'H')} P`, call: bid(up, 'S'), shows: {} },
  );
  // After Stayman or a transfer there are no slam tries: every game-going hand bids game.
  const gameOn = atLeast(Math.max(game, 0));
  for (const answer of ['D', 'H', 'S'] as const)
    rules.push(...afterStayman(nt, answer, inviteRange, gameOn, maxOpener, minOpener));
  for (const suit of ['H', 'S'] as const)
    rules.push(...afterTransfer(nt, suit, inviteRange, gameOn, maxOpener, minOpener));
  return rules;
}

/** Responder after opener's answer to Stayman, and opener's last word. */
function afterStayman(
  nt: NoTrump,
  answer: 'D' | 'H' | 'S',
  inviteRange: Meaning['hcp'] | null,
  gameRange: Meaning['hcp'],
  maxOpener: Meaning['hcp'],
  minOpener: Meaning['hcp'],
): Rule[] {
  const up = nt.level + 1;
  const at = `${nt.prefix} ${up}C P ${up}${answer} P`;
  const id = (s: string) => `nt${nt.level}:${at}.${s}`;
  // bondebridge: stay in a major fit, else notrump at the same level (every trick counts anyway).
  const rules: Rule[] = [
    ...(answer === 'D'
      ? []
      : [
          {
            id: id('bondebridge.fit'),
            auction: at,
            games: BONDEBRIDGE,
            call: 'P',
            shows: { len: { [answer]: atLeast(4) } },
          } as Rule,
        ]),
    {
      id: id('bondebridge.NT'),
      auction: at,
      games: BONDEBRIDGE,
      call: `${up}NT`,
      shows: { role: 'to-play' },
    },
  ];
  if (answer !== 'D') {
    const fit = { [answer]: atLeast(4) };
    rules.push(
      {
        id: id('game'),
        auction: at,
        games: BRIDGE,
        call: `4${answer}`,
        shows: { hcp: gameRange, len: fit, role: 'to-play' },
      },
      ...(inviteRange
        ? [
            {
              id: id('invite'),
              auction: at,
              games: BRIDGE,
              call: `3${answer}`,
              shows: { hcp: inviteRange, len: fit, role: 'invite' },
            } as Rule,
          ]
        : []),
    );
  }
  // Without a fit: notrump. After 2♥ the Stayman bidder holds four spades, which opener may have too.
  const noFit: Meaning['len'] = answer === 'D' ? {} : { [answer]: atMost(3) };
  rules.push({
    id: id('3NT'),
    auction: at,
    games: BRIDGE,
    call: '3NT',
    shows: { hcp: gameRange, len: noFit, role: 'to-play' },
  });
  if (inviteRange)
    rules.push({
      id: id('2NT'),
      auction: at,
      games: BRIDGE,
      call: '2NT',
      shows: { hcp: inviteRange, len: noFit, role: 'invite' },
    });
  // Opener's last word.
  const otherMajor = answer === 'H' ? 'S' : null;
  if (otherMajor) {
    rules.push(
      {
        id: id('3NT.4S'),
        auction: `${at} 3NT P`,
        games: BRIDGE,
        call: '4S',
        shows: { len: { S: atLeast(4) }, role: 'to-play' },
      },
      {
        id: id('3NT.pass'),
        auction: `${at} 3NT P`,
        games: BRIDGE,
        call: 'P',
        shows: { len: { S: atMost(3) } },
      },
    );
  }
  if (inviteRange) {
    if (answer !== 'D')
      rules.push(
        {
          id: id('3M.accept'),
          auction: `${at} 3${answer} P`,
          games: BRIDGE,
          call: `4${answer}`,
          shows: { hcp: maxOpener },
        },
        {
          id: id('3M.pass'),
          auction: `${at} 3${answer} P`,
          games: BRIDGE,
          call: 'P',
          shows: { hcp: minOpener },
        },
      );
    if (otherMajor)
      rules.push({
        id: id('2NT.4S'),
        auction: `${at} 2NT P`,
        games: BRIDGE,
        call: '4S',
        shows: { hcp: maxOpener, len: { S: atLeast(4) } },
      });
    rules.push(
      { id: id('2NT.accept'), auction: `${at} 2NT P`, games: BRIDGE, call: '3NT', shows: { hcp: maxOpener } },
      { id: id('2NT.pass'), auction: `${at} 2NT P`, games: BRIDGE, call: 'P', shows: { hcp: minOpener } },
    );
  }
  return rules;
}

/** Responder after opener completed a transfer, and opener's choice of game. */
function afterTransfer(
  nt: NoTrump,
  suit: SuitLetter & ('H' | 'S'),
  inviteRange: Meaning['hcp'] | null,
  gameRange: Meaning['hcp'],
  maxOpener: Meaning['hcp'],
  minOpener: Meaning['hcp'],
): Rule[] {
  const up = nt.level + 1;
  const asked = suit === 'H' ? 'D' : 'H';
  const at = `${nt.prefix} ${up}${asked} P ${up}${suit} P`;
  const id = (s: string) => `nt${nt.level}:${at}.${s}`;
  const five = { [suit]: exactly(5) };
  const six = { [suit]: atLeast(6) };
  const weak = atMost(((inviteRange ?? gameRange)?.min ?? 1) - 1);
  const rules: Rule[] = [
    { id: id('bondebridge'), auction: at, games: BONDEBRIDGE, call: 'P', shows: {} },
    {
      id: id('game6'),
      auction: at,
      games: BRIDGE,
      call: `4${suit}`,
      shows: { hcp: gameRange, len: six, role: 'to-play' },
    },
    { id: id('3NT'), auction: at, games: BRIDGE, call: '3NT', shows: { hcp: gameRange, len: five } },
    { id: id('pass'), auction: at, games: BRIDGE, call: 'P', shows: { hcp: weak } },
    // Opener chooses: with three of partner's suit, the major game.
    {
      id: id('3NT.fit'),
      auction: `${at} 3NT P`,
      games: BRIDGE,
      call: `4${suit}`,
      shows: { len: { [suit]: atLeast(3) } },
    },
    {
      id: id('3NT.pass'),
      auction: `${at} 3NT P`,
      games: BRIDGE,
      call: 'P',
      shows: { len: { [suit]: atMost(2) } },
    },
  ];
  if (inviteRange) {
    rules.push(
      {
        id: id('invite6'),
        auction: at,
        games: BRIDGE,
        call: `3${suit}`,
        shows: { hcp: inviteRange, len: six, role: 'invite' },
      },
      {
        id: id('invite5'),
        auction: at,
        games: BRIDGE,
        call: '2NT',
        shows: { hcp: inviteRange, len: five, role: 'invite' },
      },
      {
        id: id('2NT.game'),
        auction: `${at} 2NT P`,
        games: BRIDGE,
        call: `4${suit}`,
        shows: { hcp: maxOpener, len: { [suit]: atLeast(3) } },
      },
      {
        id: id('2NT.3NT'),
        auction: `${at} 2NT P`,
        games: BRIDGE,
        call: '3NT',
        shows: { hcp: maxOpener, len: { [suit]: atMost(2) } },
      },
      {
        id: id('2NT.3M'),
        auction: `${at} 2NT P`,
        games: BRIDGE,
        call: `3${suit}`,
        shows: { hcp: minOpener, len: { [suit]: atLeast(3) } },
      },
      {
        id: id('2NT.pass'),
        auction: `${at} 2NT P`,
        games: BRIDGE,
        call: 'P',
        shows: { hcp: minOpener, len: { [suit]: atMost(2) } },
      },
      {
        id: id('3M.accept'),
        auction: `${at} 3${suit} P`,
        games: BRIDGE,
        call: `4${suit}`,
        shows: { hcp: maxOpener },
      },
      { id: id('3M.pass'), auction: `${at} 3${suit} P`, games: BRIDGE, call: 'P', shows: { hcp: minOpener } },
    );
  }
  return rules;
}

export const NOTRUMP_RULES: Rule[] = [
  ...notrumpRules({ prefix: '1NT P', level: 1, openerMin: 15, openerMax: 17 }),
  ...notrumpRules({ prefix: '2NT P', level: 2, openerMin: 20, openerMax: 21 }),
  ...notrumpRules({ prefix: '2C P 2D P 2NT P', level: 2, openerMin: 22, openerMax: 24 }),
];
