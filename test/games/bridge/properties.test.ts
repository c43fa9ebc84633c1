import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/cards/rng.js';
import { replayRecord } from '../../../src/catalog.js';
import type { DealResult, MatchResult } from '../../../src/engine/game.js';
import { playMatch } from '../../../src/engine/play.js';
import { type BridgeState, bridge } from '../../../src/games/bridge/game.js';
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
  ['total, 8 deals', { scoring: 'total' }, 3],
  ['total, 3 deals, left-of-dealer', { scoring: 'total', deals: 3, firstCaller: 'left-of-dealer' }, 5],
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

type Sides = Record<'NS' | 'EW', number>;

/**
 * The unfinished-rubber bonus worked out from the deals alone: below-the-line points add up
 * to games (100), two games end a rubber; then +300 for a side with one game and +50 for a side
 * with a part-score in the rubber left open.
 */
function expectedRubberBonus(deals: readonly DealResult[]): Sides {
  let games: Sides = { NS: 0, EW: 0 };
  let part: Sides = { NS: 0, EW: 0 };
  for (const d of deals) {
    const below = (d.below ?? { NS: 0, EW: 0 }) as Sides;
    part = { NS: part.NS + below.NS, EW: part.EW + below.EW };
    for (const side of ['NS', 'EW'] as const) {
      if (part[side] < 100) continue;
      games = { ...games, [side]: games[side] + 1 };
      part = { NS: 0, EW: 0 };
      if (games[side] === 2) games = { NS: 0, EW: 0 };
    }
  }
  const bonus = (side: 'NS' | 'EW') => (games[side] === 1 ? 300 : 0) + (part[side] > 0 ? 50 : 0);
  return { NS: bonus('NS'), EW: bonus('EW') };
}

const sumOf = (r: MatchResult, side: string) => r.deals.reduce((n, d) => n + (d.score[side] ?? 0), 0);

describe('closing a bridge table at any point', () => {
  const SCORINGS = [
    {},
    { rubbers: 2 },
    { scoring: 'duplicate', boards: 4 },
    { scoring: 'chicago' },
    { scoring: 'total', deals: 4 },
  ];
  it('gives a finished match: the deals played, totals their sums plus the unfinished-rubber bonus', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCORINGS),
        fc.integer({ min: 0, max: 400 }),
        fc.string({ maxLength: 8 }),
        (raw, cut, seed) => {
          const options = parseBridgeOptions(raw);
          if (!options.ok) throw new Error(options.error.message);
          const rng = new Rng(`close:${seed}`);
          const played = playMatch(bridge, options.value, {
            rng,
            firstDealer: rng.int(4),
            maxActions: cut,
            choose: (state, seat) => rng.pick(bridge.legalActions(state as BridgeState, seat)),
          });
          const open = bridge.result(played.state as BridgeState);
          const replayed = replayRecord({ ...played.record, closed: true });
          if (!replayed.ok) throw new Error(replayed.error.message);
          const closed = replayed.value.result;
          expect(closed.finished).toBe(true);
          expect(closed.winners.length).toBeGreaterThan(0);
          // The deal in progress is dropped: the deals are those finished before the close.
          expect(closed.deals).toEqual(open.deals);
          const rubber = options.value.scoring === 'rubber' && !open.finished;
          const bonus = rubber ? expectedRubberBonus(open.deals) : { NS: 0, EW: 0 };
          if (rubber) expect(closed.unfinishedRubberBonus).toEqual(bonus);
          else expect(closed).not.toHaveProperty('unfinishedRubberBonus');
          if (!open.finished) expect(closed.closed).toBe(true);
          for (const side of ['NS', 'EW'] as const)
            expect(closed.totals[side]).toBe(sumOf(closed, side) + bonus[side]);
        },
      ),
      { numRuns: propertyRuns(40), seed: 19 },
    );
  });
});
