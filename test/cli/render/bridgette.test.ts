import { describe, expect, it } from 'vitest';
import { handText, renderBridgette } from '../../../src/cli/render/bridgette.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { terminal as en } from '../../../src/words/en/terminal.js';
import { dealt, run } from '../../games/bridgette/helpers.js';

const H0 = 'SA SK SQ S5 S4 HA H7 D8 D7 C9 C8 GC LC';
const H1 = 'SJ ST S9 HK HQ HJ H8 DA DK DQ CA CK RC';

describe('bridgette terminal rendering', () => {
  it('groups a hand by suit with the colons last', () => {
    expect(handText(['SA', 'ST', 'HK', 'GC', 'LC'], en)).toBe('S: A T  H: K  colons: GC LC');
  });

  it('shows the exchange: upcard, draws, what to discard, and no hidden card', () => {
    const s = dealt(0, [H0, H1], 'H9 D9 C7 C6 C5 C4');
    const text = renderBridgette(bridgette.view(s, 1), en);
    expect(text).toContain('Upcard: H9');
    expect(text).toContain('You must discard exactly 2 cards.');
    expect(text).toContain('Your hand: S: J T 9  H: K Q J 9 8  D: A K Q 9  C: A K  colons: RC');
    expect(text).toContain('opponent: 17 cards');
    expect(text).not.toMatch(/C7|C6|SA/);
  });

  it('shows the contract, the tricks, the lead ban and the own discards', () => {
    const s = run(dealt(0, [H0, H1], 'H9 D9 C7 C6 C5 C4'), [
      [1, 'discard:H9,D9'],
      [0, 'discard:C7,C6,C5,C4'],
      [0, '1S'],
      [1, 'P'],
      [1, 'H8'],
      [0, 'LC'],
    ]);
    const text = renderBridgette(bridgette.view(s, 1), en);
    expect(text).toContain('Auction: opponent 1S, you P');
    expect(text).toContain('Contract: 1S by opponent (trump spades); needs 7 tricks');
    expect(text).toContain('Last trick: you H8, opponent LC → you');
    expect(text).toContain('Colon lead ban: you may not lead hearts to this trick');
    expect(text).toContain('Your discards (hidden from the opponent): H9 D9');
    expect(renderBridgette(bridgette.view(s, null), en)).not.toContain('Your hand');
  });
});
