/**
 * Which table's bot thinks next, and for how long. Bot decisions share a few workers; without
 * a schedule, whoever asked first goes first, and a few hundred all-bot tables push a table
 * where a person waits for its bots to the back of a long line.
 *
 * The policy (docs/server.md, "Bots"):
 * - A table has at most one decision queued or thinking; it asks again only after its bot has
 *   moved, so it rejoins at the back: within a class, tables take turns in the order they
 *   started waiting (round robin).
 * - Two classes: tables where a person sits (`person`) and tables of bots only (`bots`). When
 *   both wait, `person` tables get `personWeight` turns for every turn of a `bots` table (a
 *   stride schedule), so an all-bot table is slowed, never stopped. A class that was empty
 *   banks no credit: when it starts waiting again it starts level with the other.
 * - At most `concurrency` decisions think at once (the number of workers).
 * - The budget shrinks with the queue: `base × concurrency / waiting`, at least `min`, so that
 *   the waiting tables get through in about one base budget of worker time while they can. A
 *   `person` table counts only the `person` tables waiting (the others go after it anyway);
 *   a `bots` table counts every waiting table.
 */

export type BotClass = 'person' | 'bots';

export interface BotSchedulerConfig {
  /** Decisions that may think at once: the number of bot workers. */
  concurrency: number;
  /** The budget of a decision when nothing else waits (ms). */
  baseBudgetMs: number;
  /** The least budget, however long the queue (ms). */
  minBudgetMs: number;
  /** Turns of `person` tables per turn of a `bots` table while both wait. */
  personWeight: number;
}

/**
 * Starts a decision with its budget. It must call `release` once its thinking is over (it may
 * act after that); until then the table holds one of the `concurrency` slots.
 */
export type BotJob = (budgetMs: number, release: () => void) => void;

/** A queued decision, and what to tell its asker if it is dropped before it starts. */
interface Queued {
  job: BotJob;
  dropped?: () => void;
}

export const SCHEDULER_DEFAULTS = { minBudgetMs: 30, personWeight: 3 } as const;

export class BotScheduler {
  private readonly queues: Record<BotClass, Map<string, Queued>> = { person: new Map(), bots: new Map() };
  /** Stride passes: the class with the smaller pass goes next. */
  private readonly pass: Record<BotClass, number> = { person: 0, bots: 0 };
  private readonly running = new Set<string>();
  private pumpQueued = false;
  private stopped = false;

  constructor(
    private readonly cfg: BotSchedulerConfig,
    /** Runs the dispatch loop later (after the caller's turn), so a job never starts inside `request`. */
    private readonly defer: (fn: () => void) => void = setImmediate,
    private readonly onError: (e: unknown) => void = (e) => {
      throw e;
    },
  ) {
    if (!(cfg.concurrency >= 1))
      throw new Error(`bot scheduler: concurrency must be at least 1 (got ${cfg.concurrency})`);
  }

  /**
   * Queues a decision for `key` (a table); false when that key already has one queued or
   * thinking. `dropped` is called if `stop` drops it before it starts, so that whoever waits
   * for its answer (a person's hint) hears that none will come.
   */
  request(key: string, cls: BotClass, job: BotJob, dropped?: () => void): boolean {
    if (this.stopped || this.has(key)) return false;
    this.queues[cls].set(key, { job, dropped });
    this.schedulePump();
    return true;
  }

  /**
   * Moves a queued decision to the back of another class (a person sat down, or the last one
   * left); a decision already thinking keeps its slot.
   */
  reclass(key: string, cls: BotClass): void {
    const other = this.queues[cls === 'person' ? 'bots' : 'person'];
    const queued = other.get(key);
    if (!queued) return;
    other.delete(key);
    this.queues[cls].set(key, queued);
  }

  /** Takes a queued decision out of the line (one already thinking runs to its end). */
  withdraw(key: string): void {
    this.queues.person.delete(key);
    this.queues.bots.delete(key);
  }

  /** True while `key` has a decision queued or thinking. */
  has(key: string): boolean {
    return this.running.has(key) || this.queues.person.has(key) || this.queues.bots.has(key);
  }

  /** Decisions waiting for a slot, by class. */
  waiting(): Record<BotClass, number> {
    return { person: this.queues.person.size, bots: this.queues.bots.size };
  }

  thinking(): number {
    return this.running.size;
  }

  /** Drops the queue (telling each dropped decision's asker) and starts nothing more. */
  stop(): void {
    this.stopped = true;
    const dropped = [...this.queues.person.values(), ...this.queues.bots.values()];
    this.queues.person.clear();
    this.queues.bots.clear();
    for (const q of dropped) q.dropped?.();
  }

  private schedulePump(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    this.defer(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  private pump(): void {
    while (!this.stopped && this.running.size < this.cfg.concurrency) {
      const cls = this.nextClass();
      if (!cls) return;
      const queue = this.queues[cls];
      const budget = this.budget(cls);
      // A Map iterates in insertion order: its first entry has waited longest.
      const [key, { job }] = queue.entries().next().value as [string, Queued];
      queue.delete(key);
      this.advance(cls);
      this.running.add(key);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.running.delete(key);
        this.schedulePump();
      };
      try {
        job(budget, release);
      } catch (e) {
        release();
        this.onError(e);
      }
    }
  }

  private nextClass(): BotClass | undefined {
    const person = this.queues.person.size > 0;
    const bots = this.queues.bots.size > 0;
    if (person && bots) return this.pass.person <= this.pass.bots ? 'person' : 'bots';
    return person ? 'person' : bots ? 'bots' : undefined;
  }

  private advance(cls: BotClass): void {
    const other: BotClass = cls === 'person' ? 'bots' : 'person';
    this.pass[cls] += cls === 'person' ? 1 / this.cfg.personWeight : 1;
    // No credit for a class while it has nothing to run.
    if (this.queues[other].size === 0) this.pass[other] = this.pass[cls];
  }

  /** Called before the chosen decision leaves its queue, so `waiting` counts it. */
  private budget(cls: BotClass): number {
    const waiting =
      cls === 'person' ? this.queues.person.size : this.queues.person.size + this.queues.bots.size;
    const { baseBudgetMs: base, minBudgetMs: min, concurrency } = this.cfg;
    return Math.max(Math.min(min, base), Math.min(base, (base * concurrency) / waiting));
  }
}
