import { type Card, formatCard, rankOf, suitOf, trustedCard } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import { sampleHidden } from '../../engine/sampling.js';
import { roundPoints } from '../../games/selbu/scoring.js';
import type { SelbuView } from '../../games/selbu/view.js';
import { type Bot, type BotInput, type Decision, explainingBot } from '../bot.js';
import { Budget } from '../search/budget.js';
import { currentWinner, heuristicCard } from '../search/trickPlay.js';
import { type SelbuKnowledge, selbuKnowledge } from './knowledge.js';

/** A quick guess of the tricks a hand takes, for opponents whose bids are still secret. */
export function guessTricks(hand: readonly Card[], trump: number | null, players: number): number {
  const len = [0, 0, 0, 0];
  for (const c of hand) len[suitOf(c)]++;
  let t = 0;
  for (const c of hand) {
    const s = suitOf(c);
    const r = rankOf(c);
    if (s === trump) t += r >= 13 ? 0.9 : r >= 11 ? 0.6 : 0.35;
    else if (r === 14) t += 0.8;
    else if (r === 13 && len[s] >= 2) t += 0.45;
    else if (r === 12 && len[s] >= 3 && players <= 3) t += 0.25;
  }
  return Math.round(t);
}

/** A round of selbu in a compact form for fast playouts. */
interface Round {
  hands: Card[][];
  trump: number | null;
  leader: number;
  trick: Card[];
  won: number[];
  bids: number[];
}

function legalCards(hand: readonly Card[], trick: readonly Card[]): Card[] {
  if (trick.length === 0) return [...hand];
  const follow = hand.filter((c) => suitOf(c) === suitOf(trick[0]));
  return follow.length ? follow : [...hand];
}

/** Everyone plays for their own bid: win while short of it, duck once it is reached. */
function policyCard(r: Round, seat: number): Card {
  const hand = r.hands[seat];
  const legal = legalCards(hand, r.trick);
  const n = r.hands.length;
  const trickSeats = r.trick.map((_, i) => (r.leader + i) % n);
  return heuristicCard({
    hand,
    legal,
    trick: r.trick,
    trickSeats,
    seat,
    trump: r.trump,
    seats: n,
    partnered: false,
    wantTrick: r.won[seat] < r.bids[seat],
  });
}

/** Plays `first` for the seat to act (if given), then everyone by the policy, to the end of the round. */
function playout(r: Round, first?: Card): number[] {
  const n = r.hands.length;
  const hands = r.hands.map((h) => [...h]);
  const won = [...r.won];
  let leader = r.leader;
  let trick = [...r.trick];
  const state: Round = { hands, trump: r.trump, leader, trick, won, bids: r.bids };
  let next: Card | undefined = first;
  while (hands[(leader + trick.length) % n].length > 0) {
    const seat = (leader + trick.length) % n;
    const c = next ?? policyCard(state, seat);
    next = undefined;
    hands[seat].splice(hands[seat].indexOf(c), 1);
    trick.push(c);
    if (trick.length === n) {
      const w = (leader + currentWinner(trick, r.trump)) % n;
      won[w]++;
      leader = w;
      trick = [];
    }
    state.leader = leader;
    state.trick = trick;
  }
  return won;
}

/** Hands for every seat, consistent with the view; the unknown cards left over are the stock. */
function sampleHands(k: SelbuKnowledge, rng: Rng): Card[][] {
  const need = k.known.map((h, s) => (h ? 0 : k.handCounts[s]));
  const stockNeed = k.unseen.length - need.reduce((a, b) => a + b, 0);
  const added = sampleHidden(
    {
      unknown: k.unseen,
      need: [...need, stockNeed],
      allowed: (s, c) => s === k.seats || !k.voids[s][suitOf(c)],
    },
    rng,
  );
  return k.known.map((h, s) => (h ? [...h] : added[s]));
}

function bidsFor(view: SelbuView, hands: Card[][], k: SelbuKnowledge, myBid: number): number[] {
  return hands.map((h, s) => (s === k.seat ? myBid : (view.bids[s] ?? guessTricks(h, k.trump, k.seats))));
}

/** How much a sampled deal counts when a bidder's hand would take `miss` tricks more or fewer than it still wants. */
const BID_FIT = [1, 0.5, 0.2, 0.05];

/**
 * The weight of a sampled deal given the bids this seat can see: everyone plays the rest of the
 * round wanting every trick, and a deal in which a bidder's hand then takes about the tricks it
 * still wants counts more (a player who bid 0 holds few winners). Calibrated the way the bids
 * are made: a hand's bid is about the tricks it takes when it plays for them.
 */
function bidFitWeight(view: SelbuView, k: SelbuKnowledge, hands: Card[][], trick: Card[]): number {
  if (process.env.XS_FIT === '0') return 1;
  if (!view.bids.some((b, s) => s !== k.seat && b !== null)) return 1;
  const hungry = hands.map((h) => h.length + 1);
  const won = playout({ hands, trump: k.trump, leader: k.leader, trick, won: hands.map(() => 0), bids: hungry });
  let weight = 1;
  view.bids.forEach((bid, s) => {
    if (s === k.seat || bid === null) return;
    const miss = Math.abs(won[s] - Math.max(0, bid - k.won[s]));
    weight *= BID_FIT[Math.min(BID_FIT.length - 1, miss)];
  });
  return weight;
}

/**
 * What a playout is worth to this seat: its own points, less a share of the others' mean
 * points (the match is won against them: making a rival miss counts too).
 */
const RIVALS_SHARE = Number(process.env.XS_RIVALS ?? 0.5);
function playoutValue(view: SelbuView, k: SelbuKnowledge, bids: readonly number[], won: readonly number[]): number {
  let others = 0;
  for (let s = 0; s < won.length; s++) if (s !== k.seat) others += roundPoints(view.scoring, bids[s], won[s]);
  return roundPoints(view.scoring, bids[k.seat], won[k.seat]) - (RIVALS_SHARE * others) / (won.length - 1);
}

/** Bidding: the bid with the best expected points, when aiming for it, over sampled deals. */
function chooseBid(input: BotInput, view: SelbuView, k: SelbuKnowledge): Decision {
  const candidates = input.legal.map(Number);
  const total = candidates.map(() => 0);
  const hits = candidates.map(() => 0);
  let deals = 0;
  const trick = k.trick.map(([, c]) => c);
  const budget = new Budget(input.timeMs * 0.6, input.samples, 2, 400);
  for (let n = 0; budget.more(n); n++) {
    const hands = sampleHands(k, input.rng);
    const weight = bidFitWeight(view, k, hands, trick);
    deals += weight;
    candidates.forEach((bid, i) => {
      const won = playout({
        hands,
        trump: k.trump,
        leader: k.leader,
        trick,
        won: k.won,
        bids: bidsFor(view, hands, k, bid),
      });
      total[i] += weight * roundPoints(view.scoring, bid, won[k.seat]);
      if (won[k.seat] === bid) hits[i] += weight;
    });
  }
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (total[i] > total[best]) best = i;
  return { action: input.legal[best], reason: hitsBid(hits[best], deals) };
}

const hitsBid = (hits: number, deals: number) =>
  ({ code: 'hits-bid', percent: Math.round((100 * hits) / Math.max(1e-9, deals)), deals: Math.round(deals) }) as const;

/** Play: for each legal card, playouts over sampled deals, everyone aiming at their bid. */
function chooseCard(input: BotInput, view: SelbuView, k: SelbuKnowledge): Decision {
  const legal = input.legal.map(trustedCard);
  const myBid = view.bids[k.seat] ?? 0;
  const total = legal.map(() => 0);
  const hits = legal.map(() => 0);
  let deals = 0;
  const trick = k.trick.map(([, c]) => c);
  const budget = new Budget(input.timeMs * 0.6, input.samples, 2, 2000);
  for (let n = 0; budget.more(n); n++) {
    const hands = sampleHands(k, input.rng);
    const weight = bidFitWeight(view, k, hands, trick);
    deals += weight;
    const bids = bidsFor(view, hands, k, myBid);
    legal.forEach((c, i) => {
      const won = playout({ hands, trump: k.trump, leader: k.leader, trick, won: k.won, bids }, c);
      total[i] += weight * playoutValue(view, k, bids, won);
      if (won[k.seat] === myBid) hits[i] += weight;
    });
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) {
    if (total[i] > total[best]) best = i;
  }
  return { action: formatCard(legal[best]), reason: hitsBid(hits[best], deals) };
}

/** selbu `strong`: Monte Carlo over deals consistent with the view, aiming at the exact bid. */
export const strongSelbuBot: Bot = explainingBot('strong', (input) => {
  if (input.legal.length === 1) return { action: input.legal[0] };
  const view = input.view as SelbuView;
  const k = selbuKnowledge(view, input.seat);
  if (input.legal.every((a) => /^\d+$/.test(a))) return chooseBid(input, view, k);
  return chooseCard(input, view, k);
});
