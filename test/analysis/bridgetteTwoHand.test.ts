import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewBridgetteDeals } from '../../src/analysis/twoHand/bridgette.js';
import { type BridgettePosition, BridgetteSolver } from '../../src/analysis/twoHand/bridgetteSearch.js';
import { type Card, formatCard, type Suit } from '../../src/cards/card.js';
import { Rng } from '../../src/cards/rng.js';
import { playChoices } from '../../src/engine/claim.js';
import type { Seat } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { type ReplayStep, replayRecordWith } from '../../src/engine/replay.js';
import { BRIDGETTE_PACK } from '../../src/games/bridgette/cards.js';
import { bridgette } from '../../src/games/bridgette/game.js';
import type { ColonOnColonRule } from '../../src/games/bridgette/options.js';
import { colonTrickWinner, leadBanAfter, legalFollows, legalLeads } from '../../src/games/bridgette/play.js';
import { propertyRuns } from '../harness/properties.js';

interface Ending {
  hands: [Card[], Card[]];
  trump: Suit | null;
  declarer: Seat;
  leader: Seat;
  lead?: Card;
  banned: Suit | null;
  colonOnColon: ColonOnColonRule;
}

/** Plain minimax through the rule book's functions of the engine: declarer's tricks from here. */
function bruteForce(
  e: Ending,
  hands: Card[][],
  leader: Seat,
  lead: Card | undefined,
  banned: Suit | null,
): number {
  if (lead === undefined) {
    if (hands[leader].length === 0) return 0;
    const ban = banned === null ? null : { seat: leader, suit: banned };
    const values = legalLeads(hands[leader], ban, leader).map((l) =>
      bruteForce(e, with_(hands, leader, l), leader, l, null),
    );
    return leader === e.declarer ? Math.max(...values) : Math.min(...values);
  }
  const follower = 1 - leader;
  const values = legalFollows(hands[follower], lead, e.colonOnColon).map((f) => {
    const winner = colonTrickWinner(lead, f, e.trump) === 1 ? follower : leader;
    const ban = leadBanAfter({ leader, seats: [leader, follower], cards: [lead, f], winner });
    return (
      (winner === e.declarer ? 1 : 0) +
      bruteForce(e, with_(hands, follower, f), winner, undefined, ban?.suit ?? null)
    );
  });
  return follower === e.declarer ? Math.max(...values) : Math.min(...values);
}

const with_ = (hands: Card[][], seat: Seat, card: Card): Card[][] =>
  hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h));

/** Each legal card's value by brute force. */
function bruteValues(e: Ending): Map<Card, number> {
  const out = new Map<Card, number>();
  const { hands, leader, lead } = e;
  if (lead === undefined) {
    const ban = e.banned === null ? null : { seat: leader, suit: e.banned };
    for (const l of legalLeads(hands[leader], ban, leader))
      out.set(l, bruteForce(e, with_(hands, leader, l), leader, l, null));
    return out;
  }
  const follower = 1 - leader;
  for (const f of legalFollows(hands[follower], lead, e.colonOnColon)) {
    const winner = colonTrickWinner(lead, f, e.trump) === 1 ? follower : leader;
    const ban = leadBanAfter({ leader, seats: [leader, follower], cards: [lead, f], winner });
    out.set(
      f,
      (winner === e.declarer ? 1 : 0) +
        bruteForce(e, with_(hands, follower, f), winner, undefined, ban?.suit ?? null),
    );
  }
  return out;
}

/** Small endings, colons often in them, every rule switch drawn. */
const endingArb: fc.Arbitrary<Ending> = fc
  .record({
    n: fc.integer({ min: 1, max: 4 }),
    order: fc.shuffledSubarray([...BRIDGETTE_PACK], { minLength: 9, maxLength: 9 }),
    colonsFirst: fc.boolean(),
    trump: fc.integer({ min: 0, max: 4 }),
    declarer: fc.integer({ min: 0, max: 1 }),
    leader: fc.integer({ min: 0, max: 1 }),
    led: fc.boolean(),
    banned: fc.integer({ min: 0, max: 4 }),
    colonOnColon: fc.constantFrom<ColonOnColonRule>('forbidden', 'allowed'),
  })
  .map((r) => {
    // Colons first in the draw half of the time, so that colon plays are common.
    const pool = r.colonsFirst ? [52, 53, 54, ...r.order.filter((c) => c < 52)] : r.order;
    const hands: [Card[], Card[]] = [pool.slice(0, r.n), pool.slice(r.n, 2 * r.n)];
    let lead: Card | undefined;
    if (r.led) {
      lead = hands[r.leader].pop()!;
      hands[r.leader] = hands[r.leader];
    }
    if (lead !== undefined && hands[1 - r.leader].length === 0) lead = undefined;
    return {
      hands,
      trump: r.trump === 4 ? null : (r.trump as Suit),
      declarer: r.declarer,
      leader: r.leader,
      lead,
      banned: lead === undefined && r.banned < 4 ? (r.banned as Suit) : null,
      colonOnColon: r.colonOnColon,
    };
  })
  .filter((e) => e.hands[e.leader].length + (e.lead === undefined ? 0 : 1) === e.hands[1 - e.leader].length);

const solverFor = (e: Ending) =>
  new BridgetteSolver({
    hands: e.hands,
    trump: e.trump,
    declarer: e.declarer,
    colonOnColon: e.colonOnColon,
    led: e.lead === undefined ? undefined : { seat: e.leader, card: e.lead },
  });

const positionOf = (e: Ending): BridgettePosition => ({
  hands: e.hands,
  leader: e.leader,
  lead: e.lead,
  banned: e.banned,
});

const show = (m: Map<Card, number>) => Object.fromEntries([...m].map(([c, v]) => [formatCard(c), v]));

describe('bridgette two-hand search', () => {
  it('gives every legal card the value of an exhaustive minimax (colons, lead ban, colonOnColon)', () => {
    fc.assert(
      fc.property(endingArb, (e) => {
        const solver = solverFor(e);
        expect(show(solver.cardValues(positionOf(e)))).toEqual(show(bruteValues(e)));
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('judges a played card as the values say: best of the mover, its own value, the best cards', () => {
    fc.assert(
      fc.property(endingArb, fc.nat(), (e, pick) => {
        const values = bruteValues(e);
        const cards = [...values.keys()];
        const played = cards[pick % cards.length];
        const toPlay = e.lead === undefined ? e.leader : 1 - e.leader;
        const all = [...values.values()];
        const best = toPlay === e.declarer ? Math.max(...all) : Math.min(...all);
        const j = solverFor(e).judge(positionOf(e), played);
        expect(j.best).toBe(best);
        expect(j.value).toBe(values.get(played));
        expect(j.bestCards.map(formatCard).sort()).toEqual(
          cards
            .filter((c) => values.get(c) === best)
            .map(formatCard)
            .sort(),
        );
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

/** Bridgette matches played at random (seeded), as replay steps. */
function randomMatchSteps(seed: string, options: Record<string, unknown> = {}): ReplayStep[] {
  const rng = new Rng(seed);
  const parsed = bridgette.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { record } = playMatch(bridgette, parsed.value, {
    rng: rng.fork('decks'),
    choose: (state, seat) => {
      const legal = playChoices(bridgette.legalActions(state as never, seat));
      return legal[rng.int(legal.length)];
    },
  });
  const steps: ReplayStep[] = [];
  const replayed = replayRecordWith(new Map([[bridgette.id, bridgette]]), record, (s) => steps.push(s));
  if (!replayed.ok) throw new Error(replayed.error.message);
  return steps;
}

describe('bridgette deal review', () => {
  for (const colonOnColon of ['forbidden', 'allowed'] as const) {
    it(`reviews every card of every played deal consistently (colonOnColon ${colonOnColon})`, () => {
      const steps = randomMatchSteps(`review-${colonOnColon}`, { colonOnColon });
      const reviews = reviewBridgetteDeals(steps);
      const results = (steps.at(-1)!.after as { results: Array<Record<string, unknown>> }).results;
      expect(reviews.length).toBe(results.length);
      let played = 0;
      for (const r of reviews) {
        const result = results[r.index];
        if (result.passedOut) {
          expect(r.cards).toEqual([]);
          expect(r.passedOut).toBe(true);
          continue;
        }
        played++;
        expect(r.review?.measure).toBe('declarer-tricks');
        expect(r.cards.length).toBe(26);
        expect(r.review?.firstReviewed).toBe(0);
        expect(r.finished).toBe(true);
        expect(r.contract).toBe(result.contract);
        r.cards.forEach((c, i) => {
          expect(c.cost).toBe(Math.abs(c.best - c.value));
          expect(c.bestCards.length).toBeGreaterThan(0);
          expect(c.bestCards.includes(c.card)).toBe(c.cost === 0);
          // The value after a card is the best before the next one.
          if (i + 1 < r.cards.length) expect(r.cards[i + 1].best).toBe(c.value);
        });
        // After the last card nothing is left to choose: the value is the tricks taken.
        expect(r.review?.side).toBe(result.declarer);
        expect(r.declarer).toBe(result.declarer);
        expect(r.tricksWon).toBe(result.tricks);
        expect(r.cards.at(-1)!.value).toBe(result.tricks);
      }
      expect(played).toBeGreaterThan(0);
    });
  }
});
