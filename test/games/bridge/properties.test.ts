import { describe, it } from 'vitest';
import { bridge } from '../../../src/games/bridge/game.js';
import { parseBridgeOptions } from '../../../src/games/bridge/options.js';
import { checkGameProperties, propertyRuns } from '../../harness/properties.js';

/**
 * Option sets: defaults, each option on its own, and a few combinations. Random bidding
 * rarely makes a game, so a random rubber lasts ~1900 deals: rubber matches are cut after
 * RUBBER_ACTIONS actions (an unfinished record is valid and must replay too); finished
 * rubbers are covered by the samples and the scoring tests.
 */
const RUBBER_ACTIONS = 1200;
const OPTION_SETS: Array<[string, Record<string, unknown>, number]> = [
  ['rubber (defaults)', {}, 3],
  ['rubber, left-of-dealer', { firstCaller: 'left-of-dealer' }, 2],
  ['two rubbers', { rubbers: 2 }, 2],
  ['duplicate, 4 boards', { scoring: 'duplicate', boards: 4 }, 8],
  ['duplicate, boards 15..18', { scoring: 'duplicate', boards: 4, firstBoard: 15 }, 5],
  ['duplicate, 16 boards', { scoring: 'duplicate' }, 1],
  ['chicago', { scoring: 'chicago' }, 8],
  [
    'chicago, two rounds, left-of-dealer',
    { scoring: 'chicago', rounds: 2, firstCaller: 'left-of-dealer' },
    3,
  ],
];

describe('bridge random-game properties', () => {
  for (const [name, raw, matches] of OPTION_SETS) {
    it(name, () => {
      const options = parseBridgeOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      checkGameProperties(bridge, options.value, {
        matches: propertyRuns(matches),
        seed: `bridge:${name}`,
        maxActions: options.value.scoring === 'rubber' ? RUBBER_ACTIONS : undefined,
      });
    });
  }
});
