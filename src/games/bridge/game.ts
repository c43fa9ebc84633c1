import { type AuctionRules, contractText } from '../../engine/auction.js';
import type { DealResult, Game, MatchResult, Seat } from '../../engine/game.js';
import { type ContractMatch, type ContractView, makeContractGame } from '../contract/contractGame.js';
import { type ContractDeal, type DealRules, declarerTricks, SEATS, sideOf } from '../contract/deal.js';
import { contractMatchResult } from '../contract/winners.js';
import {
  type BridgeOptions,
  bridgeDefaults,
  bridgeOptionSpecs,
  minimizeBridgeOptions,
  parseBridgeOptions,
} from './options.js';
import {
  type ChicagoState,
  duplicateScore,
  honoursBonus,
  newChicago,
  newRubber,
  type RubberState,
  rubberVulnerability,
  type SideScore,
  scoreChicagoDeal,
  scoreRubberDeal,
  toSides,
  unfinishedRubberBonus,
  zeroSides,
} from './score.js';
import {
  boardDealer,
  boardVulnerability,
  chicagoVulnerability,
  isVulnerable,
  type Vulnerability,
} from './vulnerability.js';

export interface BridgeState extends ContractMatch<BridgeOptions> {
  totals: SideScore;
  /** rubber scoring: the rubber in progress and how many are complete. */
  rubber: RubberState;
  rubbersDone: number;
  /** chicago scoring: position in the round and the part-scores that still count. */
  chicago: ChicagoState;
  /** chicago: counted (not passed-out) deals so far. */
  counted: number;
  /** rubber, closed by the players in the middle of a rubber: its bonuses (in `totals` too). */
  unfinishedRubberBonus?: SideScore;
}

/** Public extras of a bridge view. */
export interface BridgeViewExtras {
  /** Vulnerability of the current (or next) deal. */
  vulnerable: Vulnerability;
  /** duplicate: the board number of the current (or next) deal; null otherwise. */
  board: number | null;
  /** rubber: games won in the rubber in progress, and the part-scores below the line. */
  games: SideScore | null;
  /** rubber and chicago: part-scores that count towards the next game. */
  partScore: SideScore | null;
  /** chicago: 1-based deal number within the round (1..4); null otherwise. */
  roundDeal: number | null;
}

export type BridgeView = ContractView & BridgeViewExtras;

export const bridgeDealRules = (_o: BridgeOptions): DealRules => ({ auction: BRIDGE_AUCTION, dummy: true });
/** Bridge's auction: four seats, three passes end it, doubles allowed. */
export const BRIDGE_AUCTION: AuctionRules = { passesToEnd: 3, doubling: true, minLevel: 1 };

/** duplicate: every board counts, passed out or not, so the board follows the finished deals. */
const currentBoard = (s: BridgeState): number => s.options.firstBoard + s.deals.length;

function nextDealer(s: BridgeState): Seat {
  switch (s.options.scoring) {
    case 'duplicate':
      return boardDealer(currentBoard(s));
    case 'chicago':
      // A passed-out deal is dealt again by the same dealer.
      return (s.firstDealer + s.counted) % SEATS;
    case 'rubber':
    case 'total':
      return (s.firstDealer + s.decksDealt) % SEATS;
  }
}

/** Vulnerability of the deal in progress, or of the next one while waiting for a deck. */
function currentVulnerability(s: BridgeState, dealer: Seat): Vulnerability {
  switch (s.options.scoring) {
    case 'duplicate':
      return boardVulnerability(currentBoard(s));
    case 'chicago':
      return chicagoVulnerability(s.chicago.dealInRound, dealer);
    case 'rubber':
      return rubberVulnerability(s.rubber);
    case 'total':
      return 'none';
  }
}

const addTo = (totals: SideScore, score: SideScore): SideScore => ({
  NS: totals.NS + score.NS,
  EW: totals.EW + score.EW,
});

function finishDeal(s: BridgeState, d: ContractDeal): BridgeState {
  const o = s.options;
  const vulnerable = currentVulnerability(s, d.dealer);
  const c = d.contract;
  const played =
    c && !d.passedOut ? { ...c, tricks: declarerTricks(d), declarerSide: sideOf(c.declarer) } : null;
  const head: DealResult = played
    ? {
        dealer: d.dealer,
        contract: contractText(played),
        declarer: played.declarer,
        tricks: played.tricks,
        vulnerable,
        score: zeroSides(),
      }
    : { dealer: d.dealer, passedOut: true, score: zeroSides(), vulnerable };
  const done = { ...s, deal: null };

  if (o.scoring === 'rubber') {
    const honours = played ? honoursBonus(d.dealt, played.strain) : zeroSides();
    const r = scoreRubberDeal(s.rubber, played, honours);
    const score = addTo(r.above, r.below);
    const rubbersDone = s.rubbersDone + (r.rubberWonBy ? 1 : 0);
    const result = { ...head, score, above: r.above, below: r.below };
    return {
      ...done,
      rubber: r.next,
      rubbersDone,
      totals: addTo(s.totals, score),
      deals: [...s.deals, result],
      over: rubbersDone >= o.rubbers,
    };
  }

  if (o.scoring === 'duplicate' || o.scoring === 'total') {
    // total: every deal counts like a duplicate board (vulnerability 'none'), passed out or not.
    const score = played
      ? toSides(played.declarerSide, duplicateScore(played, isVulnerable(vulnerable, played.declarerSide)))
      : zeroSides();
    const duplicate = o.scoring === 'duplicate';
    const deals = [...s.deals, duplicate ? { ...head, score, board: currentBoard(s) } : { ...head, score }];
    const over = deals.length >= (duplicate ? o.boards : o.deals);
    return { ...done, totals: addTo(s.totals, score), deals, over };
  }

  // chicago: a passed-out deal does not count and is dealt again with the same vulnerability.
  if (!played) return { ...done, deals: [...s.deals, head] };
  const r = scoreChicagoDeal(s.chicago, played, vulnerable);
  const counted = s.counted + 1;
  return {
    ...done,
    chicago: r.next,
    counted,
    totals: addTo(s.totals, r.score),
    deals: [...s.deals, { ...head, score: r.score }],
    over: counted >= 4 * o.rounds,
  };
}

function result(s: BridgeState): MatchResult {
  const r = contractMatchResult('bridge', s);
  return s.unfinishedRubberBonus ? { ...r, unfinishedRubberBonus: { ...s.unfinishedRubberBonus } } : r;
}

/**
 * Closing the table (after the generic part: deal dropped, match over): a rubber left
 * unfinished earns its bonuses, +300 for a side with one game, +50 for a side with a
 * part-score in the unfinished game (rule book). Other scorings end with the deals played.
 */
function close(s: BridgeState): BridgeState {
  if (s.options.scoring !== 'rubber') return s;
  const bonus = unfinishedRubberBonus(s.rubber);
  return { ...s, unfinishedRubberBonus: bonus, totals: addTo(s.totals, bonus) };
}

function viewExtras(s: BridgeState): BridgeViewExtras {
  const dealer = s.deal ? s.deal.dealer : nextDealer(s);
  const scoring = s.options.scoring;
  return {
    vulnerable: currentVulnerability(s, dealer),
    board: scoring === 'duplicate' ? currentBoard(s) : null,
    games: scoring === 'rubber' ? { ...s.rubber.games } : null,
    partScore:
      scoring === 'rubber'
        ? { ...s.rubber.partScore }
        : scoring === 'chicago'
          ? { ...s.chicago.partScore }
          : null,
    roundDeal: scoring === 'chicago' ? s.chicago.dealInRound + 1 : null,
  };
}

export const bridge: Game<BridgeOptions, BridgeState, BridgeView> = makeContractGame<
  BridgeOptions,
  BridgeState,
  BridgeViewExtras
>({
  id: 'bridge',
  optionSpecs: bridgeOptionSpecs,
  defaultOptions: bridgeDefaults,
  parseOptions: parseBridgeOptions,
  minimizeOptions: minimizeBridgeOptions,
  newMatch: (options, firstDealer) => ({
    options,
    // duplicate: the board number sets the dealer, the record's firstDealer is ignored.
    firstDealer,
    decksDealt: 0,
    deal: null,
    over: false,
    deals: [],
    totals: zeroSides(),
    rubber: newRubber(),
    rubbersDone: 0,
    chicago: newChicago(),
    counted: 0,
  }),
  dealRules: bridgeDealRules,
  nextDeal: (s) => {
    const dealer = nextDealer(s);
    return { dealer, firstCaller: s.options.firstCaller === 'dealer' ? dealer : (dealer + 1) % SEATS };
  },
  finishDeal,
  close,
  result,
  viewExtras,
});
