import { describe, expect, it } from 'vitest';
import { distinctCards, Race } from '../../../src/bots/selbu/race.js';
import { type Card, parseCard } from '../../../src/cards/card.js';

const cards = (...t: string[]): Card[] =>
  t.map((x) => {
    const c = parseCard(x);
    if (!c.ok) throw new Error(c.error);
    return c.value;
  });

describe('selbu strong: equivalent cards', () => {
  it('keeps one of touching cards and of cards whose gap holds only played cards', () => {
    // H6 H7 touch; H9 is apart from H7 while H8 may be in another hand; S2 stands alone.
    const legal = cards('H6', 'H7', 'H9', 'S2');
    const out = distinctCards(legal, cards('H8', 'HA', 'S3'), []);
    expect(out).toHaveLength(3);
    expect(out).toContain(legal[3]);
    // Once H8 is gone (played), H6, H7 and H9 play alike.
    expect(distinctCards(legal, cards('HA', 'S3'), [])).toHaveLength(2);
  });

  it('tells apart cards with a card of the current trick between them', () => {
    expect(distinctCards(cards('H6', 'H9'), [], cards('H8'))).toHaveLength(2);
    expect(distinctCards(cards('H6', 'H9'), [], [])).toHaveLength(1);
  });
});

describe('selbu strong: the race of candidates', () => {
  it('drops a candidate that is clearly worse and keeps the close ones racing', () => {
    const race = new Race(3);
    for (let d = 0; d < 40; d++) {
      for (const i of race.live()) {
        const noise = d % 2 === 0 ? 1 : -1;
        race.record(i, [10, 9.8, 0][i] + noise, i !== 2);
      }
      race.endDeal();
    }
    expect(race.live()).toEqual([0, 1]);
    expect(race.best()).toBe(0);
    expect(race.hits(0)).toBe(40);
    expect(race.deals).toBe(40);
  });

  it('drops nothing before its first comparison', () => {
    const race = new Race(2);
    for (let d = 0; d < 11; d++) {
      race.record(0, 10, true);
      race.record(1, 0, false);
      race.endDeal();
    }
    expect(race.live()).toEqual([0, 1]);
  });
});
