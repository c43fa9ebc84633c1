/**
 * The keeper's kits: every sheet game has one (the type check demands it; this also checks the
 * table holds nothing else), and their lines read as the screens showed them before the kits.
 */
import { describe, expect, test } from 'vitest';
import { SHEET_GAME_IDS } from '../../src/scorekeeper/sheet.js';
import { KEEPER_KITS, keeperKit } from '../../src/web/keeper/kits/byGame.js';
import { computed, makeSheet, withEntries } from '../scorekeeper/helpers.js';
import { MESSAGES } from './messages.js';

const en = MESSAGES.en;

describe('keeper kits', () => {
  test('one kit per sheet game, no more', () => {
    expect(Object.keys(KEEPER_KITS).sort()).toEqual([...SHEET_GAME_IDS].sort());
  });
  test('a deal without a contract: passed out in bridge, thrown in elsewhere', () => {
    for (const game of ['bridge', 'bondebridge', 'bridgette'] as const) {
      const s = withEntries(makeSheet(game), [{ contract: 'P' }]);
      const d = computed(s).result.deals[0];
      expect(keeperKit(game).summary(d, s.players, s, en)).toBe(
        game === 'bridge' ? en.keeper.passedOut : en.keeper.thrownIn,
      );
    }
  });
  test('selbu: the next round and an entered one', () => {
    const s = withEntries(makeSheet('selbu', { players: 3, handSizes: [2, 3] }), [
      { bids: [1, 0, 0], tricks: [1, 0, 1] },
    ]);
    const c = computed(s);
    if (c.next?.game !== 'selbu') throw new Error('selbu expected');
    const items = keeperKit('selbu').nextItems(c.next, { sheet: s, names: s.players, dealer: 'Ola', t: en });
    expect(items).toEqual([
      en.keeper.roundNo(2, 2),
      en.keeper.cards(3),
      en.keeper.trump(en.table.noTrumpSuit),
      en.keeper.dealer('Ola'),
      en.keeper.bidsFirst('Nils'),
    ]);
    expect(keeperKit('selbu').summary(c.result.deals[0], s.players, s, en)).toBe(
      `${en.keeper.cards(2)}, ${en.table.noTrumpSuit} · ${en.keeper.bid}: 1–0–0 · ${en.keeper.tricks}: 1–0–1`,
    );
  });
});
