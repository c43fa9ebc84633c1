/**
 * The strong contract bot's opening lead by simulation: layouts consistent with the auction are
 * drawn, every lead is solved double dummy in each, and the heuristic lead (`openingLead.ts`,
 * the basic bot's) is kept unless another lead beats it over the layouts by more than their
 * noise. A handful of layouts cannot tell most leads apart, and a lead chosen on noise is worse
 * than the heuristic's: the margin keeps the heuristic where the layouts do not speak clearly.
 */
import { type Card, formatCard } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import { solveCards } from '../../solver/index.js';
import type { BotInput, Decision } from '../bot.js';
import { dealProblemOf } from '../inference/contractDeals.js';
import { dealSampler } from '../inference/sampler.js';
import type { Budget } from '../search/budget.js';
import { contractKnowledge } from './knowledge.js';
import { declarerUtility } from './utility.js';

/** The defence's value of each lead in one layout, by the contract's score (setting it first). */
export interface LeadLayout {
  /** Tricks the defence takes with each lead, in the order of `legal`. */
  tricks: number[];
}

/** The opening lead is the first card of the deal: no trick has a card yet. */
export const isOpeningLead = (view: ContractView): boolean => view.tricks.every((t) => t.cards.length === 0);

/**
 * The defence's utility of taking `defenceTricks` against a contract at `level`: the declaring
 * side's (`declarerUtility`) negated, so that setting the contract outweighs an extra trick.
 */
export const defenceUtility = (defenceTricks: number, level: number, makingBonus: number): number =>
  -declarerUtility(13 - defenceTricks, level, makingBonus);

/**
 * Standard errors a lead's mean gain over the heuristic lead must clear to replace it, and the
 * fewest layouts that may replace it. Chosen on bench:leads seed `leads`, checked on `val`
 * (docs/decisions.md).
 */
export const LEAD_MARGIN = 2;
export const LEAD_MIN_LAYOUTS = 6;

/**
 * The lead to make from the layouts: the heuristic's `natural` unless the lead of the best mean
 * gain over it (paired layout by layout) clears `margin` standard errors of that gain.
 */
export function pickLead(
  legal: readonly Card[],
  natural: Card,
  layouts: readonly LeadLayout[],
  level: number,
  makingBonus: number,
  margin = LEAD_MARGIN,
  minLayouts = LEAD_MIN_LAYOUTS,
): Card {
  const n = layouts.length;
  const h = legal.indexOf(natural);
  if (n < minLayouts || h < 0) return natural;
  let best = natural;
  let bestGain = 0;
  for (let i = 0; i < legal.length; i++) {
    if (i === h) continue;
    const d = layouts.map(
      (l) =>
        defenceUtility(l.tricks[i], level, makingBonus) - defenceUtility(l.tricks[h], level, makingBonus),
    );
    const mean = d.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
    if (mean > margin * (sd / Math.sqrt(n)) && mean > bestGain) [best, bestGain] = [legal[i], mean];
  }
  return best;
}

/**
 * Draws layouts consistent with the leader's view and the auction while `budget` allows and
 * solves the opening lead in each: the defence's tricks with every legal lead. `onSolve` hears
 * each solve's milliseconds (the bot's learnt solver costs).
 */
export function leadLayouts(
  input: BotInput,
  legal: readonly Card[],
  budget: Budget,
  onSolve?: (ms: number) => void,
): LeadLayout[] {
  const view = input.view as ContractView;
  const leader: Seat = input.seat;
  const k = contractKnowledge(view, leader);
  const game = input.game === 'bridge' ? 'bridge' : 'bondebridge';
  const deals = dealSampler(dealProblemOf(view, leader, game, input.options), input.rng);
  const out: LeadLayout[] = [];
  for (let n = 0; budget.more(n); n++) {
    const hands = deals.next();
    const t0 = performance.now();
    let values: ReturnType<typeof solveCards>;
    try {
      values = solveCards({ hands, trump: k.trump, leader, trick: [] });
    } catch {
      // A layout that breaks a shown void when the sampler's tries ran out is no position.
      continue;
    }
    onSolve?.(performance.now() - t0);
    const by = new Map(values.map((v) => [v.card, v.tricks]));
    out.push({ tricks: legal.map((c) => by.get(c) ?? 0) });
  }
  return out;
}

/** The opening lead by simulation over the layouts `budget` allows, the heuristic's `natural` kept unless beaten clearly. */
export function simulatedLead(
  input: BotInput,
  legal: readonly Card[],
  natural: Card,
  budget: Budget,
  onSolve?: (ms: number) => void,
): Decision {
  const view = input.view as ContractView;
  const level = view.contract ? Number(view.contract[0]) : 1;
  const layouts = leadLayouts(input, legal, budget, onSolve);
  const card = pickLead(legal, natural, layouts, level, input.game === 'bridge' ? 5 : 0);
  const i = legal.indexOf(card);
  const tricks = layouts.length ? layouts.reduce((a, l) => a + l.tricks[i], 0) / layouts.length : 0;
  return {
    action: formatCard(card),
    reason: { code: 'average-tricks', tricks: Math.round(10 * tricks) / 10, layouts: layouts.length },
  };
}
