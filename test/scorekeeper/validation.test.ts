/** Entries no real game can produce are refused, with a code and a sentence naming the problem. */
import { describe, expect, test } from 'vitest';
import { computeSheet, newSheet } from '../../src/scorekeeper/sheet.js';
import { computed, lastScore, makeSheet, NOW, refusal, resultOf, withEntries } from './helpers.js';

describe('contract games', () => {
  test.each([
    ['8H', 'contract'],
    ['0S', 'contract'],
    ['0NT', 'contract'],
    ['4Q', 'contract'],
    ['XX', 'contract'],
    ['', 'contract'],
    [4, 'contract'],
  ])('bridge: %j is not a contract', (contract, code) => {
    const e = refusal(makeSheet('bridge'), { contract, declarer: 0, tricks: 10 });
    expect(e.code).toBe(code);
    expect(e.message).toContain('is not a contract');
    expect(e.index).toBe(0);
  });
  test('tricks outside 0..13 are refused', () => {
    for (const tricks of [14, -1, 7.5, '9', undefined]) {
      const e = refusal(makeSheet('bridge'), { contract: '4S', declarer: 0, tricks });
      expect(e.code).toBe('tricks-range');
      expect(e.message).toBe('tricks must be a whole number from 0 to 13');
    }
  });
  test('the declarer must be a seat', () => {
    expect(refusal(makeSheet('bridge'), { contract: '4S', declarer: 4, tricks: 10 }).message).toBe(
      'declarer must be a seat from 0 to 3',
    );
    expect(refusal(makeSheet('bridgette'), { contract: '4S', declarer: 2, tricks: 10 }).message).toBe(
      'declarer must be a seat from 0 to 1',
    );
  });
  test('bondebridge: X and XX only with the doubling option; NT only with noTrumpOnly', () => {
    const e = refusal(makeSheet('bondebridge'), { contract: '3HX', declarer: 3, tricks: 9 });
    expect(e).toMatchObject({
      code: 'no-doubling',
      message: '3HX: double and redouble are not played (option doubling)',
    });
    const nt = refusal(makeSheet('bondebridge', { noTrumpOnly: true }), {
      contract: '3H',
      declarer: 3,
      tricks: 9,
    });
    expect(nt.code).toBe('nt-only');
    expect(
      withEntries(makeSheet('bondebridge', { noTrumpOnly: true }), [
        { contract: '3NT', declarer: 3, tricks: 9 },
      ]).entries,
    ).toHaveLength(1);
  });
  test('bridgette: 0NT is a contract, 0H is not; bridge has no 0NT', () => {
    expect(
      lastScore(withEntries(makeSheet('bridgette'), [{ contract: '0nt', declarer: 1, tricks: 6 }])),
    ).toEqual({ 0: 0, 1: 400 });
    expect(refusal(makeSheet('bridgette'), { contract: '0H', declarer: 1, tricks: 6 }).code).toBe('contract');
  });
  test('bridge honours must fit the contract and the scoring', () => {
    const nt = refusal(makeSheet('bridge'), {
      contract: '3NT',
      declarer: 0,
      tricks: 9,
      honours: { side: 'NS', points: 100 },
    });
    expect(nt).toMatchObject({
      code: 'honours',
      message: 'in no trump only all four aces in one hand count as honours (150)',
    });
    const dup = refusal(makeSheet('bridge', { scoring: 'duplicate' }), {
      contract: '4S',
      declarer: 0,
      tricks: 10,
      honours: { side: 'NS', points: 100 },
    });
    expect(dup.message).toBe('honours count only in rubber bridge (scoring duplicate)');
    expect(
      refusal(makeSheet('bridge'), {
        contract: '4S',
        declarer: 0,
        tricks: 10,
        honours: { side: 'N', points: 100 },
      }).code,
    ).toBe('honours');
  });
  test('bondebridge revoke penalty: each revoke hands revokePenalty tricks to the other team', () => {
    const base = { contract: '4S', declarer: 1, tricks: 10 };
    // E–W made 4S with 10; an E–W revoke hands one trick over: 9 tricks, one short.
    const own = withEntries(makeSheet('bondebridge'), [{ ...base, revokes: { EW: 1 } }]);
    expect(resultOf(own).deals[0]).toMatchObject({
      tricks: 9,
      tricksPlayed: 10,
      revokes: { NS: 0, EW: 1 },
      score: { NS: 2, EW: 0 },
    });
    // A defenders' revoke gives E–W an 11th trick.
    expect(lastScore(withEntries(makeSheet('bondebridge'), [{ ...base, revokes: { NS: 1 } }]))).toEqual({
      NS: 0,
      EW: 11,
    });
    // revokePenalty 2, and never below 0 or above 13.
    expect(
      resultOf(withEntries(makeSheet('bondebridge', { revokePenalty: 2 }), [{ ...base, revokes: { NS: 2 } }]))
        .deals[0].tricks,
    ).toBe(13);
    expect(
      resultOf(withEntries(makeSheet('bondebridge', { revokePenalty: 0 }), [{ ...base, revokes: { EW: 1 } }]))
        .deals[0].tricks,
    ).toBe(10);
    expect(refusal(makeSheet('bondebridge'), { ...base, revokes: { NS: -1 } }).code).toBe('revoke-range');
  });
  test('a passed-out deal needs nothing else; it is a thrown-in deal that does not count in bondebridge', () => {
    const s = withEntries(makeSheet('bondebridge', { deals: 1 }), [{ contract: 'P' }]);
    expect(computed(s).next).toMatchObject({ deal: 2, dealer: 1, dealsPlayed: 0 });
    expect(resultOf(s).deals[0]).toEqual({ dealer: 0, passedOut: true, score: { NS: 0, EW: 0 } });
  });
  test('no deals after the end of the match', () => {
    const s = withEntries(makeSheet('bridge', { scoring: 'duplicate', boards: 1 }), [{ contract: 'P' }]);
    expect(refusal(s, { contract: 'P' })).toMatchObject({ code: 'match-over', index: 1 });
  });
});

describe('selbu', () => {
  const sheet3 = (options = {}) => makeSheet('selbu', { players: 3, handSizes: [3, 3, 2], ...options });
  test('bids: one per player, each from 0 to the hand size', () => {
    expect(refusal(sheet3(), { bids: [1, 1] }).code).toBe('bids-count');
    const e = refusal(sheet3(), { bids: [1, 4, 0] });
    expect(e).toMatchObject({ code: 'bid-range', params: { seat: 1, max: 3 } });
    expect(e.message).toBe('player 2: a bid must be from 0 to the hand size 3');
  });
  test('hook, simultaneous: bids adding up to the hand size are refused', () => {
    expect(refusal(sheet3(), { bids: [1, 1, 1] }).code).toBe('hook-simultaneous');
  });
  test('hook, sequential: the dealer may not make the sum equal the hand size', () => {
    const s = sheet3({ bidding: 'sequential' });
    const e = refusal(s, { bids: [2, 1, 0] });
    expect(e).toMatchObject({ code: 'hook-sequential', params: { seat: 0, bid: 2, size: 3 } });
    expect(e.message).toBe(
      'the dealer (player 1) may not bid 2: the bids would add up to the hand size 3 (hook rule)',
    );
  });
  test('tricks must add up to the hand size, each within it', () => {
    const e = refusal(sheet3(), { bids: [1, 1, 0], tricks: [1, 1, 0] });
    expect(e).toMatchObject({
      code: 'tricks-sum',
      message: 'the tricks add up to 2, but 3 were played (one per card in hand)',
    });
    expect(refusal(sheet3(), { bids: [1, 1, 0], tricks: [4, 0, -1] }).code).toBe('tricks-range');
    expect(refusal(sheet3(), { bids: [1, 1, 0], tricks: [3, 0] }).code).toBe('tricks-count');
  });
  test('bids first, tricks later: the round in progress blocks the next one', () => {
    const s = withEntries(sheet3(), [{ bids: [1, 1, 0] }]);
    expect(resultOf(s)).toMatchObject({ deals: [], pendingBids: [1, 1, 0] });
    expect(computed(s).next).toMatchObject({ round: 1, bids: [1, 1, 0] });
    expect(refusal(s, { bids: [0, 0, 0] })).toMatchObject({ code: 'round-unfinished', index: 1 });
  });
  test('trump: draw asks for the trump; the schedule fixes it otherwise', () => {
    const draw = sheet3({ trump: 'draw' });
    expect(computed(draw).next).toMatchObject({ trump: null });
    expect(refusal(draw, { bids: [1, 1, 0], tricks: [1, 1, 1] })).toMatchObject({
      code: 'trump',
      params: { reason: 'draw' },
    });
    const s = withEntries(draw, [{ bids: [1, 1, 0], tricks: [1, 1, 1], trump: 'NT' }]);
    expect(resultOf(s).deals[0].trump).toBe('NT');
    const fixed = sheet3({ trump: 'fixed:S' });
    expect(refusal(fixed, { bids: [1, 1, 0], trump: 'H' })).toMatchObject({
      code: 'trump',
      params: { reason: 'schedule' },
    });
    expect(withEntries(fixed, [{ bids: [1, 1, 0], trump: 'S' }]).entries).toHaveLength(1);
  });
  test('trump: draw-suit asks for the suit turned up and refuses no-trump', () => {
    const drawSuit = sheet3({ trump: 'draw-suit' });
    expect(computed(drawSuit).next).toMatchObject({ trump: null, trumpChoices: ['S', 'H', 'D', 'C'] });
    expect(computed(sheet3({ trump: 'draw' })).next).toMatchObject({
      trumpChoices: ['S', 'H', 'D', 'C', 'NT'],
    });
    expect(computed(sheet3()).next).toMatchObject({ trumpChoices: [] });
    const nt = refusal(drawSuit, { bids: [1, 1, 0], tricks: [1, 1, 1], trump: 'NT' });
    expect(nt).toMatchObject({ code: 'trump', params: { reason: 'draw' } });
    expect(nt.message).toMatch(/S, H, D or C/);
    const s = withEntries(drawSuit, [{ bids: [1, 1, 0], tricks: [1, 1, 1], trump: 'D' }]);
    expect(resultOf(s).deals[0].trump).toBe('D');
  });
  test('penalty scoring: a miss by k costs 5 × (2^k − 1)', () => {
    const s = withEntries(sheet3({ scoring: 'penalty' }), [{ bids: [3, 2, 0], tricks: [1, 2, 0] }]);
    expect(lastScore(s)).toEqual({ 0: -15, 1: 20, 2: 10 });
  });
});

describe('bondtolva', () => {
  const e = (declarations: unknown) =>
    refusal(makeSheet('bondtolva'), { declarations, lastTrick: 0, matadorPoint: null });
  test('the first declaration is a trumf; one trumf and one tjog at most; the tjog in another suit', () => {
    expect(e([{ seat: 0, kind: 'tjog', suit: 'S' }]).message).toBe(
      'the first declaration of a deal is a trumf: a tjog needs a trumf before it',
    );
    expect(
      e([
        { seat: 0, kind: 'trumf', suit: 'S' },
        { seat: 1, kind: 'trumf', suit: 'H' },
      ]).message,
    ).toBe('at most one trumf and one tjog in a deal');
    expect(
      e([
        { seat: 0, kind: 'trumf', suit: 'S' },
        { seat: 1, kind: 'tjog', suit: 'S' },
      ]).message,
    ).toBe('the tjog must be in another suit than the trumf');
    expect(e([{ seat: 2, kind: 'trumf', suit: 'S' }]).code).toBe('declarations');
  });
  test('the last trick and the matador point name a player (the matador point may go to nobody)', () => {
    expect(refusal(makeSheet('bondtolva'), { lastTrick: 2, matadorPoint: 0 }).code).toBe('seat');
    expect(refusal(makeSheet('bondtolva'), { lastTrick: 0 }).message).toBe(
      'matadorPoint must be a seat from 0 to 1',
    );
    expect(lastScore(withEntries(makeSheet('bondtolva'), [{ lastTrick: 1, matadorPoint: null }]))).toEqual({
      0: 0,
      1: 1,
    });
  });
});

describe('set-up', () => {
  test('names: as many as the game has seats, none empty', () => {
    const r = newSheet({ id: 'x', game: 'bridge', players: ['a', 'b', 'c'], now: NOW });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: 'players',
        message: 'bridge needs 4 player names (1 to 40 characters each)',
      });
    const blank = newSheet({ id: 'x', game: 'bridgette', players: ['a', ' '], now: NOW });
    expect(blank.ok).toBe(false);
    const five = newSheet({
      id: 'x',
      game: 'selbu',
      options: { players: 5 },
      players: ['a', 'b', 'c', 'd', 'e'],
      now: NOW,
    });
    expect(five.ok).toBe(true);
  });
  test('options are the engine’s: invalid ones refused with its message, stored minimized', () => {
    const r = newSheet({
      id: 'x',
      game: 'selbu',
      options: { players: 5, handSizes: [11] },
      players: ['a', 'b', 'c', 'd', 'e'],
      now: NOW,
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        'option handSizes: 5 players × 11 cards = 55 is more than the 52-card pack',
      );
    const ok = newSheet({
      id: 'x',
      game: 'bridge',
      options: { scoring: 'rubber', rubbers: 2 },
      players: ['a', 'b', 'c', 'd'],
      now: NOW,
    });
    expect(ok.ok && ok.value.options).toEqual({ rubbers: 2 });
    expect(
      newSheet({ id: 'x', game: 'bridge', players: ['a', 'b', 'c', 'd'], firstDealer: 4, now: NOW }).ok,
    ).toBe(false);
  });
  test('a stored sheet with a broken entry reports which one', () => {
    const s = makeSheet('bridge');
    const r = computeSheet({
      ...s,
      entries: [{ contract: '4S', declarer: 0, tricks: 10 }, { contract: '9S' }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'contract', index: 1 });
  });
});
