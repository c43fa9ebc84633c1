import { readFileSync } from 'node:fs';
import type { Card } from '../../src/cards/card.js';
import { parseDeal } from '../../src/cards/hand.js';

interface Fixture {
  deals: { pbn: string }[];
}

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/dd-tables-100.json', import.meta.url), 'utf8'),
) as Fixture;

/**
 * Deal `i` of the DDS fixture with `k` cards a hand, taken across the hand so every suit can
 * stay: full deals take seconds per table, cut ones a fraction, on the same code path.
 */
export function cutDeal(i: number, k: number): Card[][] {
  const d = parseDeal(fixture.deals[i].pbn);
  if (!d.ok) throw new Error(d.error);
  return d.value.hands.map((h) => h.filter((_, j) => j % 2 === 0).slice(0, k));
}
