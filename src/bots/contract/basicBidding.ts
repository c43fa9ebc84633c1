import { figuresOf } from '../../bidding/hand.js';
import { consistent, type Meaning } from '../../bidding/meaning.js';
import { auctionMeanings, meaningIn, situationOf, systemCall } from '../../bidding/system.js';
import { parseCall, type StrainIndex, strainSuit } from '../../cards/call.js';
import type { Card } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import {
  handPoints,
  highCardPoints,
  honourTricks,
  isBalanced,
  shortnessPoints,
  suitLengths,
} from './handEval.js';

/**
 * The contract bots' bidding: the system of `src/bidding/` (`chooseCall`) and, where it has no
 * rule, this natural heuristic (`naturalCall`), a small natural system. Open 1 of a five-card major or the longer
 * minor with about 12+ points and two honour tricks, 1NT with 15–17 balanced, 2NT with 20–21;
 * overcall a five-card suit; afterwards estimate the partnership's tricks in each strain from
 * the points and suit lengths partner has shown, and bid the contract that estimate supports
 * (bridge: game or slam when reachable; bondebridge: the cheapest contract that wins the
 * auction, since its score counts tricks, not the level).
 */
export interface BiddingInput {
  game: 'bondebridge' | 'bridge';
  seat: Seat;
  hand: readonly Card[];
  calls: ReadonlyArray<readonly [Seat, string]>;
  legal: readonly string[];
  noTrumpOnly: boolean;
}

interface Bid {
  seat: Seat;
  level: number;
  strain: StrainIndex;
}

const NT: StrainIndex = 4;
const partnerOf = (s: Seat): Seat => (s + 2) % 4;
const sameSide = (a: Seat, b: Seat): boolean => a % 2 === b % 2;
const bidText = (level: number, strain: StrainIndex): string =>
  `${level}${['C', 'D', 'H', 'S', 'NT'][strain]}`;
const rank = (level: number, strain: number): number => level * 5 + strain;

function bidsOf(calls: BiddingInput['calls']): Bid[] {
  const out: Bid[] = [];
  for (const [seat, text] of calls) {
    const c = parseCall(text);
    if (c.ok && c.value.kind === 'bid') out.push({ seat, level: c.value.level, strain: c.value.strain });
  }
  return out;
}

/** What partner's calls have shown: a minimum of points and suit lengths (by strain index C D H S). */
interface PartnerModel {
  points: number;
  lengths: number[];
}

function partnerModel(input: BiddingInput, bids: Bid[]): PartnerModel {
  const partner = partnerOf(input.seat);
  const mine = bids.filter((b) => b.seat === input.seat);
  const theirs = bids.filter((b) => b.seat === partner);
  const lengths = [2.5, 2.5, 2.5, 2.5];
  if (theirs.length === 0) {
    // Partner passed: with an opening hand they would have bid when they had the chance.
    const partnerHadTurn = input.calls.some(([s]) => s === partner);
    return { points: partnerHadTurn ? 5 : 7, lengths };
  }
  const first = theirs[0];
  const partnerOpened = bids[0].seat === partner;
  let points: number;
  if (partnerOpened) points = first.strain === NT ? (first.level >= 2 ? 20 : 15) : 12;
  else if (mine.length > 0 && mine[0] === bids[0])
    points = first.strain === NT ? 8 + 3 * (first.level - 1) : 7;
  else points = 9; // an overcall
  for (const b of theirs) {
    if (b.strain === NT) {
      for (let s = 0; s < 4; s++) lengths[s] = Math.max(lengths[s], 3);
      continue;
    }
    const raisedMine = mine.some((m) => m.strain === b.strain);
    const shown = raisedMine ? 3.5 : b.strain >= 2 ? 5 : 4;
    lengths[b.strain] =
      lengths[b.strain] >= 4 && !raisedMine ? lengths[b.strain] + 1 : Math.max(lengths[b.strain], shown);
  }
  return { points, lengths };
}

/** Estimated tricks for our side in each strain (index C D H S NT). */
function estimateTricks(input: BiddingInput, partner: PartnerModel): number[] {
  const mine = suitLengths(input.hand); // by suit index S H D C
  const points = handPoints(input.hand) + partner.points;
  const ntTricks = 6 + (points - 16) / 3 - (isBalanced(input.hand) ? 0 : 0.5);
  const out = [0, 0, 0, 0, ntTricks];
  for (let strain = 0 as StrainIndex; strain < 4; strain = (strain + 1) as StrainIndex) {
    const suit = strainSuit(strain)!;
    const fit = mine[suit] + partner.lengths[strain];
    const ruffs = fit >= 8 ? shortnessPoints(input.hand, suit) / 3 : 0;
    const base = 6 + (points - 16) / 3;
    out[strain] = fit >= 8 ? base + 1 + (fit - 8) * 0.5 + ruffs : fit >= 7 ? base : base - 1.5;
  }
  return out;
}

function opening(input: BiddingInput): string {
  const hcp = highCardPoints(input.hand);
  const balanced = isBalanced(input.hand);
  if (input.noTrumpOnly) return handPoints(input.hand) >= 12 ? '1NT' : 'P';
  if (balanced && hcp >= 15 && hcp <= 17) return '1NT';
  if (balanced && hcp >= 20 && hcp <= 21) return '2NT';
  const strongEnough = (handPoints(input.hand) >= 12 && honourTricks(input.hand) >= 2) || hcp >= 14;
  if (!strongEnough) return 'P';
  return `1${['C', 'D', 'H', 'S'][openingStrain(input.hand)]}`;
}

/** A five-card major (the longer, spades when equal), else the longer minor (diamonds with 4-4). */
function openingStrain(hand: readonly Card[]): StrainIndex {
  const [s, h, d, c] = suitLengths(hand);
  if (s >= 5 || h >= 5) return s >= h ? 3 : 2;
  if (d > c || (d === c && d >= 4)) return 1;
  return 0;
}

function overcall(input: BiddingInput, last: Bid): string {
  const hcp = highCardPoints(input.hand);
  const legal = new Set(input.legal);
  if (isBalanced(input.hand) && hcp >= 15 && hcp <= 18 && legal.has('1NT')) return '1NT';
  if (input.noTrumpOnly) return 'P';
  const lengths = suitLengths(input.hand);
  let best: { strain: StrainIndex; len: number } | null = null;
  for (let strain = 0 as StrainIndex; strain < 4; strain = (strain + 1) as StrainIndex) {
    const len = lengths[strainSuit(strain)!];
    if (len >= 5 && (!best || len > best.len || (len === best.len && strain > best.strain)))
      best = { strain, len };
  }
  if (!best) return 'P';
  const level = rank(last.level, best.strain) > rank(last.level, last.strain) ? last.level : last.level + 1;
  const needed = level === 1 ? 8 : 11;
  return level <= 2 && hcp >= needed && legal.has(bidText(level, best.strain))
    ? bidText(level, best.strain)
    : 'P';
}

/** The game level of a strain in bridge: 3NT, 4 of a major, 5 of a minor. */
const gameLevel = (strain: StrainIndex): number => (strain === NT ? 3 : strain >= 2 ? 4 : 5);

function cheapestLevel(last: Bid | null, strain: StrainIndex): number {
  if (!last) return 1;
  return rank(last.level, strain) > rank(last.level, last.strain) ? last.level : last.level + 1;
}

/** The heuristic natural bidder: where the system has no rule (and for the notrump-only variant). */
export function naturalCall(input: BiddingInput): string {
  const legal = new Set(input.legal);
  const bids = bidsOf(input.calls);
  const last = bids.length ? bids[bids.length - 1] : null;
  if (!last) return opening(input);
  const ourSideBid = bids.some((b) => sameSide(b.seat, input.seat));
  if (!ourSideBid) return overcall(input, last);

  const partner = partnerModel(input, bids);
  const tricks = estimateTricks(input, partner);
  const strains = (input.noTrumpOnly ? [NT] : [0, 1, 2, 3, NT]) as StrainIndex[];
  // Prefer, on equal estimates, the strain with the cheaper game: NT, then majors, then minors.
  const order: StrainIndex[] = [NT, 3, 2, 1, 0];
  const ranked = order.filter((s) => strains.includes(s)).sort((a, b) => tricks[b] - tricks[a]);
  const best = ranked[0];
  const ours = sameSide(last.seat, input.seat);
  const tryBid = (level: number, strain: StrainIndex): string | null => {
    const text = bidText(level, strain);
    return level <= 7 && legal.has(text) ? text : null;
  };

  if (input.game === 'bridge') {
    const target = goal(tricks, strains);
    if (target) {
      if (ours && last.level >= target.level) return 'P';
      const bid = tryBid(target.level, target.strain);
      if (bid) return bid;
    }
  } else if (ours && tricks[last.strain] >= 6 + last.level && tricks[last.strain] >= tricks[best] - 1) {
    return 'P'; // bondebridge: holding a contract we expect to make is all that counts
  }
  if (ours && input.game === 'bridge' && tricks[last.strain] >= 6 + last.level - 0.5) return 'P';

  for (const strain of ranked) {
    const level = cheapestLevel(last, strain);
    if (level + 6 <= Math.floor(tricks[strain] + 0.25)) {
      const bid = tryBid(level, strain);
      if (bid) return bid;
    }
  }
  if (!ours && legal.has('X')) {
    // Penalty double when our strength leaves them well short of their contract.
    const theirTricks = 13 - tricks[NT];
    if (theirTricks <= 6 + last.level - 2 && highCardPoints(input.hand) >= 11) return 'X';
  }
  return 'P';
}

/** Bridge: the slam or game our estimate supports, in the best-suited strain; null for a part-score. */
function goal(tricks: number[], strains: StrainIndex[]): { level: number; strain: StrainIndex } | null {
  const feasible = (strain: StrainIndex, level: number) => tricks[strain] >= 6 + level;
  for (const level of [7, 6]) {
    const slam = strains.filter((s) => feasible(s, level) && tricks[s] >= 6 + level + 0.5);
    if (slam.length) return { level, strain: slam.sort((a, b) => tricks[b] - tricks[a])[0] };
  }
  const games = strains.filter((s) => feasible(s, gameLevel(s)));
  if (!games.length) return null;
  // A major-suit game with a fit first, then 3NT, then a minor-suit game.
  const pick = games.find((s) => s === 3 || s === 2) ?? games.find((s) => s === NT) ?? games[0];
  return { level: gameLevel(pick), strain: pick };
}

export interface SystemChoice {
  call: string;
  /** The rule chosen, or `natural` for the heuristic where no rule fits. */
  rule: string;
  /** What the call shows by the system in this auction (null: no agreement). */
  meaning: Meaning | null;
}

/**
 * The system's call for the hand: the first rule whose meaning fits. Where none fits, the
 * natural heuristic's call, as long as the system gives that call no meaning the hand would
 * contradict; else a pass, else any legal call, on the same terms; else (`SYSTEM_GAP`: every
 * legal call misfits) the heuristic's call regardless.
 */
export function systemChoice(input: BiddingInput): SystemChoice {
  const legal = new Set(input.legal);
  if (input.noTrumpOnly) {
    const call = naturalCall(input);
    return { call, rule: 'natural', meaning: null };
  }
  const situation = situationOf(
    input.game,
    input.calls,
    input.seat,
    auctionMeanings(input.game, input.calls),
  );
  const figures = figuresOf(input.hand);
  const chosen = systemCall(situation, figures, legal);
  if (chosen) return { call: chosen.call, rule: chosen.rule.id, meaning: chosen.meaning };
  const natural = naturalCall(input);
  // The heuristic's call, then a pass, then any other legal call the system does not contradict:
  // a bot's call must never say something false about its hand.
  for (const call of [natural, 'P', ...input.legal]) {
    const meaning = meaningIn(situation, call);
    if (legal.has(call) && (!meaning || consistent(figures, meaning)))
      return { call, rule: 'natural', meaning };
  }
  // Every legal call states something this hand contradicts: a gap in the system.
  return { call: natural, rule: SYSTEM_GAP, meaning: meaningIn(situation, natural) };
}

/** The rule of a fallback call made where every legal call's stated meaning misfits the hand. */
export const SYSTEM_GAP = 'system-gap';

export const chooseCall = (input: BiddingInput): string => systemChoice(input).call;
