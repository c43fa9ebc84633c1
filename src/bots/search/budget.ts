/** A deadline for search: a fixed number of samples when asked for one, else a share of the time budget. */
export class Budget {
  private readonly start = performance.now();
  constructor(
    private readonly timeMs: number,
    readonly fixedSamples: number | undefined,
    private readonly minSamples = 1,
    private readonly maxSamples = 10_000,
  ) {}

  /** May sample number `done` (0-based) start? */
  more(done: number): boolean {
    if (this.fixedSamples !== undefined) return done < this.fixedSamples;
    if (done < this.minSamples) return true;
    if (done >= this.maxSamples) return false;
    const elapsed = performance.now() - this.start;
    // Stop early enough that the next sample (about as long as the average so far) still fits.
    return elapsed + elapsed / done < this.timeMs;
  }

  elapsed(): number {
    return performance.now() - this.start;
  }
}
