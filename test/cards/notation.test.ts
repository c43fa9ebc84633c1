import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCall, parseCall } from '../../src/cards/call.js';
import { formatCard, makeCard, parseCard, rankOf, STANDARD_PACK, suitOf } from '../../src/cards/card.js';
import { formatDeal, formatHand, parseDeal, parseHand } from '../../src/cards/hand.js';
import { Rng, shuffle } from '../../src/cards/rng.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('cards', () => {
  it('formats and parses every card of the 55-card pack both ways', () => {
    for (let c = 0; c < 55; c++) expect(unwrap(parseCard(formatCard(c)))).toBe(c);
  });
  it('accepts lower case and 10 for the ten, prints the canonical form', () => {
    expect(formatCard(unwrap(parseCard('h10')))).toBe('HT');
    expect(formatCard(unwrap(parseCard('sa')))).toBe('SA');
    expect(formatCard(unwrap(parseCard('gc')))).toBe('GC');
  });
  it('refuses what is not a card', () => {
    for (const bad of ['', 'S', 'S1', 'XA', 'SAA', 'S11', 'C0', 'joker'])
      expect(parseCard(bad).ok).toBe(false);
  });
  it('keeps suit and rank', () => {
    const c = makeCard(1, 12);
    expect(suitOf(c)).toBe(1);
    expect(rankOf(c)).toBe(12);
    expect(formatCard(c)).toBe('HQ');
  });
  it('has 52 distinct cards in the standard pack', () => {
    expect(new Set(STANDARD_PACK).size).toBe(52);
  });
});

describe('hands and deals', () => {
  it('parses a PBN hand and writes it back', () => {
    const h = unwrap(parseHand('AKQ2.T98.765.43'));
    expect(h.map(formatCard)).toEqual([
      'SA',
      'SK',
      'SQ',
      'S2',
      'HT',
      'H9',
      'H8',
      'D7',
      'D6',
      'D5',
      'C4',
      'C3',
    ]);
    expect(formatHand(h)).toBe('AKQ2.T98.765.43');
    expect(formatHand(unwrap(parseHand('AKQJT98765432...')))).toBe('AKQJT98765432...');
  });
  it('round-trips random deals from any first seat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 3 }), (seed, first) => {
        const deck = shuffle(STANDARD_PACK, new Rng(seed));
        const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 13, s * 13 + 13)) as [
          number[],
          number[],
          number[],
          number[],
        ];
        const text = formatDeal({ hands }, first);
        const back = unwrap(parseDeal(text));
        expect(formatDeal(back, first)).toBe(text);
        expect(back.hands.map((h) => [...h].sort((a, b) => a - b))).toEqual(
          hands.map((h) => [...h].sort((a, b) => a - b)),
        );
      }),
      { numRuns: 200 },
    );
  });
  it('places hands clockwise from the seat named', () => {
    const d = unwrap(parseDeal('E:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432'));
    expect(formatHand(d.hands[1])).toBe('AKQJT98765432...');
    expect(formatHand(d.hands[0])).toBe('...AKQJT98765432');
  });
  it('refuses duplicate cards, bad syntax and wrong counts', () => {
    expect(parseDeal('N:A... A... ... ...').ok).toBe(false);
    expect(parseDeal('X:... ... ... ...').ok).toBe(false);
    expect(parseDeal('N:... ... ...').ok).toBe(false);
    expect(parseHand('AK.Q.J').ok).toBe(false);
    expect(parseHand('AZ...').ok).toBe(false);
  });
});

describe('calls', () => {
  it('round-trips every call', () => {
    const all = ['P', 'X', 'XX', '0NT'];
    for (let l = 1; l <= 7; l++) for (const s of ['C', 'D', 'H', 'S', 'NT']) all.push(`${l}${s}`);
    for (const c of all) expect(formatCall(unwrap(parseCall(c)))).toBe(c);
  });
  it('accepts lower case and PASS; refuses nonsense', () => {
    expect(formatCall(unwrap(parseCall('pass')))).toBe('P');
    expect(formatCall(unwrap(parseCall('3nt')))).toBe('3NT');
    for (const bad of ['8C', '0C', '1X', 'XXX', '', 'NT']) expect(parseCall(bad).ok).toBe(false);
  });
});

describe('seeded shuffle', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(shuffle(STANDARD_PACK, new Rng('a'))).toEqual(shuffle(STANDARD_PACK, new Rng('a')));
    expect(shuffle(STANDARD_PACK, new Rng('a'))).not.toEqual(shuffle(STANDARD_PACK, new Rng('b')));
  });
  it('puts every card in every position equally often (chi-square)', () => {
    // 8 items, 40,000 shuffles: every item lands in every position with probability 1/8.
    const n = 8;
    const runs = 40_000;
    const counts = Array.from({ length: n }, () => new Array(n).fill(0));
    const rng = new Rng('uniformity');
    const items = Array.from({ length: n }, (_, i) => i);
    for (let r = 0; r < runs; r++) {
      shuffle(items, rng).forEach((item, pos) => {
        counts[item][pos]++;
      });
    }
    const expected = runs / n;
    let chi = 0;
    for (const row of counts) for (const c of row) chi += (c - expected) ** 2 / expected;
    // 49 degrees of freedom: the 99.9% quantile is about 85.4.
    expect(chi).toBeLessThan(85.4);
  });
  it('makes each of the 6 orders of 3 items equally likely', () => {
    const rng = new Rng('perm3');
    const freq = new Map<string, number>();
    const runs = 30_000;
    for (let r = 0; r < runs; r++) {
      const k = shuffle([0, 1, 2], rng).join('');
      freq.set(k, (freq.get(k) ?? 0) + 1);
    }
    expect(freq.size).toBe(6);
    let chi = 0;
    for (const c of freq.values()) chi += (c - runs / 6) ** 2 / (runs / 6);
    expect(chi).toBeLessThan(20.5); // 5 d.o.f., 99.9%
  });
  it('draws integers without bias', () => {
    const rng = new Rng('int');
    const counts = new Array(3).fill(0);
    for (let i = 0; i < 30_000; i++) counts[rng.int(3)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });
});
