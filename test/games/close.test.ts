/**
 * Closing a table in selbu, bridgette and bondtolva (interfaces.md §1 `closed`): the match counts as
 * finished with the deals played, the deal in progress dropped; the winners are those with the best total
 * (bondtolva: the higher protocol, both on a tie; its totals are the protocol, not the deals' sums). A record that simply stops stays unfinished.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { getGame, replayRecord } from '../../src/catalog.js';
import type { MatchResult } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { propertyRuns } from '../harness/properties.js';

const sumOf = (r: MatchResult, key: string) => r.deals.reduce((n, d) => n + (d.score[key] ?? 0), 0);

const CASES = [
  { game: 'selbu', options: { players: 3, handSizes: 'up' }, cut: 200 },
  { game: 'selbu', options: { trump: 'draw', forehead: 'first-and-last' }, cut: 120 },
  { game: 'bridgette', options: {}, cut: 300 },
  { game: 'bridgette', options: { colonOnColon: 'allowed', insultFirst: true }, cut: 300 },
  { game: 'bondtolva', options: {}, cut: 250 },
] as const;

describe('closing a table at any point', () => {
  for (const c of CASES) {
    it(`${c.game} ${JSON.stringify(c.options)}: finished with the deals played`, () => {
      const game = getGame(c.game)!;
      const parsed = game.parseOptions(c.options);
      if (!parsed.ok) throw new Error(String(parsed.error));
      fc.assert(
        fc.property(fc.integer({ min: 0, max: c.cut }), fc.string({ maxLength: 8 }), (cut, seed) => {
          const rng = new Rng(`close:${seed}`);
          const played = playMatch(game, parsed.value, {
            rng,
            firstDealer: rng.int(game.seatCount(parsed.value)),
            maxActions: cut,
            choose: (state, seat) => rng.pick(game.legalActions(state, seat)),
          });
          const open = game.result(played.state);
          const stopped = replayRecord(played.record);
          if (!stopped.ok) throw new Error(stopped.error.message);
          expect(stopped.value.result.finished).toBe(open.finished);
          const replayed = replayRecord({ ...played.record, closed: true });
          if (!replayed.ok) throw new Error(replayed.error.message);
          const closed = replayed.value.result;
          expect(closed.finished).toBe(true);
          expect(closed.deals).toEqual(open.deals);
          if (!open.finished) expect(closed.closed).toBe(true);
          const keys = Object.keys(closed.totals);
          if (c.game === 'bondtolva') expect(closed.totals).toEqual(open.totals);
          else for (const k of keys) expect(closed.totals[k]).toBe(sumOf(closed, k));
          const best = Math.max(...keys.map((k) => closed.totals[k]));
          expect(closed.winners).toEqual(keys.filter((k) => closed.totals[k] === best));
        }),
        { numRuns: propertyRuns(25), seed: 19 },
      );
    });
  }
});
