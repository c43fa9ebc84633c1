/**
 * `npm run bench:bots`: decision time per game and bot level on this machine — median and 95th
 * percentile over a bounded number of decisions, with the `--time`-style budget the bots get.
 * The measured bot sits in every other seat (one seat in two-hand games); the other seats are
 * `basic` (or `random` where a game has no basic bot yet), so that a run stays short.
 *
 * Every decision counts, calls included; each phase of the game (the view's `phase`: a contract
 * game's `auction` and `play`, selbu's `bidding`, …) is also reported on its own, and is measured
 * until it has at least STIKK_BENCH_PER_PHASE decisions (default 20; later decisions of a phase
 * already measured enough are made by the other bot, so that a run stays short).
 *
 * Environment: STIKK_BENCH_DECISIONS (default 120; strong: a third of it), STIKK_BENCH_TIME_MS
 * (budget per decision, default 1000), STIKK_BENCH_GAMES / STIKK_BENCH_LEVELS (comma lists),
 * STIKK_BENCH_PER_PHASE.
 */
import { botInput } from '../bots/bot.js';
import { Rng } from '../cards/rng.js';
import { allGames, getBot } from '../catalog.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { Match, shuffledDecks } from '../engine/match.js';
import { quantile } from '../sim/stats.js';

const DECISIONS = Number(process.env.STIKK_BENCH_DECISIONS ?? '120');
const TIME_MS = Number(process.env.STIKK_BENCH_TIME_MS ?? '1000');
const LEVELS = (process.env.STIKK_BENCH_LEVELS ?? 'random,basic,strong').split(',');
const GAMES = process.env.STIKK_BENCH_GAMES?.split(',');
const PER_PHASE = Number(process.env.STIKK_BENCH_PER_PHASE ?? '20');
/** Matches after which a phase still short of PER_PHASE is reported as it is. */
const MAX_MATCHES = 200;

/** Decision times of one game and level, by the phase they were made in. */
function measure(game: AnyGame, level: string, decisions: number): Map<string, number[]> {
  const options = game.defaultOptions;
  const bot = getBot(game.id, level)!;
  const other = getBot(game.id, 'basic') ?? getBot(game.id, 'random')!;
  const rng = new Rng(`bench-bots:${game.id}:${level}`);
  const decks = shuffledDecks(game.pack(options), rng);
  const byPhase = new Map<string, number[]>();
  let total = 0;
  const seats = game.seatCount(options);
  const measured = (seat: Seat) => (seats === 2 ? seat === 0 : seat % 2 === 0);
  const enough = (phase: string) => total >= decisions && (byPhase.get(phase)?.length ?? 0) >= PER_PHASE;
  const done = () => total >= decisions && [...byPhase.keys()].every(enough);
  let matches = 0;
  while (!done() && matches < MAX_MATCHES) {
    matches++;
    let match = Match.start(game, options, rng.int(seats));
    while (!match.isOver && !done()) {
      const dealt = match.dealIfNeeded(decks);
      if (!dealt.ok) throw new Error(dealt.error.message);
      match = dealt.value;
      if (match.isOver) break;
      const { state } = match;
      const seat = match.toAct[0];
      const controller = game.controller(state, seat);
      const input = botInput(game, options, state, seat, rng.fork('bot'), TIME_MS);
      const phase = input.view.phase;
      let action: string;
      if (measured(controller) && !enough(phase)) {
        const start = performance.now();
        action = bot.choose(input);
        const list = byPhase.get(phase) ?? [];
        list.push(performance.now() - start);
        byPhase.set(phase, list);
        total++;
      } else action = other.choose(input);
      const r = match.act(seat, action);
      if (!r.ok) throw new Error(`${game.id}/${level}: illegal ${action}: ${r.error.message}`);
      match = r.value;
    }
  }
  return byPhase;
}

const row = (game: string, level: string, what: string, t: number[]) =>
  `${game.padEnd(12)} ${level.padEnd(8)} ${what.padEnd(9)} ${String(t.length).padStart(9)} ${quantile(t, 0.5).toFixed(2).padStart(10)} ${quantile(t, 0.95).toFixed(2).padStart(9)} ${t
    .reduce((a, b) => Math.max(a, b), 0)
    .toFixed(2)
    .padStart(9)}`;

console.log(`bot decision time per game and level (budget ${TIME_MS} ms, one core)`);
console.log(
  `${'game'.padEnd(12)} ${'level'.padEnd(8)} ${'phase'.padEnd(9)} ${'decisions'.padStart(9)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(9)} ${'max ms'.padStart(9)}`,
);
for (const game of allGames()) {
  if (GAMES && !GAMES.includes(game.id)) continue;
  for (const level of LEVELS) {
    if (!getBot(game.id, level)) continue;
    const n = level === 'strong' ? Math.max(10, Math.round(DECISIONS / 3)) : DECISIONS;
    const byPhase = measure(game, level, n);
    // Every decision together (calls included), then each phase on its own.
    console.log(row(game.id, level, 'all', [...byPhase.values()].flat()));
    for (const [phase, t] of byPhase) console.log(row(game.id, level, phase, t));
  }
}
