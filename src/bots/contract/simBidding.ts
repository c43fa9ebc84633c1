/**
 * Bidding by simulation for the strong contract bot: where the system leaves a choice — more
 * than one call it names fits the hand and could end the auction (pass or compete, part-score
 * or game, which game, slam) — each candidate is valued over deals drawn consistent with the
 * auction, as if it ended the auction: bondebridge by the game's own score, bridge by IMPs
 * against the other candidates (duplicate scores at the deal's vulnerability). Tricks come
 * from a fast open-hands playout (`playoutTricks`), not a full solve: the solver needs about a
 * second for a 13-card deal. The basic bot's call is kept unless another is better by more
 * than two standard errors of the paired differences. (Off: docs/bots.md. The judgement,
 * `judgement.ts`, uses this module's `auctionDeals` and `scoreFor` with real solves.)
 */
import { consistent } from '../../bidding/meaning.js';
import type { SystemGame } from '../../bidding/rule.js';
import { candidates, meaningIn, nextSituation } from '../../bidding/system.js';
import { parseCall, type StrainIndex, strainSuit } from '../../cards/call.js';
import { type Card, suitOf, trustedCards } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import type { Seat } from '../../engine/game.js';
import { trickWinnerIndex } from '../../engine/trick.js';
import { bondebridgePoints } from '../../games/bondebridge/score.js';
import { imps } from '../../games/bridge/imps.js';
import { duplicateScore } from '../../games/bridge/score.js';
import { isVulnerable, type Vulnerability } from '../../games/bridge/vulnerability.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import type { BotInput } from '../bot.js';
import { dealProblemOf } from '../inference/contractDeals.js';
import { type DealProblem, dealSampler } from '../inference/sampler.js';
import { Budget } from '../search/budget.js';
import { heuristicCard } from '../search/trickPlay.js';
import { withHeuristicConstraints } from './heuristicMeanings.js';
import { type FinalContract, placing } from './judgedCalls.js';

/** Deals consistent with the auction so far, as the deciding seat may draw them. */
export interface AuctionDeals {
  next(): Card[][];
}

/**
 * Whether the sampler reads the calls the system leaves to the natural heuristic
 * (`heuristicMeanings.ts`) in bridge: measured in docs/bots.md (fourth session on issue 37).
 */
export const READ_HEURISTIC_CALLS = true;

/**
 * Where the judgement's layouts come from: `auctionDeals`, from the seat's view. Another source
 * is given only by a measurement (`npm run bench:bidding -- --oracle`), never by a playing bot.
 */
export type DealSource = (input: BotInput, game: SystemGame) => AuctionDeals;

/**
 * What a seat knows of the deal from its view, as a sampling problem: every call read by the
 * system (and, in bridge, the natural heuristic's calls).
 */
export function auctionProblem(input: BotInput, game: SystemGame): DealProblem {
  const view = input.view as ContractView;
  const problem = dealProblemOf(view, input.seat, game, input.options);
  const natural = (input.options as { noTrumpOnly?: boolean } | undefined)?.noTrumpOnly === true;
  if (READ_HEURISTIC_CALLS && game === 'bridge' && !natural)
    return { ...problem, constraints: withHeuristicConstraints(problem.constraints, game, view.calls) };
  return problem;
}

/** The layouts a seat may draw from its view (`auctionProblem`). */
export const auctionDeals: DealSource = (input, game) => dealSampler(auctionProblem(input, game), input.rng);

export type { FinalContract } from './judgedCalls.js';

const side = (s: Seat) => s % 2;

/** The contract if the auction ended after `call` by `seat` (declarer: first of the side to name the strain). */
export function contractAfter(
  calls: ReadonlyArray<readonly [Seat, string]>,
  seat: Seat,
  call: string,
): FinalContract | null {
  const all = [...calls, [seat, call] as const];
  let last: { level: number; strain: StrainIndex; seat: Seat } | null = null;
  let doubled: 0 | 1 | 2 = 0;
  for (const [who, text] of all) {
    if (text === 'X') doubled = 1;
    else if (text === 'XX') doubled = 2;
    const c = parseCall(text);
    if (c.ok && c.value.kind === 'bid') {
      last = { level: c.value.level, strain: c.value.strain, seat: who };
      doubled = 0;
    }
  }
  if (!last) return null;
  const strain = last.strain;
  const declarer = all.find(([who, text]) => {
    const c = parseCall(text);
    return side(who) === side(last.seat) && c.ok && c.value.kind === 'bid' && c.value.strain === strain;
  })![0];
  return { level: last.level, strain, doubled, declarer };
}

/**
 * Tricks declarer's side takes when every seat plays the plain heuristic (`heuristicCard`) with
 * all hands open: a fast, rough stand-in for the double-dummy value (measured in docs/bots.md).
 */
export function playoutTricks(
  hands: readonly (readonly Card[])[],
  strain: StrainIndex,
  declarer: Seat,
): number {
  const trump = strainSuit(strain);
  const left = hands.map((h) => [...h]);
  let leader = (declarer + 1) % 4;
  let won = 0;
  const tricks = left[0].length;
  for (let t = 0; t < tricks; t++) {
    const trick: Card[] = [];
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = (leader + i) % 4;
      const hand = left[seat];
      const follow = trick.length ? hand.filter((c) => suitOf(c) === suitOf(trick[0])) : [];
      const legal = follow.length ? follow : hand;
      const card = heuristicCard({
        hand,
        legal,
        trick,
        trickSeats: seats,
        seat,
        trump,
        seats: 4,
        partnered: true,
      });
      hand.splice(hand.indexOf(card), 1);
      trick.push(card);
      seats.push(seat);
    }
    leader = seats[trickWinnerIndex(trick, trump)];
    if (side(leader) === side(declarer)) won++;
  }
  return won;
}

/** Our side's score (signed) for a contract with declarer's side taking `tricks`. */
export function scoreFor(
  game: SystemGame,
  us: number,
  c: FinalContract | null,
  tricks: number,
  vulnerable: Vulnerability,
  scoring: 'standard' | 'simple',
): number {
  if (!c) return 0;
  const declSide = side(c.declarer);
  let signed: number;
  if (game === 'bridge') {
    const vul = isVulnerable(vulnerable, declSide === 0 ? 'NS' : 'EW');
    signed = duplicateScore({ level: c.level, strain: c.strain, doubled: c.doubled, tricks }, vul);
  } else {
    const p = bondebridgePoints({ level: c.level, doubled: c.doubled }, tricks, scoring);
    signed = p.attackers - p.defenders;
  }
  return declSide === us ? signed : -signed;
}

/**
 * The calls that compete with basic's: system calls the hand fits, legal, natural and not
 * forcing (so the auction may end there), with basic's own call first. Empty when basic's call
 * is itself forcing or artificial (the system is in the middle of a sequence).
 */
export function candidateCalls(input: BotInput, game: SystemGame, basicCall: string): string[] {
  const view = input.view as ContractView;
  const hand = trustedCards(view.hands[input.seat] ?? []);
  const s = nextSituation(game, view.calls, view.firstCaller ?? input.seat);
  if (!placing(meaningIn(s, basicCall))) return [];
  const legal = new Set(input.legal);
  const out = [basicCall];
  for (const c of candidates(s)) {
    if (out.includes(c.call) || !legal.has(c.call) || c.call === 'X' || c.call === 'XX') continue;
    if (placing(c.meaning) && consistent(hand, c.meaning)) out.push(c.call);
  }
  // Passing is always a way to end the auction, if the system gives it no meaning the hand contradicts.
  const pass = meaningIn(s, 'P');
  if (!out.includes('P') && legal.has('P') && (!pass || (placing(pass) && consistent(hand, pass))))
    out.push('P');
  return out;
}

export interface SimulatedCall {
  call: string;
  /** Mean value per candidate (bondebridge points, bridge IMPs), and the deals it is over. */
  values: Map<string, number>;
  deals: number;
}

/** The simulated choice among `calls` (basic's first), or null when there is nothing to choose. */
export function simulateCalls(
  input: BotInput,
  game: SystemGame,
  calls: readonly string[],
  deals: AuctionDeals,
  budget: Budget,
): SimulatedCall | null {
  if (calls.length < 2) return null;
  const view = input.view as ContractView & { vulnerable?: Vulnerability };
  const us = side(input.seat);
  const scoring =
    (input.options as { scoring?: string } | undefined)?.scoring === 'simple' ? 'simple' : 'standard';
  const finals = calls.map((c) => contractAfter(view.calls, input.seat, c));
  const perDeal: number[][] = [];
  let n = 0;
  while (budget.more(n)) {
    const hands = deals.next();
    const tricksOf = new Map<string, number>();
    const scores = finals.map((f) => {
      if (!f) return 0;
      const key = `${f.strain}:${f.declarer}`;
      if (!tricksOf.has(key)) tricksOf.set(key, playoutTricks(hands, f.strain, f.declarer));
      return scoreFor(game, us, f, tricksOf.get(key)!, view.vulnerable ?? 'none', scoring);
    });
    // bridge: IMPs against the other candidates on the same deal; bondebridge: the points.
    perDeal.push(
      game === 'bridge'
        ? scores.map(
            (x, i) =>
              scores.reduce((sum, y, j) => (j === i ? sum : sum + imps(x - y)), 0) / (scores.length - 1),
          )
        : scores,
    );
    n++;
  }
  if (n < 2) return null;
  const mean = (i: number) => perDeal.reduce((s, v) => s + v[i], 0) / n;
  let best = 0;
  for (let i = 1; i < calls.length; i++) if (mean(i) > mean(best)) best = i;
  const values = new Map(calls.map((c, i) => [c, mean(i)] as const));
  if (best === 0) return { call: calls[0], values, deals: n };
  // Paired difference best − basic: keep basic unless the gain is clear of the noise.
  const diffs = perDeal.map((v) => v[best] - v[0]);
  const d = diffs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(diffs.reduce((s, x) => s + (x - d) ** 2, 0) / (n - 1));
  const call = d > (2 * sd) / Math.sqrt(n) ? calls[best] : calls[0];
  return { call, values, deals: n };
}

/** The strong bot's call: basic's, or a better one found by simulation within the budget. */
export function simulatedCall(input: BotInput, basicCall: string, rng?: Rng): string {
  const game: SystemGame = input.game === 'bridge' ? 'bridge' : 'bondebridge';
  if ((input.options as { noTrumpOnly?: boolean } | undefined)?.noTrumpOnly) return basicCall;
  const calls = candidateCalls(input, game, basicCall);
  if (calls.length < 2) return basicCall;
  const budget = new Budget(
    input.timeMs * 0.6,
    input.samples !== undefined ? input.samples * 8 : undefined,
    2,
    400,
  );
  const deals = auctionDeals(rng ? { ...input, rng } : input, game);
  return simulateCalls(input, game, calls, deals, budget)?.call ?? basicCall;
}
