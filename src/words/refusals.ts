import type { ParamsOf, RefusalCode } from '../engine/refusal.js';

/**
 * The words a sentence about a refusal needs, as each client shows them: the web names cards
 * ("ace of spades") and players by name, the terminal by notation (SA) and seat.
 */
export interface RefusalWords {
  /** `SA` → "ace of spades" (web) or `SA` (terminal). */
  card(code: string): string;
  /** `S` → "spades". */
  suit(letter: string): string;
  /** A seat → the player's name, or the seat's. */
  seat(seat: number): string;
  /** Several seats → "Kari, Ola". */
  seats(seats: readonly number[]): string;
  /** `2D` → "2♦", `P` → "Pass" (web) or the call as typed (terminal). */
  call(call: string): string;
}

/** A client's `RefusalWords` from how it names one seat: several seats are always that name, joined. */
export const namingSeats = (w: Omit<RefusalWords, 'seats'>): RefusalWords => ({
  ...w,
  seats: (seats) => seats.map((s) => w.seat(s)).join(', '),
});

/** One sentence per engine refusal code: a Record, so that a missing code fails the type check. */
export type RefusalTexts = { [C in RefusalCode]: (p: ParamsOf<C>, w: RefusalWords) => string };

/** A refusal's sentence from its code and parameters; null for a code these texts do not know. */
export function refusalSentence(
  texts: RefusalTexts,
  e: { code: string; params?: object },
  w: RefusalWords,
): string | null {
  if (!Object.hasOwn(texts, e.code)) return null;
  const text = texts[e.code as RefusalCode] as (p: object, w: RefusalWords) => string;
  return text(e.params ?? {}, w);
}
