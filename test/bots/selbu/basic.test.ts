import { describe, expect, it } from 'vitest';
import { type Bot, botInput } from '../../../src/bots/bot.js';
import { randomBot } from '../../../src/bots/random.js';
import { basicSelbuBot } from '../../../src/bots/selbu/basic.js';
import { Rng } from '../../../src/cards/rng.js';
import { playMatch } from '../../../src/engine/play.js';
import { selbu } from '../../../src/games/selbu/game.js';
import type { SelbuState } from '../../../src/games/selbu/state.js';
import { options } from '../../games/selbu/helpers.js';

/** Seats of the two basic bots in each match: every pair of seats, adjacent and opposite. */
const PAIRS = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 0],
  [0, 2],
  [1, 3],
];
const MATCHES = 15; // 15 × 20 rounds = 300 rounds

describe('selbu basic bot against random', () => {
  it('hits its bid clearly more often and scores more per round (95% CI above zero)', () => {
    const o = options({ players: 4 });
    const hits = { basic: 0, random: 0 };
    const seatRounds = { basic: 0, random: 0 };
    const diffs: number[] = [];
    for (let m = 0; m < MATCHES; m++) {
      const basicSeats = PAIRS[m % PAIRS.length];
      const bots: Bot[] = [0, 1, 2, 3].map((s) => (basicSeats.includes(s) ? basicSelbuBot : randomBot));
      const botRng = new Rng(`selbu-bot:${m}`);
      const { state } = playMatch(selbu, o, {
        firstDealer: m % 4,
        rng: new Rng(`selbu-deals:${m}`),
        choose: (s, seat) => bots[seat].choose(botInput(selbu, o, s, seat, botRng)),
      });
      for (const deal of (state as SelbuState).deals) {
        const points = { basic: 0, random: 0 };
        for (let seat = 0; seat < 4; seat++) {
          const kind = basicSeats.includes(seat) ? 'basic' : 'random';
          seatRounds[kind]++;
          if (deal.bids[seat] === deal.tricks[seat]) hits[kind]++;
          points[kind] += deal.score[String(seat)] / 2;
        }
        diffs.push(points.basic - points.random);
      }
    }
    const rate = (k: 'basic' | 'random') => hits[k] / seatRounds[k];
    const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
    const sd = Math.sqrt(diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (diffs.length - 1));
    const half = (1.96 * sd) / Math.sqrt(diffs.length);
    console.log(
      `selbu basic vs random, ${diffs.length} rounds (4 players, 2 basic + 2 random, seats rotated): ` +
        `hit rate basic ${(100 * rate('basic')).toFixed(1)}%, random ${(100 * rate('random')).toFixed(1)}%; ` +
        `points per round basic − random ${mean.toFixed(2)} ± ${half.toFixed(2)} (95% CI)`,
    );
    expect(diffs.length).toBe(MATCHES * 20);
    expect(rate('basic')).toBeGreaterThan(rate('random') + 0.15);
    expect(mean - half).toBeGreaterThan(0);
  });
});
