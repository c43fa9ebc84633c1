import { createClient } from 'redis';
import type { Bus } from './bus.js';
import { type BucketLimit, REDIS_BUCKET_SCRIPT, type SharedBuckets } from './sharedBuckets.js';

type RedisClient = ReturnType<typeof createClient>;

/**
 * The bus on Redis pub/sub: one connection publishes, one subscribes (Redis puts a subscribing
 * connection in a mode where it can do nothing else). Both reconnect by themselves; while they
 * are away, publishing fails and the caller's retry or the store's state covers it.
 */
export class RedisBus implements Bus, SharedBuckets {
  /**
   * `pub` without the client's command timeout, for publishing: that timeout costs a timer and
   * an AbortSignal per command, more processor time than a state's message itself (every action
   * publishes several). A publish needs none: its callers do not wait for it (an outbox batch, a
   * note) or time out themselves (a call), and a lost connection fails it at once.
   */
  private readonly publisher: RedisClient;

  private constructor(
    private readonly pub: RedisClient,
    private readonly sub: RedisClient,
  ) {
    this.publisher = pub.withCommandOptions({ timeout: 0 }) as unknown as RedisClient;
  }

  static async connect(url: string, onError: (e: Error) => void = () => undefined): Promise<RedisBus> {
    let connected = false;
    const options = {
      url,
      socket: {
        connectTimeout: 2_000,
        // At start an unreachable bus is an error to report; later, quickly back at first, then
        // every 2 s: a restarted Redis is found again within seconds.
        reconnectStrategy: (retries: number, cause: Error) =>
          connected ? Math.min(50 * 2 ** retries, 2_000) : cause,
      },
      // A command while disconnected fails at once instead of waiting in a queue.
      disableOfflineQueue: true,
    };
    const pub = createClient(options);
    const sub = createClient(options);
    for (const c of [pub, sub]) c.on('error', (e: Error) => onError(e));
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      connected = true;
    } catch (e) {
      for (const c of [pub, sub]) if (c.isOpen) c.destroy();
      throw new Error(`cannot reach the bus at ${url}: ${(e as Error).message}`);
    }
    return new RedisBus(pub as RedisClient, sub as RedisClient);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    const listener = (message: string) => handler(message);
    await this.sub.subscribe(channel, listener);
    return async () => {
      if (this.sub.isOpen) await this.sub.unsubscribe(channel, listener);
    };
  }

  async bucket(key: string, limit: BucketLimit, take: boolean): Promise<number> {
    const wait = await this.pub.eval(REDIS_BUCKET_SCRIPT, {
      keys: [`stikk:bucket:${key}`],
      arguments: [String(limit.burst), String(limit.perMinute), take ? '1' : '0'],
    });
    return Number(wait);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.pub.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.pub.close(), this.sub.close()]);
  }
}
