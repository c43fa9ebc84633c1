/**
 * `npm run bench:dd`: full double-dummy tables of the 100 reference deals, single-threaded.
 * Prints the mean time per table, its ratio to DDS's recorded time, peak memory, and checks
 * every result against the reference (a wrong answer would make the timing meaningless).
 *
 * Options: `--deals N` (first N deals only), `--file PATH` (another fixture file).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDeal } from '../cards/hand.js';
import { ddTable, solverNodes, tableToJson } from '../solver/index.js';

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
if (wrong > 0) process.exitCode = 1;
