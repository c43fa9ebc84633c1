import { describe, expect, it } from 'vitest';
import { formatCard, type Suit } from '../../../src/cards/card.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import {
  colonTrickWinner,
  leadBanAfter,
  legalFollows,
  legalLeads,
  playViolation,
} from '../../../src/games/bridgette/play.js';
import { afterExchange, card, cards, refused, run } from './helpers.js';

// Seat 0 deals and declares 1S; seat 1 leads.
const H0 = 'SA SK SQ S5 S4 HA H7 D8 D7 C9 C8 GC LC';
const H1 = 'SJ ST S9 HK HQ HJ H8 DA DK DQ CA CK RC';
const oneSpade = () =>
  run(afterExchange(0, [H0, H1]), [
    [0, '1S'],
    [1, 'P'],
  ]);

const names = (cs: number[]) => cs.map(formatCard);
const HEARTS = 1 as Suit;
const SPADES = 0 as Suit;

describe('bridgette play: following', () => {
  it('requires following suit, naming the rule', () => {
    const s = run(oneSpade(), [[1, 'HK']]);
    expect(refused(s, 0, 'D8').message).toBe('D8: must follow suit (hearts) (revoke)');
    expect(bridgette.legalActions(s, 0)).toEqual(['HA', 'H7']);
    const won = run(s, [[0, 'HA']]);
    expect(won.deal!.tricksWon).toEqual([1, 0]);
    expect(bridgette.toAct(won)).toEqual([0]);
  });

  it('refuses a colon on a card outside its group while other cards are legal', () => {
    const s = run(oneSpade(), [[1, 'HK']]);
    expect(refused(s, 0, 'GC').message).toMatch(
      /^GC: a colon may only follow a card of its group \(RC on HK;/,
    );
    expect(refused(s, 0, 'LC').code).toBe('colon-wrong-group');
    expect(refused(s, 0, 'RC').code).toBe('card-not-held');
  });
});

describe('bridgette play: following with a matching colon', () => {
  it('is allowed even when able to follow suit, and loses the trick', () => {
    const s = run(oneSpade(), [[1, 'H8']]);
    // Seat 0 holds HA and H7 and may still play LC to a spot card.
    expect(bridgette.legalActions(s, 0)).toEqual(['HA', 'H7', 'LC']);
    const after = run(s, [[0, 'LC']]);
    expect(after.deal!.tricks[0].winner).toBe(1);
    expect(after.deal!.tricksWon).toEqual([0, 1]);
  });

  it('loses even to a trump lead of its group', () => {
    const s = run(oneSpade(), [
      [1, 'HK'],
      [0, 'HA'],
      [0, 'S4'],
    ]);
    // S4 is a trump and a spot card; LC may follow it and loses.
    expect(bridgette.legalActions(s, 1)).toEqual(['SJ', 'ST', 'S9']);
    const t = run(oneSpade(), [
      [1, 'HK'],
      [0, 'HA'],
      [0, 'SA'],
    ]);
    expect(bridgette.legalActions(t, 1)).toEqual(['SJ', 'ST', 'S9']);
  });

  it("bans the suit for the winner's next lead, for one trick only", () => {
    const s = run(oneSpade(), [
      [1, 'H8'],
      [0, 'LC'],
    ]);
    expect(bridgette.view(s, 0).leadBan).toEqual({ seat: 1, suit: 'H' });
    const e = refused(s, 1, 'HQ');
    expect(e.code).toBe('colon-lead-ban');
    expect(e.message).toBe(
      'HQ: hearts may not be led to this trick, since a colon was played to your hearts lead (colon lead ban)',
    );
    expect(bridgette.legalActions(s, 1).some((a) => a.startsWith('H'))).toBe(false);
    expect(bridgette.legalActions(s, 1)).toContain('RC');
    const next = run(s, [
      [1, 'DK'],
      [0, 'D7'],
    ]);
    expect(next.deal!.tricks[1].winner).toBe(1);
    expect(bridgette.view(next, 0).leadBan).toBeNull();
    run(next, [[1, 'HQ']]);
  });

  it('lets the banned suit be led when nothing else may be led', () => {
    const ban = { seat: 0, suit: HEARTS };
    expect(names(legalLeads(cards('H2 H3 GC'), ban, 0))).toEqual(['GC']);
    expect(names(legalLeads(cards('H2 H3'), ban, 0))).toEqual(['H3', 'H2']);
    expect(names(legalLeads(cards('H2 S3'), ban, 0))).toEqual(['S3']);
    // The ban binds only the trick's winner.
    expect(names(legalLeads(cards('H2 S3'), ban, 1))).toEqual(['S3', 'H2']);
  });

  it('matches each colon with its group only', () => {
    expect(names(legalFollows(cards('SA S2 GC RC LC'), card('SK'), 'forbidden'))).toEqual(['SA', 'S2', 'RC']);
    expect(names(legalFollows(cards('SA S2 GC RC LC'), card('HA'), 'forbidden'))).toEqual(['SA', 'S2', 'GC']);
    expect(names(legalFollows(cards('SA S2 GC RC LC'), card('HT'), 'forbidden'))).toEqual(['SA', 'S2', 'LC']);
    expect(names(legalFollows(cards('SA S2 GC RC LC'), card('HJ'), 'forbidden'))).toEqual(['SA', 'S2', 'RC']);
  });
});

describe('bridgette play: leading a colon', () => {
  it('forbids answering with a colon while holding a suit card', () => {
    const s = run(oneSpade(), [[1, 'RC']]);
    expect(refused(s, 0, 'GC').message).toMatch(/^GC: a colon may not be played to a colon lead \(RC\)/);
    expect(refused(s, 0, 'LC').code).toBe('colon-on-colon');
    // Any suit card is fine: there is no suit to follow.
    expect(bridgette.legalActions(s, 0)).toEqual([
      'SA',
      'SK',
      'SQ',
      'S5',
      'S4',
      'HA',
      'H7',
      'D8',
      'D7',
      'C9',
      'C8',
    ]);
  });

  it('is won by a trump or a card of its group, otherwise by the colon', () => {
    const lead = () => run(oneSpade(), [[1, 'RC']]);
    expect(run(lead(), [[0, 'S4']]).deal!.tricks[0].winner).toBe(0); // trump
    expect(run(lead(), [[0, 'D8']]).deal!.tricks[0].winner).toBe(1); // spot card: the colon wins
    expect(run(lead(), [[0, 'HA']]).deal!.tricks[0].winner).toBe(1); // an ace is not in RC's group
    const trumps = 0 as Suit;
    expect(colonTrickWinner(card('RC'), card('HQ'), trumps)).toBe(1);
    expect(colonTrickWinner(card('RC'), card('HJ'), trumps)).toBe(1);
    expect(colonTrickWinner(card('GC'), card('DA'), trumps)).toBe(1);
    expect(colonTrickWinner(card('GC'), card('DK'), trumps)).toBe(0);
    expect(colonTrickWinner(card('LC'), card('DT'), trumps)).toBe(1);
    expect(colonTrickWinner(card('LC'), card('D2'), trumps)).toBe(1);
    expect(colonTrickWinner(card('LC'), card('DJ'), trumps)).toBe(0);
    expect(colonTrickWinner(card('LC'), card('SJ'), trumps)).toBe(1);
    // No trump in NT: only the group wins.
    expect(colonTrickWinner(card('GC'), card('SK'), null)).toBe(0);
    expect(colonTrickWinner(card('GC'), card('SA'), null)).toBe(1);
  });
});

describe('bridgette play: colonOnColon allowed (a colon on a led colon, and it loses)', () => {
  const allowed = () =>
    run(afterExchange(0, [H0, H1], { colonOnColon: 'allowed' }), [
      [0, '1S'],
      [1, 'P'],
    ]);

  it('offers the colons besides every suit card on a led colon', () => {
    const s = run(allowed(), [[1, 'RC']]);
    expect(bridgette.legalActions(s, 0)).toEqual([
      'SA',
      'SK',
      'SQ',
      'S5',
      'S4',
      'HA',
      'H7',
      'D8',
      'D7',
      'C9',
      'C8',
      'GC',
      'LC',
    ]);
    expect(names(legalFollows(cards('SA H2 GC LC'), card('RC'), 'allowed'))).toEqual([
      'SA',
      'H2',
      'GC',
      'LC',
    ]);
    expect(names(legalFollows(cards('SA H2 GC LC'), card('RC'), 'forbidden'))).toEqual(['SA', 'H2']);
  });

  it('the colon played to the colon loses: the leader wins and may lead anything next', () => {
    const s = run(allowed(), [
      [1, 'RC'],
      [0, 'GC'],
    ]);
    expect(s.deal!.tricks[0].winner).toBe(1);
    expect(s.deal!.tricksWon).toEqual([0, 1]);
    expect(bridgette.view(s, 1).leadBan).toBeNull();
    expect(colonTrickWinner(card('LC'), card('GC'), SPADES)).toBe(0);
  });

  it('changes nothing else: a colon on a suit lead still needs its group', () => {
    const s = run(allowed(), [[1, 'HK']]);
    expect(refused(s, 0, 'GC').code).toBe('colon-wrong-group');
    expect(bridgette.legalActions(s, 0)).toEqual(['HA', 'H7']);
    expect(bridgette.view(s, 0).colonOnColon).toBe('allowed');
  });
});

describe('bridgette play: the no-legal-card fallback', () => {
  it('allows any card when only colons outside the group are held; the colon loses', () => {
    expect(names(legalFollows(cards('GC RC'), card('S6'), 'forbidden'))).toEqual(['GC', 'RC']);
    expect(playViolation(cards('GC RC'), card('S6'), null, 1, card('GC'), 'forbidden')).toBeNull();
    expect(colonTrickWinner(card('S6'), card('GC'), null)).toBe(0);
    // A suit card in hand means no fallback: only LC would match S6.
    expect(names(legalFollows(cards('GC RC H2'), card('S6'), 'forbidden'))).toEqual(['H2']);
  });

  it('allows a colon on a colon lead when only colons are held; the leader wins', () => {
    expect(names(legalFollows(cards('LC'), card('GC'), 'forbidden'))).toEqual(['LC']);
    expect(colonTrickWinner(card('GC'), card('LC'), SPADES)).toBe(0);
  });

  it('does not ban a suit after a fallback colon (only a matching colon does)', () => {
    const trick = (lead: string, follow: string) => ({
      leader: 0,
      seats: [0, 1],
      cards: [card(lead), card(follow)],
      winner: 0,
    });
    expect(leadBanAfter(trick('S6', 'GC'))).toBeNull();
    expect(leadBanAfter(trick('S6', 'LC'))).toEqual({ seat: 0, suit: SPADES });
    expect(leadBanAfter(trick('GC', 'LC'))).toBeNull();
    expect(leadBanAfter(trick('S6', 'S7'))).toBeNull();
  });
});

describe('bridgette play: a whole deal', () => {
  it('plays 13 tricks, scores the deal and waits for the next deck', () => {
    let s = oneSpade();
    while (!bridgette.needsDeck(s)) {
      const seat = bridgette.toAct(s)[0];
      s = run(s, [[seat, bridgette.legalActions(s, seat)[0]]]);
    }
    expect(s.deal!.tricks.length).toBe(13);
    const r = bridgette.result(s);
    expect(r.deals).toHaveLength(1);
    expect(r.deals[0]).toMatchObject({ dealer: 0, contract: '1S', declarer: 0, upcard: 'S8' });
    expect(s.deal!.tricksWon[0] + s.deal!.tricksWon[1]).toBe(13);
    expect(r.deals[0].tricks).toBe(s.deal!.tricksWon[0]);
    expect(r.finished).toBe(false);
    expect(refused(s, 0, 'SA').code).toBe('no-deal');
  });
});
