import { describe, expect, it } from 'vitest';
import { formatCard } from '../../src/cards/card.js';
import { challengeDecks } from '../../src/challenge/boards.js';
import { challengeFromSpec } from '../../src/challenge/spec.js';

const window = { opens: '2026-12-05T18:00:00Z', closes: '2026-12-06T18:00:00Z' };
/** N the spades, E the hearts, S the diamonds, W the clubs. */
const suitHands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => formatCard(s * 13 + i)));

describe("a challenge of one's own", () => {
  it('from a seed: the game’s rules, the window as given, boards from the seed', () => {
    const r = challengeFromSpec('c1', { name: 'Hytta', game: 'selbu', seed: 'påske', ...window });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({
      id: 'c1',
      name: 'Hytta',
      boards: 20,
      window: { opens: '2026-12-05T18:00:00.000Z', closes: '2026-12-06T18:00:00.000Z' },
      deals: { kind: 'seeded', seed: 'påske' },
    });
  });
  it('from the hands of a file: one board a deal, placed by the function given', () => {
    const r = challengeFromSpec('c2', {
      name: 'Klubb',
      game: 'bridge',
      boards: [{ label: '7', hands: suitHands }],
      ...window,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.boards).toBe(1);
    const placed: unknown[] = [];
    challengeDecks(r.value, [], (_state, hands) => {
      placed.push(hands);
      return [];
    })(0, null);
    expect(placed).toEqual([[0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => s * 13 + i))]);
  });
  it.each([
    [{ name: 'x', game: 'skat', seed: 's', ...window }, /game/],
    [{ name: '', game: 'bridge', seed: 's', ...window }, /name/],
    [
      { name: 'x', game: 'bridge', seed: 's', opens: window.closes, closes: window.opens },
      /closes: the window must close after it opens/,
    ],
    [{ name: 'x', game: 'bridge', ...window }, /either a seed or boards/],
    [
      { name: 'x', game: 'bridge', seed: 's', boards: [{ hands: suitHands }], ...window },
      /either a seed or boards/,
    ],
    [
      { name: 'x', game: 'selbu', boards: [{ hands: suitHands }], ...window },
      /boards of hands are for bridge and bondebridge/,
    ],
    [
      {
        name: 'x',
        game: 'bridge',
        boards: [{ hands: [suitHands[0], suitHands[0], suitHands[2], suitHands[3]] }],
        ...window,
      },
      /boards\.0: card S2 appears twice/,
    ],
    [{ name: 'x', game: 'bridge', seed: 's', extra: 1, ...window }, /extra|unrecognized/i],
  ])('refuses %j with a clear reason', (spec, reason) => {
    const r = challengeFromSpec('c', spec);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-challenge');
      expect(r.error.message).toMatch(reason);
    }
  });
});
