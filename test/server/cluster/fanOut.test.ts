import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../../src/server/cluster/bus.js';
import { Cluster, type ClusterHost } from '../../../src/server/cluster/cluster.js';
import type { Leases } from '../../../src/server/cluster/leases.js';
import type { Delivery } from '../../../src/server/cluster/outbox.js';

const quiet = { info: () => {}, warn: () => {} };
const turn = () => new Promise((r) => setImmediate(r));

/** A process on the bus, without leases or timers: only what it sends and receives. */
async function member(bus: MemoryBus, id: string) {
  const c = new Cluster(id, bus, { leaseMs: 1_000 } as unknown as Leases, quiet);
  const delivered: Array<Exclude<Delivery, { envelope: string }>> = [];
  const host: ClusterHost = {
    call: async (_from, body) => ({ echo: body }),
    note: () => {},
    deliver: (d) => delivered.push(d),
    adopt: async () => {},
    lost: () => {},
    holds: () => false,
    processesGone: () => {},
  };
  c.host = host;
  await bus.subscribe(`p:${id}`, (text) => (c as unknown as { received(t: string): void }).received(text));
  return { c, delivered };
}

describe('cluster fan-out: one bus message per process per turn', () => {
  it('an owner broadcasting several tables to followers on two processes publishes once to each', async () => {
    const bus = new MemoryBus();
    const published: string[] = [];
    const publish = bus.publish.bind(bus);
    bus.publish = (channel, message) => {
      published.push(channel);
      return publish(channel, message);
    };
    const owner = await member(bus, 'p1');
    const p2 = await member(bus, 'p2');
    const p3 = await member(bus, 'p3');
    // Three tables, four seats each: seats 1–2 on p2, seat 3 on p3 (seat 0 is the owner's own).
    for (const table of ['a', 'b', 'c']) {
      owner.c.push('p2', 1, `${table}:1`);
      owner.c.push('p2', 2, `${table}:2`);
      owner.c.push('p3', 3, `${table}:3`);
    }
    await turn();
    await turn();
    expect(published.sort()).toEqual(['p:p2', 'p:p3']);
    expect(p2.delivered).toEqual(
      ['a', 'b', 'c'].flatMap((t) => [
        { client: 1, text: `${t}:1` },
        { client: 2, text: `${t}:2` },
      ]),
    );
    expect(p3.delivered.map((d) => ('text' in d ? d.text : 'close'))).toEqual(['a:3', 'b:3', 'c:3']);
  });

  it('calls of one turn to the same owner travel together, and each reply comes back', async () => {
    const bus = new MemoryBus();
    const published: string[] = [];
    const publish = bus.publish.bind(bus);
    bus.publish = (channel, message) => {
      published.push(channel);
      return publish(channel, message);
    };
    const origin = await member(bus, 'p2');
    await member(bus, 'p1');
    const replies = await Promise.all([1, 2, 3].map((n) => origin.c.call('p1', { n })));
    expect(replies).toEqual([1, 2, 3].map((n) => ({ echo: { n } })));
    // One message with the three calls, one with the three replies.
    expect(published).toEqual(['p:p1', 'p:p2']);
  });
});
