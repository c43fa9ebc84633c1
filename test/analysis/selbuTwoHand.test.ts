import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewSelbuDeals } from '../../src/analysis/twoHand/selbu.js';
import { SearchBudgetExceeded, SelbuSolver } from '../../src/analysis/twoHand/selbuSearch.js';
import { type Card, formatCard, STANDARD_PACK, type Suit } from '../../src/cards/card.js';
import { Rng } from '../../src/cards/rng.js';
import { playChoices } from '../../src/engine/claim.js';
import type { Seat } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { type ReplayStep, replayRecordWith } from '../../src/engine/replay.js';
import { followSuitCards, trickWinnerIndex } from '../../src/engine/trick.js';
import { selbu } from '../../src/games/selbu/game.js';
import type { SelbuState } from '../../src/games/selbu/state.js';
import { propertyRuns } from '../harness/properties.js';

interface Ending {
  hands: Card[][];
  leader: Seat;
  table: Card[];
  trump: Suit | null;
  need: number;
}

/**
 * Exhaustive search through the engine's trick rules: can `target` end with exactly `need`
 * more tricks (the current trick included) when every other seat plays to stop it?
 */
function reachable(
  e: Ending,
  target: Seat,
  hands: Card[][],
  leader: Seat,
  table: Card[],
  need: number,
): boolean {
  const seats = hands.length;
  if (table.length === seats) {
    const winner = (leader + trickWinnerIndex(table, e.trump)) % seats;
    const left = need - (winner === target ? 1 : 0);
    if (hands[0].length === 0) return left === 0;
    return reachable(e, target, hands, winner, [], left);
  }
  const seat = (leader + table.length) % seats;
  const outcomes = followSuitCards(hands[seat], table[0]).map((c) =>
    reachable(
      e,
      target,
      hands.map((h, s) => (s === seat ? h.filter((x) => x !== c) : h)),
      leader,
      [...table, c],
      need,
    ),
  );
  return seat === target ? outcomes.some(Boolean) : outcomes.every(Boolean);
}

const endingArb: fc.Arbitrary<Ending> = fc
  .record({
    seats: fc.integer({ min: 2, max: 5 }),
    n: fc.integer({ min: 1, max: 3 }),
    deck: fc.shuffledSubarray([...STANDARD_PACK], { minLength: 20, maxLength: 20 }),
    leader: fc.nat(),
    onTable: fc.nat(),
    trump: fc.integer({ min: 0, max: 4 }),
    need: fc.integer({ min: -1, max: 4 }),
  })
  .map((r) => {
    // Cards from two suits only, half the time, so that following and ruffing matter.
    const deck = r.deck;
    const hands = Array.from({ length: r.seats }, (_, s) => deck.slice(s * r.n, (s + 1) * r.n));
    const leader = r.leader % r.seats;
    const table: Card[] = [];
    for (let i = 0; i < r.onTable % r.seats; i++) table.push(hands[(leader + i) % r.seats].pop()!);
    return { hands, leader, table, trump: r.trump === 4 ? null : (r.trump as Suit), need: r.need };
  });

describe('selbu bid search', () => {
  it('answers each legal card as an exhaustive search does (target against everyone else)', () => {
    fc.assert(
      fc.property(endingArb, (e) => {
        const solver = new SelbuSolver({ hands: e.hands, leader: e.leader, table: e.table }, e.trump);
        const seat = (e.leader + e.table.length) % e.hands.length;
        const got = solver.cardValues({ hands: e.hands, leader: e.leader, table: e.table }, e.need);
        const want = followSuitCards(e.hands[seat], e.table[0]).map((c): [string, boolean] => [
          formatCard(c),
          reachable(
            e,
            seat,
            e.hands.map((h, s) => (s === seat ? h.filter((x) => x !== c) : h)),
            e.leader,
            [...e.table, c],
            e.need,
          ),
        ]);
        expect(Object.fromEntries([...got].map(([c, v]) => [formatCard(c), v]))).toEqual(
          Object.fromEntries(want),
        );
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('stops with SearchBudgetExceeded when a position needs more than its budget', () => {
    const rng = new Rng('budget');
    const deck = [...STANDARD_PACK].sort(() => rng.next() - 0.5);
    const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 7, s * 7 + 7));
    const solver = new SelbuSolver({ hands, leader: 0, table: [] }, 0);
    expect(() => solver.cardValues({ hands, leader: 0, table: [] }, 2, 50)).toThrow(SearchBudgetExceeded);
  });
});

function randomMatchSteps(seed: string, options: Record<string, unknown>): ReplayStep[] {
  const rng = new Rng(seed);
  const parsed = selbu.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { record } = playMatch(selbu, parsed.value, {
    rng: rng.fork('decks'),
    choose: (state, seat) => {
      const legal = playChoices(selbu.legalActions(state as never, seat));
      return legal[rng.int(legal.length)];
    },
  });
  const steps: ReplayStep[] = [];
  const replayed = replayRecordWith(new Map([[selbu.id, selbu]]), record, (s) => steps.push(s));
  if (!replayed.ok) throw new Error(replayed.error.message);
  return steps;
}

describe('selbu deal review', () => {
  it('reviews the end of every round: yes/no per card, from the card player, the last card the outcome', () => {
    const steps = randomMatchSteps('selbu-review', { players: 4, handSizes: 'up' });
    const end = steps.at(-1)!.after as SelbuState;
    const reviews = reviewSelbuDeals(steps);
    expect(reviews.length).toBe(end.deals.length);
    for (const r of reviews) {
      const round = end.deals[r.index];
      const review = r.review!;
      expect(review).toMatchObject({ measure: 'bid-reachable', side: null, played: 4 * round.handSize });
      expect(review.firstReviewed + r.cards.length).toBe(review.played);
      // Small rounds fit the search whole.
      if (round.handSize <= 4) expect(review.firstReviewed).toBe(0);
      expect(r.cards.length).toBeGreaterThan(0);
      for (const c of r.cards) {
        expect([0, 1]).toContain(c.best);
        expect([0, 1]).toContain(c.value);
        expect(c.value).toBeLessThanOrEqual(c.best);
        expect(c.cost).toBe(c.best - c.value);
        expect(c.bestCards.includes(c.card)).toBe(c.cost === 0);
      }
      // The last card decides nothing more: its value is whether its player hit the bid.
      const last = r.cards.at(-1)!;
      expect(last.value).toBe(round.bids[last.seat] === round.tricks[last.seat] ? 1 : 0);
    }
  });

  it('reviews fewer cards with a smaller budget, always a tail of the round', () => {
    const steps = randomMatchSteps('selbu-budget', { players: 5, handSizes: 'down' });
    const full = reviewSelbuDeals(steps);
    const small = reviewSelbuDeals(steps, { budget: 200 });
    expect(small.reduce((n, r) => n + r.cards.length, 0)).toBeLessThan(
      full.reduce((n, r) => n + r.cards.length, 0),
    );
    small.forEach((r, i) => {
      expect(r.cards).toEqual(full[i].cards.slice(full[i].cards.length - r.cards.length));
    });
  });
});
