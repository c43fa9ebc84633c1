/** Any past entry can be corrected or deleted; everything after it is recomputed from the entries. */
import { describe, expect, test } from 'vitest';
import { removeEntry, replaceEntry, setClosed } from '../../src/scorekeeper/sheet.js';
import { computed, makeSheet, NOW, resultOf, withEntries } from './helpers.js';

describe('corrections', () => {
  test('selbu: correcting round 1 changes its points and every running total after it', () => {
    const s = withEntries(makeSheet('selbu', { players: 3 }), [
      { bids: [1, 1, 0], tricks: [1, 0, 0] },
      { bids: [1, 0, 0], tricks: [1, 1, 0] },
      { bids: [2, 0, 0], tricks: [2, 0, 1] },
    ]);
    expect(resultOf(s).totals).toEqual({ 0: 11 + 11 + 12, 1: 0 + 0 + 10, 2: 10 + 10 + 0 });
    const fixed = replaceEntry(s, 0, { bids: [1, 1, 0], tricks: [0, 1, 0] }, NOW);
    if (!fixed.ok) throw new Error(fixed.error.message);
    const r = resultOf(fixed.value);
    expect(r.deals[0].score).toEqual({ 0: 0, 1: 11, 2: 10 });
    expect(r.totals).toEqual({ 0: 0 + 11 + 12, 1: 11 + 0 + 10, 2: 10 + 10 + 0 });
    // The later rounds are untouched.
    expect(r.deals.slice(1)).toEqual(resultOf(s).deals.slice(1));
  });

  test('bridge rubber: correcting deal 1 so that no game is made changes the vulnerability, and so the score, of deal 3', () => {
    const s = withEntries(makeSheet('bridge'), [
      { contract: '2S', declarer: 0, tricks: 8 }, // 60
      { contract: '2S', declarer: 2, tricks: 8 }, // 60 more: game, NS vulnerable
      { contract: '3NT', declarer: 0, tricks: 8 }, // down 1 vulnerable: EW +100
    ]);
    expect(resultOf(s).deals[2]).toMatchObject({ vulnerable: 'NS', score: { NS: 0, EW: 100 } });
    const fixed = replaceEntry(s, 0, { contract: '1S', declarer: 0, tricks: 7 }, NOW); // 30: no game
    if (!fixed.ok) throw new Error(fixed.error.message);
    const r = resultOf(fixed.value);
    expect(r.deals[2]).toMatchObject({ vulnerable: 'none', score: { NS: 0, EW: 50 } });
    expect(r.totals).toEqual({ NS: 30 + 60, EW: 50 });
    expect(computed(fixed.value).next).toMatchObject({
      partScore: { NS: 90, EW: 0 },
      games: { NS: 0, EW: 0 },
    });
  });

  test('a correction that ends the match before later entries is refused, naming the later deal', () => {
    const s = withEntries(makeSheet('bondtolva'), [
      { lastTrick: 0, matadorPoint: 0 },
      { lastTrick: 0, matadorPoint: 0 },
      { lastTrick: 0, matadorPoint: 0 },
      { lastTrick: 0, matadorPoint: 0 },
      { lastTrick: 0, matadorPoint: 0 },
      { lastTrick: 0, matadorPoint: 0 },
    ]);
    expect(resultOf(s).totals).toEqual({ 0: 12, 1: 0 });
    const r = replaceEntry(
      s,
      0,
      // 4 instead of 2 points: 4, 6, 8, 10, 12 — the match ends with deal 5.
      { declarations: [{ seat: 0, kind: 'trumf', suit: 'S' }], lastTrick: 0, matadorPoint: 0 },
      NOW,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'correction-breaks-later', index: 0, params: { deal: 6 } });
      expect(r.error.cause).toMatchObject({ code: 'match-over', index: 5 });
      expect(r.error.message).toBe(
        'this change makes deal 6 invalid: the match is already over: no more deals',
      );
    }
  });

  test('an invalid correction is refused with the entry’s own reason and leaves the sheet as it was', () => {
    const s = withEntries(makeSheet('bridgette'), [{ contract: '3NT', declarer: 0, tricks: 9 }]);
    const r = replaceEntry(s, 0, { contract: '3NT', declarer: 0, tricks: 14 }, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'tricks-range', index: 0 });
    expect(resultOf(s).totals).toEqual({ 0: 750, 1: 0 });
    expect(replaceEntry(s, 3, { contract: 'P' }, NOW).ok).toBe(false);
  });

  test('deleting a deal: the deals after it move up (and are checked again)', () => {
    const s = withEntries(makeSheet('bondebridge'), [
      { contract: 'P' },
      { contract: '2C', declarer: 1, tricks: 9 },
    ]);
    expect(resultOf(s).deals[1]).toMatchObject({ dealer: 1, score: { NS: 0, EW: 9 } });
    const r = removeEntry(s, 0, NOW);
    if (!r.ok) throw new Error(r.error.message);
    expect(resultOf(r.value).deals).toEqual([
      { dealer: 0, contract: '2C', declarer: 1, tricks: 9, score: { NS: 0, EW: 9 } },
    ]);
    // Deleting selbu's first round would move a 2-card round's bids into the 1-card round: refused.
    const selbu = withEntries(makeSheet('selbu', { players: 3 }), [
      { bids: [0, 0, 0], tricks: [1, 0, 0] },
      { bids: [2, 1, 0], tricks: [2, 0, 0] },
    ]);
    const bad = removeEntry(selbu, 0, NOW);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error).toMatchObject({ code: 'correction-breaks-later', cause: { code: 'bid-range' } });
  });

  test('closing and reopening a sheet', () => {
    const s = withEntries(makeSheet('selbu', { players: 2 }), [{ bids: [0, 0], tricks: [1, 0] }]);
    const closed = setClosed(s, true, NOW);
    expect(resultOf(closed)).toMatchObject({ finished: true, winners: ['1'] });
    expect(computed(closed).next).toBeNull();
    expect(computed(setClosed(closed, false, NOW)).next).toMatchObject({ round: 2 });
  });
});
