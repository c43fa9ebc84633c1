/**
 * `npm run bench:analyze-two-hand`: the time to review a whole deal of bridgette (every card of
 * the play), bondtolva (phase 2) and selbu (as far back as the search budget reaches), in
 * Node, over matches the basic bots play from a fixed seed (the same deals on every run).
 * Prints, per game, the mean and the slowest deal and the cards reviewed (docs/analysis.md).
 * For Chromium, `npm run bench:analyze -- --file RECORD` times the same review in a Web Worker:
 * `--write DIR` saves the matches played here as records for it.
 *
 * Options: `--matches N` per game (default 4), `--seed S`, `--write DIR`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeRecord } from '../analysis/index.js';
import { getGame } from '../catalog.js';
import { makeDeciders } from '../sim/deciders.js';
import { playSimMatch } from '../sim/match.js';
import { parseBotSpec } from '../sim/seating.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const matches = Number(opt('--matches') ?? 4);
const seed = opt('--seed') ?? 'analyze-two-hand';
const writeDir = opt('--write');

for (const id of ['bridgette', 'bondtolva', 'selbu']) {
  const game = getGame(id)!;
  const options = game.defaultOptions;
  const seats = game.seatCount(options);
  const { deciders, close } = makeDeciders(game, options, [parseBotSpec('basic')]);
  const ms: number[] = [];
  let cards = 0;
  let played = 0;
  for (let m = 0; m < matches; m++) {
    const setup = { seed, match: m, rotation: 0 };
    const { record } = await playSimMatch(game, options, setup, new Array(seats).fill(0), deciders, {
      timeMs: 1000,
      samples: 1,
    });
    if (writeDir) {
      mkdirSync(writeDir, { recursive: true });
      writeFileSync(join(writeDir, `${id}-${m + 1}.json`), `${JSON.stringify(record)}\n`);
    }
    for (let i = 0; i < record.decks.length; i++) {
      const t0 = performance.now();
      const r = analyzeRecord(record, { deals: [i] });
      ms.push(performance.now() - t0);
      if (!r.ok) throw new Error(`${id} match ${m} deal ${i}: ${r.error.message}`);
      const deal = r.value.deals[0];
      cards += deal?.cards.length ?? 0;
      played += deal?.review?.played ?? 0;
    }
  }
  await close();
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `${id}: mean ${mean.toFixed(0)} ms per deal, median ${sorted[sorted.length >> 1].toFixed(0)} ms, ` +
      `slowest ${sorted.at(-1)!.toFixed(0)} ms (${ms.length} deals; ${cards} of ${played} cards played reviewed)`,
  );
}
