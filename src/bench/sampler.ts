/**
 * `npm run bench:sampler`: the auction-aware deal sampler (`src/bots/inference/`) at the
 * opening lead, over auctions the basic bots bid on random deals: how many calls constrain a
 * hand, how often a constraint is relaxed (and how often the real hand broke it: a system gap),
 * the share of drawn hands that fit, and the time per deal. Environment: STIKK_BENCH_DEALS
 * (default 200), STIKK_BENCH_SAMPLES (deals drawn per auction, default 40). Bridge is run twice:
 * with the stated meanings alone, and with the calls the system leaves to the natural heuristic
 * read too (`heuristicMeanings.ts`, the strong bot's judgement); `HCP off` is the mean distance
 * between a drawn hidden hand's HCP and the real hand's: how tight the draw is.
 */
import { figuresOf, highCardPoints } from '../bidding/hand.js';
import type { SystemGame } from '../bidding/rule.js';
import { chooseCall } from '../bots/contract/basicBidding.js';
import { withHeuristicConstraints } from '../bots/contract/heuristicMeanings.js';
import { auctionConstraints, meets } from '../bots/inference/constraints.js';
import { sampleConsistentDeals } from '../bots/inference/sampler.js';
import { type Card, STANDARD_PACK } from '../cards/card.js';
import { Rng, shuffleDeck } from '../cards/rng.js';
import { auctionFrom, legalCalls } from '../engine/auction.js';
import { quantile } from '../sim/stats.js';

const DEALS = Number(process.env.STIKK_BENCH_DEALS ?? '200');
const SAMPLES = Number(process.env.STIKK_BENCH_SAMPLES ?? '40');

function auctionOf(game: SystemGame, hands: Card[][], first: number): Array<[number, string]> {
  const calls: Array<[number, string]> = [];
  for (;;) {
    const seat = (first + calls.length) % 4;
    const auction = auctionFrom(calls, first);
    if (!auction) throw new Error(`bench:sampler: a call of ${calls.join(' ')} does not parse`);
    const legal = legalCalls(auction, seat, { passesToEnd: 3, doubling: game === 'bridge', minLevel: 1 });
    if (legal.length === 0) return calls;
    calls.push([seat, chooseCall({ game, seat, hand: hands[seat], calls, legal, noTrumpOnly: false })]);
  }
}

function bench(game: SystemGame, heuristic: boolean): void {
  const rng = new Rng(`bench-sampler:${game}`);
  let constraints = 0;
  let relaxed = 0;
  let lies = 0;
  let draws = 0;
  let accepted = 0;
  let hcpOff = 0;
  let hidden = 0;
  const msPerDeal: number[] = [];
  for (let d = 0; d < DEALS; d++) {
    const deck = shuffleDeck(STANDARD_PACK, rng);
    const hands = [0, 1, 2, 3].map((s) => deck.slice(13 * s, 13 * s + 13));
    const first = d % 4;
    const calls = auctionOf(game, hands, first);
    const stated = auctionConstraints(game, calls);
    const cs = heuristic ? withHeuristicConstraints(stated, game, calls) : stated;
    // The seat on lead: left of the last bidder (any seat will do for the sampler's cost).
    const leader = (calls[calls.length - 1][0] + 1) % 4;
    const held = new Set(hands[leader]);
    const t0 = performance.now();
    const result = sampleConsistentDeals(
      {
        known: hands.map((h, s) => (s === leader ? h : null)),
        unknown: STANDARD_PACK.filter((c) => !held.has(c)),
        need: hands.map((_, s) => (s === leader ? 0 : 13)),
        voids: hands.map(() => [false, false, false, false]),
        played: [[], [], [], []],
        constraints: cs,
      },
      SAMPLES,
      rng,
    );
    msPerDeal.push((performance.now() - t0) / SAMPLES);
    constraints += cs.filter((c) => c.seat !== leader).length;
    relaxed += result.relaxed.filter((c) => c.seat !== leader).length;
    lies += cs.filter((c) => c.seat !== leader && !meets(figuresOf(hands[c.seat]), c)).length;
    for (const deal of result.deals)
      for (let s = 0; s < 4; s++)
        if (s !== leader) {
          hcpOff += Math.abs(highCardPoints(deal[s]) - highCardPoints(hands[s]));
          hidden++;
        }
    draws += result.stats.draws;
    accepted += result.stats.accepted;
  }
  const sorted = [...msPerDeal].sort((a, b) => a - b);
  console.log(
    `${(heuristic ? `${game}+heur` : game).padEnd(12)} ${DEALS} auctions, ${(constraints / DEALS).toFixed(2)} constraints on hidden hands each; ` +
      `relaxed ${relaxed} (${((100 * relaxed) / Math.max(1, constraints)).toFixed(1)}%), broken by the real hand ${lies}; ` +
      `hands fitting ${((100 * accepted) / Math.max(1, draws)).toFixed(1)}% of ${draws} drawn; ` +
      `ms per deal median ${quantile(sorted, 0.5).toFixed(3)}, p95 ${quantile(sorted, 0.95).toFixed(3)}, max ${sorted[sorted.length - 1].toFixed(2)}; ` +
      `HCP off ${(hcpOff / Math.max(1, hidden)).toFixed(2)}`,
  );
}

bench('bridge', false);
bench('bridge', true);
bench('bondebridge', false);
