/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. The clock is passed in
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
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
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
