import { describe, expect, it } from 'vitest';
import { phase2CardValues, reviewBondtolvaDeals } from '../../src/analysis/twoHand/bondtolva.js';
import { type Card, formatCard, type Suit } from '../../src/cards/card.js';
import { Rng, shuffle } from '../../src/cards/rng.js';
import { playChoices } from '../../src/engine/claim.js';
import { playMatch } from '../../src/engine/play.js';
import { type ReplayStep, replayRecordWith } from '../../src/engine/replay.js';
import { BONDTOLVA_PACK } from '../../src/games/bondtolva/cards.js';
import { bondtolva } from '../../src/games/bondtolva/game.js';
import type { BondtolvaState, Declaration } from '../../src/games/bondtolva/state.js';
import { position } from '../games/bondtolva/helpers.js';
import { propertyRuns } from '../harness/properties.js';

/** The deal's points of seat 0 minus seat 1's, from the engine's own result of the deal. */
function dealMargin(s: BondtolvaState): number {
  const score = s.results.at(-1)!.score as Record<string, number>;
  return score['0'] - score['1'];
}

/** Minimax through the rules engine: seat 0 wants the margin high, seat 1 low. */
function engineMargin(s: BondtolvaState): number {
  if (s.deal!.finished) return dealMargin(s);
  const seat = bondtolva.toAct(s)[0];
  const values = bondtolva.legalActions(s, seat).map((a) => engineMargin(apply(s, seat, a)));
  return seat === 0 ? Math.max(...values) : Math.min(...values);
}

function apply(s: BondtolvaState, seat: number, action: string): BondtolvaState {
  const r = bondtolva.apply(s, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('bondtolva phase-2 card values', () => {
  it('equal a minimax through the engine on random endings, declarations included', () => {
    const rng = new Rng('phase2-review');
    for (let i = 0; i < propertyRuns(40); i++) {
      const n = 1 + (i % 4);
      const deck = shuffle(BONDTOLVA_PACK, rng);
      const hands = [deck.slice(0, n), deck.slice(n, 2 * n)];
      const rest = deck.slice(2 * n);
      const cut = 2 * rng.int(rest.length / 2 + 1);
      const text = (cs: readonly Card[]) => cs.map(formatCard).join(' ');
      const trump = rng.int(5);
      const declarations: Declaration[] =
        trump === 4 ? [] : [{ seat: rng.int(2), kind: 'trumf', suit: trump as Suit }];
      if (trump !== 4 && rng.int(2))
        declarations.push({ seat: rng.int(2), kind: 'tjog', suit: ((trump + 1) % 4) as Suit });
      const leader = rng.int(2);
      let s = position({
        hands: [text(hands[0]), text(hands[1])],
        piles: [text(rest.slice(0, cut)), text(rest.slice(cut))],
        tricksPlayed: 12 - n,
        leader,
        trump: trump === 4 ? null : (trump as Suit),
        declarations,
      });
      // Half the time, review the follower's cards after a lead.
      if (rng.int(2)) s = apply(s, leader, bondtolva.legalActions(s, leader)[0]);
      const seat = bondtolva.toAct(s)[0];
      const values = phase2CardValues(s.deal!, seat);
      const expected = Object.fromEntries(
        bondtolva.legalActions(s, seat).map((a) => [a, engineMargin(apply(s, seat, a))]),
      );
      expect(Object.fromEntries([...values].map(([c, v]) => [formatCard(c), v]))).toEqual(expected);
    }
  });
});

function randomMatchSteps(seed: string): ReplayStep[] {
  const rng = new Rng(seed);
  const { record } = playMatch(
    bondtolva,
    {},
    {
      rng: rng.fork('decks'),
      choose: (state, seat) => {
        const legal = playChoices(bondtolva.legalActions(state as never, seat));
        return legal[rng.int(legal.length)];
      },
    },
  );
  const steps: ReplayStep[] = [];
  const replayed = replayRecordWith(new Map([[bondtolva.id, bondtolva]]), record, (s) => steps.push(s));
  if (!replayed.ok) throw new Error(replayed.error.message);
  return steps;
}

describe('bondtolva deal review', () => {
  it('reviews the six phase-2 tricks of every deal and leaves phase 1 out', () => {
    const steps = randomMatchSteps('bondtolva-review');
    const reviews = reviewBondtolvaDeals(steps);
    const end = steps.at(-1)!.after as BondtolvaState;
    expect(reviews.length).toBe(end.results.length);
    for (const r of reviews) {
      expect(r.review).toEqual({ measure: 'point-margin', side: 0, seats: 2, played: 24, firstReviewed: 12 });
      expect(r.finished).toBe(true);
      expect(r.cards.length).toBe(12);
      r.cards.forEach((c, i) => {
        expect(c.cost).toBe(Math.abs(c.best - c.value));
        expect(c.bestCards.includes(c.card)).toBe(c.cost === 0);
        if (i + 1 < r.cards.length) expect(r.cards[i + 1].best).toBe(c.value);
      });
      const score = end.results[r.index].score as Record<string, number>;
      expect(r.cards.at(-1)!.value).toBe(score['0'] - score['1']);
    }
  });

  it('has best = the best of the legal cards for the mover, from the engine state before each card', () => {
    const steps = randomMatchSteps('bondtolva-best');
    const reviews = reviewBondtolvaDeals(steps);
    const phase2 = steps.filter((s) => {
      const d = (s.before as BondtolvaState).deal!;
      return d.stock.length === 0 && /^[SHDC]/.test(s.action);
    });
    const cards = reviews.flatMap((r) => r.cards);
    expect(cards.length).toBe(phase2.length);
    phase2.forEach((step, i) => {
      const values = [...phase2CardValues((step.before as BondtolvaState).deal!, step.seat).values()];
      expect(cards[i].best).toBe(step.seat === 0 ? Math.max(...values) : Math.min(...values));
      expect(cards[i].card).toBe(step.action);
    });
  });
});
