import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/cards/card.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import { dealt, deckFor, play } from './helpers.js';

const tokens = (v: unknown) =>
  new Set([...JSON.stringify(v).matchAll(/"([SHDC][9TJQKA])"/g)].map((m) => m[1]));

describe('bondtolva views', () => {
  // Dealer 0; seat 1 holds HK HQ and declares trumf after winning the first trick.
  const start = dealt(deckFor('HK HQ SA S9 DJ C9', 'ST SK H9 HA DQ CA', 'DA DT'), 0);
  const s = play(start, [1, 'S9'], [0, 'CA'], [1, 'trumf:H']);

  it('shows a seat its own hand, the stock only as a count, the opponent only by count and declared pair', () => {
    const v = bondtolva.view(s, 0);
    expect(v.hands[0]).toEqual(['ST', 'SK', 'HA', 'H9', 'DT', 'DQ']);
    expect(v.hands[1]).toBeNull();
    expect(v.handCounts).toEqual([6, 6]);
    expect(v.stockCount).toBe(10);
    expect(v.knownCards).toEqual([[], ['HK', 'HQ']]);
    const seen = tokens(v);
    const oppHidden = s.deal!.hands[1].map(formatCard).filter((c) => c !== 'HK' && c !== 'HQ');
    for (const c of [...oppHidden, ...s.deal!.stock.map(formatCard)]) expect(seen.has(c)).toBe(false);
  });

  it('shows a spectator no hand, but the declared pair and the tricks', () => {
    const v = bondtolva.view(s, null);
    expect(v.hands).toEqual([null, null]);
    expect(v.knownCards[1]).toEqual(['HK', 'HQ']);
    expect(v.tricks).toEqual([
      {
        leader: 1,
        cards: [
          [1, 'S9'],
          [0, 'CA'],
        ],
        winner: 1,
      },
    ]);
    expect(v.tricksWon).toEqual([0, 1]);
    expect(v.matadorsWon).toEqual([0, 1]);
    expect(v.cardPointsWon).toEqual([0, 4]);
    expect(v.protocol).toEqual([0, 0]);
    expect(v.result.totals).toEqual({ '0': 0, '1': 0 });
  });

  it('names the phase', () => {
    expect(bondtolva.view(bondtolva.newMatch({}, 0), 0).phase).toBe('deal');
    expect(bondtolva.view(start, 0).phase).toBe('phase1');
    expect(bondtolva.view(play(start, [1, 'S9'], [0, 'CA']), 0).phase).toBe('declare');
  });
});
