/**
 * Each player's double-dummy cost per card (src/server/accounts/ddCosts.ts): the analysis's
 * cards charged to whoever chose them — declarer for dummy's cards, the person in the seat
 * that deal where bondebridge's partners rotate.
 */
import { describe, expect, it } from 'vitest';
import { analyzeRecord } from '../../../src/analysis/index.js';
import { Rng } from '../../../src/cards/rng.js';
import { getGame } from '../../../src/catalog.js';
import { playMatch } from '../../../src/engine/play.js';
import { ddCostsByPlace } from '../../../src/server/accounts/ddCosts.js';

/** A match where every seat plays its first legal action (plenty of double-dummy mistakes). */
function played(gameId: 'bridge' | 'bondebridge', options: Record<string, unknown>, seed: number) {
  const game = getGame(gameId)!;
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rng = new Rng(seed);
  const m = playMatch(game, parsed.value, {
    rng,
    choose: (state, seat) => {
      const legal = game.legalActions(state, seat);
      return legal[rng.int(legal.length)];
    },
  });
  const analysis = analyzeRecord(JSON.parse(JSON.stringify(m.record)));
  if (!analysis.ok) throw new Error(analysis.error.message);
  return { analysis: analysis.value, result: game.result(m.state) };
}

describe('the double-dummy cost of each player’s cards', () => {
  it('bridge: every card is charged to a player, dummy’s to declarer', () => {
    const { analysis, result } = played('bridge', { scoring: 'chicago' }, 3);
    const costs = ddCostsByPlace(analysis, result, 4);
    const cards = analysis.deals.flatMap((d) => d.cards);
    expect(costs.reduce((n, c) => n + c.cards, 0)).toBe(cards.length);
    expect(costs.reduce((n, c) => n + c.cost, 0)).toBe(cards.reduce((n, c) => n + c.cost, 0));
    for (const deal of analysis.deals) {
      if (deal.declarer === null || deal.cards.length === 0) continue;
      const dummy = (deal.declarer + 2) % 4;
      // Dummy chooses no card: a match of one deal charges dummy's seat nothing.
      const one = ddCostsByPlace({ ...analysis, deals: [deal] }, result, 4);
      expect(one[dummy]).toEqual({ cost: 0, cards: 0 });
      expect(one[deal.declarer].cards).toBe(
        deal.cards.filter((c) => c.seat % 2 === deal.declarer! % 2).length,
      );
    }
    expect(cards.some((c) => c.cost > 0)).toBe(true);
  });

  it('bondebridge with rotating partners: a seat’s cards go to the person sitting there that deal', () => {
    const { analysis, result } = played('bondebridge', { rotatingPartners: true, deals: 3 }, 8);
    expect(result.deals.length).toBe(analysis.deals.length);
    const costs = ddCostsByPlace(analysis, result, 4);
    for (const [i, deal] of analysis.deals.entries()) {
      const seating = result.deals[i].seating as number[] | undefined;
      expect(seating).toBeDefined();
      const one = ddCostsByPlace({ ...analysis, deals: [deal] }, result, 4);
      for (let seat = 0; seat < 4; seat++) {
        const own = deal.cards.filter((c) => c.seat === seat);
        expect(one[seating![seat]].cards).toBe(own.length);
      }
    }
    expect(costs.reduce((n, c) => n + c.cards, 0)).toBe(
      analysis.deals.reduce((n, d) => n + d.cards.length, 0),
    );
  });
});
