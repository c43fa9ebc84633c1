import { describe, it } from 'vitest';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import { checkGameProperties, propertyRuns } from '../../harness/properties.js';

describe('bondtolva random-game properties', () => {
  // Bondtolva has no options, so the one default game is the whole option space.
  it('conserves cards, offers only legal actions, replays identically, hides what it must', () => {
    checkGameProperties(bondtolva, bondtolva.defaultOptions, {
      matches: propertyRuns(12),
      maxActions: 220,
      seed: 'bondtolva-props',
      viewChecks: 3,
      swapsMayChangePhase: true,
    });
  });
});
