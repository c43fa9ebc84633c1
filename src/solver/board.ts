import { POPCOUNT } from './bits.js';

/**
 * The position as the search keeps it, shared by the search (`search.ts`), its sure-trick bounds
 * (`bounds.ts`), its move ordering (`order.ts`) and its transposition table (`table.ts`): one
 * `Int32Array` of `BOARD_INTS` ints at the offsets below (one array, so that the many reads and
 * writes go through one object: V8 checks each typed array anew after every call), and an
 * `Int8Array` of the holder of each card (`suit * 13 + bit`; cards never move between hands).
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
 * Fills `board` and `owner` from the holdings (`seat * 4 + suit`), with no cards on the table:
 * the derived words (live cards, owner sequences, shape words) as the search keeps them.
 */
export function loadBoard(board: Int32Array, owner: Int8Array, masks: ArrayLike<number>): void {
  for (let i = 0; i < 16; i++) board[HANDS + i] = masks[i];
  for (let s = 0; s < 4; s++) {
    let all = 0;
    for (let p = 0; p < 4; p++) {
      const h = masks[p * 4 + s];
      all |= h;
      for (let b = 0; b < 13; b++) if (h & (1 << b)) owner[s * 13 + b] = p;
    }
    board[LIVE + s] = all;
    let w = 0;
    for (let b = 12; b >= 0; b--) if (all & (1 << b)) w = (w << 2) | owner[s * 13 + b];
    board[SEQ + s] = w;
    board[TRICK + s] = 0;
  }
  board[SHAPE + 0] = board[SHAPE + 1] = 0;
  for (let p = 0; p < 4; p++)
    for (let s = 0; s < 4; s++)
      board[SHAPE + (p >> 1)] += POPCOUNT[masks[p * 4 + s]] << ((p & 1) * 16 + s * 4);
}
