import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCard } from '../../../src/bots/contract/basicPlay.js';
import { type LeadInput, leadFromSuit, openingLead } from '../../../src/bots/contract/openingLead.js';
import { type Card, formatCard, STANDARD_PACK } from '../../../src/cards/card.js';
import { parseHand } from '../../../src/cards/hand.js';

const hand = (pbn: string): Card[] => {
  const h = parseHand(pbn);
  if (!h.ok) throw new Error(h.error);
  return h.value;
};
const S = 0;
const H = 1;
const D = 2;
const C = 3;
const nothing = [0, 0, 0, 0];
const shown = (suit: number, n: number) => nothing.map((x, s) => (s === suit ? n : x));
const lead = (pbn: string, trump: number | null, more: Partial<LeadInput> = {}) => {
  const cards = hand(pbn);
  return formatCard(
    openingLead({ hand: cards, trump, partnerShown: nothing, theirShown: nothing, ...more }, cards),
  );
};
const fromSuit = (cards: string, trumpContract: boolean) =>
  formatCard(leadFromSuit(hand(`${cards}...`), trumpContract));

describe('opening lead: the card within a suit', () => {
  it('top of a sequence, of an interior sequence, of a doubleton', () => {
    expect(fromSuit('KQ84', true)).toBe('SK');
    expect(fromSuit('QJT2', false)).toBe('SQ');
    expect(fromSuit('KJT64', false)).toBe('SJ');
    expect(fromSuit('Q9', true)).toBe('SQ');
  });
  it('low from three to an honour, top of nothing, fourth best from length', () => {
    expect(fromSuit('K73', true)).toBe('S3');
    expect(fromSuit('863', true)).toBe('S8');
    expect(fromSuit('K9742', false)).toBe('S4');
  });
  it('against a trump contract the ace itself, never a card under it', () => {
    expect(fromSuit('A842', true)).toBe('SA');
    expect(fromSuit('A842', false)).toBe('S2');
  });
});

describe('opening lead: the suit', () => {
  it('against a suit contract: a sequence rather than away from an ace or a king', () => {
    // 4H: ♠A742 ♥73 ♦K85 ♣QJT3 — not the spade from the ace, not the diamond from the king.
    expect(lead('A742.73.K85.QJT3', H)).toBe('CQ');
  });
  it('against a suit contract: a singleton side suit while holding a trump to ruff with', () => {
    expect(lead('852.K974.7.A8643', S)).toBe('D7');
  });
  it('against notrump: the longest and strongest suit, fourth best', () => {
    expect(lead('K9742.A5.832.Q73', null)).toBe('S4');
  });
  it('partner’s suit before one’s own', () => {
    expect(lead('K9742.Q6.832.Q73', null, { partnerShown: shown(H, 5) })).toBe('HQ');
  });
  it('not a suit declarer’s side has shown', () => {
    // 3NT, dummy showed five clubs: the hearts, not the longer clubs.
    expect(lead('83.J753.K5.Q8642', null, { theirShown: shown(C, 5) })).toBe('H3');
    expect(lead('83.J753.K5.Q8642', null)).toBe('C4');
  });
  it('trumps only when every side suit is worse', () => {
    expect(lead('Q73.A832.AJ5.A64', D)).not.toMatch(/^D/);
  });
});

describe('opening lead: invariants', () => {
  it('always one of the hand’s cards, in every strain (property)', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...STANDARD_PACK], { minLength: 13, maxLength: 13 }),
        fc.constantFrom<number | null>(S, H, D, C, null),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 4, maxLength: 4 }),
        (cards, trump, partnerShown, theirShown) => {
          const card = openingLead({ hand: cards, trump, partnerShown, theirShown }, cards);
          expect(cards).toContain(card);
        },
      ),
      { numRuns: 300 },
    );
  });
  it('the basic bot leads by it when the auction’s lengths are given, by its old rule without them', () => {
    const cards = hand('A8742.73.K85.QJ3');
    const input = {
      seat: 1,
      hand: cards,
      partnerHand: null,
      legal: cards.map(formatCard),
      tricks: [],
      trump: H,
      declarer: 0,
      partnerSuits: [],
    };
    expect(chooseCard({ ...input, partnerShown: nothing, theirShown: nothing })).toBe('CQ');
    // The rule kept for later leads: fourth best from the longest suit, here from under the ace.
    expect(chooseCard(input)).toBe('S4');
  });
});
