/**
 * `Game.legalFromView` for bridgette: from a seat's view alone, a discard that the listed
 * selection leaves out is judged as the rules would; where the list is complete, it decides.
 */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/cards/card.js';
import type { AnyGame } from '../../../src/engine/game.js';
import { legalInView } from '../../../src/engine/viewLegal.js';
import { BRIDGETTE_PACK } from '../../../src/games/bridgette/cards.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { selbu } from '../../../src/games/selbu/game.js';
import { dealt, run } from './helpers.js';

const H0 = 'SA SK SQ SJ ST S9 S8 HA HK HQ DA DK CA';
const H1 = 'S2 S3 S4 H2 H3 H4 H5 D2 D3 D4 C2 C3 C4';

// Dealer 1 turns up the great colon: it draws 12 and must discard 12 of 25, too many to list.
const big = () =>
  dealt(1, ['HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3 H2', 'DA DK DQ DJ DT D9 D8 D7 D6 D5 D4 D3 D2'], 'GC');

const discard = (cards: readonly string[]) => `discard:${cards.join(',')}`;

describe('bridgette legalFromView', () => {
  it('accepts a discard of the surplus that the listed selection leaves out, as the rules do', () => {
    const s = big();
    const view = bridgette.view(s, 1);
    const hand = view.hands[1]!;
    expect(view.mustDiscard).toBe(12);
    const listed = bridgette.legalActions(s, 1);
    // Every other card, from the second: no run of neighbours in either order the selection uses.
    const chosen = discard(hand.filter((_, i) => i % 2 === 1).slice(0, 12));
    expect(listed).not.toContain(chosen);
    expect(bridgette.apply(s, 1, chosen).ok).toBe(true);
    expect(bridgette.legalFromView!(view, 1, chosen)).toBe(true);
    expect(legalInView(bridgette, view, 1, listed, chosen)).toBe(true);
  });

  it('refuses a wrong count, a card not in hand, a non-discard and another seat', () => {
    const s = big();
    const view = bridgette.view(s, 1);
    const hand = view.hands[1]!;
    const missing = BRIDGETTE_PACK.map(formatCard).find((c) => !hand.includes(c))!;
    const cases = [
      discard(hand.slice(0, 11)),
      discard(hand.slice(0, 13)),
      discard([missing, ...hand.slice(0, 11)]),
      hand[0],
      '1C',
    ];
    for (const action of cases) {
      expect(bridgette.apply(s, 1, action).ok, action).toBe(false);
      expect(bridgette.legalFromView!(view, 1, action), action).toBe(false);
    }
    // The view shows seat 1's hand only: it vouches for nothing of seat 0.
    expect(bridgette.legalFromView!(view, 0, discard(hand.slice(0, 12)))).toBe(false);
  });

  it('leaves it to the list where the list is complete: every discard listed, or no discard due', () => {
    const s = dealt(0, [H0, H1], 'H9 D9 C9 C8 C7 C6');
    const view = bridgette.view(s, 1);
    expect(view.mustDiscard).toBe(2);
    const listed = bridgette.legalActions(s, 1);
    // The rules take this spelling, but the complete list holds the move as `discard:H9,D9`.
    const reversed = 'discard:D9,H9';
    expect(listed).not.toContain(reversed);
    expect(bridgette.apply(s, 1, reversed).ok).toBe(true);
    expect(bridgette.legalFromView!(view, 1, reversed)).toBe(false);
    expect(legalInView(bridgette, view, 1, listed, reversed)).toBe(false);
    expect(legalInView(bridgette, view, 1, listed, listed[0])).toBe(true);

    const auction = run(s, [
      [0, 'discard:C9,C8,C7,C6'],
      [1, 'discard:H9,D9'],
    ]);
    const v0 = bridgette.view(auction, 0);
    const calls = bridgette.legalActions(auction, 0);
    for (const action of [...calls, 'SA', discard(v0.hands[0]!.slice(0, 2))])
      expect(bridgette.legalFromView!(v0, 0, action), action).toBe(false);
    expect(legalInView(bridgette, v0, 0, calls, calls[0])).toBe(true);
    expect(legalInView(bridgette, v0, 0, calls, 'SA')).toBe(false);
  });

  it('does not throw on a view that does not fit the game', () => {
    const broken = { hands: 'none', mustDiscard: '12' } as unknown as ReturnType<typeof bridgette.view>;
    expect(bridgette.legalFromView!(broken, 1, 'discard:SA')).toBe(false);
  });

  it('is omitted by a game whose list is complete: then only the list counts', () => {
    expect(selbu.legalFromView).toBeUndefined();
    const view = bridgette.view(big(), 1);
    const listOnly: Pick<AnyGame, 'legalFromView'> = selbu;
    expect(legalInView(listOnly, view, 1, ['SA'], 'SA')).toBe(true);
    expect(legalInView(listOnly, view, 1, ['SA'], 'SK')).toBe(false);
  });
});
