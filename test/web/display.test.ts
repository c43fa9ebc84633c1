/**
 * The client's few pure display helpers (no rules): how hands sort, where seats sit, which
 * control offers an action, what each game's table kit says, which language a browser gets. Runs in `npm test` (no browser).
 */
import { describe, expect, test } from 'vitest';
import { cardLabel, sortForDisplay, suitOrder } from '../../src/web/cards/notation.js';
import { detectLanguage, LANGUAGES } from '../../src/web/i18n/languages.js';
import type { StateMessage } from '../../src/web/net/types.js';
import { actionKind, choicesOf, discardAction } from '../../src/web/table/actions.js';
import { callLabel, callText } from '../../src/web/table/format.js';
import { automaticAction, kitFor, seatName, usesCompass } from '../../src/web/table/kits/byGame.js';
import type { TableContext } from '../../src/web/table/kits/kit.js';
import { bottomSeat, seatPositions } from '../../src/web/table/layout.js';
import { MESSAGES } from './messages.js';

describe('hand order (ui.md)', () => {
  test('suits alternate colours ♠ ♥ ♣ ♦, ranks high to low', () => {
    expect(sortForDisplay(['D2', 'SA', 'C9', 'HK', 'S2', 'CT'], 'bridge', null)).toEqual([
      'SA',
      'S2',
      'HK',
      'CT',
      'C9',
      'D2',
    ]);
  });
  test('trumps first, the rest still alternating', () => {
    expect(suitOrder(['S', 'H', 'D', 'C'], 'H')).toEqual(['H', 'S', 'D', 'C']);
    expect(suitOrder(['S', 'H', 'D', 'C'], 'D')).toEqual(['D', 'S', 'H', 'C']);
    expect(suitOrder(['S', 'H', 'D', 'C'], 'C')).toEqual(['C', 'H', 'S', 'D']);
    expect(suitOrder(['S', 'H', 'D', 'C'], 'NT')).toEqual(['S', 'H', 'C', 'D']);
  });
  test('with a suit missing, colours still alternate where they can', () => {
    expect(suitOrder(['S', 'D', 'C'], null)).toEqual(['S', 'D', 'C']);
    expect(suitOrder(['H', 'D', 'C'], null)).toEqual(['H', 'C', 'D']);
  });
  test('Bondtolva ranks the ten under the ace; colons go last', () => {
    expect(sortForDisplay(['SK', 'ST', 'SA', 'S9'], 'bondtolva', null)).toEqual(['SA', 'ST', 'SK', 'S9']);
    expect(sortForDisplay(['GC', 'S2', 'LC', 'RC'], 'bridgette', null)).toEqual(['S2', 'GC', 'RC', 'LC']);
  });
});

describe('seats around the table', () => {
  test('you at the bottom, then clockwise from your left', () => {
    expect(seatPositions(4, 2)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(seatPositions(4, 0)).toEqual(['bottom', 'left', 'top', 'right']);
    expect(seatPositions(2, 1)).toEqual(['top', 'bottom']);
    expect(seatPositions(3, 0)).toEqual(['bottom', 'top-left', 'top-right']);
    expect(seatPositions(5, 0)).toEqual(['bottom', 'left', 'top-left', 'top-right', 'right']);
  });
  test('a spectator sees South at the bottom in bridge games, seat 0 elsewhere', () => {
    expect(bottomSeat(null, 4, true)).toBe(2);
    expect(bottomSeat(null, 4, false)).toBe(0);
    expect(bottomSeat(3, 4, true)).toBe(3);
  });
});

describe('actions by control', () => {
  test('every notation of rules/README.md lands on its control', () => {
    expect(['SA', 'HT', 'GC', 'LC'].map(actionKind)).toEqual(['card', 'card', 'card', 'card']);
    expect(['P', 'X', 'XX', '1C', '7NT', '0NT'].map(actionKind)).toEqual(Array(6).fill('call'));
    expect(['0', '3', '10'].map(actionKind)).toEqual(['bid', 'bid', 'bid']);
    expect(actionKind('discard:SA,H2')).toBe('discard');
    expect(['trumf:S', 'tjog:H', 'pass'].map(actionKind)).toEqual(['declare', 'declare', 'declare']);
    const c = choicesOf({ seat: 1, actions: ['SA', 'P', '2', 'trumf:C'] });
    expect([...c.cards, ...c.calls, ...c.bids, ...c.declarations]).toEqual(['SA', 'P', '2', 'trumf:C']);
    expect(discardAction(['SA', 'H2'])).toBe('discard:SA,H2');
  });
});

describe('table kits by game', () => {
  const en = MESSAGES.en;
  const ctx = (view: object, mine?: Partial<ReturnType<typeof choicesOf>>): TableContext =>
    ({
      view,
      me: 0,
      names: ['Ada', 'Bo'],
      mine: mine && { ...choicesOf({ seat: 0, actions: [] }), ...mine },
      busy: false,
      act: () => undefined,
      chosen: new Set(),
      t: en,
    }) as unknown as TableContext;

  test('only the two contract games name seats by compass', () => {
    expect(['bondebridge', 'bridge', 'selbu', 'bridgette', 'bondtolva'].map(usesCompass)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(usesCompass('no-such-game')).toBe(false);
    expect(seatName(undefined, 'bridge', 2, en)).toBe(en.seat.compass[2]);
    expect(seatName(undefined, 'selbu', 2, en)).toBe(en.seat.player(3));
  });
  test("each game's info chips come from its kit", () => {
    const bridge = { game: 'bridge', board: 3, roundDeal: null, dealIndex: 0, vulnerable: 'NS' };
    expect(
      kitFor('bridge')
        .headChips?.(bridge as never, en)
        .map((c) => c.value),
    ).toEqual([en.table.board(3), en.table.vul.NS]);
    const tolva = { game: 'bondtolva', trump: null, phase: 'phase1', stockCount: 0 };
    expect(
      kitFor('bondtolva')
        .chips?.(tolva as never, [], en)
        .map((c) => c.value),
    ).toEqual(['–']);
    expect(kitFor('selbu').chips?.({ trump: null, phase: 'deal' } as never, [], en)).toEqual([]);
    expect(kitFor('no-such-game').chips).toBeUndefined();
  });
  test('seat marks, the dummy and the exchange choice follow the view', () => {
    const selbu = { game: 'selbu', bids: [null, 2], hasBid: [true, true], tricksWon: [1, 0] };
    // In words: which number is the bid is not obvious in "0/2".
    expect(kitFor('selbu').seatMarks?.(ctx(selbu), 0).detail).toBe('bid ✓ · won 1');
    expect(kitFor('selbu').seatMarks?.(ctx(selbu), 1).detail).toBe('bid 2 · won 0');
    const bridge = { game: 'bridge', vulnerable: 'EW', dummy: 3, declarer: 1 };
    expect(kitFor('bridge').seatMarks?.(ctx(bridge), 1).vulnerable).toBe(true);
    expect(kitFor('bridge').seatMarks?.(ctx(bridge), 2).vulnerable).toBe(false);
    expect(kitFor('bridge').dummy?.(bridge as never)).toBe(3);
    const bridgette = { game: 'bridgette', mustDiscard: 2 };
    expect(kitFor('bridgette').choosing?.(ctx(bridgette, { discards: ['discard:SA,H2'] }))).toBe(2);
    // Told to discard, but not offered a discard now (the server decides): nothing to pick.
    expect(kitFor('bridgette').choosing?.(ctx(bridgette, {}))).toBe(0);
  });
  test('bondtolva sends a lone pass at once (no pair to declare); a real choice waits for the person', () => {
    const state = (phase: string, actions: string[]) =>
      ({
        view: { game: 'bondtolva', phase },
        seat: 0,
        legal: [{ seat: 0, actions }],
      }) as unknown as StateMessage;
    expect(automaticAction(state('declare', ['pass']))).toEqual({ action: 'pass', seat: 0 });
    expect(automaticAction(state('declare', ['trumf:H', 'pass']))).toBeUndefined();
    expect(automaticAction(state('phase1', ['SA', 'H9']))).toBeUndefined();
    expect(automaticAction(state('declare', []))).toBeUndefined();
    // Other games have no automatic actions, not even a single legal card.
    expect(
      automaticAction({ ...state('play', ['SA']), view: { game: 'bridge', phase: 'play' } } as never),
    ).toBeUndefined();
    // While the lone pass is on its way (busy), its button is not shown.
    const tolva = { game: 'bondtolva', phase: 'declare' };
    expect(kitFor('bondtolva').panel?.({ ...ctx(tolva, { declarations: ['pass'] }), busy: true })).toBeNull();
    expect(kitFor('bondtolva').panel?.(ctx(tolva, { declarations: ['trumf:H', 'pass'] }))).not.toBeNull();
  });
});

describe('words', () => {
  test('browser languages map to ours, Norwegian variants to bokmål', () => {
    expect(detectLanguage(['nn-NO'])).toBe('nb');
    expect(detectLanguage(['no'])).toBe('nb');
    expect(detectLanguage(['fr-FR', 'sv-SE'])).toBe('sv');
    expect(detectLanguage(['de-AT'])).toBe('de');
    expect(detectLanguage(['fr'])).toBe('en');
  });
  test('cards and calls in the glossary’s words', () => {
    expect(cardLabel('HQ', MESSAGES.nb)).toBe('hjerter dame');
    expect(cardLabel('SA', MESSAGES.en)).toBe('ace of spades');
    expect(cardLabel('CJ', MESSAGES.de)).toBe('Kreuz Bube');
    expect(cardLabel('DK', MESSAGES.da)).toBe('ruder konge');
    expect(cardLabel('CT', MESSAGES.sv)).toBe('klöver 10');
    expect(cardLabel('GC', MESSAGES.sv)).toBe('Grand Colon');
    expect(callText('3NT', MESSAGES.nb)).toBe('3 gr');
    expect(callText('4HX', MESSAGES.en)).toBe('4♥ X');
    expect(callText('P', MESSAGES.da)).toBe('Pas');
    expect(callLabel('XX', MESSAGES.de)).toBe('XX (Rekontra)');
    for (const lang of LANGUAGES) expect(MESSAGES[lang].auction.strainNames.NT).toBeTruthy();
  });
});
