import { describe, expect, it } from 'vitest';
import { renderSelbu } from '../../../src/cli/render/selbu.js';
import { selbu } from '../../../src/games/selbu/game.js';
import { terminal as en } from '../../../src/words/en/terminal.js';
import { dealt, run } from '../../games/selbu/helpers.js';

const HANDS = [
  ['SA', 'SK', 'C2'],
  ['HA', 'HK', 'C3'],
  ['DA', 'DK', 'C4'],
  ['CA', 'CK', 'C5'],
];

describe('selbu terminal rendering', () => {
  it('shows round, trump, the own hand, and who has bid while bids are secret', () => {
    const s = run(dealt({ handSizes: [3], trump: 'fixed:H' }, 0, HANDS), [[2, '1']]);
    const text = renderSelbu(selbu.view(s, 1), en);
    expect(text).toContain('round 1/1 · 3 cards · trump: hearts · dealer: seat 0 · you are seat 1');
    expect(text).toContain('Bidding in secret');
    expect(text).toMatch(/> 1 +- /);
    expect(text).toMatch(/ {2}2 +bid \(hidden\)/);
    expect(text).toContain('Your hand: S: -  H: A K  D: -  C: 3');
    expect(text).not.toContain('DA');
  });

  it('shows revealed bids, the hook, the trick and tricks won', () => {
    let s = run(dealt({ handSizes: [3] }, 0, HANDS), [
      [0, '1'],
      [1, '1'],
      [2, '1'],
      [3, '0'],
    ]);
    expect(renderSelbu(selbu.view(s, 0), en)).toContain(
      'Hook rule: the bids sum to 3; seat 1 must change its bid',
    );
    s = run(s, [
      [1, '2'],
      [1, 'C3'],
      [2, 'C4'],
    ]);
    const text = renderSelbu(selbu.view(s, 0), en);
    expect(text).toContain('no trump');
    expect(text).toContain('Bids first revealed: 1 1 1 0');
    expect(text).toContain('Trick: 1:C3 2:C4');
    expect(text).toMatch(/> 3 +0 +0 +0/);
  });

  it('in a forehead round shows the others’ cards and hides the own one', () => {
    const s = dealt({ handSizes: [1], forehead: 'last' }, 0, [['SA'], ['HA'], ['DA'], ['CA']]);
    const text = renderSelbu(selbu.view(s, 2), en);
    expect(text).toContain('you see 0:SA 1:HA 3:CA; your own card is hidden');
    expect(text).not.toContain('DA');
  });

  it('shows the upcard and the dealer’s forbidden bid in sequential bidding', () => {
    const s = run(dealt({ handSizes: [3], trump: 'draw', bidding: 'sequential' }, 0, HANDS, ['D7']), [
      [1, '1'],
      [2, '1'],
      [3, '0'],
    ]);
    const text = renderSelbu(selbu.view(s, 0), en);
    expect(text).toContain('Upcard: D7');
    expect(text).toContain('trump: diamonds');
    expect(text).toContain('The dealer may not bid 1 (hook rule)');
  });
});
