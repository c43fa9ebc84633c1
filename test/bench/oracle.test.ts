import { describe, expect, it } from 'vitest';
import { oracleSource, revealed, revealedSeats } from '../../src/bench/oracle.js';
import { botInput } from '../../src/bots/bot.js';
import { basicContractBot } from '../../src/bots/contract/basic.js';
import { strongBridgeBotDrawingFrom } from '../../src/bots/contract/strong.js';
import { STANDARD_PACK, trustedCards } from '../../src/cards/card.js';
import { Rng, shuffle } from '../../src/cards/rng.js';
import { getGame } from '../../src/catalog.js';
import type { ContractMatch, ContractView } from '../../src/games/contract/contractGame.js';

const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);

/** A bridge board bid by basic for a few calls: the state, the real hands and the seat to call. */
function boardAfter(seed: string, calls: number) {
  const game = getGame('bridge')!;
  const options = game.parseOptions({ scoring: 'duplicate' });
  if (!options.ok) throw new Error('options');
  const rng = new Rng(seed);
  const dealt = game.deal(game.newMatch(options.value, 0), shuffle(STANDARD_PACK, rng));
  if (!dealt.ok) throw new Error(dealt.error);
  let state = dealt.value;
  const hands = (state as ContractMatch<unknown>).deal!.hands.map((h) => [...h]);
  for (let k = 0; k < calls; k++) {
    const seat = game.toAct(state)[0];
    const next = game.apply(
      state,
      seat,
      basicContractBot.choose(botInput(game, options.value, state, seat, rng)),
    );
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  const seat = game.toAct(state)[0];
  return { game, options: options.value, state, hands, seat, rng };
}

describe('bench:bidding --oracle: the judgement handed real cards (a measurement, never a player)', () => {
  it('reveals partner, or all three other seats', () => {
    expect(revealedSeats(0, 'partner')).toEqual([2]);
    expect(revealedSeats(3, 'all')).toEqual([0, 1, 2]);
  });

  it('puts the revealed hands among the known ones and takes their cards from the unknown', () => {
    const { hands, seat } = boardAfter('oracle-a', 2);
    const partner = (seat + 2) % 4;
    const unknown = STANDARD_PACK.filter((c) => !hands[seat].includes(c));
    const problem = revealed(
      {
        known: [0, 1, 2, 3].map((s) => (s === seat ? hands[s] : null)),
        unknown,
        need: [0, 1, 2, 3].map((s) => (s === seat ? 0 : 13)),
        voids: [0, 1, 2, 3].map(() => [false, false, false, false]),
        played: [[], [], [], []],
        constraints: [],
      },
      [partner],
      hands,
    );
    expect(problem.known[partner]).toEqual(hands[partner]);
    expect(problem.need[partner]).toBe(0);
    expect(problem.unknown).toHaveLength(26);
    expect(problem.unknown.some((c) => hands[partner].includes(c))).toBe(false);
  });

  it('draws layouts with the real cards: all of them with `all`, partner’s alone with `partner`', () => {
    const { game, options, state, hands, seat, rng } = boardAfter('oracle-b', 3);
    const input = botInput(game, options, state, seat, rng);
    const all = oracleSource('all', () => hands)(input, 'bridge').next();
    expect(all).toEqual(hands);
    const partner = (seat + 2) % 4;
    let othersDiffer = false;
    const source = oracleSource('partner', () => hands)(input, 'bridge');
    for (let i = 0; i < 5; i++) {
      const layout = source.next();
      expect(layout[partner]).toEqual(hands[partner]);
      expect(layout[seat]).toEqual(trustedCards((game.view(state, seat) as ContractView).hands[seat]!));
      expect(sorted(layout.flat())).toEqual(sorted(STANDARD_PACK));
      for (const s of [0, 1, 2, 3])
        if (s !== seat && s !== partner && sorted(layout[s]).join() !== sorted(hands[s]).join())
          othersDiffer = true;
    }
    expect(othersDiffer).toBe(true);
  });

  it('the strong bot built on it still makes only legal calls', () => {
    const { game, options, state, hands, seat, rng } = boardAfter('oracle-c', 1);
    const bot = strongBridgeBotDrawingFrom(oracleSource('all', () => hands));
    const input = botInput(game, options, state, seat, rng);
    expect(input.legal).toContain(bot.choose(input));
  });
});
