import type { Bot } from '../../bots/bot.js';
import { type Card, parseCard, suitOf } from '../../cards/card.js';
import type { Action, Seat } from '../../engine/game.js';
import { trickWinnerIndex } from '../../engine/trick.js';
import {
  countDistribution,
  followWinChance,
  type Knowledge,
  knowledgeFromView,
  leadWinChance,
} from './botEstimate.js';
import type { ScoringRule } from './options.js';
import { roundPoints } from './scoring.js';
import type { SelbuView } from './view.js';

const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

/** Expected points of `bid` when `already` tricks are won and `dist[k]` is the chance of k more. */
function expectedPoints(rule: ScoringRule, bid: number, dist: readonly number[], already = 0): number {
  return dist.reduce((sum, p, k) => sum + p * roundPoints(rule, bid, already + k), 0);
}

/** Expected squared distance from the bid: the tie-break, so that a hopeless round still aims close. */
const meanSquaredMiss = (bid: number, dist: readonly number[], already = 0): number =>
  dist.reduce((sum, p, k) => sum + p * (already + k - bid) ** 2, 0);

/** The action with the highest value (then the smallest miss, then the first offered). */
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
 * The chance of each card to take a trick. A side-suit card that can only win after its
 * higher partners loses value with every round of the suit (someone runs out and trumps); low
 * trumps gain as ruffs when the hand is short in a side suit.
 */
function trickChances(k: Knowledge, cards: readonly Card[]): number[] {
  const rank = new Map<Card, number>();
  for (let s = 0; s < 4; s++) {
    cards
      .filter((c) => suitOf(c) === s)
      .sort((a, b) => b - a)
      .forEach((c, i) => {
        rank.set(c, i);
      });
  }
  const chances = cards.map((c) => {
    const p = leadWinChance(k, c);
    return k.trump !== null && suitOf(c) !== k.trump ? p * 0.8 ** (rank.get(c) ?? 0) : p;
  });
  if (k.trump === null || cards.length < 3) return chances;
  const sideLengths = [0, 1, 2, 3]
    .filter((s) => s !== k.trump)
    .map((s) => cards.filter((c) => suitOf(c) === s).length);
  let ruffs =
    sideLengths.filter((n) => n === 0).length + Math.floor(sideLengths.filter((n) => n === 1).length / 2);
  const lowTrumps = cards
    .map((c, i) => [c, i] as const)
    .filter(([c, i]) => suitOf(c) === k.trump && chances[i] < 0.45)
    .sort(([a], [b]) => a - b);
  for (const [, i] of lowTrumps) {
    if (ruffs-- <= 0) break;
    chances[i] = 0.45;
  }
  return chances;
}

/**
 * Others' visible bids hint at their hands: when they ask for more than their share of the
 * tricks, this hand's doubtful cards win less often, and more often when they ask for less.
 */
function adjustForBids(view: SelbuView, seat: Seat, chances: number[]): number[] {
  const others = view.bids.filter((b, s): b is number => s !== seat && b !== null);
  if (others.length === 0) return chances;
  const share = (others.length * view.handSize) / view.seats;
  const excess = (others.reduce((a, b) => a + b, 0) - share) / view.handSize;
  const factor = Math.max(0.7, Math.min(1.3, 1 - 0.5 * excess));
  return chances.map((p) => (p > 0.1 && p < 0.9 ? Math.min(0.95, p * factor) : p));
}

/**
 * A forehead round: the own card is unknown, every other card is seen. The chance of winning is
 * counted exactly over every card the own one could be.
 */
function foreheadWinChance(view: SelbuView, seat: Seat): number {
  const k = knowledgeFromView(view, seat);
  const played = new Map(k.trick);
  const known = (s: Seat): Card | undefined => {
    const hand = view.hands[s];
    return hand && hand.length > 0 ? card(hand[0]) : played.get(s);
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

function chooseBid(view: SelbuView, seat: Seat, legal: readonly Action[]): Action {
  let dist: number[];
  if (view.forehead) {
    const p = foreheadWinChance(view, seat);
    dist = [1 - p, p];
  } else {
    const k = knowledgeFromView(view, seat);
    dist = countDistribution(adjustForBids(view, seat, trickChances(k, k.hand)));
  }
  return best(legal, (a) => [
    expectedPoints(view.scoring, Number(a), dist),
    meanSquaredMiss(Number(a), dist),
  ]);
}

/**
 * Plays the card that gives the best expected score: the chance it takes this trick, plus the
 * chances of the cards kept, against the bid. So it wins on purpose while it needs tricks and
 * ducks (dropping its dangerous high cards) once it has enough.
 */
function chooseCard(view: SelbuView, seat: Seat, legal: readonly Action[]): Action {
  const k = knowledgeFromView(view, seat);
  const bid = view.bids[seat] ?? 0;
  const won = view.tricksWon[seat];
  return best(legal, (a) => {
    const c = card(a);
    const rest = k.hand.filter((x) => x !== c);
    const dist = countDistribution([followWinChance(k, c), ...trickChances(k, rest)]);
    return [expectedPoints(view.scoring, bid, dist, won), meanSquaredMiss(bid, dist, won)];
  });
}

/** The `basic` selbu bot: bids its likely tricks, then steers to hit the bid exactly. */
export const basicSelbuBot: Bot = {
  level: 'basic',
  choose({ view, seat, legal }) {
    if (legal.length === 1) return legal[0];
    const v = view as SelbuView;
    return v.phase === 'play' ? chooseCard(v, seat, legal) : chooseBid(v, seat, legal);
  },
};
