import { describe, expect, it } from 'vitest';
import { formatCard, STANDARD_PACK } from '../../../src/cards/card.js';
import { type BondebridgeState, bondebridge } from '../../../src/games/bondebridge/game.js';
import {
  minimizeBondebridgeOptions,
  parseBondebridgeOptions,
} from '../../../src/games/bondebridge/options.js';
import { bondebridgePoints } from '../../../src/games/bondebridge/score.js';
import { seatingFor } from '../../../src/games/bondebridge/seating.js';
import { dealHands } from '../../../src/games/contract/deal.js';
import { act, dealNext, deckFor, plainDeck, playOut } from './drive.js';

const game = bondebridge;
function start(raw: Record<string, unknown> = {}, firstDealer = 0, deck = plainDeck()): BondebridgeState {
  const o = parseBondebridgeOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return dealNext(game, game.newMatch(o.value, firstDealer), deck);
}
const refuse = (s: BondebridgeState, seat: number, action: string) => {
  const r = game.apply(s, seat, action);
  if (r.ok) throw new Error(`${action} by ${seat} was accepted`);
  return r.error;
};
/** Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs. */
const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

describe('bondebridge worked examples (rule book)', () => {
  it('2C by North, N–S take 9: standard +9, simple +3', () => {
    expect(bondebridgePoints({ level: 2, doubled: 0 }, 9, 'standard')).toEqual({
      attackers: 9,
      defenders: 0,
    });
    expect(bondebridgePoints({ level: 2, doubled: 0 }, 9, 'simple')).toEqual({ attackers: 3, defenders: 0 });
  });
  it('4S by East, E–W take 8 (2 short): standard N–S +4, simple N–S +2', () => {
    expect(bondebridgePoints({ level: 4, doubled: 0 }, 8, 'standard')).toEqual({
      attackers: 0,
      defenders: 4,
    });
    expect(bondebridgePoints({ level: 4, doubled: 0 }, 8, 'simple')).toEqual({ attackers: 0, defenders: 2 });
  });
  it('7NT by South, N–S take 13, standard: +16 (13 + 3 for all tricks)', () => {
    expect(bondebridgePoints({ level: 7, doubled: 0 }, 13, 'standard').attackers).toBe(16);
    expect(bondebridgePoints({ level: 7, doubled: 0 }, 13, 'simple').attackers).toBe(7); // no bonus in simple
  });
  it('3H doubled by West, E–W take 9 (made), standard: E–W +18', () => {
    expect(bondebridgePoints({ level: 3, doubled: 1 }, 9, 'standard').attackers).toBe(18);
  });
  it('3H doubled by West, E–W take 9, doubledPoints penalty: E–W +9 (a made contract scores as undoubled)', () => {
    expect(bondebridgePoints({ level: 3, doubled: 1 }, 9, 'standard', 'penalty')).toEqual({
      attackers: 9,
      defenders: 0,
    });
    expect(bondebridgePoints({ level: 3, doubled: 2 }, 9, 'standard', 'penalty').attackers).toBe(9);
  });
  it('4S doubled by East, 8 tricks: N–S +8 with either doubledPoints setting', () => {
    for (const setting of ['all', 'penalty'] as const) {
      expect(bondebridgePoints({ level: 4, doubled: 1 }, 8, 'standard', setting)).toEqual({
        attackers: 0,
        defenders: 8,
      });
    }
    expect(bondebridgePoints({ level: 4, doubled: 2 }, 8, 'simple', 'penalty').defenders).toBe(8);
  });
  it('redoubled multiplies by 4 (decision), also when failing', () => {
    expect(bondebridgePoints({ level: 2, doubled: 2 }, 6, 'standard')).toEqual({
      attackers: 0,
      defenders: 16,
    });
    expect(bondebridgePoints({ level: 1, doubled: 2 }, 7, 'simple').attackers).toBe(4);
  });
});

describe('bondebridge deal and auction', () => {
  it('deals one card at a time clockwise from the dealer’s left', () => {
    const hands = dealHands(STANDARD_PACK, 2);
    expect(hands[3]).toContain(STANDARD_PACK[0]); // first card to West, left of dealer South
    expect(hands[0]).toContain(STANDARD_PACK[1]);
    expect(hands[2]).toContain(STANDARD_PACK[51]); // the dealer gets the last card
    expect(hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
  });
  it('the player left of the dealer calls first; the dealer moves clockwise each deal', () => {
    const s = start({}, 2);
    expect(game.toAct(s)).toEqual([3]);
    expect(game.view(s, 0).dealer).toBe(2);
    const after = playOut(game, act(game, s, '1C', 'P', 'P', 'P'));
    expect(game.needsDeck(after)).toBe(true);
    expect(game.view(after, 0).dealer).toBe(3);
  });
  it('a bid must be higher: higher level, or same level in a higher strain', () => {
    const s = act(game, start(), '2D');
    expect(refuse(s, 2, '2D').code).toBe('bid-too-low');
    expect(refuse(s, 2, '2C').code).toBe('bid-too-low');
    expect(refuse(s, 2, '1NT').code).toBe('bid-too-low');
    expect(game.legalActions(s, 2).slice(0, 4)).toEqual(['P', '2H', '2S', '2NT']);
  });
  it('three passes after a bid end the auction; declarer is the first of the side to name the strain', () => {
    // Dealer N: E, S, W, N call in turn. W bids hearts first, E raises: W declares.
    let s = act(game, start(), 'P', '1C', '1H', '2C', '3H', 'P');
    expect(game.view(s, 0).contract).toBeNull();
    s = act(game, s, 'P', 'P');
    const v = game.view(s, 0);
    expect(v.contract).toBe('3H');
    expect(v.declarer).toBe(3);
    expect(v.phase).toBe('play');
    expect(game.toAct(s)).toEqual([0]); // opening lead from declarer's left
  });
  it('all four pass: thrown in, not counted, the next dealer deals', () => {
    let s = start({ deals: 1 });
    s = act(game, s, 'P', 'P', 'P', 'P');
    expect(game.needsDeck(s)).toBe(true);
    expect(game.isOver(s)).toBe(false);
    expect(game.result(s).deals).toEqual([{ dealer: 0, passedOut: true, score: { NS: 0, EW: 0 } }]);
    s = dealNext(game, s, plainDeck());
    expect(game.view(s, 0).dealer).toBe(1);
    expect(game.toAct(s)).toEqual([2]);
  });
  it('doubling off: X and XX are refused', () => {
    const s = act(game, start(), '1S');
    expect(refuse(s, 2, 'X').code).toBe('no-doubling');
    expect(game.legalActions(s, 2)).not.toContain('X');
  });
  it('doubling: X of the opponents’ bid, XX of their double, a new bid cancels both', () => {
    let s = act(game, start({ doubling: true }), '1S');
    expect(refuse(s, 2, 'XX').code).toBe('redouble-not-allowed');
    s = act(game, s, 'X');
    expect(game.legalActions(s, 3)).toContain('XX');
    expect(refuse(s, 3, 'X').code).toBe('double-own-side');
    expect(refuse(act(game, start({ doubling: true }), '1S', 'X', 'P'), 0, 'X').code).toBe('already-doubled');
    s = act(game, s, 'XX', 'P', 'P', 'P');
    expect(game.view(s, 0).contract).toBe('1SXX');
    let t = act(game, start({ doubling: true }), '1S', 'X', '2C', 'P', 'P', 'P');
    expect(game.view(t, 0).contract).toBe('2C');
    t = act(game, start({ doubling: true }), '1S', 'X', 'P');
    expect(refuse(t, 0, 'XX').code).toBe('redouble-not-allowed'); // N's side doubled: only E–W may redouble
  });
  it('noTrumpOnly: only NT bids', () => {
    const s = start({ noTrumpOnly: true });
    expect(game.legalActions(s, 1)).toEqual(['P', '1NT', '2NT', '3NT', '4NT', '5NT', '6NT', '7NT']);
    expect(refuse(s, 1, '1S').code).toBe('bid-restricted');
  });
  it('refuses cards during the auction and calls during the play, and non-canonical spellings', () => {
    const s = start();
    expect(refuse(s, 1, formatCard(STANDARD_PACK[0])).code).toBe('unknown-action');
    expect(refuse(s, 1, 'pass').code).toBe('not-canonical');
    const p = act(game, s, '1C', 'P', 'P', 'P');
    expect(refuse(p, game.toAct(p)[0], 'P').code).toBe('unknown-action');
  });
});

describe('bondebridge play', () => {
  it('follow suit if you can; otherwise any card; trump wins; the winner leads', () => {
    let s = act(game, start(), '1S', 'P', 'P', 'P'); // E declares spades, S leads
    expect(game.toAct(s)).toEqual([2]);
    const hands = s.deal!.hands.map((h) => h.map(formatCard));
    const lead = hands[2][0];
    s = act(game, s, lead);
    const suit = lead[0];
    const west = hands[3];
    const wrong = west.find((c) => c[0] !== suit);
    if (west.some((c) => c[0] === suit) && wrong) {
      expect(refuse(s, 3, wrong).code).toBe('must-follow-suit');
      expect(game.legalActions(s, 3).every((c) => c[0] === suit)).toBe(true);
    }
    expect(refuse(s, 3, hands[0][0]).code).toBe('card-not-held');
    expect(refuse(s, 0, hands[0][0]).code).toBe('not-your-turn');
  });
  it('a void player may play any card; the highest trump wins; all 13 tricks: +3', () => {
    // Dealer W: N calls first and bids 7S holding every spade.
    let s = dealNext(game, game.newMatch(game.defaultOptions, 3), deckFor(ONE_SUIT_EACH, 3));
    s = act(game, s, '7S', 'P', 'P', 'P');
    expect(game.toAct(s)).toEqual([1]);
    s = act(game, s, 'HA');
    expect(game.legalActions(s, 2)).toHaveLength(13); // void in hearts: any card
    s = act(game, s, 'DA', 'CA', 'S2');
    expect(s.deal!.tricks[0].winner).toBe(0); // the two of trumps beats three aces
    expect(game.toAct(s)).toEqual([0]);
    s = playOut(game, s);
    expect(game.result(s).deals[0]).toEqual({
      dealer: 3,
      contract: '7S',
      declarer: 0,
      tricks: 13,
      score: { NS: 16, EW: 0 },
    });
  });
  it('in no trump the highest card of the suit led wins', () => {
    let s = dealNext(game, game.newMatch(game.defaultOptions, 3), deckFor(ONE_SUIT_EACH, 3));
    s = act(game, s, 'P', '1NT', 'P', 'P', 'P'); // E declares, S leads
    s = act(game, s, 'D2', 'CA', 'SA', 'HA');
    expect(s.deal!.tricks[0].winner).toBe(2);
  });
});

describe('bondebridge match', () => {
  it('ends after `deals` played deals; most points wins; a tie lists both', () => {
    let s = dealNext(game, game.newMatch(parseOk({ deals: 1 }), 3), deckFor(ONE_SUIT_EACH, 3));
    s = playOut(game, act(game, s, '1S', 'P', 'P', 'P'));
    expect(game.isOver(s)).toBe(true);
    expect(game.result(s)).toMatchObject({ finished: true, totals: { NS: 16, EW: 0 }, winners: ['NS'] });
    expect(game.apply(s, 0, 'P').ok).toBe(false);
    expect(game.deal(s, plainDeck()).ok).toBe(false);
    expect(game.view(s, 0).phase).toBe('over');
    const tie = { ...s, totals: { NS: 5, EW: 5 } };
    expect(game.result(tie).winners).toEqual(['NS', 'EW']);
  });
  it('rotatingPartners: seatings cycle by played deal, points go to both players of a side', () => {
    expect([0, 1, 2, 3].map((d) => seatingFor({ rotatingPartners: true, threePlayers: false }, d))).toEqual([
      [0, 1, 2, 3],
      [0, 2, 1, 3],
      [0, 1, 3, 2],
      [0, 1, 2, 3],
    ]);
    let s = dealNext(game, game.newMatch(parseOk({ rotatingPartners: true }), 3), plainDeck());
    s = act(game, s, 'P', 'P', 'P', 'P'); // thrown in: same seating again
    expect(game.result(s).deals[0]).toMatchObject({ passedOut: true, seating: [0, 1, 2, 3] });
    s = dealNext(game, s, deckFor(ONE_SUIT_EACH, 0));
    expect(game.view(s, 0).seating).toEqual([0, 1, 2, 3]);
    s = playOut(game, act(game, s, '1H', 'P', 'P', 'P')); // E declares hearts holding all 13
    expect(game.result(s).deals[1]).toMatchObject({ score: { 0: 0, 1: 16, 2: 0, 3: 16 } });
    s = dealNext(game, s, deckFor(ONE_SUIT_EACH, 1));
    expect(game.view(s, 2).seating).toEqual([0, 2, 1, 3]);
    s = playOut(game, act(game, s, 'P', '1C', 'P', 'P', 'P')); // W (player 3) declares clubs
    expect(game.result(s).deals[2]).toMatchObject({ score: { 0: 0, 1: 0, 2: 16, 3: 16 } });
    expect(game.result(s).totals).toEqual({ 0: 0, 1: 16, 2: 16, 3: 32 });
  });
});

describe('bondebridge options', () => {
  it('defaults: 8 deals, standard scoring; rotatingPartners defaults to 6 deals', () => {
    expect(parseOk({})).toMatchObject({ deals: 8, scoring: 'standard', doubling: false, revokePenalty: 1 });
    expect(parseOk({ rotatingPartners: true }).deals).toBe(6);
  });
  it('rotatingPartners needs a multiple of 3 deals', () => {
    expect(parseBondebridgeOptions({ rotatingPartners: true, deals: 8 }).ok).toBe(false);
    expect(parseOk({ rotatingPartners: true, deals: 9 }).deals).toBe(9);
  });
  it('refuses unknown options and bad values; stores revokePenalty', () => {
    expect(parseBondebridgeOptions({ trumps: 'none' }).ok).toBe(false);
    expect(parseBondebridgeOptions({ scoring: 'fancy' }).ok).toBe(false);
    expect(parseBondebridgeOptions({ deals: 0 }).ok).toBe(false);
    expect(parseOk({ revokePenalty: 2 }).revokePenalty).toBe(2);
  });
  it('a record stores only what differs from the defaults', () => {
    expect(minimizeBondebridgeOptions(parseOk({}))).toEqual({});
    expect(minimizeBondebridgeOptions(parseOk({ rotatingPartners: true }))).toEqual({
      rotatingPartners: true,
    });
    expect(minimizeBondebridgeOptions(parseOk({ rotatingPartners: true, deals: 9 }))).toEqual({
      rotatingPartners: true,
      deals: 9,
    });
    expect(minimizeBondebridgeOptions(parseOk({ doubling: true, deals: 4 }))).toEqual({
      doubling: true,
      deals: 4,
    });
  });
});

describe('bondebridge views', () => {
  it('a seat sees its own hand, the calls, contract, tricks and scores — no other hand', () => {
    let s = act(
      game,
      start(),
      '1S',
      'P',
      'P',
      'P',
      game.legalActions(act(game, start(), '1S', 'P', 'P', 'P'), 2)[0],
    );
    for (const seat of [0, 1, 2, 3]) {
      const v = game.view(s, seat);
      expect(v.hands.map((h, i) => (h === null ? i : -1)).filter((i) => i >= 0)).toEqual(
        [0, 1, 2, 3].filter((i) => i !== seat),
      );
      expect(v.hands[seat]).toEqual(s.deal!.hands[seat].map(formatCard));
      expect(v).toMatchObject({ contract: '1S', declarer: 1, dummy: null, dealer: 0, phase: 'play' });
      expect(v.calls).toEqual([
        [1, '1S'],
        [2, 'P'],
        [3, 'P'],
        [0, 'P'],
      ]);
      expect(v.tricks[0].cards).toHaveLength(1);
    }
    expect(game.view(s, null).hands).toEqual([null, null, null, null]);
    s = playOut(game, s);
    expect(game.view(s, 0).result.deals).toHaveLength(1);
  });
});

function parseOk(raw: Record<string, unknown>) {
  const o = parseBondebridgeOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}
