/**
 * The double-dummy cost of each player's cards in a finished bridge or bondebridge match
 * (docs/protocol.md `GameStats.ddCostPerCard`): the analysis judges every card by the seat
 * whose hand it came from; here each card is charged to the person who chose it — declarer for
 * dummy's cards, the person sitting there that deal where people change seats.
 */
import type { MatchAnalysis } from '../../analysis/types.js';
import type { DealResult, MatchResult } from '../../engine/game.js';

/** What one place's cards lost, in tricks, over the match, and how many cards it chose. */
export interface DdCost {
  cost: number;
  cards: number;
}

export const DD_COST_GAMES: readonly string[] = ['bridge', 'bondebridge'];

/** The seat whose player chooses a card from `seat`'s hand: declarer for bridge's dummy. */
function chooser(game: string, seat: number, declarer: number | null): number {
  return game === 'bridge' && declarer !== null && seat === (declarer + 2) % 4 ? declarer : seat;
}

/**
 * Costs by place (the table's seat index, or the person where people change seats). The
 * analysis and the match result both list every deck dealt, thrown-in deals included, in order,
 * so a deal's `index` finds its result row and that row's seating.
 */
export function ddCostsByPlace(analysis: MatchAnalysis, result: MatchResult, places: number): DdCost[] {
  const out: DdCost[] = Array.from({ length: places }, () => ({ cost: 0, cards: 0 }));
  for (const deal of analysis.deals) {
    const row: DealResult | undefined = result.deals[deal.index];
    const seating = row?.seating as readonly number[] | undefined;
    for (const c of deal.cards) {
      const seat = chooser(analysis.game, c.seat, deal.declarer);
      const place = seating ? seating[seat] : seat;
      if (place === undefined || place >= places) continue;
      out[place].cost += c.cost;
      out[place].cards++;
    }
  }
  return out;
}
