import { expect, it } from 'vitest';
import type { Bus } from '../../../src/server/cluster/bus.js';

const until = async (ok: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** What every bus must do, whatever carries it (in-process, Redis). */
export function busContract(open: () => Promise<[Bus, Bus]>): void {
  it('delivers to every subscriber of a channel, in order, and to no other channel', async () => {
    const [a, b] = await open();
    const got: string[] = [];
    const other: string[] = [];
    await b.subscribe('table:1', (m) => got.push(`b:${m}`));
    await a.subscribe('table:1', (m) => got.push(`a:${m}`));
    await b.subscribe('table:2', (m) => other.push(m));
    for (let i = 0; i < 50; i++) await a.publish('table:1', String(i));
    await until(() => got.length === 100);
    const order = (p: string) => got.filter((g) => g.startsWith(p)).map((g) => Number(g.slice(2)));
    expect(order('a:')).toEqual([...Array(50).keys()]);
    expect(order('b:')).toEqual([...Array(50).keys()]);
    expect(other).toEqual([]);
  });

  it('stops delivering once unsubscribed; ping says it answers', async () => {
    const [a, b] = await open();
    const got: string[] = [];
    const stop = await b.subscribe('process:x', (m) => got.push(m));
    await a.publish('process:x', 'one');
    await until(() => got.length === 1);
    await stop();
    await a.publish('process:x', 'two');
    await a.publish('process:x', 'three');
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual(['one']);
    expect(await a.ping()).toBe(true);
  });
}
