import { describe, expect, it } from 'vitest';
import { getGame, replayRecord } from '../../src/catalog.js';
import { deckFor } from '../../src/sim/match.js';
import { runSimulation } from '../../src/sim/runner.js';
import type { SimConfig } from '../../src/sim/task.js';

const config = (over: Partial<SimConfig> = {}): SimConfig => ({
  gameId: 'bondebridge',
  rawOptions: { deals: 2 },
  bots: [{ label: 'random', level: 'random' }],
  seed: 'sim-test',
  timeMs: 50,
  rotations: 2,
  games: 2,
  keepRecords: true,
  ...over,
});

describe('simulation runner (in-process)', () => {
  it('is deterministic for a seed and plays every deck set once per rotation', async () => {
    const a = await runSimulation(config(), { workers: 0 });
    const b = await runSimulation(config(), { workers: 0 });
    expect(a.map((o) => [o.match, o.rotation])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    expect(a.map((o) => o.record)).toEqual(b.map((o) => o.record));
    // The same decks in each rotation of a deck set, so that luck cancels.
    expect(a[0].record!.decks[0]).toEqual(a[1].record!.decks[0]);
    expect(a[0].record!.decks[0]).not.toEqual(a[2].record!.decks[0]);
    expect(a[0].record!.firstDealer).toBe(a[1].record!.firstDealer);
  });

  it('derives deck j of a match from the seed alone', () => {
    const game = getGame('bondebridge')!;
    const o = game.defaultOptions;
    expect(deckFor(game, o, 's', 3, 1)).toEqual(deckFor(game, o, 's', 3, 1));
    expect(deckFor(game, o, 's', 3, 1)).not.toEqual(deckFor(game, o, 's', 3, 2));
  });

  it('writes records that replay to the same result, naming the bots by seat', async () => {
    const out = await runSimulation(config({ games: 1, rotations: 1 }), { workers: 0 });
    const replayed = replayRecord(JSON.parse(JSON.stringify(out[0].record)));
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.value.result).toEqual(out[0].result);
    expect(out[0].record!.players).toEqual(['random', 'random', 'random', 'random']);
  });

  it('reports unknown bots and games as errors', async () => {
    await expect(
      runSimulation(config({ bots: [{ label: 'nope', level: 'nope' }] }), { workers: 0 }),
    ).rejects.toThrow(/no bot "nope"/);
    await expect(runSimulation(config({ gameId: 'chess' }), { workers: 0 })).rejects.toThrow(/unknown game/);
  });
});
