/**
 * rotatingPartners: the players sitting N, E, S, W in played deal d are arrangement d mod 3,
 * so that p0 partners p2, then p1, then p3.
 */
export const ARRANGEMENTS: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 1, 3, 2],
];

/** Players by seat for the deal after `playedDeals` played (not thrown-in) deals. */
export const seatingFor = (playedDeals: number): number[] => [...ARRANGEMENTS[playedDeals % 3]];
