import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/card.js';
import { type DdTable, ddTable } from '../../src/solver/index.js';
import { DdPool, ddTableParallel, defaultDdThreads, tablesParallel } from '../../src/solver/pool.js';
import { cutDeal } from './fixtureDeals.js';

/*
 * The pool runs the compiled worker in dist/ (the global setup builds it). Full deals take
 * seconds per table on a shared machine, so these tests use the fixture deals cut down to 4–7
 * cards a hand: same code path, a fraction of the time.
 */

const pool = new DdPool({ threads: 2 });
afterAll(() => pool.close());

describe('ddTableParallel', () => {
  it('uses at most two threads by default', () => {
    expect(defaultDdThreads()).toBeGreaterThanOrEqual(1);
    expect(defaultDdThreads()).toBeLessThanOrEqual(2);
    expect(new DdPool().threads).toBe(defaultDdThreads());
    expect(new DdPool({ threads: 0 }).threads).toBe(1);
  });

  it('equals ddTable on cut-down fixture deals', async () => {
    for (const [i, k] of [
      [0, 7],
      [1, 6],
      [2, 7],
      [3, 5],
    ]) {
      const hands = cutDeal(i, k);
      expect(await ddTableParallel(hands, pool), `deal ${i}, ${k} cards`).toEqual(ddTable(hands));
    }
  });

  it('starts and closes a pool of its own when given none', async () => {
    const hands = cutDeal(4, 4);
    expect(await ddTableParallel(hands)).toEqual(ddTable(hands));
  });

  it('rejects a malformed deal with the reason ddTable gives', async () => {
    const dup = cutDeal(0, 3);
    dup[1] = [dup[0][0], ...dup[1].slice(1)];
    await expect(ddTableParallel(dup, pool)).rejects.toThrow(RangeError);
    await expect(ddTableParallel(dup, pool)).rejects.toThrow(/invalid position: card \w+ appears twice/);
    expect(() => ddTable(dup)).toThrow(/invalid position: card \w+ appears twice/);
    const unequal = cutDeal(0, 3);
    unequal[2] = unequal[2].slice(1);
    await expect(ddTableParallel(unequal, pool)).rejects.toThrow(/invalid position: hands are unequal/);
    await expect(ddTableParallel([[], [], [], []], pool)).rejects.toThrow(/invalid position: .*1 to 13/);
    await expect(ddTableParallel('N:A... K... Q... J...' as never, pool)).rejects.toThrow(
      /invalid position: a deal is four arrays of cards/,
    );
  });
});

describe('tablesParallel', () => {
  it('returns many deals in input order', async () => {
    // The slowest deal first: later, tiny deals finish before it, yet come back after it.
    const deals = [cutDeal(0, 7), ...Array.from({ length: 7 }, (_, i) => cutDeal(i + 1, 2 + (i % 4)))];
    const got: DdTable[] = [];
    for await (const t of tablesParallel(deals, pool)) got.push(t);
    expect(got).toEqual(deals.map((d) => ddTable(d)));
  });

  it('keeps input order when later deals finish first', async () => {
    // A stand-in pool whose first deal answers last, so the order cannot come from timing.
    const finished: number[] = [];
    const slowFirst = {
      threads: 2,
      strain: (hands: Card[][], strain: number) =>
        new Promise<number[]>((resolve) => {
          const deal = hands[0][0];
          setTimeout(
            () => {
              if (strain === 0) finished.push(deal);
              resolve([deal, strain, 0, 0]);
            },
            deal === 0 ? 40 : 1,
          );
        }),
    } as unknown as DdPool;
    const deals = [0, 1, 2, 3].map((d) => [[d], [10], [20], [30]]);
    const got: number[] = [];
    for await (const t of tablesParallel(deals, slowFirst)) got.push(t[0][0]);
    expect(finished[0]).not.toBe(0);
    expect(got).toEqual([0, 1, 2, 3]);
  });

  it('yields the tables before a malformed deal, then throws naming it', async () => {
    const bad = cutDeal(2, 3);
    bad[3] = bad[3].slice(1);
    const deals = [cutDeal(0, 3), cutDeal(1, 3), bad, cutDeal(3, 3)];
    const got: DdTable[] = [];
    await expect(
      (async () => {
        for await (const t of tablesParallel(deals, pool)) got.push(t);
      })(),
    ).rejects.toThrow(/deal 3: invalid position: hands are unequal/);
    expect(got).toEqual([ddTable(deals[0]), ddTable(deals[1])]);
  });

  it('handles an empty list and a pool of its own', async () => {
    const none: DdTable[] = [];
    for await (const t of tablesParallel([])) none.push(t);
    expect(none).toEqual([]);
    const deals = [cutDeal(5, 3), cutDeal(6, 4)];
    const got: DdTable[] = [];
    for await (const t of tablesParallel(deals)) got.push(t);
    expect(got).toEqual(deals.map((d) => ddTable(d)));
  });
});

describe('DdPool failures and closing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stikk-dd-pool-'));
  const script = (name: string, body: string) => {
    const file = join(dir, name);
    writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${body}\n`);
    return pathToFileURL(file);
  };

  it('rejects with a clear error when a worker throws, for the strain and those queued behind it', async () => {
    const crashing = new DdPool({
      threads: 1,
      workerFile: script('throws.mjs', "parentPort.on('message', () => { throw new Error('boom'); });"),
    });
    const hands = cutDeal(0, 2);
    const a = crashing.strain(hands, 4);
    const b = crashing.strain(hands, 3);
    await expect(a).rejects.toThrow('dd worker crashed: boom');
    await expect(b).rejects.toThrow('dd worker crashed: boom');
    await crashing.close();
  });

  it('rejects when a worker exits, and ddTableParallel passes the reason on', async () => {
    const exiting = new DdPool({
      threads: 2,
      workerFile: script('exits.mjs', "parentPort.on('message', () => process.exit(3));"),
    });
    await expect(ddTableParallel(cutDeal(0, 2), exiting)).rejects.toThrow(
      'dd worker exited unexpectedly (code 3)',
    );
    await exiting.close();
  });

  it("passes on the solver's own error, and the worker goes on serving", async () => {
    // DdPool.strain leaves checking to its callers; the worker reports what ddStrain throws.
    await expect(pool.strain([[0], [0], [1], [2]], 4)).rejects.toThrow(
      'dd worker: invalid position: card S2 appears twice',
    );
    const hands = cutDeal(7, 3);
    expect(await pool.strain(hands, 4)).toEqual(ddTable(hands)[4]);
  });

  it('rejects when the compiled worker is missing', async () => {
    const missing = new DdPool({ workerFile: pathToFileURL(join(dir, 'nowhere.js')) });
    await expect(missing.strain(cutDeal(0, 2), 0)).rejects.toThrow(/is missing: run "npm run build"/);
    await missing.close();
  });

  it('rejects work still pending at close, and new work after it', async () => {
    const closing = new DdPool({ threads: 1 });
    const hands = cutDeal(0, 6);
    const pending = [0, 1, 2, 3, 4].map((s) => closing.strain(hands, s as 0 | 1 | 2 | 3 | 4));
    const settled = Promise.allSettled(pending);
    await closing.close();
    for (const r of await settled) {
      expect(r.status).toBe('rejected');
      if (r.status === 'rejected') expect((r.reason as Error).message).toBe('the dd pool is closed');
    }
    await expect(closing.strain(hands, 0)).rejects.toThrow('the dd pool is closed');
  });

  it('never keeps the process alive, even when the pool is left open', () => {
    // A child process solves with a pool it never closes, then must exit by itself.
    const pool = new URL('../../dist/solver/pool.js', import.meta.url).href;
    const code = `
      import { DdPool, ddTableParallel } from ${JSON.stringify(pool)};
      const t = await ddTableParallel([[12], [11], [10], [9]], new DdPool({ threads: 2 }));
      console.log(JSON.stringify(t));
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    // SA K Q J of spades, North holds the ace: N/S take the only trick in every strain.
    expect(JSON.parse(r.stdout)).toEqual(Array.from({ length: 5 }, () => [1, 0, 1, 0]));
  });
});
