import { type Bot, botInput } from '../../../src/bots/bot.js';
import { Rng } from '../../../src/cards/rng.js';
import type { AnyGame } from '../../../src/engine/game.js';
import { playMatch } from '../../../src/engine/play.js';

export interface DuelResult {
  deals: number;
  mean: number;
  /** Half-width of the 95% confidence interval of the mean. */
  halfWidth: number;
}

/**
 * Plays each seeded deal twice with the two bots' sides swapped (same decks) and returns the
 * mean of `a`'s score advantage per deal with its 95% confidence interval. `score(result)`
 * gives NS − EW for the match result.
 */
export function duel(
  game: AnyGame,
  options: unknown,
  a: Bot,
  b: Bot,
  deals: number,
  seed: string,
  nsMinusEw: (result: ReturnType<AnyGame['result']>) => number,
): DuelResult {
  const samples: number[] = [];
  for (let i = 0; i < deals; i++) {
    let pair = 0;
    for (const aSide of [0, 1]) {
      const botRng = new Rng(`${seed}:bots:${i}:${aSide}`);
      const played = playMatch(game, options, {
        firstDealer: i % 4,
        rng: new Rng(`${seed}:deck:${i}`),
        maxActions: 5000,
        choose: (state, seat) => {
          const bot = game.controller(state, seat) % 2 === aSide ? a : b;
          return bot.choose(botInput(game, options, state, seat, botRng));
        },
      });
      const diff = nsMinusEw(game.result(played.state));
      pair += aSide === 0 ? diff : -diff;
    }
    samples.push(pair / 2);
  }
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  const variance = samples.reduce((s, x) => s + (x - mean) ** 2, 0) / (samples.length - 1);
  return { deals, mean, halfWidth: 1.96 * Math.sqrt(variance / samples.length) };
}
