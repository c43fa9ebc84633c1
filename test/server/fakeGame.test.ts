import { describe, it } from 'vitest';
import { checkGameProperties, propertyRuns } from '../harness/properties.js';
import { fakeAny } from './fakeGame.js';

// The fake game stands in for the real ones in the server tests, so it must keep the same
// contract: the generic harness checks it like any game.

describe('the fake test game keeps the Game contract', () => {
  it.each([{}, { seats: 2, handSize: 3, simultaneous: false }, { seats: 4, dummy: true, handSize: 3 }])(
    'options %j',
    (raw) => {
      const options = fakeAny.parseOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      checkGameProperties(fakeAny, options.value, {
        matches: propertyRuns(4),
        seed: `fake:${JSON.stringify(raw)}`,
      });
    },
  );
});
