/**
 * What one `solveCards` sample costs, by cards in the mover's hand, learnt as a bot plays: the
 * median of the last few samples solved. A median, not a mean: the cost is heavy-tailed (13
 * cards: median 36 ms, p90 183 ms, p99 0.6 s on layouts the sampler draws after real auctions;
 * docs/bots.md), and a mean that one slow layout lifted past the budget priced that hand size
 * out for good — never tried again, so never corrected. A hand size skipped for its cost
 * drifts back too: each skip counts as one sample at the prior, so a busy spell is retried.
 */
export class SolveCosts {
  private readonly recent: number[][];

  constructor(
    private readonly priors: readonly number[],
    private readonly window = 9,
  ) {
    this.recent = priors.map((ms) => new Array<number>(window).fill(ms));
  }

  record(cards: number, ms: number): void {
    const w = this.recent[cards];
    w.shift();
    w.push(ms);
  }

  typical(cards: number): number {
    const sorted = [...this.recent[cards]].sort((a, b) => a - b);
    return sorted[this.window >> 1];
  }

  /** Two samples of typical cost fit in `share` of the budget; a refusal is remembered as a prior sample. */
  affordable(cards: number, timeMs: number, share: number): boolean {
    if (2 * this.typical(cards) <= share * timeMs) return true;
    this.record(cards, this.priors[cards]);
    return false;
  }
}
