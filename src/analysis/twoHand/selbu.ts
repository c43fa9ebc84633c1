/**
 * Per-card review of selbu, an exact-bid game: a card is judged by whether its player could
 * still take exactly the bid with all the others playing together to stop it, before the card
 * (`best`) and after it (`value`): 1 yes, 0 no, so `cost` 1 marks a card that threw away a bid
 * that was still safe. Each card is seen from its own player.
 *
 * The search is exact but grows fast with the cards left, so the review starts at the end of a
 * round and works back, one card at a time, while the cards in play fit the search (at most 31)
 * and each position needs at most `budget` positions searched; the first card that does not
 * fit ends it. Deterministic: the budget counts positions, not time.
 */
import type { ReplayStep } from '../../engine/replay.js';
import { currentTrick } from '../../games/selbu/play.js';
import type { SelbuState } from '../../games/selbu/state.js';
import type { CardAnalysis, DealAnalysis } from '../types.js';
import { type PlayedCard, playedDeals } from './plays.js';
import { dealAnalysis, reviewCard } from './review.js';
import { SearchBudgetExceeded, type SelbuPlayPosition, SelbuSolver } from './selbuSearch.js';
import type { ReviewOptions } from './types.js';

/** Positions one card's review may search before the review stops there. */
export const SELBU_DEFAULT_BUDGET = 200_000;
const MAX_CARDS = 31;

const positionOf = (s: SelbuState): SelbuPlayPosition => {
  const trick = currentTrick(s);
  return { hands: s.hands, leader: trick.leader, table: trick.cards };
};

const cardsInPlay = (s: SelbuState): number =>
  s.hands.reduce((n, h) => n + h.length, 0) + currentTrick(s).cards.length;

function reviewRound(
  cards: PlayedCard<SelbuState>[],
  budget: number,
  onCard: ReviewOptions['onCard'],
): CardAnalysis[] {
  const first = cards.findIndex(({ before }) => cardsInPlay(before) <= MAX_CARDS);
  if (first < 0) return [];
  const start = cards[first].before;
  const solver = new SelbuSolver(positionOf(start), start.trump);
  const out: CardAnalysis[] = [];
  for (let i = cards.length - 1; i >= first; i--) {
    const { seat, card, before } = cards[i];
    const need = (before.bids[seat] ?? 0) - before.tricksWon[seat];
    let reachable: Map<number, boolean>;
    try {
      reachable = solver.cardValues(positionOf(before), need, budget);
    } catch (e) {
      if (e instanceof SearchBudgetExceeded) break;
      throw e;
    }
    const values = new Map([...reachable].map(([c, yes]) => [c, yes ? 1 : 0]));
    out.unshift(reviewCard(seat, card, values, true));
    // Found from the end back, so how many are still to come is not known: count against the round.
    onCard?.(out[0], out.length, cards.length - first);
  }
  return out;
}

/** Reviews the rounds the replay's steps act in (steps of a selbu match). */
export function reviewSelbuDeals(steps: readonly ReplayStep[], options: ReviewOptions = {}): DealAnalysis[] {
  const budget = options.budget ?? SELBU_DEFAULT_BUDGET;
  return playedDeals<SelbuState>(steps, (s) => s.round - 1)
    .filter((d) => options.wanted?.(d.index) ?? true)
    .map(({ index, cards, last }) => {
      const frame = {
        index,
        dealer: last.dealer,
        contract: null,
        declarer: null,
        passedOut: false,
        finished: last.phase === 'deal' || last.phase === 'over',
        tricksWon: 0,
      };
      const review = {
        measure: 'bid-reachable' as const,
        side: null,
        seats: last.seats,
        played: cards.length,
      };
      return dealAnalysis(frame, review, reviewRound(cards, budget, options.onCard));
    });
}
