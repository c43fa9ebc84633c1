import type { AuctionRules } from '../../engine/auction.js';
import { contractText } from '../../engine/auction.js';
import type { DealResult, Game, MatchResult, Score, Seat } from '../../engine/game.js';
import { type ContractMatch, type ContractView, makeContractGame } from '../contract/contractGame.js';
import { type ContractDeal, type DealRules, declarerTricks, SEATS, sideOf } from '../contract/deal.js';
import { contractMatchResult } from '../contract/winners.js';
import {
  type BondebridgeOptions,
  bondebridgeDefaults,
  bondebridgeOptionSpecs,
  minimizeBondebridgeOptions,
  parseBondebridgeOptions,
} from './options.js';
import { bondebridgePoints } from './score.js';
import { heldBy, peopleOf, scoreBy, seatingFor, zeroScore } from './seating.js';

export interface BondebridgeState extends ContractMatch<BondebridgeOptions> {
  /** Played deals so far (thrown-in deals do not count). */
  played: number;
  /** By side (`NS`, `EW`), or by person (`"0"`…) with rotatingPartners or threePlayers. */
  totals: Score;
}

/** Public extras of a bondebridge view. */
export interface BondebridgeViewExtras {
  /** rotatingPartners, threePlayers: the person sitting in each seat this deal; null otherwise. */
  seating: number[] | null;
  dealsPlayed: number;
  matchDeals: number;
}

export type BondebridgeView = ContractView & BondebridgeViewExtras;

export function bondebridgeDealRules(o: BondebridgeOptions): DealRules {
  const auction: AuctionRules = {
    passesToEnd: 3,
    doubling: o.doubling,
    minLevel: 1,
    bidRestriction: o.noTrumpOnly
      ? (_s, _l, strain) => (strain === 4 ? null : { rule: 'no-trump-only' })
      : undefined,
  };
  return { auction, dummy: false };
}

function finishDeal(s: BondebridgeState, d: ContractDeal): BondebridgeState {
  const o = s.options;
  const seating = seatingFor(o, s.played);
  const withSeating = (r: DealResult): DealResult => (seating ? { ...r, seating } : r);
  if (d.passedOut || !d.contract) {
    // A thrown-in deal does not count towards the match; the next dealer deals again.
    const r = withSeating({ dealer: d.dealer, passedOut: true, score: zeroScore(o) });
    return { ...s, deal: null, deals: [...s.deals, r] };
  }
  const c = d.contract;
  const tricks = declarerTricks(d);
  const pts = bondebridgePoints(c, tricks, o.scoring, o.doubledPoints);
  const attack = sideOf(c.declarer);
  const side = { NS: 0, EW: 0 };
  side[attack] = pts.attackers;
  side[attack === 'NS' ? 'EW' : 'NS'] = pts.defenders;
  const score = scoreBy(o, seating, side);
  const totals = { ...s.totals };
  for (const k of Object.keys(score)) totals[k] += score[k];
  const r = withSeating({ dealer: d.dealer, contract: contractText(c), declarer: c.declarer, tricks, score });
  const played = s.played + 1;
  return { ...s, deal: null, deals: [...s.deals, r], totals, played, over: played >= o.deals };
}

function result(s: BondebridgeState): MatchResult {
  return contractMatchResult('bondebridge', s);
}

export const bondebridge: Game<BondebridgeOptions, BondebridgeState, BondebridgeView> = makeContractGame<
  BondebridgeOptions,
  BondebridgeState,
  BondebridgeViewExtras
>({
  id: 'bondebridge',
  optionSpecs: bondebridgeOptionSpecs,
  defaultOptions: bondebridgeDefaults,
  parseOptions: parseBondebridgeOptions,
  minimizeOptions: minimizeBondebridgeOptions,
  newMatch: (options, firstDealer) => ({
    options,
    firstDealer,
    decksDealt: 0,
    deal: null,
    over: false,
    deals: [],
    played: 0,
    totals: zeroScore(options),
  }),
  dealRules: bondebridgeDealRules,
  nextDeal: (s) => {
    // The dealer moves on after every deal, thrown-in ones included; the player on the left calls first.
    const dealer: Seat = (s.firstDealer + s.decksDealt) % SEATS;
    return { dealer, firstCaller: (dealer + 1) % SEATS };
  },
  finishDeal,
  result,
  viewExtras: (s) => ({
    seating: seatingFor(s.options, s.played),
    dealsPlayed: s.played,
    matchDeals: s.options.deals,
  }),
  heldBy: (s, seat) => heldBy(s.options, seat),
  people: peopleOf,
  seating: (s) => seatingFor(s.options, s.played),
});
