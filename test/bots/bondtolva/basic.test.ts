import { describe, expect, it } from 'vitest';
import { basicBondtolvaBot as basicBot } from '../../../src/bots/bondtolva/basic.js';
import { type Bot, botInput } from '../../../src/bots/bot.js';
import { randomBot } from '../../../src/bots/random.js';
import { Rng, shuffleDeck } from '../../../src/cards/rng.js';
import { playMatch } from '../../../src/engine/play.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import type { BondtolvaState } from '../../../src/games/bondtolva/state.js';

/** Chooses through the bot interface, so the bot sees only its seat's view. */
function choose(bots: Bot[], rng: Rng) {
  return (state: unknown, seat: number) =>
    bots[seat].choose(botInput(bondtolva, {}, state, seat, rng.fork(seat)));
}

/** One deal from a fresh protocol; returns the deal's points by seat. */
function playDeal(seed: string, firstDealer: number, bots: Bot[]): number[] {
  const deck = shuffleDeck(bondtolva.pack({}), new Rng(seed));
  const state = bondtolva.deal(bondtolva.newMatch({}, firstDealer), deck);
  if (!state.ok) throw new Error(state.error);
  let s: BondtolvaState = state.value;
  const rng = new Rng(`${seed}:bots`);
  const pick = choose(bots, rng);
  while (!bondtolva.needsDeck(s) && !bondtolva.isOver(s)) {
    const seat = bondtolva.toAct(s)[0];
    const r = bondtolva.apply(s, seat, pick(s, seat));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const score = bondtolva.result(s).deals[0].score;
  return [score['0'], score['1']];
}

describe('basic bondtolva bot', () => {
  it('scores more per deal than random, 95% CI excluding zero (seats swapped on the same decks)', () => {
    const deals = 300;
    const diffs: number[] = [];
    for (let i = 0; i < deals; i++) {
      const seed = `bt-deal-${i}`;
      const a = playDeal(seed, i % 2, [basicBot, randomBot]);
      const b = playDeal(seed, i % 2, [randomBot, basicBot]);
      diffs.push((a[0] - a[1] + (b[1] - b[0])) / 2);
    }
    const mean = diffs.reduce((x, y) => x + y, 0) / deals;
    const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (deals - 1));
    const half = (1.96 * sd) / Math.sqrt(deals);
    console.log(`bondtolva basic − random per deal: ${mean.toFixed(3)} ± ${half.toFixed(3)}`);
    expect(mean - half).toBeGreaterThan(0);
  });

  it('wins most whole matches against random', () => {
    const matches = 40;
    let wins = 0;
    for (let i = 0; i < matches; i++) {
      const basicSeat = i % 2;
      const bots = basicSeat === 0 ? [basicBot, randomBot] : [randomBot, basicBot];
      const rng = new Rng(`bt-match-${i}`);
      const { state } = playMatch(
        bondtolva,
        {},
        { rng, firstDealer: (i >> 1) % 2, choose: choose(bots, rng.fork('bots')) },
      );
      if (bondtolva.result(state as BondtolvaState).winners.includes(String(basicSeat))) wins++;
    }
    console.log(`bondtolva basic won ${wins} of ${matches} matches against random`);
    expect(wins).toBeGreaterThan(matches / 2);
  });
});
