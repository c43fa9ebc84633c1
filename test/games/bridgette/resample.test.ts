/**
 * Bridgette's `resample` (what the search bots play out) against the rules: every sampled deal
 * is one in which everything the opponent did was legal — each card it played and each bid it
 * made, with the hand it held then — the upcard lies with the non-dealer who took it, and the
 * cards add up to the pack. Positions come from whole matches of the basic bot, in the auction
 * and in play, from both seats.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { basicBridgetteBot } from '../../../src/bots/bridgette/basic.js';
import { formatCard, isColon, SUITS, suitOf, trustedCard, trustedCards } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import type { Auction } from '../../../src/engine/auction.js';
import type { AnyGame, Seat } from '../../../src/engine/game.js';
import { playMatch } from '../../../src/engine/play.js';
import type { Trick } from '../../../src/engine/trick.js';
import { biddingLimitViolation } from '../../../src/games/bridgette/bidding.js';
import { BRIDGETTE_PACK } from '../../../src/games/bridgette/cards.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { leadBanAfter, legalFollows, legalLeads } from '../../../src/games/bridgette/play.js';
import { resampleBridgette, shownByPlay, shownLengths } from '../../../src/games/bridgette/resample.js';
import type { BridgetteState, DealState } from '../../../src/games/bridgette/state.js';
import type { BridgetteView } from '../../../src/games/bridgette/view.js';
import { propertyRuns } from '../../harness/properties.js';

const game = bridgette as unknown as AnyGame;
const options = bridgette.defaultOptions;

/** Why the sampled deal could not have happened as the view saw it, or null. */
function inconsistency(d: DealState, opp: Seat, viewer: Seat): string | null {
  const all = [
    ...d.hands.flat(),
    ...d.discards.flatMap((x) => x ?? []),
    ...d.stock,
    ...d.tricks.flatMap((t) => t.cards),
  ];
  if (all.length !== BRIDGETTE_PACK.length || new Set(all).size !== all.length)
    return 'cards do not add up to the pack';
  const oppPlayed = (from: number) =>
    d.tricks.slice(from).flatMap((t) => t.cards.filter((_, i) => t.seats[i] === opp));
  if (d.dealer === viewer) {
    const withOpp = [...d.hands[opp], ...(d.discards[opp] ?? []), ...oppPlayed(0)];
    if (!withOpp.includes(d.upcard)) return 'the upcard is not with the non-dealer';
  }
  const calledWith = [...d.hands[opp], ...oppPlayed(0)];
  for (let i = 0; i < d.auction.calls.length; i++) {
    const { seat, call } = d.auction.calls[i];
    if (seat !== opp || call.kind !== 'bid') continue;
    const before: Auction = { ...d.auction, calls: d.auction.calls.slice(0, i) };
    const broken = biddingLimitViolation(calledWith, call.level, call.strain, before);
    if (broken) return `bid ${call.level}/${call.strain} breaks ${broken.rule}`;
  }
  for (let k = 0; k < d.tricks.length; k++) {
    const t: Trick = d.tricks[k];
    const i = t.seats.indexOf(opp);
    if (i < 0) continue;
    // The opponent's hand when it played: what it holds now and what it played from then on.
    const held = [...d.hands[opp], ...oppPlayed(k)];
    const legal =
      i === 0
        ? legalLeads(held, leadBanAfter(d.tricks[k - 1]), opp)
        : legalFollows(held, t.cards[0], 'forbidden');
    if (!legal.includes(t.cards[i])) return `trick ${k + 1}: ${t.cards[i]} was not legal from that hand`;
  }
  return null;
}

/**
 * A view from seat 0, dealer, after the exchange (0 drew four, 1 drew two, both discarded), the
 * colon-on-colon rule forbidden, seat 0 to act; `deal` gives the rest.
 */
const viewOf = (deal: Record<string, unknown>): BridgetteView =>
  ({
    game: 'bridgette',
    seat: 0,
    seats: 2,
    dealer: 0,
    stockCount: 23,
    drawn: [4, 2],
    discarded: [true, true],
    mustDiscard: 0,
    leadBan: null,
    colonOnColon: 'forbidden',
    insultFirst: false,
    barredBids: [],
    toAct: [0],
    ...deal,
  }) as unknown as BridgetteView;

describe('bridgette resample: every sampled deal could have happened', () => {
  it('in the auction and in play, from both seats: legal cards and bids, the upcard placed, the pack whole', () => {
    let checked = { auction: 0, play: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const rng = new Rng(`resample:${seed}`);
        playMatch(game, options, {
          rng,
          maxActions: 400,
          choose: (s, seat) => {
            const input = botInput(game, options, s, seat, rng);
            const view = input.view as BridgetteView;
            if (view.phase === 'auction' || view.phase === 'play') {
              const sampled = resampleBridgette(view, new Rng(`${seed}:${checked.auction + checked.play}`));
              expect(sampled).not.toBeNull();
              const d = (sampled as BridgetteState).deal!;
              expect(inconsistency(d, 1 - seat, seat)).toBeNull();
              checked = { ...checked, [view.phase]: checked[view.phase] + 1 };
            }
            return basicBridgetteBot.choose(input);
          },
        });
      }),
      { numRuns: propertyRuns(6) },
    );
    expect(checked.auction).toBeGreaterThan(10);
    expect(checked.play).toBeGreaterThan(100);
  });

  it('a bid suit is sampled long enough even when few of its cards are unseen', () => {
    // The opponent jumped to 3S (needs 4 spades); only four spades are unseen, so every sample
    // must give it all four.
    const mine = ['SA', 'SK', 'SQ', 'SJ', 'ST', 'S9', 'S8', 'S7', 'S6', 'HA', 'HK', 'DA', 'CA'];
    const view = viewOf({
      dealIndex: 0,
      phase: 'auction',
      upcard: 'H2',
      ownDiscards: ['C2', 'C3', 'C4', 'C5'],
      auction: [
        [0, '1H'],
        [1, '3S'],
      ],
      contract: null,
      declarer: null,
      countedDeals: 0,
      hands: [mine, null],
      handCounts: [13, 13],
      tricks: [],
      tricksWon: [0, 0],
    });
    expect(shownLengths({ seats: 2, first: 0, calls: [] }, 1).atLeast).toEqual([0, 0, 0, 0]);
    for (let i = 0; i < 30; i++) {
      const d = resampleBridgette(view, new Rng(`long:${i}`))!.deal!;
      expect(d.hands[1].filter((c) => !isColon(c) && suitOf(c) === 0)).toHaveLength(4);
      expect(d.stock).not.toContain(trustedCard('H2'));
      expect(inconsistency(d, 1, 0)).toBeNull();
    }
  });

  it('a colon off its group keeps the colon of the led group out of that hand', () => {
    // Found by the property above: 1 played GC on the queen of hearts, so it held no suit card
    // and not RC (RC matches a queen and would have been its one legal card); a sample that
    // left RC with it made that GC illegal.
    const t = (leader: Seat, a: string, b: string, winner: Seat) => ({
      leader,
      cards: [
        [leader, a],
        [1 - leader, b],
      ],
      winner,
    });
    const view = viewOf({
      dealIndex: 4,
      phase: 'play',
      upcard: 'D6',
      ownDiscards: ['DT', 'D4', 'D2', 'C4'],
      auction: [
        [0, '2H'],
        [1, '3H'],
        [0, 'X'],
        [1, 'XX'],
        [0, 'P'],
      ],
      contract: '3HXX',
      declarer: 1,
      countedDeals: 4,
      hands: [['HK'], null],
      handCounts: [1, 1],
      tricks: [
        t(0, 'C8', 'CJ', 1),
        t(1, 'HA', 'H3', 1),
        t(1, 'CA', 'C9', 1),
        t(1, 'H5', 'H8', 0),
        t(0, 'CK', 'CQ', 0),
        t(0, 'CT', 'H6', 1),
        t(1, 'H7', 'HJ', 0),
        t(0, 'SQ', 'S2', 0),
        t(0, 'DQ', 'D5', 0),
        t(0, 'SK', 'HT', 1),
        t(1, 'D6', 'DK', 0),
        t(0, 'HQ', 'GC', 0),
      ],
      tricksWon: [7, 5],
    });
    for (let i = 0; i < 30; i++) {
      const d = resampleBridgette(view, new Rng(`colon:${i}`))!.deal!;
      expect(d.hands[1]).not.toContain(trustedCard('RC'));
      expect(inconsistency(d, 1, 0)).toBeNull();
    }
  });

  it('a suit card off the led suit shows a void; a colon on its group shows nothing; a banned lead shows a one-suit hand', () => {
    const trick = (cards: string[], leader: Seat, winner: Seat = leader): Trick => ({
      leader,
      seats: [leader, 1 - leader],
      cards: trustedCards(cards),
      winner,
    });
    const shown = (tricks: Trick[], allowed = false) => {
      const r = shownByPlay(tricks, 1, allowed);
      return {
        voids: [...r.voids]
          .sort()
          .map((s) => SUITS[s])
          .join(''),
        absentColons: [...r.absentColons].map(formatCard).sort().join(''),
      };
    };
    expect(shown([trick(['HA', 'S2'], 0)])).toEqual({ voids: 'H', absentColons: '' });
    expect(shown([trick(['HA', 'GC'], 0)])).toEqual({ voids: '', absentColons: '' });
    // LC off its group is the fallback: no suit card, and not GC (it would have had to follow).
    expect(shown([trick(['HA', 'LC'], 0)])).toEqual({ voids: 'SHDC', absentColons: 'GC' });
    expect(shown([trick(['HQ', 'GC'], 0)])).toEqual({ voids: 'SHDC', absentColons: 'RC' });
    expect(shown([trick(['RC', 'LC'], 0)])).toEqual({ voids: 'SHDC', absentColons: '' });
    expect(shown([trick(['RC', 'LC'], 0)], true)).toEqual({ voids: '', absentColons: '' });
    // The leader shows nothing by leading.
    expect(shown([trick(['S2', 'HA'], 1)])).toEqual({ voids: '', absentColons: '' });
    // Seat 0 followed 1's heart with LC: 1 won, may not lead hearts, and led one anyway.
    expect(shown([trick(['H5', 'LC'], 1), trick(['H9', 'S2'], 1)])).toEqual({
      voids: 'SDC',
      absentColons: 'GCLCRC',
    });
  });
});
