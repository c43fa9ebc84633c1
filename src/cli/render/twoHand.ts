import type { TrickView } from '../../engine/game.js';
import type { TerminalWords } from '../../words/reference.js';

/** A seat of a two-hand game as its viewer reads it: you or the opponent (a spectator sees numbers). */
export function twoHandSeat(viewer: number | null, seat: number, w: TerminalWords): string {
  if (viewer === null) return w.seat(seat);
  return seat === viewer ? w.you : w.opponent;
}

/** `H7 HK → opponent`: a trick's cards by seat, and who won it once it is complete. */
export function twoHandTrick(viewer: number | null, t: TrickView, w: TerminalWords): string {
  const name = (s: number) => twoHandSeat(viewer, s, w);
  const cards = t.cards.map(([s, c]) => `${name(s)} ${c}`).join(', ');
  return t.winner === undefined ? cards : `${cards} → ${name(t.winner)}`;
}

/** The last complete trick and the open one, each on a line. */
export function twoHandTricks(
  viewer: number | null,
  tricks: readonly TrickView[],
  w: TerminalWords,
): string[] {
  const complete = tricks.filter((t) => t.winner !== undefined);
  const open = tricks.find((t) => t.winner === undefined);
  const lines: string[] = [];
  if (complete.length)
    lines.push(w.twoHand.lastTrick(twoHandTrick(viewer, complete[complete.length - 1], w)));
  if (open) lines.push(w.twoHand.currentTrick(twoHandTrick(viewer, open, w)));
  return lines;
}
