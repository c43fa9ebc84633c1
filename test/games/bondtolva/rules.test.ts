import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/cards/card.js';
import { BONDTOLVA_PACK } from '../../../src/games/bondtolva/cards.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import type { BondtolvaState } from '../../../src/games/bondtolva/state.js';
import { cards, dealt, deckFor, play, position, refusal } from './helpers.js';

const H = 1;
const C = 3;

const hand = (s: BondtolvaState, seat: number) => s.deal!.hands[seat].map(formatCard).sort().join(' ');
const sorted = (text: string) => text.split(' ').sort().join(' ');
const lastWinner = (s: BondtolvaState) => s.deal!.tricks.at(-1)!.winner;
const legal = (s: BondtolvaState, seat: number) => bondtolva.legalActions(s, seat);

describe('pack and deal', () => {
  it('uses the 24 cards 9 J Q K T A of each suit', () => {
    expect(BONDTOLVA_PACK.map(formatCard).join(' ')).toBe(
      'SA ST SK SQ SJ S9 HA HT HK HQ HJ H9 DA DT DK DQ DJ D9 CA CT CK CQ CJ C9',
    );
  });

  it('deals one at a time from the non-dealer, 6 each; deck card 12 tops the stock; the non-dealer leads', () => {
    const deck = deckFor('SA SK SQ SJ ST S9', 'HA HK HQ HJ HT H9', 'DA DT');
    expect(deck.slice(0, 2).map(formatCard)).toEqual(['SA', 'HA']);
    const s = dealt(deck, 0);
    expect(hand(s, 1)).toBe(sorted('SA SK SQ SJ ST S9'));
    expect(hand(s, 0)).toBe(sorted('HA HK HQ HJ HT H9'));
    expect(s.deal!.stock.length).toBe(12);
    expect(bondtolva.toAct(s)).toEqual([1]);
    // Dealt by seat 1 instead, deck card 0 goes to seat 0, which leads.
    const t = dealt(deck, 1);
    expect(hand(t, 0)).toBe(sorted('SA SK SQ SJ ST S9'));
    expect(bondtolva.toAct(t)).toEqual([0]);
  });

  it('refuses a deck that is not the 24-card pack', () => {
    const s = bondtolva.newMatch({}, 0);
    expect(bondtolva.deal(s, cards('SA SK')).ok).toBe(false);
    const dup = [...BONDTOLVA_PACK.slice(0, 23), BONDTOLVA_PACK[0]];
    expect(bondtolva.deal(s, dup).ok).toBe(false);
  });

  it('alternates the dealer from deal to deal', () => {
    const end = play(
      position({ hands: ['H9', 'S9'], leader: 0, tricksPlayed: 11, dealer: 0 }),
      [0, 'H9'],
      [1, 'S9'],
    );
    expect(bondtolva.needsDeck(end)).toBe(true);
    const next = dealt(deckFor('SA SK SQ SJ ST S9', 'HA HK HQ HJ HT H9'), 0, end);
    expect(next.deal!.dealer).toBe(1);
    expect(bondtolva.view(next, 0).dealIndex).toBe(1);
  });

  it('has no options', () => {
    expect(bondtolva.parseOptions({}).ok).toBe(true);
    expect(bondtolva.parseOptions({ target: 15 }).ok).toBe(false);
  });
});

describe('phase 1 with the sample deal', () => {
  // Dealer 0; seat 1 leads. Stock: DA DT CT CJ, then SQ SJ HT HJ DK D9 CK CQ.
  const start = dealt(deckFor('HK HQ SA S9 DJ C9', 'ST SK H9 HA DQ CA', 'DA DT CT CJ'), 0);

  it('needs no following: every card may be played, and a card of another suit never wins, not even an ace', () => {
    const s = play(start, [1, 'S9']);
    expect(legal(s, 0)).toEqual(['ST', 'SK', 'HA', 'H9', 'DQ', 'CA']);
    const t = play(s, [0, 'CA']);
    expect(lastWinner(t)).toBe(1);
  });

  it('waits for the trick winner holding K+Q; only they may declare, only with the pair, and the first is a trumf', () => {
    const s = play(start, [1, 'S9'], [0, 'CA']);
    expect(bondtolva.view(s, 0).phase).toBe('declare');
    expect(bondtolva.toAct(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual(['trumf:H', 'pass']);
    expect(s.deal!.stock.length).toBe(12); // the draw waits for the choice
    expect(refusal(s, 0, 'trumf:H')).toEqual({
      code: 'declaration-not-winner',
      message: 'trumf:H: only the winner of the trick just played may declare',
    });
    expect(refusal(s, 1, 'trumf:S')).toEqual({
      code: 'declaration-no-pair',
      message: 'trumf:S: a declaration needs the king and queen of that suit in hand',
    });
    expect(refusal(s, 1, 'tjog:H').code).toBe('declaration-kind');
    expect(refusal(s, 1, 'SA').code).toBe('declaration-pending');
    expect(refusal(s, 0, 'pass').code).toBe('nothing-to-pass');
  });

  it('trumf sets trump and scores 2; then the winner draws the top card, the loser the next, and leads', () => {
    const s = play(start, [1, 'S9'], [0, 'CA'], [1, 'trumf:H']);
    expect(s.deal!.trump).toBe(H);
    expect(hand(s, 1)).toBe(sorted('HK HQ SA DJ C9 DA'));
    expect(hand(s, 0)).toBe(sorted('ST SK H9 HA DQ DT'));
    const v = bondtolva.view(s, 0);
    expect(v.trump).toBe('H');
    expect(v.declared).toEqual([0, 2]);
    expect(v.declarations).toEqual([{ seat: 1, kind: 'trumf', suit: 'H' }]);
    expect(v.knownCards).toEqual([[], ['HK', 'HQ']]);
    expect(v.stockCount).toBe(10);
    expect(bondtolva.toAct(s)).toEqual([1]);
  });

  it('a trump wins on a non-trump lead whatever its rank; a winner without a pair waits too, with only pass', () => {
    const s = play(start, [1, 'S9'], [0, 'CA'], [1, 'trumf:H'], [1, 'SA'], [0, 'H9']);
    expect(lastWinner(s)).toBe(0);
    // The tjog is still free, so the game waits for the winner's choice as if they held a pair.
    expect(bondtolva.view(s, 1).phase).toBe('declare');
    expect(bondtolva.toAct(s)).toEqual([0]);
    expect(legal(s, 0)).toEqual(['pass']);
    expect(legal(s, 1)).toEqual([]);
    expect(s.deal!.stock.length).toBe(10); // the draw waits for the pass
    expect(refusal(s, 0, 'tjog:S').code).toBe('declaration-no-pair');
    expect(refusal(s, 0, 'HA').code).toBe('declaration-pending');
    const t = play(s, [0, 'pass']);
    expect(bondtolva.view(t, 0).phase).toBe('phase1');
    expect(bondtolva.toAct(t)).toEqual([0]);
    expect(hand(t, 0)).toBe(sorted('ST SK HA DQ DT CT'));
  });

  it('on a trump lead the higher trump wins; a pair completed by the draw waits for the next trick won', () => {
    let s = play(
      start,
      [1, 'S9'],
      [0, 'CA'],
      [1, 'trumf:H'],
      [1, 'SA'],
      [0, 'H9'],
      [0, 'pass'],
      [0, 'HA'],
      [1, 'HQ'],
    );
    expect(lastWinner(s)).toBe(0);
    expect(bondtolva.view(s, 0).knownCards[1]).toEqual(['HK']); // the played queen is no longer held
    expect(hand(s, 0)).toBe(sorted('ST SK DQ DT CT'));
    expect(bondtolva.toAct(s)).toEqual([0]);
    expect(legal(s, 0)).toEqual(['pass']); // the spade pair is completed only by the draw below
    s = play(s, [0, 'pass']);
    expect(hand(s, 0)).toBe(sorted('ST SK DQ DT CT SQ'));
    expect(refusal(s, 0, 'tjog:S')).toEqual({
      code: 'declaration-timing',
      message: 'tjog:S: a declaration comes right after winning a trick, before the draw',
    });
    // Winning the next trick: the other player may make the tjog; it scores 1 and leaves trump.
    const t = play(s, [0, 'ST'], [1, 'SJ']);
    expect(lastWinner(t)).toBe(0);
    expect(legal(t, 0)).toEqual(['tjog:S', 'pass']);
    const u = play(t, [0, 'tjog:S']);
    expect(u.deal!.trump).toBe(H);
    expect(bondtolva.view(u, 1).declared).toEqual([1, 2]);
    expect(bondtolva.view(u, 1).knownCards[0]).toEqual(['SK', 'SQ']);
  });
});

describe('phase 1 rules on built positions', () => {
  const midPhase1 = { tricksPlayed: 2, stock: 'DA DT CA CT' } as const;

  it('ranks the ten above the king and the queen above the jack', () => {
    let s = position({ ...midPhase1, hands: ['ST HQ', 'SK HJ'], leader: 1 });
    s = play(s, [1, 'SK'], [0, 'ST']);
    expect(lastWinner(s)).toBe(0);
    s = play(s, [0, 'pass'], [0, 'HQ'], [1, 'HJ']);
    expect(lastWinner(s)).toBe(0);
  });

  it('allows one trumf and one tjog per deal in all', () => {
    let s = position({
      ...midPhase1,
      hands: ['D9 SA', 'DK DQ S9'],
      leader: 1,
      trump: H,
      declarations: [
        { seat: 0, kind: 'trumf', suit: H },
        { seat: 1, kind: 'tjog', suit: C },
      ],
    });
    s = play(s, [1, 'S9'], [0, 'D9']);
    expect(bondtolva.view(s, 0).phase).toBe('phase1'); // no wait: nothing left to declare
    expect(refusal(s, 1, 'tjog:D').code).toBe('declaration-used');
  });

  it('declares a pair once: after a trumf the trump pair is no tjog, and no second trumf', () => {
    let s = position({
      ...midPhase1,
      hands: ['D9 SA', 'HK HQ S9'],
      leader: 1,
      trump: H,
      declarations: [{ seat: 1, kind: 'trumf', suit: H }],
    });
    s = play(s, [1, 'S9'], [0, 'D9']);
    // The tjog is still free: the game waits, but the trump pair offers nothing beyond pass.
    expect(bondtolva.view(s, 0).phase).toBe('declare');
    expect(legal(s, 1)).toEqual(['pass']);
    expect(refusal(s, 1, 'tjog:H')).toEqual({
      code: 'declaration-kind',
      message: 'tjog:H: the tjog must be in another suit than the trumf (hearts)',
    });
    expect(refusal(s, 1, 'trumf:H').code).toBe('declaration-used');
  });

  it('a pass lets the draw happen; the pair cannot be declared later in that turn', () => {
    let s = position({ ...midPhase1, hands: ['D9 SA', 'HK HQ S9'], leader: 1 });
    s = play(s, [1, 'S9'], [0, 'D9'], [1, 'pass']);
    expect(s.deal!.trump).toBeNull();
    expect(s.deal!.stock.length).toBe(2);
    expect(refusal(s, 1, 'trumf:H').code).toBe('declaration-timing');
  });

  it('allows declaring after the sixth trick, before the last draw; phase 2 follows', () => {
    let s = position({ tricksPlayed: 5, stock: 'DA DT', hands: ['D9 SA', 'HK HQ S9'], leader: 1 });
    s = play(s, [1, 'S9'], [0, 'D9']);
    expect(legal(s, 1)).toEqual(['trumf:H', 'pass']);
    s = play(s, [1, 'trumf:H']);
    expect(hand(s, 1)).toBe(sorted('HK HQ DA'));
    expect(bondtolva.view(s, 1).phase).toBe('phase2');
    expect(bondtolva.view(s, 1).stockCount).toBe(0);
  });

  it('has no declarations in phase 2', () => {
    let s = position({ tricksPlayed: 6, hands: ['D9 C9', 'HK HQ S9'], leader: 1 });
    s = play(s, [1, 'S9'], [0, 'D9']);
    expect(lastWinner(s)).toBe(1);
    expect(bondtolva.toAct(s)).toEqual([1]);
    expect(refusal(s, 1, 'trumf:H')).toEqual({
      code: 'declaration-phase',
      message: 'trumf:H: no declarations in phase 2',
    });
    expect(refusal(s, 1, 'pass').code).toBe('declaration-phase');
  });
});

describe('phase 2: follow, head, trump', () => {
  const phase2 = { tricksPlayed: 6, leader: 1, trump: C } as const;

  it('must follow suit and beat the card led when able', () => {
    const s = play(position({ ...phase2, hands: ['DA DT D9 C9 SA H9', 'DK S9'] }), [1, 'DK']);
    expect(legal(s, 0)).toEqual(['DA', 'DT']);
    expect(refusal(s, 0, 'D9')).toEqual({
      code: 'must-head',
      message: 'D9: phase 2, must beat DK when able (head the trick)',
    });
    expect(refusal(s, 0, 'C9')).toEqual({
      code: 'must-follow-suit',
      message: 'C9: phase 2, must follow suit (diamonds) (revoke)',
    });
    expect(refusal(s, 0, 'SA').code).toBe('must-follow-suit');
  });

  it('follows with any card of the suit when it cannot beat', () => {
    const s = play(position({ ...phase2, hands: ['DT D9 C9', 'DA S9'] }), [1, 'DA']);
    expect(legal(s, 0)).toEqual(['DT', 'D9']);
  });

  it('must trump when void in the suit led, and the trump wins', () => {
    let s = play(position({ ...phase2, hands: ['DA D9 C9 CJ HA', 'SK S9'] }), [1, 'SK']);
    expect(legal(s, 0)).toEqual(['CJ', 'C9']);
    expect(refusal(s, 0, 'DA')).toEqual({
      code: 'must-trump',
      message: 'DA: phase 2, must play a trump (clubs) when void in spades',
    });
    s = play(s, [0, 'C9']);
    expect(lastWinner(s)).toBe(0);
  });

  it('plays any card when void in the suit led and in trumps; it does not win', () => {
    let s = play(position({ ...phase2, hands: ['DA D9 HA', 'SK S9'] }), [1, 'SK']);
    expect(legal(s, 0)).toEqual(['HA', 'DA', 'D9']);
    s = play(s, [0, 'DA']);
    expect(lastWinner(s)).toBe(1);
  });

  it('without a trump suit, a void player plays any card', () => {
    const s = play(position({ ...phase2, trump: null, hands: ['CA D9 HA', 'SK S9'] }), [1, 'SK']);
    expect(legal(s, 0)).toEqual(['HA', 'D9', 'CA']);
  });

  it('in phase 1 the same position allows any card', () => {
    const s = play(
      position({ ...phase2, tricksPlayed: 2, stock: 'HK HQ SA ST', hands: ['DA DT D9 C9', 'DK S9'] }),
      [1, 'DK'],
    );
    expect(legal(s, 0)).toHaveLength(4);
    expect(lastWinner(play(s, [0, 'D9']))).toBe(1);
  });
});

describe('turns and junk', () => {
  const s = dealt(deckFor('HK HQ SA S9 DJ C9', 'ST SK H9 HA DQ CA'), 0);
  it('refuses playing out of turn, cards not held and unknown actions, naming the action', () => {
    expect(refusal(s, 0, 'ST').code).toBe('not-your-turn');
    expect(refusal(s, 1, 'ST')).toEqual({ code: 'card-not-held', message: 'ST: not in hand' });
    expect(refusal(s, 1, 'zz').code).toBe('unknown-action');
    expect(refusal(s, 1, 'trumf:X').code).toBe('unknown-action');
    expect(refusal(s, 1, 'trumf:').code).toBe('unknown-action');
  });
  it('accepts the ten written 10 and lower case', () => {
    const t = play(s, [1, 's9'], [0, 'S10']);
    expect(lastWinner(t)).toBe(0);
  });
});
