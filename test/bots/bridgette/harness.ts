import { type Bot, botInput } from '../../../src/bots/bot.js';
import type { Card } from '../../../src/cards/card.js';
import { Rng, shuffleDeck } from '../../../src/cards/rng.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import type { BridgetteState } from '../../../src/games/bridgette/state.js';

/** Plays one deal from `deck` with `bots[seat]` and returns the deal's score by seat. */
export function playDeal(deck: readonly Card[], dealer: number, bots: [Bot, Bot], rng: Rng): number[] {
  const d = bridgette.deal(bridgette.newMatch(bridgette.defaultOptions, dealer), deck);
  if (!d.ok) throw new Error(d.error);
  let s: BridgetteState = d.value;
  while (!bridgette.needsDeck(s)) {
    const seat = bridgette.toAct(s)[0];
    const action = bots[seat].choose(botInput(bridgette, {}, s, seat, rng));
    const r = bridgette.apply(s, seat, action);
    if (!r.ok) throw new Error(`bot ${bots[seat].level} chose ${action}: ${r.error.message}`);
    s = r.value;
  }
  const score = s.results[0].score;
  return [score['0'], score['1']];
}

/** Plays a whole match; returns the final totals by seat. */
export function playWholeMatch(firstDealer: number, bots: [Bot, Bot], rng: Rng): number[] {
  let s = bridgette.newMatch(bridgette.defaultOptions, firstDealer);
  while (!bridgette.isOver(s)) {
    if (bridgette.needsDeck(s)) {
      const r = bridgette.deal(s, shuffleDeck(bridgette.pack(bridgette.defaultOptions), rng));
      if (!r.ok) throw new Error(r.error);
      s = r.value;
      continue;
    }
    const seat = bridgette.toAct(s)[0];
    const r = bridgette.apply(s, seat, bots[seat].choose(botInput(bridgette, {}, s, seat, rng)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s.totals;
}

/**
 * Duplicate comparison: each deck is played twice with the seats swapped; the per-deck sample
 * is the mean (bot A − bot B) score difference. Returns the mean and its 95% interval.
 */
export function duplicateComparison(a: Bot, b: Bot, deals: number, seed: string) {
  const rng = new Rng(seed);
  const diffs: number[] = [];
  for (let i = 0; i < deals; i++) {
    const deck = shuffleDeck(bridgette.pack(bridgette.defaultOptions), rng);
    const dealer = i % 2;
    const one = playDeal(deck, dealer, [a, b], rng.fork(`${i}:a`));
    const two = playDeal(deck, dealer, [b, a], rng.fork(`${i}:b`));
    diffs.push((one[0] - one[1] + (two[1] - two[0])) / 2);
  }
  const mean = diffs.reduce((x, y) => x + y, 0) / deals;
  const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (deals - 1));
  const half = (1.96 * sd) / Math.sqrt(deals);
  return { mean, low: mean - half, high: mean + half, diffs };
}
