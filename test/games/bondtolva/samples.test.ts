import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../src/catalog.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/replay-samples/bondtolva');
const samples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ file: f, ...JSON.parse(readFileSync(join(dir, f), 'utf8')) }));

describe('bondtolva replay samples', () => {
  it('has the samples', () => expect(samples.length).toBeGreaterThanOrEqual(9));
  for (const s of samples) {
    it(`${s.file}: ${s.note}`, () => {
      const r = replayRecord(s.record);
      if (s.expectError) {
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error.index).toBe(s.expectError.index);
        return;
      }
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const { winners, ...rest } = s.expect;
      expect(r.value.result).toMatchObject(rest);
      expect([...r.value.result.winners].sort()).toEqual([...winners].sort());
    });
  }
});
