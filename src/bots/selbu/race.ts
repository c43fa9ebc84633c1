import { type Card, suitOf } from '../../cards/card.js';

/** Deals every candidate is scored on before any is dropped. */
const MIN_DEALS = 12;
/** How often (in deals) the candidates are compared. */
const CHECK_EVERY = 4;
/** A candidate is dropped when its mean lies this many standard errors below the leader's. */
const DROP_Z = 2.5;

/**
 * Candidates (bids or cards) scored on the same sampled deals, the clearly worse ones dropped
 * along the way: the samples the time budget allows go to the candidates still in doubt, which
 * at ten cards and eleven possible bids is most of what decides the choice.
 */
export class Race {
  private readonly sum: number[];
  private readonly squares: number[];
  private readonly hitCount: number[];
  private readonly active: boolean[];
  deals = 0;

  constructor(readonly size: number) {
    this.sum = Array(size).fill(0);
    this.squares = Array(size).fill(0);
    this.hitCount = Array(size).fill(0);
    this.active = Array(size).fill(true);
  }

  /** Candidates still racing. */
  live(): number[] {
    return this.active.flatMap((a, i) => (a ? [i] : []));
  }

  record(i: number, value: number, hit: boolean): void {
    this.sum[i] += value;
    this.squares[i] += value * value;
    if (hit) this.hitCount[i]++;
  }

  /** Closes a deal scored for every live candidate; now and then drops the clearly worse. */
  endDeal(): void {
    this.deals++;
    if (this.deals < MIN_DEALS || this.deals % CHECK_EVERY !== 0) return;
    const n = this.deals;
    const mean = (i: number) => this.sum[i] / n;
    const variance = (i: number) => Math.max(0, this.squares[i] / n - mean(i) ** 2);
    const leader = this.best();
    for (const i of this.live()) {
      if (i === leader) continue;
      const se = Math.sqrt((variance(i) + variance(leader)) / n);
      if (mean(i) + DROP_Z * se < mean(leader)) this.active[i] = false;
    }
  }

  /** The live candidate with the highest mean (the first on equal means). */
  best(): number {
    let top = -1;
    for (const i of this.live()) if (top < 0 || this.sum[i] > this.sum[top]) top = i;
    return top;
  }

  hits(i: number): number {
    return this.hitCount[i];
  }
}

/**
 * One card of each group of equivalent legal cards: cards of one suit with no card between
 * them that someone else may still hold or that lies in the current trick play alike.
 */
export function distinctCards(
  legal: readonly Card[],
  unseen: readonly Card[],
  trick: readonly Card[],
): Card[] {
  const open = new Set([...unseen, ...trick]);
  const sorted = [...legal].sort((a, b) => a - b);
  const out: Card[] = [];
  for (const c of sorted) {
    const prev = out[out.length - 1];
    let same = prev !== undefined && suitOf(prev) === suitOf(c);
    for (let x = (prev ?? c) + 1; same && x < c; x++) if (open.has(x)) same = false;
    if (!same) out.push(c);
  }
  return out;
}
