import { expect, it } from 'vitest';
import type { SharedBuckets } from '../../../src/server/cluster/sharedBuckets.js';

let n = 0;
/** A key no other case has used. */
const fresh = (what: string) => `contract:${what}:${process.pid}:${n++}:${Date.now()}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What every kind of shared buckets must do, run against each (in memory, in Redis): `pair`
 * gives two processes' views of the same buckets.
 */
export function bucketContract(pair: () => Promise<[SharedBuckets, SharedBuckets]>): void {
  it('a burst is shared: what one process takes, the other cannot take again', async () => {
    const [a, b] = await pair();
    const key = fresh('burst');
    const limit = { burst: 2, perMinute: 60 };
    expect(await a.bucket(key, limit, true)).toBe(0);
    expect(await b.bucket(key, limit, true)).toBe(0);
    for (const [p, take] of [
      [a, false],
      [b, true],
    ] as const) {
      // Asked, or asked to take: there is none now.
      const wait = await p.bucket(key, limit, take);
      // One token a second: the next is there within a second.
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(1_000);
    }
  });

  it('asking takes nothing', async () => {
    const [a] = await pair();
    const key = fresh('ask');
    for (let i = 0; i < 5; i++) expect(await a.bucket(key, { burst: 1, perMinute: 1 }, false)).toBe(0);
  });

  it('the bucket refills at its rate', async () => {
    const [a, b] = await pair();
    const key = fresh('refill');
    const limit = { burst: 1, perMinute: 600 };
    expect(await a.bucket(key, limit, true)).toBe(0);
    expect(await b.bucket(key, limit, false)).toBeGreaterThan(0);
    await sleep(250);
    expect(await b.bucket(key, limit, false)).toBe(0);
  });

  it('a bucket that never refills says an hour', async () => {
    const [a, b] = await pair();
    const key = fresh('never');
    expect(await a.bucket(key, { burst: 1, perMinute: 0 }, true)).toBe(0);
    expect(await a.bucket(key, { burst: 1, perMinute: 0 }, true)).toBe(3_600_000);
    expect(await b.bucket(key, { burst: 1, perMinute: 0 }, false)).toBe(3_600_000);
  });
}
