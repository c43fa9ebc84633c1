import { describe, expect, it } from 'vitest';
import { SolveCosts } from '../../../src/bots/contract/solveCosts.js';

/** Priors as the strong bot's: 13 cards 60 ms, 12 cards 20 ms. */
const priors = () => new SolveCosts([0, 1, 1, 1, 1, 2, 3, 5, 8, 15, 20, 20, 20, 60]);

describe('the solver’s learnt cost per sample', () => {
  it('starts from the priors: 13 cards affordable at 300 ms, not at 150 ms', () => {
    const costs = priors();
    expect(costs.typical(13)).toBe(60);
    expect(costs.affordable(13, 300, 0.7)).toBe(true);
    expect(costs.affordable(13, 150, 0.7)).toBe(false);
  });

  it('a slow layout now and then does not price a hand size out (a median, not a mean)', () => {
    const costs = priors();
    for (let i = 0; i < 30; i++) costs.record(13, i % 5 === 0 ? 2000 : 40);
    expect(costs.typical(13)).toBe(40);
    expect(costs.affordable(13, 300, 0.7)).toBe(true);
  });

  it('a slow machine prices it out; refusals drift back to the prior, so it is tried again', () => {
    const costs = priors();
    for (let i = 0; i < 9; i++) costs.record(13, 400);
    expect(costs.affordable(13, 300, 0.7)).toBe(false);
    let refusals = 1;
    while (!costs.affordable(13, 300, 0.7)) refusals++;
    // Five of nine samples back at the prior (60 ms) bring the median down to it.
    expect(refusals).toBe(5);
    expect(costs.typical(13)).toBe(60);
  });

  it('each hand size learns on its own', () => {
    const costs = priors();
    for (let i = 0; i < 9; i++) costs.record(12, 500);
    expect(costs.typical(12)).toBe(500);
    expect(costs.typical(13)).toBe(60);
    expect(costs.typical(11)).toBe(20);
  });
});
