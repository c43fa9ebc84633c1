import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { replayRecord } from '../../../src/catalog.js';

export interface ReplaySample {
  name: string;
  note: string;
  record: unknown;
  expect?: Record<string, unknown> & { winners?: string[] };
  expectError?: { index: number };
}

/** The sample cases copied from shared/data/replay-samples into test/fixtures. */
export function loadSamples(game: string): ReplaySample[] {
  const dir = join(import.meta.dirname, '../../fixtures/replay-samples', game);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f, ...JSON.parse(readFileSync(join(dir, f), 'utf8')) }));
}

/** Replays a sample: the output contains `expect` (winners as a set), or stops at `expectError.index`. */
export function checkSample(sample: ReplaySample): void {
  const r = replayRecord(sample.record);
  if (sample.expectError) {
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.index).toBe(sample.expectError.index);
      // The samples' notes quote the reference implementation's reason; ours names the same rule.
      expect(sample.note).toContain(r.error.message);
    }
    return;
  }
  if (!r.ok) throw new Error(`${sample.name}: replay failed: ${JSON.stringify(r.error)}`);
  const { winners, ...rest } = sample.expect!;
  expect(r.value.result).toMatchObject(rest);
  if (winners) expect([...r.value.result.winners].sort()).toEqual([...winners].sort());
}
