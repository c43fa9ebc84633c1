import { describe, it } from 'vitest';
import {
  formatDiscard,
  isDiscardAction,
  parseBridgetteAction,
} from '../../../src/games/bridgette/actions.js';
import { listsEveryDiscard } from '../../../src/games/bridgette/exchange.js';
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
  const parsed = parseBridgetteAction(action);
  return (
    parsed.ok &&
    parsed.value.kind === 'discard' &&
    bridgette.legalActions(state as BridgetteState, seat).includes(formatDiscard(parsed.value.cards))
  );
}

const OPTION_SETS: Array<Record<string, unknown>> = [
  {},
  { colonOnColon: 'allowed' },
  { insultFirst: true },
  { colonOnColon: 'allowed', insultFirst: true },
];

describe('bridgette random-game properties (every option combination)', () => {
  it.each(OPTION_SETS.map((raw) => [JSON.stringify(raw), raw] as const))(
    'options %s: conserves cards, offers only legal actions, refuses the rest, replays, and leaks nothing',
    (_, raw) => {
      const options = bridgette.parseOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      // The defaults get the most matches; each other set plays fewer, mostly for its new rule.
      checkGameProperties(bridgette, options.value, {
        matches: propertyRuns(Object.keys(raw).length === 0 ? 6 : 2),
        seed: `bridgette-properties${Object.keys(raw).length ? `:${JSON.stringify(raw)}` : ''}`,
        unlisted: unlistedDiscard,
        viewChecks: 4,
      });
    },
  );
});
