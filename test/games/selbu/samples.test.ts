import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../src/catalog.js';

const dir = fileURLToPath(new URL('../../fixtures/replay-samples/selbu/', import.meta.url));

interface Sample {
  note: string;
  record: unknown;
  expect?: { winners?: string[]; [key: string]: unknown };
  expectError?: { index: number };
}

const samples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(dir + f, 'utf8')) as Sample] as const);

describe('selbu replay samples (copied from shared/data/replay-samples/selbu)', () => {
  it('finds the samples', () => expect(samples.length).toBeGreaterThanOrEqual(9));

  for (const [file, sample] of samples) {
    it(`${file}: ${sample.note}`, () => {
      const replayed = replayRecord(sample.record);
      if (sample.expectError) {
        expect(replayed.ok).toBe(false);
        if (replayed.ok) return;
        expect(replayed.error.index).toBe(sample.expectError.index);
        expect(replayed.error.message).toMatch(/rule|range|turn|already|revoke/);
        return;
      }
      if (!replayed.ok) throw new Error(`replay failed: ${JSON.stringify(replayed.error)}`);
      const { winners, ...rest } = sample.expect ?? {};
      expect(replayed.value.result).toMatchObject(rest);
      expect([...replayed.value.result.winners].sort()).toEqual([...(winners ?? [])].sort());
    });
  }
});
