import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { getBot } from '../../catalog.js';
import { computeStats, formatStats } from '../../sim/report.js';
import { runSimulation } from '../../sim/runner.js';
import { duplicateRotations, parseBotSpec, splitBotList } from '../../sim/seating.js';
import type { SimConfig } from '../../sim/task.js';
import { GAMES_HELP, gameFromArgs } from '../gameArgs.js';
import { fail } from '../io.js';
import { collectDeals, DEALS_HELP, readPbnDeals, splitDealsFlag } from '../pbnDeals.js';

interface SimulateFlags {
  games: string;
  bots: string;
  duplicate?: boolean;
  seed?: string;
  time: string;
  out?: string;
  workers?: string;
  samples?: string;
  json?: boolean;
  deals?: string[];
}

/** A progress bar on a terminal; occasional plain lines when stderr is a file or a pipe. */
function progressReporter(): (done: number, total: number) => void {
  const tty = process.stderr.isTTY;
  let lastLine = -1;
  return (done, total) => {
    if (tty) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} matches`);
      if (done === total) process.stderr.write('\n');
      return;
    }
    const tenth = Math.floor((done * 10) / total);
    if (tenth !== lastLine || done === total) {
      lastLine = tenth;
      process.stderr.write(`${done}/${total} matches played\n`);
    }
  };
}

export function registerSimulate(program: Command): void {
  program
    .command('simulate')
    .description(
      'bots play matches against each other and the statistics are printed (game options as --name value)',
    )
    .argument('<game>', GAMES_HELP)
    .requiredOption(
      '--games <n>',
      'number of matches (with --duplicate: of deck sets, each played once per rotation)',
    )
    .option(
      '--bots <list>',
      'bots in seat order, repeated when shorter: levels or cmd:"<command line>"',
      'basic',
    )
    .option('--duplicate', 'play every deck set once per rotation of the bots around the table')
    .option('--seed <s>', 'seed for decks, first dealers and bots (random when absent; printed)')
    .option('--time <ms>', 'decision budget per action in milliseconds', '1000')
    .option('--out <dir>', "write each match's stikk-record/1 to this folder")
    .option(
      '--samples <n>',
      'fixed search per decision (samples) instead of the time budget: reproducible runs',
    )
    .option('--workers <n>', 'worker threads (default: the number of cores, at most 2)')
    .option('--json', 'print the statistics as JSON')
    .option('--deals <file>', DEALS_HELP, collectDeals)
    .allowUnknownOption(true)
    .allowExcessArguments(true)
    .action(async (gameId: string, flags: SimulateFlags, cmd: Command) => {
      const deals = splitDealsFlag(flags.deals ?? []);
      const { game, options, raw } = gameFromArgs(gameId, [...cmd.args.slice(1), ...deals.optionWords]);
      const pbnDeals = deals.file !== undefined ? readPbnDeals(deals.file, game) : undefined;
      const games = Number(flags.games);
      if (!Number.isInteger(games) || games < 1) fail('--games must be a whole number of at least 1');
      const timeMs = Number(flags.time);
      if (!Number.isFinite(timeMs) || timeMs <= 0) fail('--time must be a positive number of milliseconds');
      const bots = splitBotList(flags.bots).map(parseBotSpec);
      if (bots.length === 0) fail('--bots needs at least one bot');
      for (const b of bots) {
        if (b.command !== undefined && b.command === '') fail('cmd: needs a command line');
        if (b.level !== undefined && !getBot(game.id, b.level)) fail(`no bot "${b.level}" for ${game.id}`);
      }
      const samples = flags.samples !== undefined ? Number(flags.samples) : undefined;
      if (samples !== undefined && (!Number.isInteger(samples) || samples < 1))
        fail('--samples must be a whole number of at least 1');
      const seats = game.seatCount(options);
      if (bots.length > seats) fail(`--bots lists ${bots.length} bots for ${seats} seats`);
      const workers =
        flags.workers !== undefined ? Number(flags.workers) : Math.min(2, availableParallelism());
      if (!Number.isInteger(workers) || workers < 0) fail('--workers must be a whole number');
      const seed = flags.seed ?? randomBytes(6).toString('hex');
      const rotations = flags.duplicate ? duplicateRotations(game, options) : 1;
      const config: SimConfig = {
        gameId: game.id,
        rawOptions: raw,
        bots,
        seed,
        timeMs,
        ...(samples !== undefined ? { samples } : {}),
        rotations,
        games,
        keepRecords: flags.out !== undefined,
        ...(pbnDeals ? { pbnDeals: pbnDeals.map((d) => d.hands) } : {}),
      };
      let outcomes: Awaited<ReturnType<typeof runSimulation>>;
      try {
        outcomes = await runSimulation(config, { workers, onProgress: progressReporter() });
      } catch (e) {
        fail(`simulation stopped: ${(e as Error).message}`);
      }
      if (flags.out) {
        mkdirSync(flags.out, { recursive: true });
        for (const o of outcomes) {
          const name = `match-${String(o.match + 1).padStart(4, '0')}${rotations > 1 ? `-r${o.rotation}` : ''}.json`;
          writeFileSync(join(flags.out, name), `${JSON.stringify(o.record)}\n`);
        }
      }
      const labels = bots.map((b) => b.label);
      // Extra fields only with --deals, so the JSON of other runs keeps its shape.
      const dealsInfo = pbnDeals ? { dealsFile: deals.file, fileDeals: pbnDeals.length } : {};
      // IMPs compare the two rooms of a team match: bridge boards scored each on its own.
      const imps =
        flags.duplicate === true &&
        game.id === 'bridge' &&
        (options as { scoring?: string }).scoring === 'duplicate';
      const stats = computeStats(outcomes, labels, { imps });
      if (flags.json) {
        process.stdout.write(
          `${JSON.stringify({ game: game.id, seed, games, rotations, timeMs, ...dealsInfo, ...stats }, null, 2)}\n`,
        );
        return;
      }
      const optText = Object.keys(game.minimizeOptions(options)).length
        ? ` ${JSON.stringify(game.minimizeOptions(options))}`
        : '';
      const heading =
        `${game.id}${optText}: bots ${labels.join(',')}, seed ${seed}, ${games} ${flags.duplicate ? `deck sets × ${rotations} rotations (duplicate)` : 'matches'}, ` +
        `${timeMs} ms per decision${pbnDeals ? `, each match first plays the ${pbnDeals.length} deals of ${deals.file}` : ''}`;
      process.stdout.write(formatStats(stats, heading));
    });
}
