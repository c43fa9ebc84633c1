/** Running mean and variance (Welford), so that long simulations need no sample arrays. */
export class Tally {
  n = 0;
  mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  /** Sample standard deviation (0 below two samples). */
  get sd(): number {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1)) : 0;
  }

  /** Half-width of the 95% confidence interval of the mean (normal approximation). */
  get ci95(): number {
    return this.n > 1 ? (1.96 * this.sd) / Math.sqrt(this.n) : Number.POSITIVE_INFINITY;
  }
}

/** Wilson 95% interval half-width-ish bounds for a proportion k/n (better than Wald near 0 and 1). */
export function wilson95(k: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.96;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The p-quantile (0..1) of a list of numbers, by nearest rank. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank];
}
