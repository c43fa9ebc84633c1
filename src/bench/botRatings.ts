/**
 * `npm run ratings:bots`: the bots' fixed ratings (src/ratings/botRatings.ts, docs/bots.md
 * "Ratings of the bots"). Per game, every level starts from a new player's rating and bot tables
 * of `stikk simulate` (src/sim/, duplicate rotations, the same seeded decks) are rated match by
 * match with the players' own update (`rateMatch`), the lineups taking turns so that no lineup's
 * matches all come last. A level holding several places of one match (both partners, two selbu
 * seats) moves by the mean of its places' updates: it is one player seated twice.
 *
 * Flags: --scale F (multiplies every lineup's deck sets, default 1), --samples N (the strong
 * bots' fixed search per decision, default 4: reproducible and quick), --workers N (default 2),
 * --games a,b (only these), --seed S (default `ratings1`).
 */

import { getGame } from '../catalog.js';
import { flagReader } from '../flags.js';
import { rateMatch } from '../ratings/rate.js';
import { display, newRating, type Rating, uncertainty } from '../ratings/rating.js';
import { runSimulation } from '../sim/runner.js';
import { duplicateRotations, parseBotSpec } from '../sim/seating.js';

interface Lineup {
  /** Levels in seat order, repeated when shorter (`--bots`). */
  bots: string[];
  /** Deck sets, each played once per rotation of the bots. */
  deckSets: number;
}

interface Plan {
  game: string;
  options: Record<string, unknown>;
  lineups: Lineup[];
}

/** Mostly random against basic (cheap, many); strong in few matches, as its search is costly. */
export const PLANS: readonly Plan[] = [
  {
    game: 'bridgette',
    options: {},
    lineups: [
      { bots: ['basic', 'random'], deckSets: 30 },
      { bots: ['strong', 'basic'], deckSets: 6 },
      { bots: ['strong', 'random'], deckSets: 3 },
    ],
  },
  {
    game: 'bondtolva',
    options: {},
    lineups: [
      { bots: ['basic', 'random'], deckSets: 30 },
      { bots: ['strong', 'basic'], deckSets: 6 },
      { bots: ['strong', 'random'], deckSets: 3 },
    ],
  },
  {
    game: 'selbu',
    options: { players: 3 },
    lineups: [
      { bots: ['random', 'basic', 'strong'], deckSets: 3 },
      { bots: ['random', 'basic', 'basic'], deckSets: 10 },
      { bots: ['random', 'random', 'basic'], deckSets: 10 },
    ],
  },
  {
    game: 'bondebridge',
    options: {},
    lineups: [
      { bots: ['basic', 'random'], deckSets: 20 },
      { bots: ['strong', 'basic'], deckSets: 3 },
      { bots: ['strong', 'random'], deckSets: 2 },
    ],
  },
  {
    game: 'bridge',
    options: { scoring: 'duplicate' },
    lineups: [
      { bots: ['basic', 'random'], deckSets: 10 },
      { bots: ['strong', 'basic'], deckSets: 2 },
      { bots: ['strong', 'random'], deckSets: 1 },
    ],
  },
];

export interface BotTable {
  game: string;
  ratings: Record<string, Rating>;
  /** Rated matches each level played. */
  matches: Record<string, number>;
  seconds: number;
}

async function rateGame(
  plan: Plan,
  f: { scale: number; samples: number; workers: number; seed: string },
): Promise<BotTable> {
  const game = getGame(plan.game);
  if (!game) throw new Error(`unknown game ${plan.game}`);
  const parsed = game.parseOptions(plan.options);
  if (!parsed.ok) throw new Error(`${plan.game} options: ${parsed.error.message}`);
  const rotations = duplicateRotations(game, parsed.value);
  const started = performance.now();
  // Each lineup's matches in their order, played first, then rated taking turns.
  const runs = [];
  for (const [i, lineup] of plan.lineups.entries()) {
    const games = Math.max(1, Math.round(lineup.deckSets * f.scale));
    const outcomes = await runSimulation(
      {
        gameId: plan.game,
        rawOptions: plan.options,
        bots: lineup.bots.map(parseBotSpec),
        seed: `${f.seed}:${plan.game}:${i}`,
        timeMs: 1000,
        samples: f.samples,
        rotations,
        games,
        keepRecords: false,
      },
      { workers: f.workers },
    );
    runs.push({ lineup, outcomes });
  }
  const ratings: Record<string, Rating> = {};
  const matches: Record<string, number> = {};
  for (const { lineup } of runs)
    for (const level of lineup.bots) {
      ratings[level] = newRating();
      matches[level] = 0;
    }
  const longest = Math.max(...runs.map((r) => r.outcomes.length));
  for (let m = 0; m < longest; m++) {
    for (const { lineup, outcomes } of runs) {
      const outcome = outcomes[m];
      if (!outcome) continue;
      const levels = outcome.botOfSeat.map((b) => lineup.bots[b]);
      const after = rateMatch(
        plan.game,
        levels.map((l) => ratings[l]),
        outcome.result,
      );
      const update = new Map<string, { dMu: number; sigma: number; n: number }>();
      levels.forEach((level, place) => {
        const u = update.get(level) ?? { dMu: 0, sigma: 0, n: 0 };
        u.dMu += after[place].mu - ratings[level].mu;
        u.sigma += after[place].sigma;
        u.n++;
        update.set(level, u);
      });
      for (const [level, u] of update) {
        ratings[level] = { mu: ratings[level].mu + u.dMu / u.n, sigma: u.sigma / u.n };
        matches[level]++;
      }
    }
  }
  return { game: plan.game, ratings, matches, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const flags = flagReader(process.argv.slice(2));
  const f = {
    scale: flags.num('scale', 1, 100),
    samples: flags.num('samples', 4, 1000),
    workers: flags.num('workers', 2, 64),
    seed: flags.get('seed') ?? 'ratings1',
  };
  const only = flags.get('games')?.split(',');
  const tables: BotTable[] = [];
  for (const plan of PLANS) {
    if (only && !only.includes(plan.game)) continue;
    const t = await rateGame(plan, f);
    tables.push(t);
    process.stdout.write(`${plan.game} ${JSON.stringify(plan.options)} (${t.seconds.toFixed(0)} s)\n`);
    for (const [level, r] of Object.entries(t.ratings).sort((a, b) => display(b[1]) - display(a[1])))
      process.stdout.write(
        `  ${level.padEnd(7)} ${String(display(r)).padStart(5)} ±${uncertainty(r)}  mu ${r.mu.toFixed(3)} sigma ${r.sigma.toFixed(3)}  ${t.matches[level]} matches\n`,
      );
  }
  // The data module's lines, ready to paste into src/ratings/botRatings.ts.
  process.stdout.write('\n');
  for (const t of tables) {
    const levels = Object.entries(t.ratings)
      .map(([l, r]) => `${l}: { mu: ${r.mu.toFixed(3)}, sigma: ${r.sigma.toFixed(3)} }`)
      .join(', ');
    process.stdout.write(`  ${t.game}: { ${levels} },\n`);
  }
}

await main();
