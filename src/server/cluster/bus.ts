/**
 * The message bus between server processes (docs/decisions.md "Cluster: Redis pub/sub"): fire
 * and forget, at most once, in order per channel. A message published while a process is
 * disconnected is lost, which the cluster allows for: state is in the store, the bus only
 * carries news of it (and requests that time out and are retried).
 */
export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  /** Calls `handler` for every message on `channel` from now on; the returned function stops it. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  /** True when the bus answers now (for /health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The bus of one process (tests, and a single server): every subscriber in this process hears it. */
export class MemoryBus implements Bus {
  private readonly handlers = new Map<string, Set<(message: string) => void>>();
  private closed = false;

  async publish(channel: string, message: string): Promise<void> {
    if (this.closed) throw new Error('the bus is closed');
    const hs = this.handlers.get(channel);
    if (!hs) return;
    // Asynchronous like a real bus: a publisher never runs its subscribers inside its own call.
    queueMicrotask(() => {
      for (const h of [...hs]) h(message);
    });
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    const hs = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, hs);
    hs.add(handler);
    return async () => {
      hs.delete(handler);
      if (!hs.size) this.handlers.delete(channel);
    };
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }

  /** Channels someone listens to (tests look for leaks). */
  channelCount(): number {
    return this.handlers.size;
  }
}
