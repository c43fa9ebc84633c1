/**
 * `npm run bench:tricks`: how close the strong contract bot's fast trick estimate (an
 * open-hands playout with the plain heuristic, `playoutTricks`, used to value candidate calls)
 * comes to the double-dummy value, over the 100 reference deals (every strain and declarer),
 * and what it costs. Prints the mean error (bias), the mean absolute error, the share exact and
 * within one trick, and the time per estimate.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playoutTricks } from '../bots/contract/simBidding.js';
import type { StrainIndex } from '../cards/call.js';
import { parseDeal } from '../cards/hand.js';

interface Fixture {
  deals: { pbn: string; tricks: Record<string, Record<string, number>> }[];
}

const file = fileURLToPath(new URL('../../test/fixtures/dd-tables-100.json', import.meta.url));
const fixture = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
const STRAINS: Array<[string, StrainIndex]> = [
  ['C', 0],
  ['D', 1],
  ['H', 2],
  ['S', 3],
  ['NT', 4],
];
const SEATS = ['N', 'E', 'S', 'W'];
let n = 0;
let bias = 0;
let absolute = 0;
let exact = 0;
let withinOne = 0;
let ms = 0;
for (const d of fixture.deals) {
  const deal = parseDeal(d.pbn);
  if (!deal.ok) throw new Error(deal.error);
  for (const [name, strain] of STRAINS)
    for (let declarer = 0; declarer < 4; declarer++) {
      const t0 = performance.now();
      const estimate = playoutTricks(deal.value.hands, strain, declarer);
      ms += performance.now() - t0;
      const error = estimate - d.tricks[name][SEATS[declarer]];
      n++;
      bias += error;
      absolute += Math.abs(error);
      if (error === 0) exact++;
      if (Math.abs(error) <= 1) withinOne++;
    }
}
const pct = (k: number) => `${((100 * k) / n).toFixed(1)}%`;
console.log(
  `playout trick estimate against double dummy, ${n} (deal, strain, declarer) cases: ` +
    `mean error ${(bias / n).toFixed(2)}, mean absolute error ${(absolute / n).toFixed(2)} tricks, ` +
    `exact ${pct(exact)}, within one ${pct(withinOne)}, ${(ms / n).toFixed(3)} ms per estimate`,
);
