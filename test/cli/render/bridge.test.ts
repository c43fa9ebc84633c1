import { describe, expect, it } from 'vitest';
import { renderBridge } from '../../../src/cli/render/bridge.js';
import { type BridgeState, bridge } from '../../../src/games/bridge/game.js';
import { terminal as en } from '../../../src/words/en/terminal.js';
import { act, dealNext, deckFor } from '../../games/bondebridge/drive.js';

const DEAL = 'N:AKQ2.T98.7654.43 J43.AK7.KQJ2.765 T98.QJ2.AT9.AKQJ 765.6543.83.T982';

describe('bridge terminal rendering', () => {
  it('shows the auction, contract, trick, dummy after the lead, own hand by suit and the score', () => {
    let s: BridgeState = dealNext(bridge, bridge.newMatch(bridge.defaultOptions, 0), deckFor(DEAL, 0));
    s = act(bridge, s, '1NT', 'P', '3NT', 'P', 'P', 'P', 'HK');
    const text = renderBridge(bridge.view(s, 1), en);
    expect(text).toBe(
      [
        'Bridge — deal 1 · dealer N · vulnerable: none',
        'Rubber: games NS 0, EW 0',
        'Part-scores: NS 0, EW 0',
        'Auction:',
        '  N     E     S     W',
        '  1NT   P     3NT   P',
        '  P     P',
        'Contract: 3NT by N (dummy S) · tricks NS 0, EW 0',
        'Trick 1: E HK',
        'Dummy (S):',
        '  S  T 9 8',
        '  H  Q J 2',
        '  D  A T 9',
        '  C  A K Q J',
        'Your hand (E):',
        '  S  J 4 3',
        '  H  A 7',
        '  D  K Q J 2',
        '  C  7 6 5',
        'To act: S',
        'Score: NS 0, EW 0 (0 deals scored)',
      ].join('\n'),
    );
    expect(renderBridge(bridge.view(s, 3), en)).not.toContain('J 4 3');
  });
});

describe('bridge terminal rendering of a claim', () => {
  it('an open claim shows declarer’s hand to a defender; a rejected one says so', () => {
    let s: BridgeState = dealNext(bridge, bridge.newMatch(bridge.defaultOptions, 0), deckFor(DEAL, 0));
    s = act(bridge, s, '1NT', 'P', '3NT', 'P', 'P', 'P', 'HK', 'claim:9');
    const text = renderBridge(bridge.view(s, 3), en);
    expect(text).toContain(
      ['N claims 9 of the remaining tricks.', "Declarer's hand (N):", '  S  A K Q 2', '  H  T 9 8'].join(
        '\n',
      ),
    );
    expect(text).toContain('To act: E');
    expect(renderBridge(bridge.view(act(bridge, s, 'accept'), 3), en)).toContain(
      'N claims 9 of the remaining tricks, E accepts.',
    );
    const rejected = act(bridge, s, 'accept', 'reject');
    const after = renderBridge(bridge.view(rejected, 3), en);
    expect(after).toContain('N claimed 9 of the remaining tricks; W rejected: play on.');
    expect(after).not.toContain("Declarer's hand");
    expect(after).not.toContain('A K Q 2');
  });
});
