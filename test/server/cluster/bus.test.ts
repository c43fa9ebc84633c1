import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../../src/server/cluster/bus.js';
import { busContract } from './busContract.js';

describe('the in-process bus', () => {
  busContract(async () => {
    const bus = new MemoryBus();
    return [bus, bus];
  });

  it('forgets a channel nobody listens to (no leak), and says when it is closed', async () => {
    const bus = new MemoryBus();
    const stop = await bus.subscribe('table:1', () => undefined);
    expect(bus.channelCount()).toBe(1);
    await stop();
    expect(bus.channelCount()).toBe(0);
    await bus.close();
    expect(await bus.ping()).toBe(false);
    await expect(bus.publish('table:1', 'x')).rejects.toThrow('closed');
  });
});
