import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startRedis } from '../../src/localCluster/servers.js';
import type { Bus } from '../../src/server/cluster/bus.js';
import { RedisBus } from '../../src/server/cluster/redisBus.js';
import { bucketContract } from '../server/cluster/bucketContract.js';
import { busContract } from '../server/cluster/busContract.js';

describe('the Redis bus on a real redis-server', () => {
  let redis: LocalServer;
  const open: Bus[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(open.map((b) => b.close()));
    await redis?.stop();
  });

  busContract(async () => {
    const pair: [Bus, Bus] = [await RedisBus.connect(redis.url), await RedisBus.connect(redis.url)];
    open.push(...pair);
    return pair;
  });

  describe('shared buckets (the limits per address)', () => {
    bucketContract(async () => {
      const pair: [RedisBus, RedisBus] = [
        await RedisBus.connect(redis.url),
        await RedisBus.connect(redis.url),
      ];
      open.push(...pair);
      return pair;
    });
  });

  it('says clearly when Redis cannot be reached', async () => {
    await expect(RedisBus.connect('redis://127.0.0.1:1')).rejects.toThrow(
      'cannot reach the bus at redis://127.0.0.1:1',
    );
  });
});
