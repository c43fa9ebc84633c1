import type { Card } from '../../cards/card.js';
import { trustedCard } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import type { Action, Seat } from '../../engine/game.js';
import { trickWinnerIndex } from '../../engine/trick.js';
import type { ScoringRule } from '../../games/selbu/options.js';
import { roundPoints } from '../../games/selbu/scoring.js';
import type { SelbuView } from '../../games/selbu/view.js';
import type { Bot } from '../bot.js';
import { selbuKnowledge } from './knowledge.js';
import { rolloutAfterCard, rolloutDistribution } from './rollout.js';

/** Sampled deals behind a bid: enough to tell 1-in-10 chances apart, cheap enough for 10 cards. */
const BID_SAMPLES = 200;
/** Sampled deals behind a card (the same deals for every candidate card). */
const PLAY_SAMPLES = 24;

/** Expected points of `bid` when `already` tricks are won and `dist[k]` is the chance of k more. */
function expectedPoints(rule: ScoringRule, bid: number, dist: readonly number[], already = 0): number {
  return dist.reduce((sum, p, k) => sum + p * roundPoints(rule, bid, already + k), 0);
}

/** Expected squared distance from the bid: the tie-break, so that a lost round still aims close. */
const meanSquaredMiss = (bid: number, dist: readonly number[], already = 0): number =>
  dist.reduce((sum, p, k) => sum + p * (already + k - bid) ** 2, 0);

/** The action with the highest value, then the smallest miss, then the first offered. */
function best(legal: readonly Action[], value: (a: Action) => [number, number]): Action {
  let pick = legal[0];
  let top: [number, number] = [-Infinity, Infinity];
  for (const a of legal) {
    const [v, miss] = value(a);
    if (v > top[0] + 1e-9 || (Math.abs(v - top[0]) <= 1e-9 && miss < top[1] - 1e-9)) {
      pick = a;
      top = [v, miss];
    }
  }
  return pick;
}

/**
 * A forehead round: the own card is unknown, every other card is seen. The chance of winning is
 * counted exactly over every card the own one could be.
 */
function foreheadWinChance(view: SelbuView, seat: Seat): number {
  const k = selbuKnowledge(view, seat);
  const played = new Map(k.trick);
  const known = (s: Seat): Card | undefined => {
    const hand = view.hands[s];
    return hand && hand.length > 0 ? trustedCard(hand[0]) : played.get(s);
  };
  const leader = (view.dealer + 1) % view.seats;
  const order = Array.from({ length: view.seats }, (_, i) => (leader + i) % view.seats).filter(
    (s) => s === seat || known(s) !== undefined,
  );
  let wins = 0;
  for (const mine of k.unseen) {
    const cards = order.map((s) => (s === seat ? mine : (known(s) as Card)));
    if (order[trickWinnerIndex(cards, k.trump)] === seat) wins++;
  }
  return k.unseen.length ? wins / k.unseen.length : 0;
}

/**
 * Bids the number with the best expected score over the distribution of its tricks: counted
 * exactly on the forehead, else from sampled deals (weighted by the bids it can see). The hook
 * rule needs nothing extra: the forbidden number is not among the legal bids.
 */
function chooseBid(view: SelbuView, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  let dist: number[];
  if (view.forehead) {
    const p = foreheadWinChance(view, seat);
    dist = [1 - p, p];
  } else {
    const leader = (view.dealer + 1) % view.seats;
    dist = rolloutDistribution(selbuKnowledge(view, seat), leader, view.bids, rng, BID_SAMPLES);
  }
  return best(legal, (a) => [
    expectedPoints(view.scoring, Number(a), dist),
    meanSquaredMiss(Number(a), dist),
  ]);
}

/**
 * Plays the card with the best expected score against its bid, looking ahead over sampled
 * deals in which everyone steers toward their own bid: so it wins on purpose while it needs
 * tricks, and ducks (dropping its dangerous high cards) once it has enough.
 */
function chooseCard(view: SelbuView, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const k = selbuKnowledge(view, seat);
  const bid = view.bids[seat] ?? 0;
  const won = view.tricksWon[seat];
  const leader = k.trick.length > 0 ? k.trick[0][0] : seat;
  const wanted = view.bids.map((b, s) => (b === null ? null : b - view.tricksWon[s]));
  const outcomes = rolloutAfterCard(k, legal.map(trustedCard), leader, wanted, rng, PLAY_SAMPLES);
  return best(legal, (a) => {
    const more = outcomes[legal.indexOf(a)];
    const dist = Array(k.hand.length + 1).fill(0);
    for (const m of more) dist[m] += 1 / more.length;
    return [expectedPoints(view.scoring, bid, dist, won), meanSquaredMiss(bid, dist, won)];
  });
}

/** The `basic` selbu bot: bids its likely tricks, then steers to hit the bid exactly. */
export const basicSelbuBot: Bot = {
  level: 'basic',
  choose({ view, seat, legal, rng }) {
    if (legal.length === 1) return legal[0];
    const v = view as SelbuView;
    return v.phase === 'play' ? chooseCard(v, seat, legal, rng) : chooseBid(v, seat, legal, rng);
  },
};
