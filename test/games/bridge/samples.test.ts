import { describe, it } from 'vitest';
import { checkSample, loadSamples } from '../bondebridge/replaySamples.js';

describe('bridge replay samples', () => {
  for (const sample of loadSamples('bridge')) {
    it(`${sample.name}: ${sample.note}`, () => checkSample(sample));
  }
});
