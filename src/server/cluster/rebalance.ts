/**
 * Rebalancing: a process that joins the cluster (or comes back after a restart) starts with no
 * tables, since a table moves only when its owner is gone. So every few leases each process
 * compares its load with the others' and hands tables it has beyond its fair share to the
 * processes below theirs, a few at a time and only at a deal boundary (./router.ts
 * `handOver`), so that nobody is interrupted mid-deal and the followers carry on without a
 * reconnect.
 */

/** Tables handed over per round, at most: a returning process fills up over a few rounds, not in one storm. */
export const HAND_OVERS_PER_ROUND = 8;

/**
 * Which processes this one (`me`) should hand a table to now, one entry per table (lowest load
 * first). `loads` counts the tables of every live process that takes part. A process gives only
 * from what it has above the fair share (rounded up), and only to one at least two below the
 * giver after the move would be even — so two processes never pass a table back and forth.
 */
export function planHandOffs(
  loads: ReadonlyMap<string, number>,
  me: string,
  max = HAND_OVERS_PER_ROUND,
): string[] {
  const mine = loads.get(me);
  if (mine === undefined || loads.size < 2) return [];
  const total = [...loads.values()].reduce((a, b) => a + b, 0);
  const fair = Math.ceil(total / loads.size);
  const others = new Map([...loads].filter(([id]) => id !== me));
  const plan: string[] = [];
  let left = mine;
  while (plan.length < max && left > fair) {
    let to: string | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const [id, n] of others) {
      if (n < least || (n === least && to !== undefined && id < to)) {
        to = id;
        least = n;
      }
    }
    if (to === undefined || least + 1 >= left || least >= fair) break;
    plan.push(to);
    others.set(to, least + 1);
    left--;
  }
  return plan;
}

export interface RebalanceHost {
  /** The live processes' loads, or undefined while the store is not answering. */
  loads(): Promise<Map<string, number> | undefined>;
  /** The processes heard on the bus lately (a process the bus cannot reach takes no tables). */
  heard(): string[];
  /** The tables this process owns. */
  held(): string[];
  /**
   * Hands one table to `to` at its next deal boundary within `waitMs`, if `claim()` still says
   * yes then; true when it moved.
   */
  handOver(tableId: string, to: string, waitMs: number, claim: () => boolean): Promise<boolean>;
}

/** Tables waited for per table wanted (not every table reaches a deal boundary within a round). */
const CANDIDATES_PER_HAND_OVER = 3;

/** Runs the rounds: one at a time, every `everyMs`. */
export class Rebalancer {
  private timer?: NodeJS.Timeout;
  private running = false;
  /** Where the next round starts looking: a table mid-deal every round must not hide the rest. */
  private offset = 0;

  constructor(
    private readonly me: string,
    private readonly host: RebalanceHost,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.round(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One round: the tables to give, tried in turn until enough moved (a table mid-deal waits for the next round). */
  async round(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const loads = await this.host.loads();
      if (!loads) return 0;
      const heard = new Set([...this.host.heard(), this.me]);
      const plan = planHandOffs(new Map([...loads].filter(([id]) => heard.has(id))), this.me);
      if (!plan.length) return 0;
      // Several tables wait for their next deal boundary at once, a few more than wanted (not
      // all reach one in time); the first to arrive move, and the rest stay.
      const held = this.host.held();
      const tries = Math.min(held.length, CANDIDATES_PER_HAND_OVER * plan.length);
      let claimed = 0;
      const claim = () => claimed < plan.length && ++claimed > 0;
      const results = await Promise.all(
        Array.from({ length: tries }, (_, i) => {
          const tableId = held[(this.offset + i) % held.length];
          return this.host.handOver(tableId, plan[i % plan.length], this.everyMs, claim).catch(() => false);
        }),
      );
      this.offset += tries;
      const moved = results.filter(Boolean).length;
      return moved;
    } finally {
      this.running = false;
    }
  }
}
