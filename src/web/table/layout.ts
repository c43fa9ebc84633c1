/**
 * Where each seat sits on the screen (ui.md): you at the bottom, then clockwise — the next
 * seat on your left, partner (or the next player) at the top, the others spaced around.
 */
export type Position = 'bottom' | 'left' | 'top' | 'right' | 'top-left' | 'top-right';

const AROUND: Record<number, Position[]> = {
  1: ['bottom'],
  2: ['bottom', 'top'],
  3: ['bottom', 'top-left', 'top-right'],
  4: ['bottom', 'left', 'top', 'right'],
  5: ['bottom', 'left', 'top-left', 'top-right', 'right'],
};

/** Position of every seat when `bottom` sits at the bottom. */
export function seatPositions(seats: number, bottom: number): Position[] {
  const around = AROUND[seats] ?? AROUND[4];
  return Array.from({ length: seats }, (_, seat) => around[(seat - bottom + seats) % seats]);
}

/** Who sits at the bottom: yourself; a spectator sees South (compass seats) or seat 0 there. */
export function bottomSeat(seat: number | null, seats: number, compass: boolean): number {
  if (seat !== null) return seat;
  return compass && seats === 4 ? 2 : 0;
}
