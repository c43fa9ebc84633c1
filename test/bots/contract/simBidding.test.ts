import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { basicContractBot } from '../../../src/bots/contract/basic.js';
import {
  type AuctionDeals,
  auctionDeals,
  candidateCalls,
  contractAfter,
  playoutTricks,
  simulateCalls,
} from '../../../src/bots/contract/simBidding.js';
import { Budget } from '../../../src/bots/search/budget.js';
import { type Card, STANDARD_PACK, trustedCards } from '../../../src/cards/card.js';
import { parseDeal } from '../../../src/cards/hand.js';
import { Rng, shuffle } from '../../../src/cards/rng.js';
import { getGame } from '../../../src/catalog.js';
import type { AnyGame } from '../../../src/engine/game.js';
import type { ContractView } from '../../../src/games/contract/contractGame.js';

const deal = (pbn: string): Card[][] => {
  const d = parseDeal(pbn);
  if (!d.ok) throw new Error(d.error);
  return d.value.hands;
};

describe('bidding by simulation: the contract a call would end in', () => {
  it('finds level, strain, doubling and declarer (the first of the side to name the strain)', () => {
    const calls: Array<[number, string]> = [
      [0, '1S'],
      [1, 'P'],
      [2, '2S'],
      [3, 'P'],
    ];
    expect(contractAfter(calls, 0, 'P')).toEqual({ level: 2, strain: 3, doubled: 0, declarer: 0 });
    expect(contractAfter(calls, 0, '4S')).toEqual({ level: 4, strain: 3, doubled: 0, declarer: 0 });
    expect(contractAfter(calls, 0, '3NT')).toEqual({ level: 3, strain: 4, doubled: 0, declarer: 0 });
    expect(contractAfter([...calls, [0, '3NT'], [1, 'X']], 2, 'P')).toMatchObject({
      doubled: 1,
      declarer: 0,
    });
    expect(contractAfter([[0, 'P']], 1, 'P')).toBeNull();
  });
});

describe('bidding by simulation: the trick estimate', () => {
  it('gives every trick to a side holding all the top cards, and the rest to the other', () => {
    const hands = deal('N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T98.T98.T98 6.J76.J76.J76432');
    expect(playoutTricks(hands, 4, 0)).toBe(13);
    expect(playoutTricks(hands, 4, 1)).toBe(0);
    for (const strain of [0, 1, 2, 3, 4] as const)
      expect(playoutTricks(hands, strain, 0) + playoutTricks(hands, strain, 1)).toBe(13);
  });
});

/** A fixed list of deals, returned in turn: a stand-in sampler. */
const fixedDeals = (deals: Card[][][]): AuctionDeals => {
  let i = 0;
  return { next: () => deals[i++ % deals.length] };
};

describe('bidding by simulation: choosing', () => {
  const view = (calls: Array<[number, string]>, hand: string): ContractView =>
    ({
      calls,
      firstCaller: 0,
      hands: [null, null, hand.split(' '), null],
      vulnerable: 'none',
    }) as unknown as ContractView;
  const input = (game: string, calls: Array<[number, string]>, hand: string) => ({
    game: game as 'bridge',
    options: {},
    seat: 2,
    view: view(calls, hand),
    legal: ['P', '3S', '4S', '3NT'],
    timeMs: 1000,
    rng: new Rng('t'),
  });
  // North opened 1S, South raised to 2S; North–South hold every top card: game makes with overtricks.
  const strongDeal = deal('N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T98.T98.T98 6.J76.J76.J76432');
  const calls: Array<[number, string]> = [
    [0, '1S'],
    [1, 'P'],
  ];

  it('bridge: a game that makes beats the part-score by IMPs, clear of the noise', () => {
    const r = simulateCalls(
      input('bridge', calls, ''),
      'bridge',
      ['3S', '4S'],
      fixedDeals([strongDeal]),
      new Budget(1000, 8),
    );
    expect(r?.call).toBe('4S');
    expect(r!.values.get('4S')).toBeGreaterThan(r!.values.get('3S')!);
  });

  it('bondebridge: no game bonus, so a level that makes the same tricks scores the same: basic’s call stays', () => {
    const r = simulateCalls(
      input('bondebridge', calls, ''),
      'bondebridge',
      ['3S', '4S'],
      fixedDeals([strongDeal]),
      new Budget(1000, 8),
    );
    expect(r?.call).toBe('3S');
    expect(r!.values.get('3S')).toBe(r!.values.get('4S'));
  });

  it('keeps basic’s call when no deal was sampled or there is nothing to choose', () => {
    expect(
      simulateCalls(
        input('bridge', calls, ''),
        'bridge',
        ['3S'],
        fixedDeals([strongDeal]),
        new Budget(1000, 8),
      ),
    ).toBeNull();
  });
});

describe('bidding by simulation: candidates from the system, deals from the auction', () => {
  const play = (game: AnyGame, options: unknown, seed: string) => {
    const rng = new Rng(seed);
    let state = game.newMatch(options, 0);
    const dealt = game.deal(state, shuffle(STANDARD_PACK, rng));
    if (!dealt.ok) throw new Error(dealt.error);
    state = dealt.value;
    return { state, rng };
  };

  it('offers only legal calls the hand fits by the system, basic’s first; sampled deals fit every call', () => {
    const game = getGame('bridge')!;
    const options = game.parseOptions({ scoring: 'duplicate' });
    if (!options.ok) throw new Error('options');
    let checked = 0;
    for (let d = 0; d < 12; d++) {
      let { state, rng } = play(game, options.value, `cand${d}`);
      for (let k = 0; k < 12; k++) {
        const seat = game.toAct(state)[0];
        const view = game.view(state, seat) as ContractView;
        if (view.phase !== 'auction') break;
        const input = botInput(game, options.value, state, seat, rng);
        const basic = getBotCall(input);
        const calls = candidateCalls(input, 'bridge', basic);
        if (calls.length > 0) expect(calls[0]).toBe(basic);
        for (const c of calls) expect(input.legal).toContain(c);
        if (calls.length > 1 && view.calls.length > 0) {
          const deals = auctionDeals(input, 'bridge');
          const sampled = deals.next();
          // The own hand as it is; the sampler's own property test checks the calls' meanings.
          expect(sampled[seat]).toEqual(trustedCards(view.hands[seat]!));
          expect(sampled.flat().sort((a, b) => a - b)).toEqual([...STANDARD_PACK].sort((a, b) => a - b));
          checked++;
        }
        const next = game.apply(state, seat, basic);
        if (!next.ok) break;
        state = next.value;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

const getBotCall = (input: Parameters<typeof basicContractBot.choose>[0]) => basicContractBot.choose(input);
