import { describe, expect, it } from 'vitest';
import { ddDeclarerTricks, decide, judge } from '../../../src/bots/contract/judgement.js';
import {
  allKeyCards,
  judgementChoice,
  penaltyDouble,
} from '../../../src/bots/contract/judgementCandidates.js';
import type { FinalContract } from '../../../src/bots/contract/simBidding.js';
import { Budget } from '../../../src/bots/search/budget.js';
import { ALL_TOPS, bothDeals, deal, fixedDeals, northInput, trustedCardsText } from './judgeFixtures.js';

const NORTH_TOPS = 'SA SK SQ SJ HA HK HQ DA DK DQ CA CK CQ';
// North–South hold the top spades and the side aces, East every other honour: no slam there.
// Deal 627 of seed "bid" turned so that West is North: 7♥ makes, 6NT takes 11 tricks.
const DEAL_627 = 'N:A.AKQJ976.AKJ6.9 Q962.T5.Q8732.J4 KJ8743.8.4.AQT63 T5.432.T95.K8752';
const TWO_CLUBS = 'SA HA HK HQ HJ H9 H7 H6 DA DK DJ D6 C9';
const TEN_TRICKS = 'N:AKQ32.A32.A32.32 JT9.KQJ.KQJ.KQJ4 8765.654.654.765 4.T987.T987.AT98';

describe('double-dummy tricks of a contract', () => {
  it('counts declarer’s side’s tricks with the lead from declarer’s left', () => {
    const hands = deal(ALL_TOPS);
    expect(ddDeclarerTricks(hands, 4, 0)).toBe(13);
    expect(ddDeclarerTricks(hands, 3, 2)).toBe(13);
    expect(ddDeclarerTricks(hands, 4, 1)).toBe(0);
    // A wrong guess only costs time.
    expect(ddDeclarerTricks(hands, 4, 0, 7)).toBe(13);
  });
});

describe('where the system leaves a choice', () => {
  const opened: Array<[number, string]> = [
    [0, '1S'],
    [1, 'P'],
    [2, '4S'],
    [3, 'P'],
  ];

  it('a slam basic bids is judged against stopping in its strain (and passing our game)', () => {
    const c = judgementChoice(northInput(opened, NORTH_TOPS, ['P', '5S', '6S', '7S']), 'bridge', '6S');
    expect(c).toEqual({ kind: 'slam', calls: ['6S', '5S', 'P', '7S'] });
    const g = judgementChoice(northInput(opened, NORTH_TOPS, ['P', '5S', '6S', '7S']), 'bridge', '7S');
    expect(g).toEqual({ kind: 'slam', calls: ['7S', '5S', 'P', '6S'] });
  });

  it('a slam is weighed against six and seven in every suit with eight cards together (or seven of ours)', () => {
    // Deal 627 of seed "bid", West as North: 2♣ (artificial), 2♠; hearts never named.
    const calls: Array<[number, string]> = [
      [0, '2C'],
      [1, 'P'],
      [2, '2S'],
      [3, 'P'],
    ];
    const legal = 'P 2NT 3C 3H 3S 3NT 4H 4S 6C 6H 6S 6NT 7H 7S 7NT'.split(' ');
    const c = judgementChoice(northInput(calls, TWO_CLUBS, legal), 'bridge', '3NT');
    expect(c).toEqual({ kind: 'game-or-slam', calls: ['3NT', '6H', '7H', '6NT'] });
    // Basic's own 6NT: the same slams besides it, never 7NT (no trump queen to count).
    const s = judgementChoice(northInput(calls, TWO_CLUBS, legal), 'bridge', '6NT');
    expect(s?.kind).toBe('slam');
    expect(s?.calls).toEqual(expect.arrayContaining(['6NT', '3NT', '6H', '7H']));
    expect(s?.calls).not.toContain('7NT');
    expect(s?.calls).not.toContain('6S');
    // A suit slam: never 6NT (its solves cost the most and it never won).
    const spades = judgementChoice(
      northInput(opened, NORTH_TOPS, ['P', '5S', '6S', '6NT', '7S']),
      'bridge',
      '6S',
    );
    expect(spades?.calls).toEqual(['6S', '5S', 'P', '7S']);
  });

  it('a slam in a new strain is judged against passing partner’s bid and against defending theirs', () => {
    // Partner's 5♣ pulled to 6♠: the pass (5♣ played) competes.
    const pull: Array<[number, string]> = [
      [0, '1S'],
      [1, 'P'],
      [2, '2C'],
      [3, 'P'],
      [0, '4NT'],
      [1, 'P'],
      [2, '5C'],
      [3, 'P'],
    ];
    const legalPull = ['P', 'X', '5D', '5H', '5S', '5NT', '6C', '6S', '7S'];
    expect(judgementChoice(northInput(pull, NORTH_TOPS, legalPull), 'bridge', '6S')?.calls).toContain('P');
    // A six-level bid over the opponents' game: five of the suit, and defending it, doubled or not.
    const theirs: Array<[number, string]> = [
      [1, '1S'],
      [2, '2D'],
      [3, '4S'],
    ];
    const c = judgementChoice(northInput(theirs, NORTH_TOPS, ['P', 'X', '5D', '6D']), 'bridge', '6D');
    expect(c).toEqual({ kind: 'slam', calls: ['6D', '5D', 'P', 'X'] });
  });

  it('five of a minor after key-card Blackwood stays a stop; the same game reached otherwise is judged against six', () => {
    // South opened 1♣, North raised to 3♣; South asked with 4NT, North showed 0 or 3 (5♦) and
    // South signed off in 5♣: missing two key cards. North, 16 HCP and five clubs, passes.
    const hand = 'SA SK HK H3 H2 DK D5 D4 CK CQ C7 C6 C5';
    const legal = ['P', 'X', '5D', '5H', '5S', '5NT', '6C', '6D'];
    const asked: Array<[number, string]> = [
      [2, '1C'],
      [3, 'P'],
      [0, '3C'],
      [1, 'P'],
      [2, '4NT'],
      [3, 'P'],
      [0, '5D'],
      [1, 'P'],
      [2, '5C'],
      [3, 'P'],
    ];
    expect(judgementChoice(northInput(asked, hand, legal), 'bridge', 'P')).toBeNull();
    const natural = asked.map(([seat, call]): [number, string] => [
      seat,
      call === '4NT' ? '3NT' : call === '5D' ? '4C' : call,
    ]);
    expect(judgementChoice(northInput(natural, hand, legal), 'bridge', 'P')).toEqual({
      kind: 'game-or-slam',
      calls: ['P', '6C'],
    });
  });

  it('a takeout double is never judged as a penalty double; a double with no meaning is', () => {
    const overcall = judgementChoice(
      northInput([[3, '1H']], 'SA SK S5 S4 HJ DA DK D5 D4 CK C5 C4 C3', ['P', 'X', '1S']),
      'bridge',
      'X',
    );
    expect(overcall).toBeNull();
    expect(penaltyDouble({ role: 'takeout' })).toBe(false);
    expect(penaltyDouble({ role: 'negative', artificial: true })).toBe(false);
    expect(penaltyDouble(null)).toBe(true);
  });

  it('partner’s takeout double, right-hand opponent passing: our pass is judged against our longest suit', () => {
    const calls: Array<[number, string]> = [
      [1, '1H'],
      [2, 'X'],
      [3, 'P'],
    ];
    const c = judgementChoice(
      northInput(calls, 'S5 S4 S3 H9 H8 H7 H6 D8 D7 D6 D5 D4 D3', ['P', '1S', '2D', '2C', '1NT']),
      'bridge',
      'P',
    );
    expect(c).toEqual({ kind: 'takeout-answer', calls: ['P', '2D'] });
  });

  it('partner’s natural part-score with 22+ HCP together: the pass is judged against game and 3NT', () => {
    // South opened 1♠ (12+), North answered 1NT, South rebid 2♠ (a six-card suit); North has 12 HCP.
    const calls: Array<[number, string]> = [
      [2, '1S'],
      [3, 'P'],
      [0, '1NT'],
      [1, 'P'],
      [2, '2S'],
      [3, 'P'],
    ];
    const c = judgementChoice(
      northInput(calls, 'SK S4 HA HQ H5 H4 DK D6 D5 C8 C7 C6 C5', ['P', '2NT', '3S', '4S', '3NT']),
      'bridge',
      'P',
    );
    expect(c?.kind).toBe('part-score-or-game');
    expect(c?.calls[0]).toBe('P');
    expect(c?.calls).toContain('3NT');
  });

  it('our side holds every key card and the trump queen only when it does', () => {
    const [north, , south] = deal(ALL_TOPS);
    expect(allKeyCards([...north, ...south], 0)).toBe(true);
    const [n2, , s2] = deal(TEN_TRICKS);
    expect(allKeyCards([...n2, ...s2], 0)).toBe(false);
  });
});

describe('the rules on the simulated values', () => {
  const final = (level: number): FinalContract => ({ level, strain: 3, doubled: 0, declarer: 0 });
  const layout = (values: number[], tricks: number[], keyCards = true) => ({
    values,
    tricks,
    keyCards: values.map(() => keyCards),
  });

  it('no slam when the layouts give fewer than 11 tricks on average, whatever its value', () => {
    const choice = { kind: 'slam' as const, calls: ['6S', '4S'] };
    const layouts = [layout([5, -5], [13, 13]), layout([5, -5], [8, 8]), layout([5, -5], [10, 10])];
    expect(decide(choice, [final(6), final(4)], layouts)).toBe(1);
  });

  it('a small slam must make in 60% of the layouts with 11.5 tricks on average, however much it wins', () => {
    const choice = { kind: 'slam' as const, calls: ['6S', '4S'] };
    const finals = [final(6), final(4)];
    // Makes in three of five (60%), 12 tricks on average: the slam.
    const three = [12, 12, 12, 11, 13].map((t) => layout(t >= 12 ? [11, -11] : [-11, 11], [t, t]));
    expect(decide(choice, finals, three)).toBe(0);
    // Makes in two of four, 11.75 tricks on average, +11 against −11: even, and refused.
    const half = [12, 13, 11, 11].map((t) => layout(t >= 12 ? [11, -11] : [-11, 11], [t, t]));
    expect(decide(choice, finals, half)).toBe(1);
    // Makes in four of five but 11.2 tricks on average (one layout far short): refused.
    const short = [12, 12, 12, 12, 6].map((t) => layout(t >= 12 ? [11, -11] : [-11, 11], [t, t]));
    expect(decide(choice, finals, short)).toBe(1);
  });

  it('a slam must beat the best stop by more than a standard error of the paired IMPs', () => {
    const choice = { kind: 'slam' as const, calls: ['6S', '4S'] };
    const finals = [final(6), final(4)];
    // Makes in three of five, 11.6 tricks on average: the rules pass, but +8.8 IMPs on average
    // with a standard error of 11: the game.
    const close = [12, 12, 12, 11, 11].map((t) => layout(t >= 12 ? [11, -11] : [-11, 11], [t, t]));
    expect(decide(choice, finals, close)).toBe(1);
  });

  it('a game raised to a slam when it beats the game by one standard error, not two', () => {
    const choice = { kind: 'game-or-slam' as const, calls: ['3NT', '6NT'] };
    const finals = [final(3), { ...final(6), strain: 4 as const }];
    // 6NT makes in 9 of 12 layouts (12 tricks, 11.75 on average): +13 IMPs a board on average,
    // a standard error of 6.8: one clears it, two would not.
    const nine = [12, 12, 12, 12, 12, 12, 12, 12, 12, 11, 11, 11].map((t) =>
      layout(t >= 12 ? [-13, 13] : [13, -13], [t, t]),
    );
    expect(decide(choice, finals, nine)).toBe(1);
    // In 8 of 12 (66%, 11.67 tricks): +8.7 against a standard error of 7.4: still the slam.
    const eight = [12, 12, 12, 12, 12, 12, 12, 12, 11, 11, 11, 11].map((t) =>
      layout(t >= 12 ? [-13, 13] : [13, -13], [t, t]),
    );
    expect(decide(choice, finals, eight)).toBe(1);
    // In 7 of 12 (58%): below the slam rules' 60%, the game.
    const seven = [12, 12, 12, 12, 12, 12, 12, 11, 11, 11, 11, 11].map((t) =>
      layout(t >= 12 ? [-13, 13] : [13, -13], [t, t]),
    );
    expect(decide(choice, finals, seven)).toBe(0);
  });

  it('a game raised to a slam: the best slam the rules pass, clear of the game', () => {
    const choice = { kind: 'game-or-slam' as const, calls: ['4S', '6S', '6NT'] };
    const finals = [final(4), final(6), { ...final(6), strain: 4 as const }];
    // 6NT worth more but short of tricks on average in one layout of two: 6♠.
    const nt = [layout([-10, 4, 6], [12, 12, 12]), layout([-10, 4, 6], [12, 12, 9])];
    expect(decide(choice, finals, nt)).toBe(1);
    // Both slams pass: the more valuable.
    const both = [layout([-10, 4, 6], [12, 12, 12]), layout([-10, 4, 6], [12, 12, 12])];
    expect(decide(choice, finals, both)).toBe(2);
    // Neither slam passes the rules: the game.
    const none = [layout([-10, 4, 6], [11, 11, 11]), layout([-10, 4, 6], [11, 11, 11])];
    expect(decide(choice, finals, none)).toBe(0);
  });

  it('when both slams are refused, the best of the other candidates', () => {
    const choice = { kind: 'slam' as const, calls: ['7S', '6S', '5S'] };
    const layouts = [layout([-10, -5, 3], [11, 11, 11]), layout([-10, -5, 3], [11, 11, 11])];
    expect(decide(choice, [final(7), final(6), final(5)], layouts)).toBe(2);
  });

  it('a grand slam only when every layout gives 13 tricks with all key cards and the trump queen', () => {
    const choice = { kind: 'slam' as const, calls: ['7S', '6S'] };
    const thirteen = [layout([2, -2], [13, 13]), layout([2, -2], [13, 13])];
    expect(decide(choice, [final(7), final(6)], thirteen)).toBe(0);
    const oneShort = [layout([2, -2], [13, 13]), layout([2, -2], [12, 12])];
    expect(decide(choice, [final(7), final(6)], oneShort)).toBe(1);
    const noQueen = [layout([2, -2], [13, 13], false), layout([2, -2], [13, 13], false)];
    expect(decide(choice, [final(7), final(6)], noQueen)).toBe(1);
  });

  it("basic's penalty double stands only with a positive simulated gain", () => {
    const choice = { kind: 'penalty-double' as const, calls: ['X', 'P'] };
    const their = { level: 3, strain: 0 as const, doubled: 1 as const, declarer: 1 };
    const finals = [their, { ...their, doubled: 0 as const }];
    expect(decide(choice, finals, [layout([3, -3], [7, 7]), layout([-1, 1], [9, 9])])).toBe(0);
    expect(decide(choice, finals, [layout([-5, 5], [10, 10]), layout([3, -3], [7, 7])])).toBe(1);
  });
});

describe('judging over solved layouts', () => {
  const calls: Array<[number, string]> = [
    [0, '1S'],
    [1, 'P'],
    [2, '4S'],
    [3, 'P'],
  ];

  it('keeps the grand slam when every layout makes 13 tricks with every key card', () => {
    const input = northInput(calls, NORTH_TOPS, ['P', '5S', '6S', '7S']);
    const j = judge(
      input,
      'bridge',
      { kind: 'slam', calls: ['7S', '6S'] },
      fixedDeals([deal(ALL_TOPS)]),
      new Budget(1000, 3),
    );
    expect(j?.call).toBe('7S');
    expect(j?.ourTricks).toBe(13);
    expect(j!.values.get('7S')).toBeGreaterThan(j!.values.get('6S')!);
  });

  it('finds the grand in our own suit the auction never named (deal 627: 6NT takes 11 tricks)', () => {
    const calls: Array<[number, string]> = [
      [0, '2C'],
      [1, 'P'],
      [2, '2S'],
      [3, 'P'],
    ];
    const input = northInput(calls, TWO_CLUBS, ['P', '3NT', '6H', '6NT', '7H']);
    const j = judge(
      input,
      'bridge',
      { kind: 'game-or-slam', calls: ['3NT', '6H', '7H', '6NT'] },
      fixedDeals([deal(DEAL_627)]),
      new Budget(1000, 2),
    );
    expect(ddDeclarerTricks(deal(DEAL_627), 4, 0)).toBe(11);
    expect(j?.call).toBe('7H');
    expect(j?.ourTricks).toBe(13);
  });

  it('stops below the slam when the layouts take fewer than eleven tricks', () => {
    const north = deal(TEN_TRICKS)[0].map((c) => c);
    const input = northInput(calls, trustedCardsText(north), ['P', '5S', '6S', '7S']);
    const j = judge(
      input,
      'bridge',
      { kind: 'slam', calls: ['6S', '5S', 'P'] },
      fixedDeals([deal(TEN_TRICKS)]),
      new Budget(1000, 2),
    );
    expect(j?.call).toBe('P');
    expect(j?.ourTricks).toBe(ddDeclarerTricks(deal(TEN_TRICKS), 3, 0));
    expect(j!.ourTricks).toBeLessThan(11);
  });
});

describe('honesty of a judged call', () => {
  it('deal 305 of seed "bid": South’s grand slam call is judged from its view alone', () => {
    const deal305 = 'N:J942.AQ65.AK.AK5 8.32.Q872.QJT986 AKT53.JT7.JT3.74 Q76.K984.9654.32';
    const [a, b] = bothDeals(deal305, (305 % 16) + 1, 'P P P 2NT P 3H P 3S P 3NT P 4S P', 2, '7S', 'slam');
    expect(b).toEqual(a);
    expect(a.reason?.code).toBe('average-tricks');
  });
});
