import { type AddressBuckets, type CreationLimiter, TokenBucket } from '../rateLimit.js';

export interface BucketLimit {
  burst: number;
  perMinute: number;
}

/**
 * Token buckets that every process of a cluster shares, for the limits per address: with one
 * bucket per process, an address that the proxy spreads over three processes got three times
 * its allowance.
 */
export interface SharedBuckets {
  /**
   * The ms until `key`'s bucket (`burst` at once, refilled at `perMinute`) holds a token, 0 when
   * it does now; with `take`, a token there now is taken as well.
   */
  bucket(key: string, limit: BucketLimit, take: boolean): Promise<number>;
}

/** The longest wait said for a bucket that never refills (`perMinute` 0). */
const NEVER_MS = 3_600_000;

/**
 * The same token bucket as `TokenBucket`, in Redis, atomic in one script, on Redis's own clock
 * (the processes' clocks may differ). A bucket full again is forgotten.
 */
export const REDIS_BUCKET_SCRIPT = `
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 60000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or burst
local at = tonumber(b[2]) or now
tokens = math.min(burst, tokens + (now - at) * perMs)
local wait = 0
if tokens < 1 then
  if perMs > 0 then wait = math.ceil((1 - tokens) / perMs) else wait = ${NEVER_MS} end
elseif ARGV[3] == '1' then
  tokens = tokens - 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
if perMs > 0 then
  redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perMs) + 1000)
else
  redis.call('PEXPIRE', KEYS[1], ${NEVER_MS})
end
return wait
`;

/** Shared buckets within one process (tests): the same rule, in memory. */
export class MemoryBuckets implements SharedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly now: () => number = Date.now) {}

  async bucket(key: string, limit: BucketLimit, take: boolean): Promise<number> {
    const now = this.now();
    let b = this.buckets.get(key);
    if (!b) {
      b = new TokenBucket(limit.burst, limit.perMinute / 60, now);
      this.buckets.set(key, b);
    }
    const wait = Math.min(NEVER_MS, b.waitMs(now));
    if (take && wait === 0) b.take(now);
    return wait;
  }
}

/**
 * Table creation limited per address across the cluster. This process's own buckets count too,
 * and decide while the shared ones cannot be reached (the bus is down): then each process
 * limits on its own again, as a server alone does.
 */
export function sharedCreations(
  shared: SharedBuckets,
  limit: BucketLimit,
  local: AddressBuckets,
): CreationLimiter {
  const key = (address: string) => `tables:${address}`;
  return {
    async waitMs(address) {
      try {
        return await shared.bucket(key(address), limit, false);
      } catch {
        return local.waitMs(address, Date.now());
      }
    },
    async take(address) {
      local.take(address, Date.now());
      await shared.bucket(key(address), limit, true).catch(() => undefined);
    },
  };
}
