import { describe, expect, it } from 'vitest';
import { type Card, formatCard, STANDARD_PACK, sortCards } from '../../src/cards/card.js';
import { formatDeal } from '../../src/cards/hand.js';
import { Rng, shuffleDeck } from '../../src/cards/rng.js';
import { CONTRACT_GAMES, replayRecord } from '../../src/catalog.js';
import type { AnyGame } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { bondebridge } from '../../src/games/bondebridge/game.js';
import { bridge } from '../../src/games/bridge/game.js';
import type { ContractMatch } from '../../src/games/contract/contractGame.js';
import { dealHands } from '../../src/games/contract/deal.js';
import { dealsFromPbn, deckForNextDeal, decksFromPbn } from '../../src/pbn/decks.js';
import { recordToPbn } from '../../src/pbn/records.js';
import { playDealOut, randomChooser, recordedDeals } from './drive.js';

/** Random whole deals as PBN text, each with a Board tag; the hands by seat N E S W. */
function pbnOf(count: number, seed: string): { text: string; hands: Card[][][] } {
  const rng = new Rng(seed);
  const hands: Card[][][] = [];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const h = dealHands(shuffleDeck(STANDARD_PACK, rng), 0);
    hands.push(h);
    // Each game names another first hand, as PBN files do: the seats must still come out right.
    lines.push(`[Board "${i + 1}"]`, `[Deal "${formatDeal({ hands: h as never }, i % 4)}"]`, '');
  }
  return { text: lines.join('\n'), hands };
}

const sameHands = (a: readonly Card[][], b: readonly Card[][]) =>
  expect(a.map((h) => sortCards(h))).toEqual(b.map((h) => sortCards(h)));

/**
 * Deals `decks` in a real match of `game` from deal index `skip` on (earlier deals get random
 * decks), every deal played out with a bid, and returns the hands each deal gave the seats.
 */
function dealInMatch(
  game: AnyGame,
  raw: Record<string, unknown>,
  firstDealer: number,
  skip: number,
  decks: Card[][],
): Card[][][] {
  const o = game.parseOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  const rng = new Rng(`match-${firstDealer}-${skip}`);
  let state = game.newMatch(o.value, firstDealer);
  const got: Card[][][] = [];
  for (let k = 0; k < skip + decks.length && !game.isOver(state); k++) {
    const deck = k < skip ? shuffleDeck(STANDARD_PACK, rng) : decks[k - skip];
    const r = game.deal(state, deck);
    if (!r.ok) throw new Error(r.error);
    if (k >= skip) got.push((r.value as ContractMatch<unknown>).deal!.hands);
    state = playDealOut(game, r.value, rng);
  }
  return got;
}

describe('dealsFromPbn reads whole deals and refuses the rest, naming the game', () => {
  it('reads the hands by seat, whichever hand the Deal tag starts with', () => {
    const { text, hands } = pbnOf(4, 'read');
    const r = dealsFromPbn(text);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.map((d) => d.hands)).toEqual(hands);
    expect(r.value.map((d) => d.board)).toEqual(['1', '2', '3', '4']);
  });
  it('skips games without a Deal tag', () => {
    const { text } = pbnOf(1, 'skip');
    const r = dealsFromPbn(`[Event "header only"]\n\n${text}`);
    expect(r.ok && r.value.map((d) => d.game)).toEqual([2]);
  });
  it('no deals at all', () => {
    expect(dealsFromPbn('[Event "nothing"]\n')).toEqual({
      ok: false,
      error: expect.stringMatching(/no deal/),
    });
    expect(dealsFromPbn('').ok).toBe(false);
  });
  it('a deal that is not four 13-card hands', () => {
    const { text } = pbnOf(1, 'short');
    // North holds 12 cards and West 14.
    const uneven = `${text}\n[Board "2"]\n[Deal "N:AKQJT9876543... .AKQJT98765432.. ..AKQJT98765432. 2...AKQJT98765432"]\n`;
    const r = dealsFromPbn(uneven);
    expect(r).toEqual({
      ok: false,
      error: 'PBN game 2 (board 2): a deal to play needs four 13-card hands (N E S W hold 12, 13, 13, 14)',
    });
    expect(dealsFromPbn('[Deal "N:AKQ... ... ... ..."]').ok).toBe(false);
    expect(dealsFromPbn('[Deal "N:AKQ.J.T.9"]')).toEqual({
      ok: false,
      error: expect.stringMatching(/^PBN game 1: deal needs four hands/),
    });
  });
  it('a card twice', () => {
    const twice =
      '[Board "9"]\n[Deal "N:AKQJT98765432... AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432"]';
    expect(dealsFromPbn(twice)).toEqual({
      ok: false,
      error: expect.stringMatching(/^PBN game 1 \(board 9\): card SA is in both N and E/),
    });
    const inHand = '[Deal "N:AA.KQJT98765432.. .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]';
    expect(dealsFromPbn(inHand)).toMatchObject({ ok: false, error: expect.stringMatching(/appears twice/) });
  });
});

describe('decksFromPbn: each deck deals the PBN hands to the right seats', () => {
  const { text, hands } = pbnOf(6, 'decks');
  const cases: Array<[string, AnyGame, Record<string, unknown>]> = [
    ['bridge rubber', bridge as AnyGame, {}],
    ['bridge chicago', bridge as AnyGame, { scoring: 'chicago', rounds: 3 }],
    ['bridge duplicate from board 3', bridge as AnyGame, { scoring: 'duplicate', firstBoard: 3 }],
    ['bondebridge', bondebridge as AnyGame, { deals: 9 }],
  ];
  for (const [name, game, raw] of cases) {
    for (const firstDealer of [0, 1, 2, 3]) {
      for (const skip of [0, 3]) {
        it(`${name}, first dealer ${firstDealer}, from deal index ${skip}`, () => {
          const decks = decksFromPbn(text, game.id as 'bridge', CONTRACT_GAMES, {
            options: raw,
            firstDealer,
            firstDealIndex: skip,
          });
          if (!decks.ok) throw new Error(decks.error);
          expect(decks.value).toHaveLength(6);
          for (const d of decks.value) expect(sortCards(d)).toEqual(sortCards(STANDARD_PACK));
          const got = dealInMatch(game, raw, firstDealer, skip, decks.value);
          expect(got).toHaveLength(6);
          got.forEach((h, k) => {
            sameHands(h, hands[k]);
          });
        });
      }
    }
  }

  it('past the end of the match the dealer keeps moving clockwise', () => {
    // A 2-deal bondebridge match dealt by N then E: deals 3.. are built for S, W, N, E.
    const decks = decksFromPbn(text, 'bondebridge', CONTRACT_GAMES, { options: { deals: 2 } });
    if (!decks.ok) throw new Error(decks.error);
    decks.value.forEach((deck, k) => {
      sameHands(dealHands(deck, k % 4), hands[k]);
    });
  });

  it('refuses bad options, seats and PBN with the reason', () => {
    expect(decksFromPbn(text, 'bridge', CONTRACT_GAMES, { options: { scoring: 'pairs' } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^options: /),
    });
    expect(decksFromPbn(text, 'bridge', CONTRACT_GAMES, { firstDealer: 4 })).toMatchObject({ ok: false });
    expect(decksFromPbn(text, 'bridge', CONTRACT_GAMES, { firstDealIndex: -1 })).toMatchObject({ ok: false });
    expect(decksFromPbn('[Event "x"]', 'bondebridge', CONTRACT_GAMES)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no deal/),
    });
    expect(decksFromPbn(text, 'selbu' as 'bridge', CONTRACT_GAMES)).toMatchObject({ ok: false });
  });
});

describe('deckForNextDeal builds the deck for the dealer the match has reached', () => {
  it('chicago deals a passed-out deal again by the same dealer: the next PBN deal still lands right', () => {
    const { hands } = pbnOf(3, 'chicago');
    const o = bridge.parseOptions({ scoring: 'chicago' });
    if (!o.ok) throw new Error(o.error.message);
    const g = bridge as AnyGame;
    let state: unknown = g.newMatch(o.value, 1);
    const rng = new Rng('c');
    for (const [k, h] of hands.entries()) {
      const r = g.deal(state, deckForNextDeal(g, state, h));
      if (!r.ok) throw new Error(r.error);
      sameHands((r.value as ContractMatch<unknown>).deal!.hands, h);
      state = r.value;
      if (k === 0) {
        // Pass the first deal out: the same dealer deals again.
        for (let i = 0; i < 4; i++) {
          const p = g.apply(state, g.toAct(state)[0], 'P');
          if (!p.ok) throw new Error(p.error.message);
          state = p.value;
        }
        expect(g.view(state, null).dealer).toBe(1);
      } else state = playDealOut(g, state, rng);
    }
  });
});

describe('round trip: record → PBN → decks → the same hands', () => {
  const cases: Array<[string, AnyGame, Record<string, unknown>, number]> = [
    ['bridge rubber', bridge as AnyGame, {}, 3],
    ['bridge duplicate', bridge as AnyGame, { scoring: 'duplicate', boards: 4, firstBoard: 2 }, 0],
    ['bondebridge', bondebridge as AnyGame, { deals: 4 }, 2],
  ];
  it.each(cases)('%s', (_, game, raw, firstDealer) => {
    const o = game.parseOptions(raw);
    if (!o.ok) throw new Error(o.error.message);
    const rng = new Rng(`trip-${game.id}`);
    const { record } = playMatch(game, o.value, {
      firstDealer,
      rng,
      choose: randomChooser(game, rng.fork('b')),
    });
    const pbn = recordToPbn(record, CONTRACT_GAMES);
    if (!pbn.ok) throw new Error(pbn.error);
    const decks = decksFromPbn(pbn.value, game.id as 'bridge', CONTRACT_GAMES, {
      options: record.options,
      firstDealer,
    });
    if (!decks.ok) throw new Error(decks.error);
    expect(decks.value).toHaveLength(record.decks.length);
    // The record with its decks replaced deals every seat the same hands and replays to the same result.
    const again = { ...record, decks: decks.value.map((d) => d.map(formatCard)) };
    const before = recordedDeals(game, o.value, record).map((d) => d.hands);
    const after = recordedDeals(game, o.value, again).map((d) => d.hands);
    expect(after).toEqual(before);
    const r1 = replayRecord(record);
    const r2 = replayRecord(again);
    expect(r2.ok && r1.ok && r2.value.result).toEqual(r1.ok && r1.value.result);
  });
});
