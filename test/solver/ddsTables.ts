import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parseDeal } from '../../src/cards/hand.js';
import { ddTable, tableToJson } from '../../src/solver/index.js';

interface Fixture {
  deals: { pbn: string; tricks: unknown; ddsMs: number }[];
}

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/dd-tables-100.json', import.meta.url), 'utf8'),
) as Fixture;

/**
 * Tables computed by DDS (the C++ solver). By default the deals DDS found quickest (3);
 * STIKK_DD_DEALS=100 (`npm run test:dd`) checks all 2,000 results. The deals are split between
 * two test files (`half` 0 and 1), so vitest solves them on both cores.
 */
export function checkDdsTables(half: 0 | 1): void {
  const count = Number(process.env.STIKK_DD_DEALS ?? 3);
  const deals = [...fixture.deals].sort((a, b) => a.ddsMs - b.ddsMs).slice(0, count);
  deals.forEach((d, i) => {
    if (i % 2 !== half) return;
    it(d.pbn, () => {
      const deal = parseDeal(d.pbn);
      if (!deal.ok) throw new Error(deal.error);
      expect(tableToJson(ddTable(deal.value.hands))).toEqual(d.tricks);
    });
  });
}
