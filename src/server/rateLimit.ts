/**
 * A token bucket: `burst` at once, refilled at `perSecond`. The clock is passed in
 * so that tests need no timers.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** How long until a token is there (0: now). */
  waitMs(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.perSecond) * 1000);
  }

  /** True when the bucket is as full as a new one (nothing to remember about its owner). */
  isFull(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}

export interface RateLimit {
  burst: number;
  perSecond: number;
}

/**
 * Per connection: the normal limit, past which messages are refused, and a flood limit ten
 * times higher, past which the connection is closed (answering a flood is work too).
 */
export class ConnectionLimiter {
  private readonly normal: TokenBucket;
  private readonly flood: TokenBucket;

  constructor(limit: RateLimit, now: number) {
    this.normal = new TokenBucket(limit.burst, limit.perSecond, now);
    this.flood = new TokenBucket(limit.burst * 10, limit.perSecond * 10, now);
  }

  check(now: number): 'ok' | 'refuse' | 'close' {
    if (!this.flood.take(now)) return 'close';
    return this.normal.take(now) ? 'ok' : 'refuse';
  }
}

/**
 * The key one client is counted under: an IPv4 address as it is (also when it arrives as
 * `::ffff:1.2.3.4`), an IPv6 address by its /64 network — one household or phone gets a whole
 * /64, so counting single IPv6 addresses would give it endless fresh ones.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A token bucket per address (table creation): `burst` at once, then `perMinute`. */
export class AddressBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly limit: { burst: number; perMinute: number }) {}

  /** 0 when `key` may go ahead now, else the ms until it may (nothing is taken). */
  waitMs(key: string, now: number): number {
    return this.buckets.get(key)?.waitMs(now) ?? 0;
  }

  take(key: string, now: number): void {
    let b = this.buckets.get(key);
    if (!b) {
      b = new TokenBucket(this.limit.burst, this.limit.perMinute / 60, now);
      this.buckets.set(key, b);
    }
    b.take(now);
  }

  /** Forgets the addresses whose buckets have filled up again, so the map stays small. */
  prune(now: number): void {
    for (const [key, b] of this.buckets) if (b.isFull(now)) this.buckets.delete(key);
  }

  size(): number {
    return this.buckets.size;
  }
}

/** Table creation per address: how long until an address may create one, and counting one made. */
export interface CreationLimiter {
  waitMs(address: string): Promise<number>;
  take(address: string): Promise<void>;
}

/** The limit of one server alone: its own buckets. */
export function localCreations(buckets: AddressBuckets): CreationLimiter {
  return {
    waitMs: async (address) => buckets.waitMs(address, Date.now()),
    take: async (address) => buckets.take(address, Date.now()),
  };
}

/** Open things (connections) per address. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  /** Counts one more for `key`; returns the new count. */
  add(key: string): number {
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n;
  }

  remove(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}
