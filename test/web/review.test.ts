/**
 * The finished-deal pieces of the client that need no browser: stepping by trick, the deal's
 * result line, and what the kits show for the forehead card, hook changes and the upcard.
 */
import type { VNode } from 'preact';
import { describe, expect, test } from 'vitest';
import type { BaseView, ReplayStep } from '../../src/web/net/types.js';
import {
  dealtHands,
  lastTrickOf,
  nextTrickStep,
  prevTrickStep,
  trickEnds,
} from '../../src/web/replay/steps.js';
import { dealOutcome, dealScores, dealTitle } from '../../src/web/score/dealLine.js';
import { choicesOf } from '../../src/web/table/actions.js';
import { kitFor } from '../../src/web/table/kits/byGame.js';
import type { TableContext } from '../../src/web/table/kits/kit.js';
import { MESSAGES } from './messages.js';

const en = MESSAGES.en;

/** Every element in a rendered tree (kits return plain elements, no components with state). */
function elements(node: unknown): VNode<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const v = node as VNode<Record<string, unknown>>;
  return [v, ...elements(v.props.children)];
}
const text = (node: unknown): string =>
  Array.isArray(node)
    ? node.map(text).join('')
    : typeof node === 'string' || typeof node === 'number'
      ? String(node)
      : node && typeof node === 'object' && 'props' in node
        ? text((node as VNode<{ children?: unknown }>).props.children)
        : '';

const ctx = (view: object, actions: string[] = [], act = (_a: string, _s: number) => {}): TableContext =>
  ({
    view,
    me: 0,
    names: ['Ada', 'Bo', 'Cy', 'Di'],
    mine: actions.length ? choicesOf({ seat: 0, actions }) : undefined,
    busy: false,
    act,
    chosen: new Set(),
    t: en,
  }) as unknown as TableContext;

describe('stepping by trick', () => {
  const step = (tricks: BaseView['tricks']): ReplayStep =>
    ({ index: null, seat: null, action: null, view: { tricks } }) as unknown as ReplayStep;
  const open = { leader: 0, cards: [[0, 'SA']] as Array<[number, string]> };
  const done = { ...open, winner: 0 };
  // Deal, a card, the trick's last card, a card of the next, its last card; a new deal after.
  const steps = [step([]), step([open]), step([done]), step([done, open]), step([done, done]), step([])];
  test('a trick ends where the view shows one more finished trick', () => {
    expect(trickEnds(steps)).toEqual([2, 4]);
  });
  test('forward and back stop at the ends, else at the first and last step', () => {
    const ends = trickEnds(steps);
    expect([0, 1, 2, 3, 4].map((at) => nextTrickStep(ends, at, 5))).toEqual([2, 2, 4, 4, 5]);
    expect([0, 2, 3, 4, 5].map((at) => prevTrickStep(ends, at))).toEqual([0, 0, 2, 2, 4]);
    expect(lastTrickOf(steps[3].view)).toBe(done);
    expect(lastTrickOf(steps[1].view)).toBeNull();
  });
});

describe('the hands as dealt', () => {
  const step = (hands: Array<string[] | null>): ReplayStep =>
    ({ index: null, seat: null, action: null, view: { hands, tricks: [] } }) as unknown as ReplayStep;
  const thirteen = (s: string) => Array.from({ length: 13 }, (_, i) => `${s}${i}`);
  test("Bridgette: not the exchange's 15 and 21 cards but the 13 each the auction began with", () => {
    const exchange = step([
      [...thirteen('S'), 'GC', 'H2'],
      [...thirteen('D'), ...thirteen('C').slice(0, 8)],
    ]);
    const bidding = step([thirteen('S'), thirteen('D')]);
    expect(dealtHands([exchange, bidding, step([thirteen('S').slice(1), thirteen('D')])])).toBe(
      bidding.view.hands,
    );
  });
  test('other games: the first step, hidden hands left out', () => {
    const first = step([thirteen('S'), null, thirteen('H'), null]);
    expect(dealtHands([first, step([thirteen('S').slice(1), null, thirteen('H'), null])])).toBe(
      first.view.hands,
    );
  });
});

describe('a deal in a line', () => {
  const names = ['N', 'E', 'S', 'W'];
  test('duplicate deals are called by board, selbu rounds by round, others by number', () => {
    expect(dealTitle({ dealer: 0, score: {}, board: 7 }, 0, en)).toBe('Board 7');
    expect(dealTitle({ dealer: 0, score: {}, round: 3 }, 2, en)).toBe('Round 3');
    expect(dealTitle({ dealer: 0, score: {} }, 4, en)).toBe('Deal 5');
  });
  test('contract, declarer and tricks; the side that scored, or everyone', () => {
    const d = { dealer: 0, score: { NS: 0, EW: 420 }, contract: '4H', declarer: 1, tricks: 10 };
    expect(dealOutcome(d, names, en)).toBe('4♥ by E: 10 tricks');
    // German nouns keep their capital inside the line (it read "10 stiche").
    expect(dealOutcome(d, names, MESSAGES.de)).toMatch(/: 10 Stiche$/);
    expect(dealOutcome({ ...d, tricks: 1 }, names, MESSAGES.de)).toMatch(/: 1 Stich$/);
    expect(dealScores(d, names, en)).toEqual(['E–W +420']);
    expect(dealOutcome({ dealer: 0, score: {}, passedOut: true }, names, en)).toBe('passed out');
    expect(dealScores({ dealer: 0, score: { 0: 11, 1: 0 } }, names, en)).toEqual(['N +11', 'E 0']);
  });
});

describe('kits at the end of a deal', () => {
  test('selbu: the card on the forehead is a face-down button that sends its label', () => {
    const view = { game: 'selbu', forehead: true, handCounts: [1, 1, 1, 1] };
    const sent: string[] = [];
    const hidden = kitFor('selbu').hiddenHand?.(ctx(view, ['hidden:1'], (a) => sent.push(a)));
    const button = elements(hidden).find((e) => e.props['data-action'] === 'hidden:1');
    expect(button?.type).toBe('button');
    (button!.props.onClick as () => void)();
    expect(sent).toEqual(['hidden:1']);
    // Not yet to play: the back is a picture, nothing to press.
    const waiting = kitFor('selbu').hiddenHand?.(ctx(view));
    expect(elements(waiting).some((e) => e.type === 'button')).toBe(false);
  });
  test('selbu: the bids of the deal, with a hook change', () => {
    const view = { game: 'selbu', bids: [1, 0, 2, 1], revealedBids: [1, 1, 2, 1], tricksWon: [1, 0, 2, 0] };
    const shown = text(kitFor('selbu').dealRecord?.(ctx(view)));
    expect(shown).toContain('Bo bid 0, took 0 (changed 1 → 0)');
    expect(shown).toContain('Ada bid 1, took 1');
    expect(shown.match(/changed/g)).toHaveLength(1);
  });
  test('bridgette: the upcard is named as the non-dealer’s, not laid on the table', () => {
    const view = {
      game: 'bridgette',
      dealer: 1,
      upcard: 'SK',
      phase: 'exchange',
      drawn: [2, 8],
      stockCount: 19,
      contract: null,
      declarer: null,
      tricksWon: [0, 0],
      countedDeals: 0,
    };
    const chips = kitFor('bridgette').chips?.(view as never, ['Ada', 'Bo'], en) ?? [];
    expect(chips.find((c) => c.key === 'upcard')?.value).toBe('♠K · taken by Ada');
    const centre = kitFor('bridgette').centre?.(ctx(view)) ?? [];
    expect(elements(centre).some((e) => String(e.props.class ?? '').includes('upcard'))).toBe(false);
  });
  test('the contract games record the auction for the summary', () => {
    const view = {
      game: 'bridge',
      calls: [
        [0, '1NT'],
        [1, 'P'],
        [2, 'P'],
        [3, 'P'],
      ],
      dealer: 0,
    };
    expect(kitFor('bridge').dealRecord?.(ctx(view))).toBeTruthy();
    expect(kitFor('bondebridge').dealRecord?.(ctx({ ...view, calls: [] }))).toBeNull();
  });
});
