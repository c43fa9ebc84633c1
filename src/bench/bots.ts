/**
 * `npm run bench:bots`: decision time per game and bot level on this machine — median and 95th
 * percentile over a bounded number of decisions, with the `--time`-style budget the bots get.
 * The measured bot sits in every other seat (one seat in two-hand games); the other seats are
 * `basic` (or `random` where a game has no basic bot yet), so that a run stays short.
 *
 * Environment: STIKK_BENCH_DECISIONS (default 120; strong: a third of it), STIKK_BENCH_TIME_MS
 * (budget per decision, default 1000), STIKK_BENCH_GAMES / STIKK_BENCH_LEVELS (comma lists).
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

function measure(game: AnyGame, level: string, decisions: number): number[] {
  const options = game.defaultOptions;
  const bot = getBot(game.id, level)!;
  const other = getBot(game.id, 'basic') ?? getBot(game.id, 'random')!;
  const rng = new Rng(`bench-bots:${game.id}:${level}`);
  const decks = shuffledDecks(game.pack(options), rng);
  const times: number[] = [];
  const seats = game.seatCount(options);
  const measured = (seat: Seat) => (seats === 2 ? seat === 0 : seat % 2 === 0);
  let matches = 0;
  while (times.length < decisions && matches < 1000) {
    matches++;
    let match = Match.start(game, options, rng.int(seats));
    while (!match.isOver && times.length < decisions) {
      const dealt = match.dealIfNeeded(decks);
      if (!dealt.ok) throw new Error(dealt.error.message);
      match = dealt.value;
      if (match.isOver) break;
      const { state } = match;
      const seat = match.toAct[0];
      const controller = game.controller(state, seat);
      const input = botInput(game, options, state, seat, rng.fork('bot'), TIME_MS);
      let action: string;
      if (measured(controller)) {
        const start = performance.now();
        action = bot.choose(input);
        times.push(performance.now() - start);
      } else action = other.choose(input);
      const r = match.act(seat, action);
      if (!r.ok) throw new Error(`${game.id}/${level}: illegal ${action}: ${r.error.message}`);
      match = r.value;
    }
  }
  return times;
}

console.log(`bot decision time per game and level (budget ${TIME_MS} ms, one core)`);
console.log(
  `${'game'.padEnd(12)} ${'level'.padEnd(8)} ${'decisions'.padStart(9)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(9)} ${'max ms'.padStart(9)}`,
);
for (const game of allGames()) {
  if (GAMES && !GAMES.includes(game.id)) continue;
  for (const level of LEVELS) {
    if (!getBot(game.id, level)) continue;
    const n = level === 'strong' ? Math.max(10, Math.round(DECISIONS / 3)) : DECISIONS;
    const t = measure(game, level, n);
    console.log(
      `${game.id.padEnd(12)} ${level.padEnd(8)} ${String(t.length).padStart(9)} ${quantile(t, 0.5).toFixed(2).padStart(10)} ${quantile(t, 0.95).toFixed(2).padStart(9)} ${Math.max(
        ...t,
      )
        .toFixed(2)
        .padStart(9)}`,
    );
  }
}
