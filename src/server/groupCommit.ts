/**
 * Group commit: writes that arrive while earlier ones are in flight wait and then go together,
 * as one statement. Under light load every write goes alone at once (no added delay); under
 * heavy load the database sees a few large statements instead of thousands of small ones, each
 * of which costs a round trip, a parse and a commit.
 *
 * With `perTurn`, a write also waits for the end of the turn of the event loop it was made in,
 * so that the writes of one turn go as one statement even when nothing is in flight: a
 * cluster's owner reads several forwarded actions from one bus read, and each statement costs
 * far more processor time (the round trip's system calls, the driver) than one row of it.
 *
 * A batch is all or nothing (one statement). When it fails — one table's write refused by its
 * fence or by the log's key — nothing of it landed, so each of its writes is tried again alone:
 * only the refused one fails, with its own error.
 */
export class GroupCommit<T> {
  private readonly pending: Array<{ item: T; done: (e?: unknown) => void }> = [];
  private inFlight = 0;
  private turnEnds = false;

  constructor(
    private readonly writeMany: (items: readonly T[]) => Promise<void>,
    private readonly writeOne: (item: T) => Promise<void>,
    private readonly maxInFlight = 4,
    private readonly maxBatch = 400,
    private readonly perTurn = false,
  ) {}

  /** Resolves once `item` is committed; rejects with the error of its own write. */
  submit(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ item, done: (e) => (e === undefined ? resolve() : reject(e)) });
      if (!this.perTurn) this.pump();
      else if (!this.turnEnds) {
        this.turnEnds = true;
        setImmediate(() => {
          this.turnEnds = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(batch: Array<{ item: T; done: (e?: unknown) => void }>): Promise<void> {
    if (batch.length > 1) {
      try {
        await this.writeMany(batch.map((b) => b.item));
        for (const b of batch) b.done();
        return;
      } catch {
        // Nothing of the batch landed: each write alone, so that only the refused one fails.
      }
    }
    await Promise.all(
      batch.map((b) =>
        this.writeOne(b.item).then(
          () => b.done(),
          (e: unknown) => b.done(e ?? new Error('write failed')),
        ),
      ),
    );
  }
}
