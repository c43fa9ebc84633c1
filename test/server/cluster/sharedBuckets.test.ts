import { describe, expect, it } from 'vitest';
import {
  MemoryBuckets,
  type SharedBuckets,
  sharedCreations,
} from '../../../src/server/cluster/sharedBuckets.js';
import { AddressBuckets } from '../../../src/server/rateLimit.js';
import { bucketContract } from './bucketContract.js';

describe('shared buckets in memory', () => {
  bucketContract(async () => {
    const one = new MemoryBuckets();
    return [one, one];
  });
});

describe('table creation limited per address across processes', () => {
  const limit = { burst: 3, perMinute: 2 };

  it('an address that creates on three processes has one allowance, not three', async () => {
    const shared = new MemoryBuckets();
    const processes = [0, 1, 2].map(() => sharedCreations(shared, limit, new AddressBuckets(limit)));
    for (const p of processes) {
      expect(await p.waitMs('203.0.113.7')).toBe(0);
      await p.take('203.0.113.7');
    }
    for (const p of processes) expect(await p.waitMs('203.0.113.7')).toBeGreaterThan(0);
    // Another address is not touched.
    expect(await processes[0].waitMs('198.51.100.1')).toBe(0);
  });

  it('while the shared buckets cannot be reached, each process limits on its own', async () => {
    const down: SharedBuckets = {
      bucket: async () => {
        throw new Error('the bus is down');
      },
    };
    const alone = sharedCreations(down, limit, new AddressBuckets(limit));
    for (let i = 0; i < 3; i++) {
      expect(await alone.waitMs('203.0.113.7')).toBe(0);
      await alone.take('203.0.113.7');
    }
    expect(await alone.waitMs('203.0.113.7')).toBeGreaterThan(0);
  });
});
