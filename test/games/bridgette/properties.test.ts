import { describe, it } from 'vitest';
import {
  formatDiscard,
  isDiscardAction,
  listsEveryDiscard,
  parseDiscard,
} from '../../../src/games/bridgette/exchange.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import type { BridgetteState } from '../../../src/games/bridgette/state.js';
import { checkGameProperties, propertyRuns } from '../../harness/properties.js';

/**
 * A discard the game accepts without listing it is fine when the list is a representative
 * selection (8 or 12 drawn), or when it is a listed discard written in another card order.
 */
function unlistedDiscard(state: unknown, seat: number, action: string): boolean {
  const d = (state as BridgetteState).deal;
  if (!d || !isDiscardAction(action)) return false;
  if (!listsEveryDiscard(d, seat)) return true;
  const cards = parseDiscard(action);
  return (
    cards.ok && bridgette.legalActions(state as BridgetteState, seat).includes(formatDiscard(cards.value))
  );
}

describe('bridgette random-game properties', () => {
  it('conserves cards, offers only legal actions, refuses the rest, replays, and leaks nothing', () => {
    checkGameProperties(
      bridgette,
      {},
      {
        matches: propertyRuns(6),
        seed: 'bridgette-properties',
        unlisted: unlistedDiscard,
        viewChecks: 4,
      },
    );
  });
});
