import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../src/catalog.js';

const dir = 'test/fixtures/replay-samples/bridgette';

interface Sample {
  note: string;
  record: unknown;
  expect?: Record<string, unknown> & { winners?: string[] };
  expectError?: { index: number };
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('bridgette replay samples', () => {
  it('has the nine samples', () => {
    expect(files.length).toBe(9);
  });

  it.each(files)('%s replays to its expected result', (f) => {
    const sample = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Sample;
    const r = replayRecord(sample.record);
    if (sample.expectError) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.index).toBe(sample.expectError.index);
      return;
    }
    if (!r.ok) throw new Error(`${f}: ${JSON.stringify(r.error)}`);
    const { winners, ...rest } = sample.expect!;
    expect(r.value.result).toMatchObject(rest);
    // Each deal matches exactly (no missing or extra deals, same field values).
    expect(r.value.result.deals).toEqual(rest.deals);
    expect([...r.value.result.winners].sort()).toEqual([...(winners ?? [])].sort());
  });

  it('names the rule of each illegal sample action', () => {
    const messages = ['07.json', '08.json', '09.json'].map((f) => {
      const r = replayRecord((JSON.parse(readFileSync(join(dir, f), 'utf8')) as Sample).record);
      return r.ok ? '' : r.error.message;
    });
    expect(messages[0]).toBe('1H: to bid hearts you must hold at least 2 of them (bidding limit)');
    expect(messages[1]).toMatch(/^RC: a colon may only follow a card of its group \(LC on S6/);
    expect(messages[2]).toBe('discard:H9: must discard exactly 2 cards (keep 13)');
  });
});
