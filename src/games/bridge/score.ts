/**
 * Bridge scoring, pure and independent of the engine's state, so that the web app's score
 * keeper can reuse it: contract points, overtricks, undertricks, bonuses (Laws of Contract
 * Bridge), and the three ways of adding deals up: duplicate, rubber, chicago.
 */
import { type StrainIndex, strainSuit } from '../../cards/call.js';
import { ACE, type Card, rankOf, suitOf, TEN } from '../../cards/card.js';
import { isVulnerable, type Side, type Vulnerability, vulnerabilityOf } from './vulnerability.js';

export type Doubling = 0 | 1 | 2;
export type SideScore = Record<Side, number>;

export const zeroSides = (): SideScore => ({ NS: 0, EW: 0 });
export const otherSide = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');

/** A played contract: what was bid and how many tricks declarer's side took. */
export interface PlayedContract {
  level: number;
  strain: StrainIndex;
  doubled: Doubling;
  /** Tricks taken by declarer's side (0..13). */
  tricks: number;
}

/** The parts of a contract's score, all positive: declarer's side's when made, the defenders' when down. */
export interface ContractScore {
  made: boolean;
  /** Trick score of the tricks bid (below the line in rubber); 0 when down. */
  contractPoints: number;
  overtricks: number;
  /** +50 for making a doubled contract, +100 redoubled. */
  insult: number;
  slam: number;
  /** Penalty the defenders score; 0 when made. */
  undertricks: number;
}

const MINOR_TRICK = 20;
const MAJOR_TRICK = 30;
const NT_FIRST_TRICK = 40;

const doublingFactor = (d: Doubling): number => (d === 2 ? 4 : d === 1 ? 2 : 1);

/** Contract points for bidding and making `level` in `strain` (doubling multiplies them). */
export function contractPoints(level: number, strain: StrainIndex, doubled: Doubling): number {
  const perTrick = strain <= 1 ? MINOR_TRICK : MAJOR_TRICK;
  const undoubled = strain === 4 ? NT_FIRST_TRICK + MAJOR_TRICK * (level - 1) : perTrick * level;
  return undoubled * doublingFactor(doubled);
}

/** Value of one overtrick. */
export function overtrickValue(strain: StrainIndex, doubled: Doubling, vulnerable: boolean): number {
  if (doubled === 0) return strain <= 1 ? MINOR_TRICK : MAJOR_TRICK;
  return (vulnerable ? 200 : 100) * (doubled === 2 ? 2 : 1);
}

/** Total penalty for going `down` tricks. */
export function undertrickPenalty(down: number, doubled: Doubling, vulnerable: boolean): number {
  if (down <= 0) return 0;
  if (doubled === 0) return down * (vulnerable ? 100 : 50);
  let doubledPenalty = 0;
  for (let i = 1; i <= down; i++) {
    if (vulnerable) doubledPenalty += i === 1 ? 200 : 300;
    else doubledPenalty += i === 1 ? 100 : i <= 3 ? 200 : 300;
  }
  return doubledPenalty * (doubled === 2 ? 2 : 1);
}

export function slamBonus(level: number, vulnerable: boolean): number {
  if (level === 6) return vulnerable ? 750 : 500;
  if (level === 7) return vulnerable ? 1500 : 1000;
  return 0;
}

export function scoreContract(c: PlayedContract, vulnerable: boolean): ContractScore {
  const needed = 6 + c.level;
  if (c.tricks < needed) {
    const undertricks = undertrickPenalty(needed - c.tricks, c.doubled, vulnerable);
    return { made: false, contractPoints: 0, overtricks: 0, insult: 0, slam: 0, undertricks };
  }
  return {
    made: true,
    contractPoints: contractPoints(c.level, c.strain, c.doubled),
    overtricks: (c.tricks - needed) * overtrickValue(c.strain, c.doubled, vulnerable),
    insult: c.doubled === 2 ? 100 : c.doubled === 1 ? 50 : 0,
    slam: slamBonus(c.level, vulnerable),
    undertricks: 0,
  };
}

export const GAME = 100;
export const gameBonus = (vulnerable: boolean): number => (vulnerable ? 500 : 300);
export const PART_SCORE_BONUS = 50;

/**
 * Duplicate score of one board from declarer's side's point of view: positive when made,
 * negative (the defenders' score) when down.
 */
export function duplicateScore(c: PlayedContract, vulnerable: boolean): number {
  const s = scoreContract(c, vulnerable);
  if (!s.made) return -s.undertricks;
  const bonus = s.contractPoints >= GAME ? gameBonus(vulnerable) : PART_SCORE_BONUS;
  return s.contractPoints + s.overtricks + s.insult + s.slam + bonus;
}

/** Splits a signed declarer-side score into points per side. */
export function toSides(declarerSide: Side, signed: number): SideScore {
  const out = zeroSides();
  if (signed >= 0) out[declarerSide] = signed;
  else out[otherSide(declarerSide)] = -signed;
  return out;
}

const sideOfSeat = (seat: number): Side => (seat % 2 === 0 ? 'NS' : 'EW');

/**
 * Rubber honours from the hands as dealt: four of the five trump honours in one hand 100,
 * all five 150; in no trump, all four aces in one hand 150. Scored by the side holding them.
 */
export function honoursBonus(dealtHands: readonly (readonly Card[])[], strain: StrainIndex): SideScore {
  const out = zeroSides();
  const trump = strainSuit(strain);
  dealtHands.forEach((hand, seat) => {
    let bonus = 0;
    if (trump === null) {
      if (hand.filter((c) => rankOf(c) === ACE).length === 4) bonus = 150;
    } else {
      const honours = hand.filter((c) => suitOf(c) === trump && rankOf(c) >= TEN).length;
      bonus = honours === 5 ? 150 : honours === 4 ? 100 : 0;
    }
    out[sideOfSeat(seat)] += bonus;
  });
  return out;
}

// ---------------------------------------------------------------- rubber

/** The state of the rubber in progress. */
export interface RubberState {
  /** Games won in this rubber. */
  games: SideScore;
  /** Contract points below the line in the game in progress (part-scores). */
  partScore: SideScore;
}

export const newRubber = (): RubberState => ({ games: zeroSides(), partScore: zeroSides() });

export const rubberVulnerability = (r: RubberState): Vulnerability =>
  vulnerabilityOf(r.games.NS > 0, r.games.EW > 0);

export const RUBBER_BONUS_TWO_NIL = 700;
export const RUBBER_BONUS_TWO_ONE = 500;

export interface RubberDeal {
  above: SideScore;
  below: SideScore;
  /** The side that completed the rubber with this deal, if any. */
  rubberWonBy: Side | null;
  /** The rubber after this deal (a fresh one when it was completed). */
  next: RubberState;
}

/**
 * Scores one deal of rubber bridge. `contract` null: passed out (nothing changes).
 * `honours` comes from honoursBonus (scored whether the contract makes or not).
 */
export function scoreRubberDeal(
  r: RubberState,
  contract: (PlayedContract & { declarerSide: Side }) | null,
  honours: SideScore = zeroSides(),
): RubberDeal {
  const above = { ...honours };
  const below = zeroSides();
  if (!contract) return { above, below, rubberWonBy: null, next: r };
  const side = contract.declarerSide;
  const s = scoreContract(contract, r.games[side] > 0);
  if (!s.made) {
    above[otherSide(side)] += s.undertricks;
    return { above, below, rubberWonBy: null, next: r };
  }
  below[side] = s.contractPoints;
  above[side] += s.overtricks + s.insult + s.slam;
  const partScore = { ...r.partScore, [side]: r.partScore[side] + s.contractPoints };
  if (partScore[side] < GAME) return { above, below, rubberWonBy: null, next: { ...r, partScore } };
  // A game: both sides' part-scores start again at 0.
  const games = { ...r.games, [side]: r.games[side] + 1 };
  if (games[side] < 2) return { above, below, rubberWonBy: null, next: { games, partScore: zeroSides() } };
  above[side] += games[otherSide(side)] === 0 ? RUBBER_BONUS_TWO_NIL : RUBBER_BONUS_TWO_ONE;
  return { above, below, rubberWonBy: side, next: newRubber() };
}

/**
 * Bonuses for a rubber left unfinished when the players close the table: +300 for a side
 * with one game, +50 for a side with a part-score in the unfinished game. Only closing adds
 * them (`bridge.close`, the score keeper's closed sheet): a record that simply stops gets none.
 */
export function unfinishedRubberBonus(r: RubberState): SideScore {
  const out = zeroSides();
  for (const side of ['NS', 'EW'] as const) {
    if (r.games[side] === 1) out[side] += 300;
    if (r.partScore[side] > 0) out[side] += 50;
  }
  return out;
}

// ---------------------------------------------------------------- chicago

export interface ChicagoState {
  /** 0-based number of the next counted deal in the round (0..3). */
  dealInRound: number;
  /** Part-scores made earlier in the round that still count towards game. */
  partScore: SideScore;
}

export const newChicago = (): ChicagoState => ({ dealInRound: 0, partScore: zeroSides() });
export const FOURTH_DEAL_PART_SCORE_BONUS = 100;

export interface ChicagoDeal {
  score: SideScore;
  next: ChicagoState;
}

/**
 * Scores one counted chicago deal (a passed-out deal is redealt and never reaches here).
 * Like duplicate, except: no part-score bonus; part-scores add up towards game within the
 * round; completing a game earns the game bonus and clears both sides' part-scores; a
 * part-score on the fourth deal that completes no game earns +100.
 */
export function scoreChicagoDeal(
  c: ChicagoState,
  contract: PlayedContract & { declarerSide: Side },
  vulnerability: Vulnerability,
): ChicagoDeal {
  const side = contract.declarerSide;
  const vul = isVulnerable(vulnerability, side);
  const s = scoreContract(contract, vul);
  const lastOfRound = c.dealInRound === 3;
  const advance = (partScore: SideScore): ChicagoState =>
    lastOfRound ? newChicago() : { dealInRound: c.dealInRound + 1, partScore };
  const score = zeroSides();
  if (!s.made) {
    score[otherSide(side)] = s.undertricks;
    return { score, next: advance(c.partScore) };
  }
  const total = c.partScore[side] + s.contractPoints;
  let bonus = 0;
  let partScore: SideScore;
  if (total >= GAME) {
    bonus = gameBonus(vul);
    partScore = zeroSides();
  } else {
    if (lastOfRound) bonus = FOURTH_DEAL_PART_SCORE_BONUS;
    partScore = { ...c.partScore, [side]: total };
  }
  score[side] = s.contractPoints + s.overtricks + s.insult + s.slam + bonus;
  return { score, next: advance(partScore) };
}
