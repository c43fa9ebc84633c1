/**
 * `npm run bench:dd`: full double-dummy tables of the 100 reference deals, single-threaded.
 * Prints the mean time per table, its ratio to DDS's recorded time, peak memory, and checks
 * every result against the reference (a wrong answer would make the timing meaningless).
 *
 * Options: `--deals N` (first N deals only), `--file PATH` (another fixture file), `--threads N`
 * (afterwards, the same deals again with a pool of N worker threads: the wall time per table
 * for one deal at a time, `ddTableParallel`, and for the whole batch, `tablesParallel`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDeal } from '../cards/hand.js';
import { type DdTable, ddTable, solverNodes, tableToJson } from '../solver/index.js';
import { DdPool, ddTableParallel, tablesParallel } from '../solver/pool.js';

interface Fixture {
  deals: { pbn: string; tricks: unknown; ddsMs: number }[];
}

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file =
  opt('--file') ?? fileURLToPath(new URL('../../test/fixtures/dd-tables-100.json', import.meta.url));
const fixture = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
const deals = fixture.deals.slice(0, Number(opt('--deals') ?? fixture.deals.length));

let ours = 0;
let dds = 0;
let worst = 0;
let wrong = 0;
for (const d of deals) {
  const deal = parseDeal(d.pbn);
  if (!deal.ok) throw new Error(deal.error);
  const t0 = performance.now();
  const table = ddTable(deal.value.hands);
  const ms = performance.now() - t0;
  ours += ms;
  dds += d.ddsMs;
  worst = Math.max(worst, ms / d.ddsMs);
  if (JSON.stringify(tableToJson(table)) !== JSON.stringify(d.tricks)) {
    wrong++;
    console.error(`wrong table for ${d.pbn}`);
  }
}
const n = deals.length;
const rssMiB = process.resourceUsage().maxRSS / 1024;
console.log(`deals: ${n}`);
console.log(`mean per table: ${(ours / n).toFixed(1)} ms (DDS ${(dds / n).toFixed(1)} ms)`);
console.log(`ratio to DDS: ${(ours / dds).toFixed(2)} (worst single deal ${worst.toFixed(2)})`);
console.log(`nodes: ${solverNodes()}`);
console.log(`peak RSS: ${rssMiB.toFixed(0)} MiB`);
console.log(`wrong tables: ${wrong}`);

const threads = opt('--threads');
if (threads !== undefined) {
  if (!/^[1-9]\d*$/.test(threads))
    throw new Error(`--threads needs a positive whole number, not "${threads}"`);
  const pool = new DdPool({ threads: Number(threads) });
  let wrongThreads = 0;
  const hands = deals.map((d) => {
    const deal = parseDeal(d.pbn);
    if (!deal.ok) throw new Error(deal.error);
    return deal.value.hands;
  });
  const check = (table: DdTable, i: number) => {
    if (JSON.stringify(tableToJson(table)) !== JSON.stringify(deals[i].tricks)) {
      wrongThreads++;
      console.error(`wrong table (threads) for ${deals[i].pbn}`);
    }
  };
  // Start the workers first: their start-up is a one-off cost, reported on its own.
  let t0 = performance.now();
  await ddTableParallel([[12], [11], [10], [9]], pool);
  const startMs = performance.now() - t0;
  t0 = performance.now();
  for (let i = 0; i < n; i++) check(await ddTableParallel(hands[i], pool), i);
  const oneMs = (performance.now() - t0) / n;
  t0 = performance.now();
  let i = 0;
  for await (const table of tablesParallel(hands, pool)) check(table, i++);
  const batchMs = (performance.now() - t0) / n;
  await pool.close();
  console.log(`threads: ${pool.threads} (worker start-up ${startMs.toFixed(0)} ms)`);
  console.log(
    `wall per table, one deal at a time: ${oneMs.toFixed(1)} ms (${(ours / n / oneMs).toFixed(2)}x)`,
  );
  console.log(`wall per table, whole batch: ${batchMs.toFixed(1)} ms (${(ours / n / batchMs).toFixed(2)}x)`);
  console.log(`wrong tables (threads): ${wrongThreads}`);
  wrong += wrongThreads;
}
if (wrong > 0) process.exitCode = 1;
