import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stikk } from './run.js';

const RECORDS = 'test/fixtures/records';
const record = (name: string) => JSON.parse(readFileSync(`${RECORDS}/${name}.json`, 'utf8'));

/** The replay's deal results of a record, as `stikk replay --json` prints them. */
function replayDeals(name: string): Array<Record<string, unknown>> {
  const r = stikk(['replay', `${RECORDS}/${name}.json`, '--json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout).deals;
}

function analyzeJson(name: string) {
  const r = stikk(['analyze', `${RECORDS}/${name}.json`, '--json']);
  expect(r.status, r.stderr).toBe(0);
  const out = JSON.parse(r.stdout);
  expect(Object.keys(out)).toEqual(['deals']);
  for (const deal of out.deals) {
    expect(Object.keys(deal)).toEqual(['index', 'cards']);
    for (const c of deal.cards) {
      expect(Object.keys(c)).toEqual(['seat', 'card', 'best', 'value', 'cost']);
      expect(c.cost).toBe(Math.abs(c.best - c.value));
    }
  }
  return out.deals as Array<{ index: number; cards: Array<Record<string, number | string>> }>;
}

describe('stikk analyze for the two-hand games and selbu', () => {
  it('bridgette: every card of the play, the last value the tricks declarer took', () => {
    const name = 'bridgette-colon-on-colon';
    const deals = analyzeJson(name);
    const results = replayDeals(name);
    expect(deals).toHaveLength(results.length);
    deals.forEach((d, i) => {
      expect(d.cards).toHaveLength(26);
      expect(d.cards.at(-1)!.value).toBe(results[i].tricks);
    });
  });

  it('bondtolva: phase 2 only, its last value the deal points of seat 0 minus seat 1', () => {
    const name = 'bondtolva-passes';
    const deals = analyzeJson(name);
    const results = replayDeals(name);
    for (const d of deals) {
      expect(d.cards).toHaveLength(12);
      const score = results[d.index].score as Record<string, number>;
      expect(d.cards.at(-1)!.value).toBe(score['0'] - score['1']);
    }
    const text = stikk(['analyze', `${RECORDS}/${name}.json`]);
    expect(text.stdout).toContain('phase 1 (12 cards) not reviewed: the stock was hidden');
    expect(text.stdout).toMatch(/^bondtolva: \d+ deals analysed/);
  });

  it('selbu: yes/no per card, the last value whether its player hit the bid', () => {
    const name = 'selbu-draw-suit';
    const deals = analyzeJson(name);
    const results = replayDeals(name);
    const seats = record(name).options?.players ?? 4;
    for (const d of deals) {
      const round = results[d.index] as { bids: number[]; tricks: number[]; handSize: number };
      expect(d.cards.length).toBeLessThanOrEqual(seats * round.handSize);
      const last = d.cards.at(-1)!;
      const seat = last.seat as number;
      expect(last.value).toBe(round.bids[seat] === round.tricks[seat] ? 1 : 0);
    }
    const text = stikk(['analyze', `${RECORDS}/${name}.json`]);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^selbu: /);
  });
});
