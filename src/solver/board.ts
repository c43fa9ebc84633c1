import { POPCOUNT } from './bits.js';

/**
 * The position as the search keeps it, read by every part of the search: one `Int32Array` of
 * `BOARD_INTS` ints at the offsets below (one array, so that the many reads and writes go
 * through one object: V8 checks each typed array anew after every call), kept in a `Board`
 * with the holder of each card, the trump and the current trick.
 *
 * Modules that read the board in hot code copy these constants into module-local ones: V8
 * checks an imported binding at every use (its cell and whether it is initialised), a local one
 * far more cheaply.
 */

/** Trump value meaning no trump (suits are 0..3 = S H D C, as in `src/cards`). */
export const NO_TRUMP = 4;

/** The holdings, `seat * 4 + suit`: 13-bit masks, bit = rank − 2. */
export const HANDS = 0;
/** Per suit: the cards still in some hand. */
export const LIVE = 16;
/** Per suit: the owners of the cards still in hands, 2 bits each, highest card first. */
export const SEQ = 20;
/** Per suit: the cards on the table in the current trick. */
export const TRICK = 24;
/** Suit lengths of every hand, 4 bits each: N and E in word 0, S and W in word 1 (the table's shape words). */
export const SHAPE = 28;
export const BOARD_INTS = 32;

/** Plies of the deepest search (13 tricks of 4 cards, and room to spare). */
export const MAX_PLY = 56;

/**
 * The position during a search and the state every part of the search reads: the board (the
 * offsets above), the holder of each card, the trump, the current trick and the relevant-card
 * masks. The move ordering (`order.ts`) and the search (`search.ts`) extend it, and the
 * sure-trick bounds (`bounds.ts`, `quickTricks.ts`, `secondHand.ts`) take it as an argument, so
 * that all of this stays in one object: V8 checks each object and typed array anew after every
 * call, and parts of their own with copies of the arrays and the trump cost 1.1% more
 * instructions per node.
 */
export class Board {
  /** The position, at the offsets above. */
  readonly st = new Int32Array(BOARD_INTS);
  /** Holder of each card (`suit * 13 + bit`); cards never move between hands. */
  readonly owner = new Int8Array(52);
  /** The trump suit, or `NO_TRUMP`. */
  trump = NO_TRUMP;
  /** The current trick: the led suit, and the card winning it so far (seat, suit and bit). */
  leadSuit = 0;
  winSeat = 0;
  winSuit = 0;
  winBit = 0;
  /**
   * Relevant cards found by the node at each ply (4 suit masks per ply, at `ply * 4`): the
   * cards whose rank mattered to its result (partition search).
   */
  readonly rw = new Int32Array(MAX_PLY * 4);

  /**
   * Loads a position: holdings (`seat * 4 + suit`, after the trick's cards were removed), trump,
   * the leader of the current trick and the cards already played to it (as `Card` numbers, in
   * order).
   */
  load(masks: ArrayLike<number>, trump: number, leader: number, trick: ArrayLike<number>): void {
    const st = this.st;
    const owner = this.owner;
    for (let i = 0; i < 16; i++) st[HANDS + i] = masks[i];
    for (let s = 0; s < 4; s++) {
      let all = 0;
      for (let p = 0; p < 4; p++) {
        const h = masks[p * 4 + s];
        all |= h;
        for (let b = 0; b < 13; b++) if (h & (1 << b)) owner[s * 13 + b] = p;
      }
      st[LIVE + s] = all;
      let w = 0;
      for (let b = 12; b >= 0; b--) if (all & (1 << b)) w = (w << 2) | owner[s * 13 + b];
      st[SEQ + s] = w;
      st[TRICK + s] = 0;
    }
    st[SHAPE + 0] = st[SHAPE + 1] = 0;
    for (let p = 0; p < 4; p++)
      for (let s = 0; s < 4; s++)
        st[SHAPE + (p >> 1)] += POPCOUNT[masks[p * 4 + s]] << ((p & 1) * 16 + s * 4);
    this.trump = trump;
    for (let i = 0; i < trick.length; i++) {
      const s = Math.floor(trick[i] / 13);
      const b = trick[i] % 13;
      st[TRICK + s] |= 1 << b;
      if (i === 0) {
        this.leadSuit = s;
        this.winSeat = leader;
        this.winSuit = s;
        this.winBit = b;
      } else if ((s === this.winSuit && b > this.winBit) || (s === trump && this.winSuit !== trump)) {
        this.winSeat = (leader + i) & 3;
        this.winSuit = s;
        this.winBit = b;
      }
    }
  }

  /** Owner of the highest card of suit `s` still in a hand; -1 when none is left. */
  topOwner(s: number): number {
    const L = this.st[LIVE + s];
    return L === 0 ? -1 : this.owner[s * 13 + (31 - Math.clz32(L))];
  }
}
