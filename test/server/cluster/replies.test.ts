import { describe, expect, it } from 'vitest';
import type { Bus } from '../../../src/server/cluster/bus.js';
import { Cluster } from '../../../src/server/cluster/cluster.js';
import type { Leases } from '../../../src/server/cluster/leases.js';

/** A bus that cannot carry anything (Redis timing out under load): every publish fails. */
const deadBus: Bus = {
  publish: async () => {
    throw new Error('TimeoutError');
  },
  subscribe: async () => async () => {},
  ping: async () => false,
  close: async () => {},
} as unknown as Bus;

describe('cluster: a reply the bus cannot carry', () => {
  it('is dropped (the caller times out and retries), not left as an unhandled rejection that ends the process', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      const cluster = new Cluster('p1', deadBus, { leaseMs: 300 } as unknown as Leases, {
        info: () => {},
        warn: () => {},
      });
      let answered = 0;
      cluster.host = {
        call: async () => {
          answered++;
          return { ok: true };
        },
        note: () => {},
        adopt: async () => {},
        lost: () => {},
        holds: () => false,
        processesGone: () => {},
      };
      const received = (cluster as unknown as { received(text: string): void }).received.bind(cluster);
      received(JSON.stringify({ k: 'call', id: 1, from: 'p2', body: {} }));
      // A failing call's error reply cannot be sent either.
      cluster.host.call = async () => {
        answered++;
        throw new Error('refused');
      };
      received(JSON.stringify({ k: 'call', id: 2, from: 'p2', body: {} }));
      await new Promise((r) => setTimeout(r, 50));
      expect(answered).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
