import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/card.js';
import { solve, solveCards } from '../../src/solver/index.js';
import { bruteSolve } from './brute.js';

/** Raise with STIKK_PROPERTY_RUNS for a longer soak; the default keeps `npm test` quick. */
const RUNS = Number(process.env.STIKK_PROPERTY_RUNS ?? 300);

interface Case {
  hands: Card[][];
  trump: number;
  leader: number;
  trick: Card[];
}

/** A random end position: n cards each, then up to three legal cards played to the trick. */
const position = (maxCards: number) =>
  fc
    .record({
      deck: fc.shuffledSubarray(
        Array.from({ length: 52 }, (_, i) => i),
        { minLength: 52, maxLength: 52 },
      ),
      n: fc.integer({ min: 1, max: maxCards }),
      trump: fc.integer({ min: 0, max: 4 }),
      leader: fc.integer({ min: 0, max: 3 }),
      played: fc.array(fc.nat(), { maxLength: 3 }),
    })
    .map(({ deck, n, trump, leader, played }): Case => {
      const hands = [0, 1, 2, 3].map((p) => deck.slice(p * n, p * n + n));
      const trick: Card[] = [];
      for (const pick of played) {
        const seat = (leader + trick.length) % 4;
        const led = trick.length > 0 ? Math.floor(trick[0] / 13) : -1;
        let legal = hands[seat].filter((c) => Math.floor(c / 13) === led);
        if (legal.length === 0) legal = hands[seat];
        const c = legal[pick % legal.length];
        trick.push(c);
        hands[seat] = hands[seat].filter((x) => x !== c);
      }
      return { hands, trump, leader, trick };
    });

describe('solver against brute-force minimax', () => {
  it('agrees on random end positions (≤ 5 cards, every trump and leader, mid-trick too)', () => {
    fc.assert(
      fc.property(position(5), ({ hands, trump, leader, trick }) => {
        const want = bruteSolve(hands, trump === 4 ? null : trump, leader, trick);
        expect(solve({ hands, trump, leader, trick })).toBe(want);
      }),
      { numRuns: RUNS, seed: Number(process.env.STIKK_PROPERTY_SEED ?? 7) },
    );
  });

  it('values every legal card exactly (solveCards)', () => {
    fc.assert(
      fc.property(position(4), ({ hands, trump, leader, trick }) => {
        const values = solveCards({ hands, trump, leader, trick });
        const seat = (leader + trick.length) % 4;
        const led = trick.length > 0 ? Math.floor(trick[0] / 13) : -1;
        let legal = hands[seat].filter((c) => Math.floor(c / 13) === led);
        if (legal.length === 0) legal = hands[seat];
        expect(values.map((v) => v.card).sort((a, b) => a - b)).toEqual([...legal].sort((a, b) => a - b));
        const n = hands[seat].length;
        for (const { card, tricks } of values) {
          // Play the card, then the brute force values the rest from the next player's view.
          const rest = hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
          const next = [...trick, card];
          let mine: number;
          if (next.length < 4) {
            mine = n - bruteSolve(rest, trump === 4 ? null : trump, leader, next);
          } else {
            const w = winner(next, leader, trump);
            const won = w % 2 === seat % 2 ? 1 : 0;
            const later = n === 1 ? 0 : bruteSolve(rest, trump === 4 ? null : trump, w, []);
            mine = won ? 1 + later : n - 1 - later;
          }
          expect(tricks, `card ${card}`).toBe(mine);
        }
        // The best card is worth what solve() says the position is worth.
        expect(Math.max(...values.map((v) => v.tricks))).toBe(solve({ hands, trump, leader, trick }));
      }),
      { numRuns: Math.ceil(RUNS / 3), seed: Number(process.env.STIKK_PROPERTY_SEED ?? 11) },
    );
  });
});

function winner(trick: Card[], leader: number, trump: number): number {
  let w = 0;
  for (let i = 1; i < 4; i++) {
    const s = Math.floor(trick[i] / 13);
    const ws = Math.floor(trick[w] / 13);
    if ((s === ws && trick[i] > trick[w]) || (s === trump && ws !== trump)) w = i;
  }
  return (leader + w) % 4;
}
