import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/cards/card.js';
import { BRIDGETTE_PACK, dealerDrawFor } from '../../../src/games/bridgette/cards.js';
import { legalDiscards, listsEveryDiscard } from '../../../src/games/bridgette/exchange.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { card, dealt, handOf, refused, run } from './helpers.js';

const H0 = 'SA SK SQ SJ ST S9 S8 HA HK HQ DA DK CA';
const H1 = 'S2 S3 S4 H2 H3 H4 H5 D2 D3 D4 C2 C3 C4';

describe('bridgette pack and deal', () => {
  it('uses 55 cards: the 52 and the three colons', () => {
    const pack = bridgette.pack(bridgette.defaultOptions);
    expect(pack.length).toBe(55);
    expect(new Set(pack).size).toBe(55);
    expect(pack.slice(52).map(formatCard)).toEqual(['GC', 'RC', 'LC']);
  });

  it('deals cards 0–25 one at a time starting with the non-dealer', () => {
    const deck = [...BRIDGETTE_PACK];
    const s0 = bridgette.deal(bridgette.newMatch(bridgette.defaultOptions, 0), deck);
    if (!s0.ok) throw new Error(s0.error);
    // Dealer 0: the non-dealer (1) gets cards 0, 2, 4 …; card 26 (the upcard) and 27 go to it too.
    const evens = deck.filter((_, i) => i < 26 && i % 2 === 0);
    expect(s0.value.deal!.hands[1]).toEqual(expect.arrayContaining([...evens, deck[26], deck[27]]));
    expect(s0.value.deal!.hands[1].length).toBe(15);
    const s1 = bridgette.deal(bridgette.newMatch(bridgette.defaultOptions, 1), deck);
    if (!s1.ok) throw new Error(s1.error);
    expect(s1.value.deal!.hands[0]).toEqual(expect.arrayContaining(evens));
  });

  it('turns card 26 face up as the upcard, public to both seats and spectators', () => {
    const s = dealt(0, [H0, H1], 'H9 D9 C9 C8 C7 C6');
    expect(s.deal!.upcard).toBe(card('H9'));
    for (const seat of [0, 1, null]) expect(bridgette.view(s, seat).upcard).toBe('H9');
  });

  it('gives the non-dealer the upcard and the next card, the dealer the next 4 on a spot upcard', () => {
    const s = dealt(0, [H0, H1], 'H9 D9 C9 C8 C7 C6 C5');
    expect(handOf(s, 1)).toEqual(expect.arrayContaining(['H9', 'D9']));
    expect(handOf(s, 1).length).toBe(15);
    expect(handOf(s, 0)).toEqual(expect.arrayContaining(['C9', 'C8', 'C7', 'C6']));
    expect(handOf(s, 0)).not.toContain('C5');
    expect(handOf(s, 0).length).toBe(17);
    expect(s.deal!.stock.length).toBe(55 - 26 - 2 - 4);
    expect(s.deal!.stock[0]).toBe(card('C5'));
  });

  it.each([
    ['S2', 4],
    ['ST', 4],
    ['LC', 4],
    ['SJ', 8],
    ['SQ', 8],
    ['SK', 8],
    ['RC', 8],
    ['SA', 12],
    ['GC', 12],
  ])('upcard %s: the dealer draws %i', (up, n) => {
    expect(dealerDrawFor(card(up))).toBe(n);
    // Seat 1 deals here; the upcard must not be in the dealt hands.
    const hands: [string, string] = up.startsWith('S')
      ? ['HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3 H2', 'DA DK DQ DJ DT D9 D8 D7 D6 D5 D4 D3 D2']
      : [H0, H1];
    const s = dealt(1, hands, up);
    expect(s.deal!.hands[1].length).toBe(13 + n);
    expect(s.deal!.hands[0].length).toBe(15);
    expect(s.deal!.stock.length).toBe(29 - 2 - n);
    expect(bridgette.view(s, 0).drawn).toEqual([2, n]);
  });

  it('refuses a deck that is not a permutation of the 55-card pack', () => {
    const m = bridgette.newMatch(bridgette.defaultOptions, 0);
    expect(bridgette.deal(m, BRIDGETTE_PACK.slice(0, 52)).ok).toBe(false);
    expect(bridgette.deal(m, [...BRIDGETTE_PACK.slice(1), BRIDGETTE_PACK[2]]).ok).toBe(false);
  });
});

describe('bridgette exchange (hidden discards)', () => {
  const fresh = () => dealt(0, [H0, H1], 'H9 D9 C9 C8 C7 C6');

  it('lets both seats discard, in either order', () => {
    const s = fresh();
    expect(bridgette.toAct(s)).toEqual([0, 1]);
    const a = run(s, [
      [0, 'discard:C9,C8,C7,C6'],
      [1, 'discard:H9,D9'],
    ]);
    const b = run(s, [
      [1, 'discard:D9,H9'],
      [0, 'discard:C6,C7,C8,C9'],
    ]);
    expect(a.deal!.phase).toBe('auction');
    expect(b.deal).toEqual(a.deal);
    expect(handOf(a, 0).length).toBe(13);
    expect(handOf(a, 1).length).toBe(13);
    // After one seat discards, only the other is to act.
    expect(bridgette.toAct(run(s, [[1, 'discard:H9,D9']]))).toEqual([0]);
  });

  it('refuses a discard of the wrong size, naming the surplus', () => {
    const s = fresh();
    expect(refused(s, 1, 'discard:H9').message).toBe('discard:H9: must discard exactly 2 cards (keep 13)');
    expect(refused(s, 1, 'discard:H9,D9,S2').code).toBe('wrong-discard-count');
    expect(refused(s, 0, 'discard:C9,C8,C7').message).toMatch(/must discard exactly 4 cards/);
    expect(refused(s, 0, 'discard:').code).toBe('wrong-discard-count');
  });

  it('refuses cards not held, duplicates, a second discard and other actions during the exchange', () => {
    const s = fresh();
    expect(refused(s, 1, 'discard:H9,SA').message).toBe('discard:H9,SA: SA is not in your hand');
    expect(refused(s, 1, 'discard:H9,H9').message).toMatch(/appears twice/);
    expect(refused(s, 1, 'SA').code).toBe('wrong-phase');
    expect(refused(s, 0, '1S').code).toBe('wrong-phase');
    const after = run(s, [[1, 'discard:H9,D9']]);
    expect(refused(after, 1, 'discard:S2,S3').code).toBe('already-discarded');
  });

  it('hides the discards from the other seat, ever, and shows them to their owner', () => {
    const s = run(fresh(), [
      [1, 'discard:H9,D9'],
      [0, 'discard:C9,C8,C7,C6'],
      [0, '1S'],
      [1, 'P'],
    ]);
    const mine = bridgette.view(s, 1);
    const theirs = bridgette.view(s, 0);
    expect(mine.ownDiscards).toEqual(['H9', 'D9']);
    expect(theirs.ownDiscards).toEqual(['C9', 'C8', 'C7', 'C6']);
    expect(JSON.stringify(theirs)).not.toContain('"D9"');
    expect(JSON.stringify(mine)).not.toContain('"C7"');
    expect(JSON.stringify(bridgette.view(s, null))).not.toMatch(/"(C9|C8|C7|C6|D9)"/);
    expect(theirs.discarded).toEqual([true, true]);
  });

  it('hides the stock and the opponent hand; shows counts', () => {
    const s = fresh();
    const v = bridgette.view(s, 1);
    expect(v.hands[0]).toBeNull();
    expect(v.hands[1]).toHaveLength(15);
    expect(v.handCounts).toEqual([17, 15]);
    expect(v.stockCount).toBe(23);
    expect(v.mustDiscard).toBe(2);
    expect(JSON.stringify(v)).not.toMatch(/"(C5|SA|CA)"/);
    expect(bridgette.view(s, null).hands).toEqual([null, null]);
  });

  it('lists every discard when there are few (2 of 15: 105) and a selection when there are millions', () => {
    const s = fresh();
    const nonDealer = legalDiscards(s.deal!, 1);
    expect(nonDealer.length).toBe(105);
    expect(new Set(nonDealer).size).toBe(105);
    expect(bridgette.legalActions(s, 0).length).toBe(2380);
    const big = dealt(
      1,
      ['HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3 H2', 'DA DK DQ DJ DT D9 D8 D7 D6 D5 D4 D3 D2'],
      'GC',
    );
    expect(listsEveryDiscard(big.deal!, 1)).toBe(false);
    const offered = bridgette.legalActions(big, 1);
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.length).toBeLessThanOrEqual(50);
    for (const a of offered) expect(bridgette.apply(big, 1, a).ok).toBe(true);
    // Any 12 cards are still legal, listed or not.
    const any12 = handOf(big, 1).slice(0, 12);
    expect(bridgette.apply(big, 1, `discard:${any12.join(',')}`).ok).toBe(true);
  });

  it('starts the auction with the dealer once both have discarded', () => {
    const s = run(fresh(), [
      [0, 'discard:C9,C8,C7,C6'],
      [1, 'discard:H9,D9'],
    ]);
    expect(bridgette.toAct(s)).toEqual([0]);
    expect(bridgette.view(s, 0).phase).toBe('auction');
    expect(refused(s, 1, '1C').code).toBe('not-your-turn');
  });
});
