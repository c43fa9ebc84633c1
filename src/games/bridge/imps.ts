/**
 * The standard IMP scale (international match points): the lowest point difference that earns
 * 1, 2, … 24 IMPs. 0–10 → 0, 20–40 → 1, 50–80 → 2, …, 3500–3990 → 23, 4000 and more → 24.
 */
export const IMP_THRESHOLDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500,
  3000, 3500, 4000,
];

/** IMPs for a point difference on one board, with its sign (−620 → −12). */
export function imps(pointDifference: number): number {
  const size = Math.abs(pointDifference);
  let n = 0;
  while (n < IMP_THRESHOLDS.length && size >= IMP_THRESHOLDS[n]) n++;
  return pointDifference < 0 && n > 0 ? -n : n;
}
