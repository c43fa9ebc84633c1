import { describe, expect, it } from 'vitest';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { perft } from '../bondebridge/drive.js';
import { afterExchange, dealt } from './helpers.js';

/** perft, pinned (see the bridge and bondebridge perft tests). */
const H0 = 'SA SK SQ S5 S4 HA H7 D8 D7 C9 C8 GC LC';
const H1 = 'SJ ST S9 HK HQ HJ H8 DA DK DQ CA CK RC';
const STOCK = 'S2 S3 S6 S7 S8 H2';

describe('bridgette perft', () => {
  it('the exchange: a spot upcard gives the dealer 4 cards to shed from 17, the other 2 from 15', () => {
    const s = dealt(0, [H0, H1], STOCK);
    // C(17, 4) = 2380 discards for the dealer, then C(15, 2) = 105 for the other player.
    expect([1, 2].map((d) => perft(bridgette, s, d))).toEqual([2380, 2380 * 105]);
  });
  it('auction after the exchange, depths 1..4', () => {
    const s = afterExchange(0, [H0, H1]);
    // The dealer (5 spades, 2 of every other suit) may pass, bid 0NT or any one-level bid, and
    // jump only in spades or NT (a jump needs 4 cards): 1 + 1 + 5 + 6 + 6 = 19.
    expect([1, 2, 3, 4].map((d) => perft(bridgette, s, d))).toEqual([19, 249, 2739, 24718]);
  });
});
