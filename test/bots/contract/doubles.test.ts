import { describe, expect, it } from 'vitest';
import { figuresOf } from '../../../src/bidding/hand.js';
import { heuristicConstraints } from '../../../src/bots/contract/heuristicMeanings.js';
import { NEW_DOUBLE_HCP, newDoubleFits } from '../../../src/bots/contract/judgedCalls.js';
import { ddDeclarerTricks, decide, judge } from '../../../src/bots/contract/judgement.js';
import { judgementChoice } from '../../../src/bots/contract/judgementCandidates.js';
import { meets } from '../../../src/bots/inference/constraints.js';
import { Budget } from '../../../src/bots/search/budget.js';
import { ALL_TOPS, bothDeals, deal, fixedDeals, northInput, trustedCardsText } from './judgeFixtures.js';

// 4♠ by North: nine tricks double dummy (a heart, a diamond and two clubs lost), or ten with the ♥Q.
const NINE_TRICKS = 'N:AKQJ2.A32.A32.32 543.QJT.QJT.KQJT T987.K54.K54.654 6.9876.9876.A987';
const TEN_IN_SPADES = 'N:AKQJ2.A32.A32.32 543.JT5.QJT.KQJT T987.KQ4.K54.654 6.9876.9876.A987';
// The same deals turned so that East declares 4♠ and South defends with the red queens and ♣KQJT.
const EAST_NINE = 'E:AKQJ2.A32.A32.32 543.QJT.QJT.KQJT T987.K54.K54.654 6.9876.9876.A987';
const EAST_TEN = 'E:AKQJ2.A32.A32.32 543.JT5.QJT.KQJT T987.KQ4.K54.654 6.9876.9876.A987';
/** North–South bid 4♠ and East doubles it: a double of a game says nothing to partner, it is for penalty. */
const OUR_GAME_DOUBLED: Array<[number, string]> = [
  [0, '1S'],
  [1, 'P'],
  [2, '2S'],
  [3, 'P'],
  [0, '4S'],
  [1, 'X'],
  [2, 'P'],
  [3, 'P'],
];
/** East–West bid 4♠ (board 1, North deals); South to call. */
const THEIR_GAME = 'P 1S P 2S P 4S';

/** South's input after THEIR_GAME with South's hand of `pbn` and the legal calls given. */
const southInput = (pbn: string, legal: string[]) => {
  const north = northInput(
    THEIR_GAME.split(' ').map((call, i) => [i % 4, call] as [number, string]),
    trustedCardsText(deal(pbn)[2]),
    legal,
  );
  const hands = [null, null, north.view.hands[0], null];
  return { ...north, seat: 2, view: { ...north.view, hands } as typeof north.view };
};

describe('where a double basic would not make is judged', () => {
  it('the opponents’ game: our pass against doubling it; their opening never (a takeout double)', () => {
    const c = judgementChoice(southInput(EAST_NINE, ['P', 'X', '4NT', '5C']), 'bridge', 'P');
    expect(c).toEqual({ kind: 'penalty-double', calls: ['P', 'X'] });
    // Basic bids instead: no double is weighed.
    expect(judgementChoice(southInput(EAST_NINE, ['P', 'X', '4NT', '5C']), 'bridge', '5C')?.kind).not.toBe(
      'penalty-double',
    );
    const opening = judgementChoice(
      northInput([[3, '1S']], 'SA SK S5 S4 HJ DA DK D5 D4 CK C5 C4 C3', ['P', 'X', '1NT', '2C']),
      'bridge',
      'P',
    );
    expect(opening).toBeNull();
  });
});

describe('who may double what basic would pass', () => {
  // South holds 3 HCP (♥QJ and nothing else above a ten); East has 17.
  const WEAK_SOUTH = 'E:AKQJ2.AK2.AK2.32 543.QJT.9876.987 T987.9876.543.65 6.543.QJT.AKQJT4';

  it('never a hand below the HCP floor: its double rests on partner, whom the opponents have placed', () => {
    expect(figuresOf(deal(WEAK_SOUTH)[2]).hcp).toBeLessThan(NEW_DOUBLE_HCP);
    expect(judgementChoice(southInput(WEAK_SOUTH, ['P', 'X', '4NT']), 'bridge', 'P')).toBeNull();
    expect(figuresOf(deal(EAST_NINE)[2]).hcp).toBeGreaterThanOrEqual(NEW_DOUBLE_HCP);
  });

  it('never a slam: the opponents bid it on values the layouts do not give them', () => {
    const slam = southInput(EAST_NINE, ['P', 'X']);
    const calls = 'P 1S P 2S P 6S'.split(' ').map((call, i) => [i % 4, call] as [number, string]);
    const input = { ...slam, view: { ...slam.view, calls } as typeof slam.view };
    expect(judgementChoice(input, 'bridge', 'P')).toBeNull();
    expect(newDoubleFits(NEW_DOUBLE_HCP, { level: 5, meaning: null })).toBe(true);
    expect(newDoubleFits(NEW_DOUBLE_HCP, { level: 6, meaning: null })).toBe(false);
    expect(newDoubleFits(NEW_DOUBLE_HCP - 1, { level: 4, meaning: null })).toBe(false);
  });

  it('never an artificial bid: a transfer is not where the opponents mean to play', () => {
    const transfer: Array<[number, string]> = [
      [1, '1NT'],
      [2, 'P'],
      [3, '2D'],
    ];
    const hand = 'SA SK S5 S4 HJ DA DK D5 D4 CK C5 C4 C3';
    expect(judgementChoice(northInput(transfer, hand, ['P', 'X', '2H', '2S']), 'bridge', 'P')).toBeNull();
    expect(newDoubleFits(NEW_DOUBLE_HCP, { level: 2, meaning: { artificial: true } })).toBe(false);
  });

  it('the sampler reads such a double the same way: a hand that would not have doubled is not drawn', () => {
    const calls = [...THEIR_GAME.split(' '), 'X'].map((call, i) => [i % 4, call] as [number, string]);
    const x = heuristicConstraints('bridge', calls).find((c) => c.index === 6);
    expect(x).toBeDefined();
    if (!x) return;
    expect(meets(figuresOf(deal(WEAK_SOUTH)[2]), x)).toBe(false);
    expect(meets(figuresOf(deal(EAST_NINE)[2]), x)).toBe(true);
  });
});

describe('a double basic would not make, on the simulated values', () => {
  const layout = (values: number[]) => ({ values, tricks: [9, 9], keyCards: [false, false] });
  const choice = { kind: 'penalty-double' as const, calls: ['P', 'X'] };
  const theirs = { level: 4, strain: 3 as const, doubled: 0 as const, declarer: 1 };
  const finals = [theirs, { ...theirs, doubled: 1 as const }];

  it('is made only when it gains half an IMP on average, clear of a standard error', () => {
    expect(decide(choice, finals, [layout([-2, 2]), layout([-3, 3]), layout([-2, 2])])).toBe(1);
    expect(decide(choice, finals, [layout([-2, 2]), layout([5, -5]), layout([-3, 3])])).toBe(0);
    expect(decide(choice, finals, [layout([-0.2, 0.2]), layout([-0.2, 0.2])])).toBe(0);
    expect(decide(choice, finals, [layout([-2, 2])])).toBe(0);
  });

  it('over solved layouts: doubles their game one down, not the game that makes', () => {
    const judgeOn = (pbn: string) =>
      judge(southInput(pbn, ['P', 'X']), 'bridge', choice, fixedDeals([deal(pbn)]), new Budget(1000, 3));
    expect(ddDeclarerTricks(deal(EAST_NINE), 3, 1)).toBe(9);
    expect(judgeOn(EAST_NINE)?.call).toBe('X');
    expect(ddDeclarerTricks(deal(EAST_TEN), 3, 1)).toBe(10);
    expect(judgeOn(EAST_TEN)?.call).toBe('P');
  });
});

describe('where the redouble is judged', () => {
  it('our contract doubled for penalty: the pass is judged against redoubling; a takeout double never', () => {
    const hand = 'SA SK S5 S4 S3 HJ DA DK D5 CK C5 C4 C3';
    const c = judgementChoice(northInput(OUR_GAME_DOUBLED, hand, ['P', 'XX', '4NT', '5C']), 'bridge', 'P');
    expect(c).toEqual({ kind: 'redouble', calls: ['P', 'XX'] });
    // Basic runs instead of passing: its call stands.
    expect(
      judgementChoice(northInput(OUR_GAME_DOUBLED, hand, ['P', 'XX', '4NT', '5C']), 'bridge', '5C')?.kind,
    ).not.toBe('redouble');
    // A takeout double of our opening: the redouble is the system's (strength), never for business.
    const takeout = judgementChoice(
      northInput(
        [
          [0, '1S'],
          [1, 'X'],
          [2, 'P'],
          [3, 'P'],
        ],
        hand,
        ['P', 'XX', '2S'],
      ),
      'bridge',
      'P',
    );
    expect(takeout).toBeNull();
  });
});

describe('the redouble on the simulated values', () => {
  const layout = (values: number[]) => ({ values, tricks: [10, 10], keyCards: [false, false] });
  const choice = { kind: 'redouble' as const, calls: ['P', 'XX'] };
  const ours = { level: 4, strain: 3 as const, doubled: 1 as const, declarer: 0 };
  const finals = [ours, { ...ours, doubled: 2 as const }];

  it('is made only when it gains half an IMP on average, clear of a standard error', () => {
    const makes = [layout([-7, 7]), layout([-6, 6]), layout([-7, 7])];
    expect(decide(choice, finals, makes)).toBe(1);
    // Down in one layout of three: the mean gain is positive but within the noise.
    const doubtful = [layout([-7, 7]), layout([5, -5]), layout([-1, 1])];
    expect(decide(choice, finals, doubtful)).toBe(0);
    // One layout is never enough.
    expect(decide(choice, finals, [layout([-7, 7])])).toBe(0);
  });

  it('never when a layout goes down: the double says what the layouts cannot', () => {
    const down = { values: [2, -2], tricks: [9, 9], keyCards: [false, false] };
    const gains = [layout([-7, 7]), layout([-7, 7]), layout([-7, 7])];
    expect(decide(choice, finals, gains)).toBe(1);
    expect(decide(choice, finals, [...gains, down])).toBe(0);
  });

  it('over solved layouts: redoubles a game that makes in every one, passes one that goes down', () => {
    const judgeOn = (pbn: string) => {
      const north = trustedCardsText(deal(pbn)[0]);
      return judge(
        northInput(OUR_GAME_DOUBLED, north, ['P', 'XX']),
        'bridge',
        choice,
        fixedDeals([deal(pbn)]),
        new Budget(1000, 3),
      );
    };
    // North–South take every trick in spades (ALL_TOPS), or ten: 4♠ just makes.
    expect(judgeOn(ALL_TOPS)?.call).toBe('XX');
    expect(ddDeclarerTricks(deal(TEN_IN_SPADES), 3, 0)).toBe(10);
    expect(judgeOn(TEN_IN_SPADES)?.call).toBe('XX');
    // Nine tricks: one down doubled costs less than redoubled.
    expect(ddDeclarerTricks(deal(NINE_TRICKS), 3, 0)).toBe(9);
    expect(judgeOn(NINE_TRICKS)?.call).toBe('P');
  });
});

describe('honesty of the new doubles', () => {
  it('South’s double of 4♠ is judged from its view alone', () => {
    const [a, b] = bothDeals(EAST_NINE, 1, THEIR_GAME, 2, 'P', 'penalty-double');
    expect(b).toEqual(a);
    expect(a.reason?.code).toBe('average-tricks');
  });

  it('North’s redouble of 4♠ doubled is judged from its view alone', () => {
    const [a, b] = bothDeals(TEN_IN_SPADES, 1, '1S P 2S P 4S X P P', 0, 'P', 'redouble');
    expect(b).toEqual(a);
    expect(a.reason?.code).toBe('average-tricks');
  });
});
