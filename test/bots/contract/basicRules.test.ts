import { describe, expect, it } from 'vitest';
import { chooseCall, naturalCall } from '../../../src/bots/contract/basicBidding.js';
import { chooseCard, type PlayInput } from '../../../src/bots/contract/basicPlay.js';
import { highCardPoints, honourTricks } from '../../../src/bots/contract/handEval.js';
import { type Card, formatCard } from '../../../src/cards/card.js';
import { parseHand } from '../../../src/cards/hand.js';
import { allCalls } from '../../../src/engine/auction.js';
import type { TrickView } from '../../../src/engine/game.js';

const hand = (pbn: string): Card[] => {
  const h = parseHand(pbn);
  if (!h.ok) throw new Error(h.error);
  return h.value;
};
const ALL_BIDS = allCalls(1).filter((c) => c !== 'X' && c !== 'XX');
const above = (last: string | null) =>
  last ? ['P', ...ALL_BIDS.slice(ALL_BIDS.indexOf(last) + 1)] : ALL_BIDS;

describe('basic bot: hand evaluation', () => {
  it('high-card points and honour tricks', () => {
    expect(highCardPoints(hand('AQ3.KJ4.Q982.A32'))).toBe(16);
    expect(honourTricks(hand('AK2.AQ4.KQ3.K432'))).toBe(2 + 1.5 + 1 + 0.5);
  });
});

describe('basic bot: bidding', () => {
  const open = (pbn: string, game: 'bridge' | 'bondebridge' = 'bridge') =>
    chooseCall({ game, seat: 0, hand: hand(pbn), calls: [], legal: above(null), noTrumpOnly: false });
  it('opens 1NT with 15–17 balanced', () => expect(open('AQ3.KJ4.Q982.A32')).toBe('1NT'));
  it('opens a five-card major with an opening hand', () => expect(open('AKJ43.K32.Q2.432')).toBe('1S'));
  it('opens the longer minor without a five-card major', () => expect(open('A432.Q32.K432.K2')).toBe('1D'));
  it('passes a weak hand', () => expect(open('Q8643.K32.J32.Q2')).toBe('P'));
  it('natural heuristic (the system’s fallback), bridge: raises partner’s major to game with a fit and an opening hand', () => {
    const call = naturalCall({
      game: 'bridge',
      seat: 2,
      hand: hand('KQ32.AK32.32.432'),
      calls: [
        [0, '1S'],
        [1, 'P'],
      ],
      legal: above('1S'),
      noTrumpOnly: false,
    });
    expect(call).toBe('4S');
  });
  it('natural heuristic (the system’s fallback), bondebridge: holds partner’s makeable contract instead of bidding higher', () => {
    const call = naturalCall({
      game: 'bondebridge',
      seat: 2,
      hand: hand('KQ32.AK32.32.432'),
      calls: [
        [1, 'P'],
        [2, 'P'],
        [3, 'P'],
        [0, '1S'],
        [1, 'P'],
      ],
      legal: above('1S'),
      noTrumpOnly: false,
    });
    expect(call).toBe('P');
  });
});

describe('basic bot: card play', () => {
  const trick = (leader: number, ...cards: string[]): TrickView => ({
    leader,
    cards: cards.map((c, i) => [(leader + i) % 4, c] as [number, string]),
  });
  const play = (p: Partial<PlayInput> & { hand: Card[]; tricks: TrickView[] }) =>
    chooseCard({
      seat: 2,
      partnerHand: null,
      legal: legalFor(p.hand, p.tricks),
      trump: null,
      declarer: 1,
      partnerSuits: [],
      ...p,
    });
  const legalFor = (h: Card[], tricks: TrickView[]): string[] => {
    const cards = h.map(formatCard);
    const t = tricks[tricks.length - 1];
    if (!t || t.winner !== undefined || t.cards.length === 0) return cards;
    const same = cards.filter((c) => c[0] === t.cards[0][1][0]);
    return same.length ? same : cards;
  };

  it('second hand low', () => {
    expect(play({ hand: hand('.K32.K32.T98765'), tricks: [trick(1, 'D5')] })).toBe('D2');
  });
  it('covers an honour with an honour', () => {
    expect(play({ hand: hand('.K32.K3.T987652'), tricks: [trick(1, 'DQ')] })).toBe('DK');
  });
  it('third hand high, but only as high as needed', () => {
    // Partner (seat 0) led, East played the nine; South holds A K 3.
    expect(play({ hand: hand('.432.AK3.T98765'), tricks: [trick(0, 'D2', 'D9')] })).toBe('DK');
  });
  it('does not overtake partner’s winning ace', () => {
    expect(play({ hand: hand('.432.K2.T987654'), tricks: [trick(0, 'DA', 'D3')] })).toBe('D2');
  });
  it('ruffs when an opponent is winning and it cannot follow', () => {
    expect(play({ hand: hand('2..5432.T98765'), tricks: [trick(1, 'HA')], trump: 0 })).toBe('S2');
  });
  it('discards low instead of ruffing partner’s winner as last to play', () => {
    const tricks = [trick(3, 'H2', 'HA', 'H3')];
    expect(play({ hand: hand('2..432.T98765'), tricks, trump: 0 })).toBe('C5');
  });
  it('declarer draws trumps with the master trump', () => {
    expect(
      play({
        seat: 1,
        declarer: 1,
        hand: hand('AK3.432.432.432'),
        tricks: [],
        trump: 0,
      }),
    ).toBe('SA');
  });
  it('a defender leads partner’s suit', () => {
    expect(play({ hand: hand('432.Q32.K32.A432'), tricks: [], partnerSuits: [1] })).toBe('H2');
  });
});
