import { describe, expect, it } from 'vitest';
import { chooseCard, type PlayInput } from '../../../src/bots/contract/basicPlay.js';
import {
  attitudeFollow,
  encouragingDiscard,
  partnerSignals,
  signalWeight,
} from '../../../src/bots/contract/signals.js';
import { type Card, formatCard, trustedCard } from '../../../src/cards/card.js';
import { parseHand } from '../../../src/cards/hand.js';
import type { TrickView } from '../../../src/engine/game.js';

const hand = (pbn: string): Card[] => {
  const h = parseHand(pbn);
  if (!h.ok) throw new Error(h.error);
  return h.value;
};
const cards = (...texts: string[]) => texts.map(trustedCard);
const trick = (leader: number, winner: number | undefined, ...played: string[]): TrickView => ({
  leader,
  cards: played.map((c, i) => [(leader + i) % 4, c] as [number, string]),
  ...(winner !== undefined ? { winner } : {}),
});
/** Spades, as trumps. */
const S = 0;

describe('attitude signals: making them', () => {
  it('encourages partner’s suit with a high spot when holding an honour in it, else plays low', () => {
    // Partner led the ace (winning); South holds K 8 3: the eight says "continue".
    const played = cards('DA', 'D4');
    expect(formatCard(attitudeFollow(hand('.432.K83.T98765'), cards('DK', 'D8', 'D3'), played, null))).toBe(
      'D8',
    );
    expect(formatCard(attitudeFollow(hand('.432.983.T98765'), cards('D9', 'D8', 'D3'), played, null))).toBe(
      'D3',
    );
  });

  it('never overtakes the trick with its signal', () => {
    // Partner's seven wins so far; the nine and eight would beat it, so the highest spare is the five.
    const played = cards('D7', 'D4');
    const mine = cards('DQ', 'D9', 'D8', 'D5', 'D2');
    expect(formatCard(attitudeFollow(mine, mine, played, null))).toBe('D5');
  });

  it('discards a high spot of a liked side suit of three or more, never from trumps', () => {
    expect(encouragingDiscard(hand('2.A942.5.T98765'), hand('2.A942.5.T98765'), S)).toBe(trustedCard('H9'));
    // Hearts liked but only two cards, and spades are trumps: no encouraging discard.
    expect(encouragingDiscard(hand('A92.A9.5.T98765'), hand('A92.A9.5.T98765'), S)).toBeNull();
  });

  it('the basic bot signals as a defender, not as declarer', () => {
    const base: PlayInput = {
      seat: 2,
      hand: hand('.432.K83.T98765'),
      partnerHand: null,
      legal: ['DK', 'D8', 'D3'],
      tricks: [trick(0, undefined, 'DA', 'D4')],
      trump: null,
      declarer: 1,
      partnerSuits: [],
    };
    expect(chooseCard(base)).toBe('D8');
    // Without the honour the same defender plays low.
    expect(chooseCard({ ...base, hand: hand('.432.983.T98765'), legal: ['D9', 'D8', 'D3'] })).toBe('D3');
    // Declarer's side following its own partner's winner plays low: nothing to signal.
    expect(chooseCard({ ...base, declarer: 0 })).toBe('D3');
    // Void in diamonds, a defender discards the nine of its A-x-x-x hearts.
    const voidHand = hand('.A942.5.T98765');
    const discard = chooseCard({ ...base, hand: voidHand, legal: voidHand.map(formatCard), trump: S });
    expect(discard).toBe('H9');
  });
});

describe('attitude signals: reading them', () => {
  it('reads partner’s card on my lead when partner did not win it, and partner’s first discards', () => {
    const tricks = [
      // West (1) leads diamonds, East (3) plays the eight under North's ace: encourages diamonds.
      trick(1, 2, 'D2', 'DA', 'D8', 'D5'),
      // West leads a club, East discards the two of hearts: discourages hearts.
      trick(1, 1, 'CA', 'C3', 'H2', 'C4'),
    ];
    expect(partnerSignals(tricks, 1, 0, S)).toEqual([0, -1, 1, 0]);
    // Declarer's side reads nothing.
    expect(partnerSignals(tricks, 0, 0, S)).toEqual([0, 0, 0, 0]);
  });

  it('does not read a card partner won the trick with, partner’s lead, a ruff, or a second signal', () => {
    const tricks = [
      trick(1, 3, 'D2', 'D3', 'DK', 'D4'), // East wins with the king: trying to win
      trick(3, 3, 'H9', 'H2', 'H3', 'H4'), // East's lead
      trick(1, 3, 'C2', 'C3', 'S2', 'C4'), // East ruffs (spades trumps)
      trick(1, 1, 'CA', 'C5', 'H8', 'C6'), // East's first heart discard: encourages
      trick(1, 1, 'CK', 'C7', 'H2', 'C8'), // a later heart discard is no new signal
    ];
    expect(partnerSignals(tricks, 1, 0, S)).toEqual([0, 1, 0, 0]);
  });

  it('the basic bot leads the suit partner encouraged', () => {
    const input: PlayInput = {
      seat: 1,
      hand: hand('432.Q32.432.J432'),
      partnerHand: null,
      legal: [],
      tricks: [trick(1, 3, 'C2', 'CA', 'H9', 'C5'), trick(3, 1, 'D5', 'DK', 'DA', 'D6')],
      trump: null,
      declarer: 0,
      partnerSuits: [],
    };
    // West won the last trick and is on lead again; East's nine of hearts asked for hearts.
    input.legal = input.hand.map(formatCard);
    expect(chooseCard(input)).toBe('H2');
  });

  it('weighs layouts by how well partner’s cards fit the signals', () => {
    const signals = [0, -1, 1, 0] as const;
    expect(signalWeight(hand('2.32.K32.432'), [...signals])).toBe(1);
    expect(signalWeight(hand('2.32.532.432'), [...signals])).toBeCloseTo(0.3, 10);
    expect(signalWeight(hand('2.A2.532.432'), [...signals])).toBeCloseTo(0.15, 10);
    expect(signalWeight(hand('2.A2.532.432'), [0, 0, 0, 0])).toBe(1);
  });
});
