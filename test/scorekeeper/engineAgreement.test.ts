/**
 * The keeper scores exactly like the engine: matches played by the engine (the replay samples,
 * and random matches for every option combination) are written down on a sheet — what players
 * would write: contracts, tricks, bids, honours held, declarations — and the sheet must give
 * the engine's deal results, totals and winners.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { getGame, replayRecord } from '../../src/catalog.js';
import type { AnyGame, DealResult, MatchResult } from '../../src/engine/game.js';
import { peopleCount } from '../../src/engine/people.js';
import { playMatch } from '../../src/engine/play.js';
import type { GameRecord } from '../../src/engine/record.js';
import { bondebridge } from '../../src/games/bondebridge/game.js';
import { bondtolva } from '../../src/games/bondtolva/game.js';
import { bridge } from '../../src/games/bridge/game.js';
import { bridgette } from '../../src/games/bridgette/game.js';
import { selbu } from '../../src/games/selbu/game.js';
import type { SheetGameId } from '../../src/scorekeeper/sheet.js';
import { propertyRuns } from '../harness/properties.js';
import { computed, makeSheet } from './helpers.js';
import { entriesOf } from './writeDown.js';

const SAMPLES = join(import.meta.dirname, '../fixtures/replay-samples');

/**
 * Fields only the engine can know (it saw the cards): the upcard, card points, first bids; and
 * how many of the tricks a claim gave (the sheet books the tricks, however they were taken).
 */
const ENGINE_ONLY = ['upcard', 'points', 'matadors', 'revealedBids', 'claimed'];
const keeperView = (d: DealResult) =>
  Object.fromEntries(Object.entries(d).filter(([k]) => !ENGINE_ONLY.includes(k)));

function expectSameStanding(record: GameRecord, engine: MatchResult, closed = false): void {
  const options = (record.options ?? {}) as Record<string, unknown>;
  const players = Array.from({ length: personCount(getGame(engine.game)!, options) }, (_, i) => `P${i}`);
  let sheet = makeSheet(engine.game as SheetGameId, options, {
    players,
    firstDealer: record.firstDealer ?? 0,
  });
  sheet = { ...sheet, entries: entriesOf(engine.game, record, options, engine), closed };
  const kept = computed(sheet).result;
  expect(kept.deals).toHaveLength(engine.deals.length);
  kept.deals.forEach((d, i) => {
    expect(d, `deal ${i + 1}`).toMatchObject(keeperView(engine.deals[i]));
  });
  expect(kept.totals).toEqual(engine.totals);
  expect(kept.finished).toBe(engine.finished);
  expect([...kept.winners].sort()).toEqual([...engine.winners].sort());
}

describe('replay samples: the sheet gives the engine’s (and the sample’s) results', () => {
  for (const game of readdirSync(SAMPLES)) {
    for (const file of readdirSync(join(SAMPLES, game))) {
      const sample = JSON.parse(readFileSync(join(SAMPLES, game, file), 'utf8'));
      if (!sample.expect) continue;
      test(`${game}/${file}: ${sample.note}`, () => {
        const replayed = replayRecord(sample.record);
        if (!replayed.ok) throw new Error(replayed.error.message);
        expect(replayed.value.result).toMatchObject({ ...sample.expect, winners: expect.any(Array) });
        expectSameStanding(sample.record, replayed.value.result);
      });
    }
  }
});

function seatCount(game: AnyGame, raw: Record<string, unknown>): number {
  const options = game.parseOptions(raw);
  if (!options.ok) throw new Error(options.error.message);
  return game.seatCount(options.value);
}

/** Names a sheet needs: one per person (three with bondebridge's threePlayers). */
function personCount(game: AnyGame, raw: Record<string, unknown>): number {
  const options = game.parseOptions(raw);
  if (!options.ok) throw new Error(options.error.message);
  return peopleCount(game, options.value);
}

/** Random legal play to the end of the match. */
function randomMatch(game: AnyGame, raw: Record<string, unknown>, seed: string, firstDealer: number) {
  const options = game.parseOptions(raw);
  if (!options.ok) throw new Error(options.error.message);
  const rng = new Rng(seed);
  const played = playMatch(game, options.value, {
    rng,
    firstDealer,
    choose: (state, seat) => rng.pick(game.legalActions(state, seat)),
  });
  return { record: played.record, result: game.result(played.state) };
}

const COMBOS: Array<[AnyGame, Record<string, unknown>]> = [
  ...[false, true].flatMap((doubling) =>
    [false, true].flatMap((rotatingPartners) =>
      (['standard', 'simple'] as const).map((scoring): [AnyGame, Record<string, unknown>] => [
        bondebridge,
        { doubling, rotatingPartners, scoring, deals: 3, noTrumpOnly: !doubling && rotatingPartners },
      ]),
    ),
  ),
  [bondebridge, { threePlayers: true, deals: 3 }],
  [bondebridge, { threePlayers: true, doubling: true, doubledPoints: 'penalty', deals: 3 }],
  [bondebridge, { doubling: true, doubledPoints: 'penalty', deals: 3 }],
  // Random bidding rarely makes a game, so a rubber takes many deals: one rubber match is enough.
  [bridge, {}],
  [bridge, { scoring: 'duplicate', boards: 6, firstBoard: 3 }],
  [bridge, { scoring: 'chicago' }],
  [bridge, { scoring: 'total', deals: 5 }],
  [selbu, {}],
  [selbu, { players: 2, trump: 'draw', handSizes: 'down', bidding: 'sequential', scoring: 'penalty' }],
  [selbu, { players: 3, trump: 'fixed:H', handSizes: [3, 1, 4] }],
  [selbu, { players: 5, trump: 'none', handSizes: 'up', bidding: 'sequential' }],
  [selbu, { players: 4, trump: 'draw', handSizes: [2, 5, 3], scoring: 'penalty' }],
  [selbu, { players: 3, trump: 'draw-suit', handSizes: [4, 2, 17] }],
  [bridgette, {}],
  [bridgette, { insultFirst: true, colonOnColon: 'allowed' }],
  [bondtolva, {}],
];

describe('random matches: the sheet gives the engine’s results', () => {
  COMBOS.forEach(([game, options], c) => {
    test(`${game.id} ${JSON.stringify(options)}`, () => {
      const runs = propertyRuns(game === bridge && options.scoring === undefined ? 1 : 2);
      for (let run = 0; run < runs; run++) {
        const firstDealer = run % seatCount(game, options);
        const { record, result } = randomMatch(game, options, `keeper-${c}-${run}`, firstDealer);
        expect(result.finished).toBe(true);
        expectSameStanding(record, result);
      }
    });
  });
});

describe('a table closed in the middle: the sheet closed there gives the engine’s standing', () => {
  test('bridge rubber and total, closed after a random number of actions', () => {
    for (const [raw, cut] of [
      [{}, 150],
      [{}, 333],
      [{ scoring: 'total' }, 200],
    ] as const) {
      const options = bridge.parseOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      const rng = new Rng(`keeper-closed-${cut}`);
      const played = playMatch(bridge, options.value, {
        rng,
        maxActions: cut,
        choose: (state, seat) => rng.pick(bridge.legalActions(state as never, seat)),
      });
      const replayed = replayRecord({ ...played.record, closed: true });
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(replayed.value.result.finished).toBe(true);
      expectSameStanding(played.record, replayed.value.result, true);
      expect(computedBonus(played.record, replayed.value.result)).toEqual(
        replayed.value.result.unfinishedRubberBonus,
      );
    }
  });
});

/** The keeper's unfinished-rubber bonus for the same deals, closed. */
function computedBonus(record: GameRecord, engine: MatchResult): unknown {
  const options = (record.options ?? {}) as Record<string, unknown>;
  const sheet = makeSheet('bridge', options, { firstDealer: record.firstDealer ?? 0 });
  return computed({ ...sheet, entries: entriesOf('bridge', record, options, engine), closed: true }).result
    .unfinishedRubberBonus;
}
