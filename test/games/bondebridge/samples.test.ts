import { describe, it } from 'vitest';
import { checkSample, loadSamples } from './replaySamples.js';

describe('bondebridge replay samples', () => {
  for (const sample of loadSamples('bondebridge')) {
    it(`${sample.name}: ${sample.note}`, () => checkSample(sample));
  }
});
