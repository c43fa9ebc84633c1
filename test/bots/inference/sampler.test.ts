import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consistent } from '../../../src/bidding/meaning.js';
import { botInput } from '../../../src/bots/bot.js';
import { dealProblemOf } from '../../../src/bots/inference/contractDeals.js';
import { type DealProblem, sampleConsistentDeals } from '../../../src/bots/inference/sampler.js';
import { type Card, suitOf } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import { getBot, getGame, replayRecord } from '../../../src/catalog.js';
import type { Seat } from '../../../src/engine/game.js';
import { playMatch } from '../../../src/engine/play.js';
import type { ContractView } from '../../../src/games/contract/contractGame.js';
import { propertyRuns } from '../../harness/properties.js';

type ContractId = 'bridge' | 'bondebridge';

/**
 * A seeded first deal bid and played by the basic bots (who bid by the system), cut at a
 * random action: the deciding seat's view there, as every bot would get it.
 */
function decisionView(id: ContractId, seed: string): { view: ContractView; seat: Seat } | null {
  const game = getGame(id)!;
  const options = game.defaultOptions;
  const rng = new Rng(`sampler:${seed}`);
  const basic = getBot(id, 'basic')!;
  const { record } = playMatch(game, options, {
    rng,
    choose: (state, seat) => basic.choose(botInput(game, options, state, seat, rng)),
    maxActions: 70,
  });
  const cut = new Rng(`cut:${seed}`).int(Math.max(1, record.actions.length));
  const base = replayRecord({ ...record, actions: record.actions.slice(0, cut) });
  if (!base.ok || game.needsDeck(base.value.state) || game.isOver(base.value.state)) return null;
  const state = base.value.state;
  const seat = game.toAct(state)[0];
  if (seat === undefined) return null;
  return { view: game.view(state, game.controller(state, seat)) as ContractView, seat };
}

const sorted = (cards: readonly Card[]) => [...cards].sort((a, b) => a - b);

/** Every invariant a sampled deal must keep, against the problem it was drawn for. */
function checkDeals(
  problem: DealProblem,
  deals: Card[][][],
  kept: ReturnType<typeof sampleConsistentDeals>['kept'],
) {
  const hiddenSeats = problem.known.map((h, s) => (h ? -1 : s)).filter((s) => s >= 0);
  for (const deal of deals) {
    // Seen hands kept, hidden cards conserved, every hand of the right size, shown voids kept.
    problem.known.forEach((h, s) => {
      if (h) expect(sorted(deal[s])).toEqual(sorted(h));
    });
    expect(sorted(hiddenSeats.flatMap((s) => deal[s]))).toEqual(sorted(problem.unknown));
    for (const s of hiddenSeats) {
      expect(deal[s].length).toBe(problem.need[s]);
      for (const c of deal[s]) expect(problem.voids[s][suitOf(c)]).toBe(false);
    }
    // Every constraint not relaxed holds for the hand its caller was dealt.
    for (const c of kept) {
      const dealt = [...deal[c.seat], ...problem.played[c.seat]];
      expect(consistent(dealt, c.meaning), `${c.call} by seat ${c.seat} (call ${c.index})`).toBe(true);
    }
  }
}

describe('sampleConsistentDeals: auction-aware deals', () => {
  for (const id of ['bridge', 'bondebridge'] as const) {
    it(`${id}: never draws a hand that contradicts a call's stated meaning (auctions of the basic bots)`, () => {
      let checked = 0;
      let withConstraints = 0;
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
          const point = decisionView(id, seed);
          if (!point) return;
          const problem = dealProblemOf(point.view, point.seat, id, getGame(id)!.defaultOptions);
          const result = sampleConsistentDeals(problem, 4, new Rng(`draw:${seed}`));
          expect(result.deals).toHaveLength(4);
          expect(result.kept.length + result.relaxed.length).toBe(problem.constraints.length);
          checkDeals(problem, result.deals, result.kept);
          checked++;
          if (result.kept.length > 0) withConstraints++;
        }),
        { numRuns: propertyRuns(60) },
      );
      expect(checked).toBeGreaterThan(20);
      expect(withConstraints).toBeGreaterThan(10);
    });
  }
});
