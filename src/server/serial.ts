/**
 * Runs tasks one after another, each once the one before has settled (a failure does not stop
 * the line). A table's changes go through one: checking an action and committing it must not
 * interleave with another change at the same table while the store's write is awaited.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.waiting++;
    const done = this.tail.then(task);
    this.tail = done.then(
      () => this.waiting--,
      () => this.waiting--,
    );
    return done;
  }

  /** True while a task runs or waits. */
  get busy(): boolean {
    return this.waiting > 0;
  }
}
