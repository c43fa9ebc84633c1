import { describe, expect, it } from 'vitest';
import {
  minimizeSelbuOptions,
  parseSelbuOptions,
  roundSizes,
  SELBU_DEFAULT_OPTIONS,
} from '../../../src/games/selbu/options.js';

const parse = (raw: unknown) => parseSelbuOptions(raw);

describe('selbu options', () => {
  it('defaults: 4 players, classic sizes and trump, simultaneous bids, classic score, no forehead', () => {
    expect(parse({})).toEqual({ ok: true, value: SELBU_DEFAULT_OPTIONS });
  });

  it('classic hand sizes are 1…10, 10…1 (20 rounds); up and down are the halves', () => {
    expect(roundSizes('classic')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(roundSizes('up')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(roundSizes('down')).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('accepts an explicit list, also written as text for command-line flags', () => {
    expect(parse({ handSizes: [5, 5, 3] })).toMatchObject({ ok: true, value: { handSizes: [5, 5, 3] } });
    expect(parse({ handSizes: '5, 5,3' })).toMatchObject({ ok: true, value: { handSizes: [5, 5, 3] } });
  });

  it('refuses hand sizes that are not whole numbers from 1', () => {
    for (const handSizes of [[], [0], [2.5], ['x'], 'sideways', 7, null]) {
      const r = parse({ handSizes });
      expect(r.ok, JSON.stringify(handSizes)).toBe(false);
    }
  });

  it('refuses a largest hand that does not fit the pack', () => {
    const r = parse({ players: 5, handSizes: [11] });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'too-many-cards',
        params: { option: 'handSizes', players: 5, cards: 11, dealt: 55, pack: 52 },
        message: expect.stringMatching(/5 players × 11 cards = 55 .*52-card pack/),
      },
    });
    expect(parse({ players: 4, handSizes: [13] }).ok).toBe(true);
  });

  it('refuses, with trump: draw, sizes that leave no card to turn up', () => {
    const r = parse({ players: 4, handSizes: [13], trump: 'draw' });
    expect(r).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'no-upcard',
        message: expect.stringMatching(/no card to turn up/),
      }),
    });
    // 5 players × 10 cards leaves 2 in the stock: fine.
    expect(parse({ players: 5, trump: 'draw' }).ok).toBe(true);
    expect(parse({ players: 4, handSizes: [12], trump: 'draw' }).ok).toBe(true);
  });

  it('refuses the same with trump: draw-suit, naming the rule', () => {
    const r = parse({ players: 4, handSizes: [13], trump: 'draw-suit' });
    expect(r).toEqual({
      ok: false,
      error: expect.objectContaining({
        message: expect.stringMatching(/no card to turn up for trump: draw-suit$/),
      }),
    });
    expect(parse({ players: 2, handSizes: [26], trump: 'draw-suit' }).ok).toBe(false);
    expect(parse({ players: 5, trump: 'draw-suit' }).ok).toBe(true);
    expect(parse({ players: 2, handSizes: [25], trump: 'draw-suit' }).ok).toBe(true);
  });

  it('refuses unknown options and values', () => {
    expect(parse({ jokers: true }).ok).toBe(false);
    expect(parse({ players: 6 }).ok).toBe(false);
    expect(parse({ players: 1 }).ok).toBe(false);
    expect(parse({ trump: 'fixed:X' }).ok).toBe(false);
    expect(parse({ bidding: 'auction' }).ok).toBe(false);
    expect(parse({ scoring: 'bridge' }).ok).toBe(false);
    expect(parse({ forehead: 'first' }).ok).toBe(false);
  });

  it('accepts every trump rule', () => {
    for (const trump of [
      'classic',
      'draw',
      'draw-suit',
      'fixed:S',
      'fixed:H',
      'fixed:D',
      'fixed:C',
      'none',
    ]) {
      expect(parse({ trump }).ok, trump).toBe(true);
    }
  });

  it('a record stores only what differs from the defaults, and parses back to the same options', () => {
    const r = parse({ players: 3, handSizes: [5, 5], trump: 'draw', forehead: 'none' });
    if (!r.ok) throw new Error(r.error.message);
    const stored = minimizeSelbuOptions(r.value);
    expect(stored).toEqual({ players: 3, handSizes: [5, 5], trump: 'draw' });
    expect(parse(stored)).toEqual(r);
    expect(minimizeSelbuOptions(SELBU_DEFAULT_OPTIONS)).toEqual({});
  });
});
