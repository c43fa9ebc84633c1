import { describe, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { registerGame } from '../../src/engine/registry.js';
import { checkGameProperties, propertyRuns } from '../harness/properties.js';
import { fakeAny } from './fakeGame.js';

// The fake game stands in for the real ones in the server tests, so it must keep the same
// contract: the generic harness checks it like any game. The harness replays records through
// the registry, which only knows the five real ids: in this file (vitest isolates files) the
// fake borrows one.
const borrowed: AnyGame = { ...fakeAny, id: 'selbu' };
registerGame(borrowed);

describe('the fake test game keeps the Game contract', () => {
  it.each([{}, { seats: 2, handSize: 3, simultaneous: false }, { seats: 4, dummy: true, handSize: 3 }])(
    'options %j',
    (raw) => {
      const options = borrowed.parseOptions(raw);
      if (!options.ok) throw new Error(options.error);
      checkGameProperties(borrowed, options.value, {
        matches: propertyRuns(4),
        seed: `fake:${JSON.stringify(raw)}`,
      });
    },
  );
});
