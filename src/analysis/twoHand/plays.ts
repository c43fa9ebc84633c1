/**
 * The cards of a replayed match, deal by deal, each with the state before it: what the reviews
 * of the two-hand games and selbu walk through. They take the replay's steps (as the analysis
 * core's analyzers do), so a record is replayed and checked once, by the engine.
 */
import { parseCard } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { ReplayStep } from '../../engine/replay.js';

export interface PlayedCard<S> {
  seat: Seat;
  card: number;
  /** The whole state just before the card. */
  before: S;
}

export interface PlayedDeal<S> {
  /** The deal's place in the match, from 0 (every deck dealt counts, thrown-in ones too). */
  index: number;
  cards: PlayedCard<S>[];
  /** The state after the deal's last action in the steps (its end, when it was finished). */
  last: S;
}

/**
 * Every deal the steps act in, with its played cards in order. `dealIndex` says which deal a
 * state is in (0-based); a deal acted on without a card (thrown in) is listed with none.
 */
export function playedDeals<S>(
  steps: readonly ReplayStep[],
  dealIndex: (state: S) => number,
): PlayedDeal<S>[] {
  const deals: PlayedDeal<S>[] = [];
  for (const { seat, action, before, after } of steps) {
    const state = before as S;
    const index = dealIndex(state);
    let deal = deals.at(-1);
    if (deal?.index !== index) {
      deal = { index, cards: [], last: state };
      deals.push(deal);
    }
    deal.last = after as S;
    const card = parseCard(action);
    if (card.ok) deal.cards.push({ seat, card: card.value, before: state });
  }
  return deals;
}
