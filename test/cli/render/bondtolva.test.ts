import { describe, expect, it } from 'vitest';
import { renderBondtolva } from '../../../src/cli/render/bondtolva.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import { terminal as en } from '../../../src/words/en/terminal.js';
import { dealt, deckFor, play } from '../../games/bondtolva/helpers.js';

describe('bondtolva terminal rendering', () => {
  const start = dealt(deckFor('HK HQ SA S9 DJ C9', 'ST SK H9 HA DQ CA', 'DA DT'), 0);
  const s = play(start, [1, 'S9'], [0, 'CA'], [1, 'trumf:H'], [1, 'SA']);

  it('shows the table from a seat: own hand, the opponent only by count and declared pair', () => {
    expect(renderBondtolva(bondtolva.view(s, 0), en)).toBe(
      [
        'Bondtolva — deal 1, dealer you (you are seat 0)',
        'Protocol: you 0, opponent 0 (exactly 12 wins, above drops to 7)',
        'Trump: hearts — trumf hearts by opponent',
        'Phase: phase 1 (stock left: no need to follow suit); stock 10 cards',
        'you: 0 tricks, 0 matadors, 0 card points, declared 0; 6 cards in hand',
        'opponent: 1 tricks, 1 matadors, 4 card points, declared 2; 5 cards in hand, shows HK HQ',
        'Last trick: opponent S9, you CA → opponent',
        'Current trick: opponent SA',
        'Your hand: S: T K  H: A 9  D: T Q',
        'To act: you',
        '',
      ].join('\n'),
    );
  });

  it('shows a spectator no hand', () => {
    const text = renderBondtolva(bondtolva.view(s, null), en);
    expect(text).toContain('(spectator)');
    expect(text).not.toContain('hand:');
  });
});
