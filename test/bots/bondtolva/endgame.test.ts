import { describe, expect, it } from 'vitest';
import { endgameCardValues, solveEndgame } from '../../../src/bots/bondtolva/endgame.js';
import { type Card, formatCard, type Suit } from '../../../src/cards/card.js';
import { Rng, shuffle } from '../../../src/cards/rng.js';
import { BONDTOLVA_PACK } from '../../../src/games/bondtolva/cards.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import { matadorCount, pileCardPoints } from '../../../src/games/bondtolva/score.js';
import type { BondtolvaState } from '../../../src/games/bondtolva/state.js';
import { position } from '../../games/bondtolva/helpers.js';

/** An arbitrary outcome value with distinct weights, so that a wrong line shows. */
const value = (lastMine: boolean, point: 0 | 1 | null) =>
  (lastMine ? 10 : 0) + (point === 0 ? 3 : point === 1 ? -3 : 0);

/** Minimax through the game engine itself (seat 0 maximises), the reference for the solver. */
function engineValue(s: BondtolvaState): number {
  if (bondtolva.needsDeck(s)) {
    const d = bondtolva.result(s).deals.at(-1)!;
    const last = d.lastTrick as number;
    const score = d.score as Record<string, number>;
    const matadorOf = (seat: number) => score[String(seat)] - (last === seat ? 1 : 0);
    return value(last === 0, matadorOf(0) ? 0 : matadorOf(1) ? 1 : null);
  }
  const seat = bondtolva.toAct(s)[0];
  const values = bondtolva.legalActions(s, seat).map((a) => {
    const r = bondtolva.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    return engineValue(r.value);
  });
  return seat === 0 ? Math.max(...values) : Math.min(...values);
}

describe('phase 2 endgame solver', () => {
  it('agrees with a minimax through the rules engine on random endings', () => {
    const rng = new Rng('endgame');
    for (let i = 0; i < 30; i++) {
      const n = 2 + (i % 3);
      const deck = shuffle(BONDTOLVA_PACK, rng);
      const [mine, theirs] = [deck.slice(0, n), deck.slice(n, 2 * n)];
      const rest = deck.slice(2 * n);
      const cut = 2 * rng.int(rest.length / 2 + 1);
      const piles: Card[][] = [rest.slice(0, cut), rest.slice(cut)];
      const text = (cs: Card[]) => cs.map(formatCard).join(' ');
      const leader = rng.int(2);
      const trump = rng.int(5);
      const s = position({
        hands: [text(mine), text(theirs)],
        piles: [text(piles[0]), text(piles[1])],
        tricksPlayed: 12 - n,
        leader,
        trump: trump === 4 ? null : (trump as 0 | 1 | 2 | 3),
      });
      // With the opponent to lead, let it lead each card and compare the follow.
      const starts: BondtolvaState[] =
        leader === 0
          ? [s]
          : bondtolva.legalActions(s, 1).map((a) => {
              const r = bondtolva.apply(s, 1, a);
              if (!r.ok) throw new Error(r.error.message);
              return r.value;
            });
      for (const start of starts) {
        const d = start.deal!;
        const led = d.tricks.at(-1)?.winner === undefined ? d.tricks.at(-1)?.cards[0] : undefined;
        const solved = solveEndgame({
          hands: [d.hands[0], d.hands[1]],
          trump: d.trump,
          led,
          matadors: [matadorCount(d.piles[0]), matadorCount(d.piles[1])],
          points: [pileCardPoints(d.piles[0]), pileCardPoints(d.piles[1])],
          value,
        });
        expect(solved.value).toBe(engineValue(start));
        const played = bondtolva.apply(start, 0, formatCard(solved.card));
        if (!played.ok) throw new Error(played.error.message);
        expect(engineValue(played.value)).toBe(solved.value);
      }
    }
  });
});

describe('alpha-beta phase 2 solve', () => {
  it('picks the first best card of the exact per-card values on full six-card endings', () => {
    const rng = new Rng('alpha-beta');
    for (let i = 0; i < 40; i++) {
      const deck = shuffle(BONDTOLVA_PACK, rng);
      const leading = i % 2 === 0;
      const mine = deck.slice(0, 6);
      const theirs = deck.slice(6, leading ? 12 : 11);
      const led = leading ? undefined : deck[11];
      const rest = deck.slice(12);
      const piles = [rest.slice(0, 6), rest.slice(6)];
      const trump = i % 5 === 4 ? null : ((i % 4) as Suit);
      // Distinct weights for the six outcomes, different in every ending.
      const w = Array.from({ length: 6 }, () => rng.int(21) - 10);
      const e = {
        hands: [mine, theirs] as [Card[], Card[]],
        trump,
        led,
        matadors: [matadorCount(piles[0]), matadorCount(piles[1])] as [number, number],
        points: [pileCardPoints(piles[0]), pileCardPoints(piles[1])] as [number, number],
        value: (lastMine: boolean, point: 0 | 1 | null) => w[(lastMine ? 0 : 3) + (point ?? 2)],
      };
      let best = { card: -1, value: -Infinity };
      for (const [card, v] of endgameCardValues(e)) if (v > best.value) best = { card, value: v };
      expect(solveEndgame(e)).toEqual(best);
    }
  });
});
