/**
 * Claims at bondebridge and bridge, for the bots (rules: Claims). A bot never claims, and it
 * accepts only a claim it can verify from what it sees: declarer's hand (shown while the claim
 * is open), dummy and its own. A claim of N holds when declarer's side takes at least N of the
 * remaining tricks whatever the defence does; accepting one that does not hold gives tricks away,
 * rejecting one that holds costs nothing (play goes on), so every doubt is a rejection.
 */
import { type Card, suitOf } from '../../cards/card.js';
import { ACCEPT, answeringClaim, REJECT, withoutClaims } from '../../engine/claim.js';
import type { Seat } from '../../engine/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import { reaches } from '../../solver/index.js';
import { type Bot, type BotInput, type Decision, decide } from '../bot.js';
import { type ContractKnowledge, contractKnowledge } from './knowledge.js';

/**
 * Most layouts of the two hidden hands (bondebridge) the bot solves before it gives up and
 * rejects: all 3,432 layouts of a 7-trick ending are enumerated (C(14, 7)); answering a true
 * claim there took at most 0.12 s on this machine (docs/bots.md, claims).
 */
export const MAX_LAYOUTS = 5000;

/** A bot that answers open claims by `answerClaim` and otherwise chooses among its other actions only. */
export function claimAware(bot: Bot): Bot {
  const explain = (input: BotInput): Decision => {
    if (answeringClaim(input.legal)) return { action: answerClaim(input.view as ContractView, input.seat) };
    return decide(bot, { ...input, legal: withoutClaims(input.legal) });
  };
  return { level: bot.level, choose: (input) => explain(input).action, ...(bot.explain && { explain }) };
}

/** `accept` when the open claim is sure to hold against any defence and any layout the seat cannot see, else `reject`. */
export function answerClaim(view: ContractView, seat: Seat): typeof ACCEPT | typeof REJECT {
  const claim = view.claim;
  if (!claim || view.declarer === null) return REJECT;
  return claimHolds(contractKnowledge(view, seat), view.declarer, claim.tricks) ? ACCEPT : REJECT;
}

/** Whether declarer's side surely takes `tricks` of the remaining tricks, from what `k` knows. */
export function claimHolds(k: ContractKnowledge, declarer: Seat, tricks: number): boolean {
  const toAct = (k.leader + k.trick.length) % 4;
  // Claims are made at declarer's or dummy's turn, so the solver's side to act is declarer's.
  if (toAct % 2 !== declarer % 2) return false;
  const hidden = [0, 1, 2, 3].filter((s) => k.known[s] === null);
  if (hidden.length === 0) return reachesFrom(k, k.known as Card[][], tricks);
  if (hidden.length === 1) {
    const hands = k.known.map((h) => h ?? k.unseen);
    return k.unseen.length === k.counts[hidden[0]] && reachesFrom(k, hands, tricks);
  }
  if (sureTricks(k, declarer) >= tricks) return true;
  const layouts = hiddenLayouts(k, hidden[0], hidden[1]);
  if (layouts === null) return false;
  for (const [a, b] of layouts) {
    const hands = k.known.map((h, s) => h ?? (s === hidden[0] ? a : b));
    if (!reachesFrom(k, hands, tricks)) return false;
  }
  return true;
}

const reachesFrom = (k: ContractKnowledge, hands: Card[][], tricks: number): boolean =>
  reaches({ hands, trump: k.trump, leader: k.leader, trick: k.trick }, tricks);

/**
 * Every way to share the unseen cards between the two hidden hands that fits their sizes and
 * the voids they showed, or null when there are more than `MAX_LAYOUTS` of them.
 */
export function hiddenLayouts(
  k: ContractKnowledge,
  first: Seat,
  second: Seat,
): Array<[Card[], Card[]]> | null {
  const need = k.counts[first];
  if (need + k.counts[second] !== k.unseen.length) return null;
  const onlyFirst: Card[] = [];
  const onlySecond: Card[] = [];
  const free: Card[] = [];
  for (const c of k.unseen) {
    const inFirst = !k.voids[first][suitOf(c)];
    const inSecond = !k.voids[second][suitOf(c)];
    if (inFirst && inSecond) free.push(c);
    else if (inFirst) onlyFirst.push(c);
    else if (inSecond) onlySecond.push(c);
    else return null;
  }
  const pick = need - onlyFirst.length;
  if (pick < 0 || pick > free.length || binomial(free.length, pick) > MAX_LAYOUTS) return null;
  const out: Array<[Card[], Card[]]> = [];
  for (const chosen of subsets(free.length, pick)) {
    const a = [...onlyFirst];
    const b = [...onlySecond];
    free.forEach((c, i) => {
      (chosen.has(i) ? a : b).push(c);
    });
    out.push([a, b]);
  }
  return out;
}

function binomial(n: number, r: number): number {
  let x = 1;
  for (let i = 1; i <= r; i++) x = (x * (n - r + i)) / i;
  return Math.round(x);
}

/** The index sets of size `r` out of `n`. */
function* subsets(n: number, r: number): Generator<Set<number>> {
  const idx = Array.from({ length: r }, (_, i) => i);
  while (true) {
    yield new Set(idx);
    let i = r - 1;
    while (i >= 0 && idx[i] === n - r + i) i--;
    if (i < 0) return;
    idx[i]++;
    for (let j = i + 1; j < r; j++) idx[j] = idx[j - 1] + 1;
  }
}

/**
 * Tricks declarer takes for sure by cashing top cards, when declarer is on lead: in every suit
 * the cards higher than any card outside declarer's hand win, led one after another, unless
 * someone can ruff. With trumps still out, declarer cashes the top trumps first; once they are
 * at least as many as the trumps out, nobody has a trump left and the other top cards win too.
 * Declarer's partner's cards count as outside (it may be unseen): a lower bound, never more.
 */
export function sureTricks(k: ContractKnowledge, declarer: Seat): number {
  const hand = k.known[declarer];
  if (!hand || k.trick.length > 0 || k.leader !== declarer) return 0;
  const inHand = new Set(hand);
  const outside = [...k.unseen, ...k.known.flatMap((h, s) => (h && s !== declarer ? h : []))].filter(
    (c) => !inHand.has(c),
  );
  const top = [-1, -1, -1, -1];
  for (const c of outside) top[suitOf(c)] = Math.max(top[suitOf(c)], c);
  const winners = [0, 0, 0, 0];
  for (const c of hand) if (c > top[suitOf(c)]) winners[suitOf(c)]++;
  if (k.trump === null) return winners.reduce((a, b) => a + b, 0);
  const trumpsOut = outside.filter((c) => suitOf(c) === k.trump).length;
  const trumpWinners = winners[k.trump];
  if (trumpWinners < trumpsOut) return trumpWinners;
  return winners.reduce((a, b) => a + b, 0);
}
