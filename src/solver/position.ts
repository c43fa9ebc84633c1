import { type Card, formatCard } from '../cards/card.js';
import { err, ok, type Result } from '../cards/result.js';
import { NO_TRUMP } from './board.js';

/** Seats N E S W = 0..3, as in `src/cards/hand.ts`. */
export type Seat = 0 | 1 | 2 | 3;

/**
 * A double-dummy position as callers describe it: what each seat still holds, the trump suit
 * (suit index 0..3 = S H D C, or `null`/4 for no trump), who led the current trick and the cards
 * already played to it in order. Seats that already played to the trick hold one card fewer.
 */
export interface Position {
  hands: readonly (readonly Card[])[];
  trump: number | null;
  leader: number;
  trick?: readonly Card[];
}

/** A checked position in the engine's terms. */
export interface Packed {
  masks: Int32Array;
  trump: number;
  leader: number;
  trick: number[];
  /** The seat to play next. */
  toAct: number;
  /** Hand size of the seat to play next = tricks left, the current one included. */
  n: number;
}

/** Validates a position: 4 hands, real cards, no card twice, legal trick, consistent sizes. */
export function packPosition(pos: Position): Result<Packed> {
  if (pos.hands.length !== 4) return err(`a position needs 4 hands, got ${pos.hands.length}`);
  const trump = pos.trump === null ? NO_TRUMP : pos.trump;
  if (!Number.isInteger(trump) || trump < 0 || trump > 4) return err(`bad trump ${pos.trump}`);
  if (!Number.isInteger(pos.leader) || pos.leader < 0 || pos.leader > 3)
    return err(`bad leader ${pos.leader}`);
  const trick = [...(pos.trick ?? [])];
  if (trick.length > 3) return err('a trick in progress holds at most 3 cards');
  const masks = new Int32Array(16);
  const seen = new Set<Card>();
  const use = (c: Card): string | null => {
    if (!Number.isInteger(c) || c < 0 || c >= 52) return `not a standard card: ${c}`;
    if (seen.has(c)) return `card ${formatCard(c)} appears twice`;
    seen.add(c);
    return null;
  };
  for (let p = 0; p < 4; p++) {
    for (const c of pos.hands[p]) {
      const e = use(c);
      if (e) return err(e);
      masks[p * 4 + Math.floor(c / 13)] |= 1 << (c % 13);
    }
  }
  for (const c of trick) {
    const e = use(c);
    if (e) return err(e);
  }
  const toAct = (pos.leader + trick.length) & 3;
  const n = pos.hands[toAct].length;
  if (n < 1 || n > 13) return err(`the player to act must hold 1 to 13 cards, not ${n}`);
  for (let i = 0; i < 4; i++) {
    const seat = (pos.leader + i) & 3;
    const want = i < trick.length ? n - 1 : n;
    if (pos.hands[seat].length !== want) {
      return err(`hands are unequal: seat ${seat} holds ${pos.hands[seat].length} cards, expected ${want}`);
    }
  }
  // A card off the led suit is only legal from a hand now void in it.
  if (trick.length > 0) {
    const led = Math.floor(trick[0] / 13);
    for (let i = 1; i < trick.length; i++) {
      const seat = (pos.leader + i) & 3;
      if (Math.floor(trick[i] / 13) !== led && masks[seat * 4 + led] !== 0) {
        return err(`${formatCard(trick[i])} does not follow suit though seat ${seat} holds the led suit`);
      }
    }
  }
  return ok({ masks, trump, leader: pos.leader, trick, toAct, n });
}
