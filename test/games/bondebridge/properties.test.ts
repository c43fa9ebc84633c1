import { describe, it } from 'vitest';
import { bondebridge } from '../../../src/games/bondebridge/game.js';
import { parseBondebridgeOptions } from '../../../src/games/bondebridge/options.js';
import { checkGameProperties, propertyRuns } from '../../harness/properties.js';

/** Option sets: defaults, each option on its own, and a few combinations (short matches keep it fast). */
const OPTION_SETS: Array<[string, Record<string, unknown>, number]> = [
  ['defaults (8 deals)', {}, 2],
  ['one deal', { deals: 1 }, 20],
  ['scoring simple', { scoring: 'simple', deals: 2 }, 10],
  ['doubling', { doubling: true, deals: 2 }, 15],
  ['noTrumpOnly', { noTrumpOnly: true, deals: 2 }, 10],
  ['rotatingPartners (6 deals)', { rotatingPartners: true }, 3],
  ['rotatingPartners, 3 deals', { rotatingPartners: true, deals: 3 }, 6],
  ['revokePenalty 0', { revokePenalty: 0, deals: 1 }, 5],
  ['doubling + noTrumpOnly + simple', { doubling: true, noTrumpOnly: true, scoring: 'simple', deals: 2 }, 8],
  ['rotatingPartners + doubling', { rotatingPartners: true, doubling: true, deals: 3 }, 5],
];

describe('bondebridge random-game properties', () => {
  for (const [name, raw, matches] of OPTION_SETS) {
    it(name, () => {
      const options = parseBondebridgeOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      checkGameProperties(bondebridge, options.value, {
        matches: propertyRuns(matches),
        seed: `bondebridge:${name}`,
      });
    });
  }
});
