import { type Card, formatCard, trustedCard } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import { solveCards } from '../../solver/index.js';
import type { BotInput, Decision } from '../bot.js';
import { dealProblemOf } from '../inference/contractDeals.js';
import { dealSampler } from '../inference/sampler.js';
import { Budget } from '../search/budget.js';
import { heuristicCard } from '../search/trickPlay.js';
import { type ContractKnowledge, contractKnowledge } from './knowledge.js';
import { partnerSignals, signalWeight } from './signals.js';
import { isOpeningLead, simulatedLead } from './simulatedLead.js';
import { SolveCosts } from './solveCosts.js';
import { declarerUtility } from './utility.js';

export { declarerUtility } from './utility.js';

/**
 * Most cards in hand for which the solver is affordable per sample at this budget. Measured on
 * this machine: a full 13-card solve takes about a second, 9 cards tens of milliseconds.
 */
export function solverDepth(timeMs: number): number {
  if (timeMs >= 800) return 9;
  if (timeMs >= 250) return 8;
  if (timeMs >= 60) return 7;
  return 5;
}

/**
 * The solver's cost per sample by cards in the mover's hand (`SolveCosts`), from priors just
 * above the medians measured on layouts the sampler draws after real auctions (13 cards 36 ms,
 * 12 cards 5 ms; docs/bots.md): at 300 ms from 13 cards, trick one included.
 */
const solveCosts = new SolveCosts([0, 1, 1, 1, 1, 2, 3, 5, 8, 15, 20, 20, 20, 60]);
const recordCost = (cards: number, ms: number) => solveCosts.record(cards, ms);
/** With a time budget: solve when two samples fit in the share of it the play takes. */
const solverAffordable = (cards: number, timeMs: number) => solveCosts.affordable(cards, timeMs, 0.7);

/**
 * The opening lead is simulated from a 1 s budget: at 300 ms too few layouts fit (CPU per
 * 13-card layout: median 39 ms, p90 183 ms) to clear the margin, and more would gain nothing
 * (docs/bots.md). Its share of the budget is small because one slow layout (p99 0.6 s) overruns
 * it. Not gated by the learnt 13-card cost: one slow layout (up to 2 s) priced the lead out
 * for good.
 */
const LEAD_SHARE = 0.6;
/** More layouts than the rule was measured with (docs/bots.md) buy nothing. */
const LEAD_MAX_LAYOUTS = 12;
const LEAD_MIN_MS = 800;

const parseLevel = (contract: string | null): number => (contract ? Number(contract[0]) : 1);

/** Card play of the strong contract bot: PIMC over deals consistent with the view, solved double dummy. */
export function chooseContractCard(input: BotInput, fallback?: () => string): string {
  return contractCardDecision(input, fallback).action;
}

/**
 * The same with its reason when the solver decided: the tricks the mover's side takes on
 * average with that card over the layouts solved.
 */
export function contractCardDecision(input: BotInput, fallback?: () => string): Decision {
  const view = input.view as ContractView;
  const mover: Seat = input.seat;
  const k = contractKnowledge(view, mover);
  const legal = input.legal.map(trustedCard);
  if (legal.length === 1) return { action: input.legal[0] };
  if (isOpeningLead(view) && k.counts[mover] === 13) {
    const natural = trustedCard(fallback ? fallback() : formatCard(heuristicFor(k, mover, legal)));
    if (input.timeMs < LEAD_MIN_MS) return { action: formatCard(natural) };
    const budget = new Budget(input.timeMs * LEAD_SHARE, input.samples, 1, LEAD_MAX_LAYOUTS);
    return simulatedLead(input, legal, natural, budget, (ms) => recordCost(13, ms));
  }
  const cards = k.counts[mover];
  // A fixed sample count (reproducible decisions) uses the fixed depth rule; a time budget, the learnt costs.
  const useSolver =
    input.samples !== undefined ? cards <= solverDepth(input.timeMs) : solverAffordable(cards, input.timeMs);
  if (!useSolver) return { action: fallback ? fallback() : formatCard(heuristicFor(k, mover, legal)) };
  const budget = new Budget(input.timeMs * 0.7, input.samples, 1, 200);
  const total = new Map<Card, number>(legal.map((c) => [c, 0]));
  /** The mover's side's tricks in the whole deal, summed over the layouts. */
  const tricks = new Map<Card, number>(legal.map((c) => [c, 0]));
  const level = parseLevel(view.contract);
  const declarerSide = view.declarer === null ? mover % 2 : view.declarer % 2;
  const won = (side: number) => view.tricksWon[side] + view.tricksWon[side + 2];
  // Deals consistent with the view and with what every call of the auction showed.
  const game = input.game === 'bridge' ? 'bridge' : 'bondebridge';
  const deals = dealSampler(dealProblemOf(view, mover, game, input.options), input.rng);
  // A defender weighs each layout by how well it fits partner's attitude signals (public cards).
  const partner = (mover + 2) % 4;
  const signals = partnerSignals(view.tricks, mover, view.declarer ?? mover, k.trump);
  const reads = signals.some((a) => a !== 0);
  const partnerPlayed = view.tricks.flatMap((t) =>
    t.cards.filter(([s]) => s === partner).map(([, c]) => trustedCard(c)),
  );
  let n = 0;
  let solved = 0;
  while (budget.more(n)) {
    const hands = deals.next();
    const weight = reads ? signalWeight([...hands[partner], ...partnerPlayed], signals) : 1;
    const t0 = performance.now();
    let values: ReturnType<typeof solveCards>;
    try {
      values = solveCards({ hands, trump: k.trump, leader: k.leader, trick: k.trick });
    } catch {
      // `sampleHidden` drops the voids when its tries run out; a layout that breaks them is no
      // position at all, so it is skipped (with no layout left, basic's card is played).
      n++;
      continue;
    }
    recordCost(cards, performance.now() - t0);
    solved++;
    for (const v of values) {
      if (!total.has(v.card)) continue;
      const sideTricks = won(mover % 2) + v.tricks;
      tricks.set(v.card, tricks.get(v.card)! + sideTricks);
      const declTricks = mover % 2 === declarerSide ? sideTricks : 13 - sideTricks;
      const u = declarerUtility(declTricks, level, input.game === 'bridge' ? 5 : 0);
      total.set(v.card, total.get(v.card)! + weight * (mover % 2 === declarerSide ? u : -u));
    }
    n++;
  }
  // Among cards of equal value (spot cards, discards) the basic bot's choice: it signals and
  // keeps the natural card where the layouts solved cannot tell the difference.
  const natural = trustedCard(fallback ? fallback() : formatCard(heuristicFor(k, mover, legal)));
  let best = total.has(natural) ? natural : legal[0];
  for (const c of legal) if (total.get(c)! > total.get(best)!) best = c;
  const average = Math.round((10 * tricks.get(best)!) / Math.max(1, solved)) / 10;
  return { action: formatCard(best), reason: { code: 'average-tricks', tricks: average, layouts: solved } };
}

function heuristicFor(k: ContractKnowledge, mover: Seat, legal: Card[]): Card {
  const hand = k.known[mover] ?? legal;
  const trickSeats = k.trick.map((_, i) => (k.leader + i) % 4);
  return heuristicCard({
    hand,
    legal,
    trick: k.trick,
    trickSeats,
    seat: mover,
    trump: k.trump,
    seats: 4,
    partnered: true,
  });
}
