import { describe, expect, it } from 'vitest';
import { renderBondebridge } from '../../../src/cli/render/bondebridge.js';
import { type BondebridgeState, bondebridge } from '../../../src/games/bondebridge/game.js';
import { parseBondebridgeOptions } from '../../../src/games/bondebridge/options.js';
import { terminal as en } from '../../../src/words/en/terminal.js';
import { act, dealNext, deckFor, playOut } from '../../games/bondebridge/drive.js';

const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

describe('bondebridge terminal rendering', () => {
  it('shows seating, auction, contract, trick and own hand; no other hand', () => {
    const o = parseBondebridgeOptions({ rotatingPartners: true, deals: 3 });
    if (!o.ok) throw new Error(o.error.message);
    let s: BondebridgeState = dealNext(
      bondebridge,
      bondebridge.newMatch(o.value, 0),
      deckFor(ONE_SUIT_EACH, 0),
    );
    s = act(bondebridge, s, '1H', 'P', 'P', 'P', 'DA');
    const text = renderBondebridge(bondebridge.view(s, 3), en);
    expect(text).toBe(
      [
        'Bondebridge — deal 1 of 3 · dealer N',
        'Seating: N player 0, E player 1, S player 2, W player 3',
        'Auction:',
        '  N     E     S     W',
        '        1H    P     P',
        '  P',
        'Contract: 1H by E · tricks NS 0, EW 0',
        'Trick 1: S DA',
        'Your hand (W):',
        '  S  -',
        '  H  -',
        '  D  -',
        '  C  A K Q J T 9 8 7 6 5 4 3 2',
        'To act: W',
        'Score: player 0 0, player 1 0, player 2 0, player 3 0 (0 deals scored)',
      ].join('\n'),
    );
  });
  it('shows the final standing when the match is over', () => {
    const o = parseBondebridgeOptions({ deals: 1 });
    if (!o.ok) throw new Error(o.error.message);
    let s: BondebridgeState = dealNext(
      bondebridge,
      bondebridge.newMatch(o.value, 3),
      deckFor(ONE_SUIT_EACH, 3),
    );
    s = playOut(bondebridge, act(bondebridge, s, '7S', 'P', 'P', 'P'));
    expect(renderBondebridge(bondebridge.view(s, 0), en)).toBe(
      [
        'Bondebridge — deal 1 of 1 · dealer N',
        'The match is over.',
        'Score: NS 16, EW 0 (1 deal scored)',
        'Winner: NS',
      ].join('\n'),
    );
  });
});
