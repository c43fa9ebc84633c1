import { STRAINS, type StrainIndex, strainSuit } from '../cards/call.js';
import type { Card } from '../cards/card.js';
import { SEAT_LETTERS } from '../cards/hand.js';
import { NO_TRUMP } from './board.js';
import { type Packed, type Position, packPosition } from './position.js';
import { Search } from './search.js';

/**
 * One search per thread: its transposition table stays valid across calls (entries describe
 * abstract positions, keyed with the trump), so bots that solve thousands of related positions
 * reuse each other's work.
 */
let shared: Search | null = null;
const sharedSearch = (): Search => {
  shared ??= new Search();
  return shared;
};

/**
 * Ints of table a run of single positions may fill before it starts afresh (16 MiB): bots
 * solve thousands of sampled deals whose entries rarely help each other, and the memory of
 * every bot thread should stay small. A full table (`ddStrain`) clears it per strain anyway.
 */
const POSITION_TABLE_BUDGET = 1 << 22;

/** The shared search for solving single positions, its table trimmed to the budget. */
const positionSearch = (): Search => {
  const e = sharedSearch();
  if (e.tableSize() > POSITION_TABLE_BUDGET) e.clearTable();
  return e;
};

/** Throws for a malformed position: callers with untrusted input check with `packPosition`. */
function packed(pos: Position): Packed {
  const p = packPosition(pos);
  if (!p.ok) throw new RangeError(`invalid position: ${p.error}`);
  return p.value;
}

/**
 * Exact value by a sequence of yes/no searches: test the guess, then step the bound one trick
 * at a time toward the answer (MTD-style), so that a good guess costs two searches.
 */
function drive(e: Search, p: Packed, guess: number): number {
  e.load(p.masks, p.trump, p.leader, p.trick);
  let lo = 0;
  let hi = p.n;
  let t = guess;
  while (lo < hi) {
    if (t <= lo) t = lo + 1;
    if (t > hi) t = hi;
    if (e.search(p.toAct, p.leader, p.trick.length, p.n, t)) {
      lo = t;
      t++;
    } else {
      hi = t - 1;
      t--;
    }
  }
  return lo;
}

/**
 * Tricks the side of the player to act takes from here with best play by all four, counting
 * the current trick (for a position between tricks: the side on lead).
 */
export function solve(pos: Position, guess?: number): number {
  const p = packed(pos);
  return drive(positionSearch(), p, guess ?? Math.ceil(p.n / 2));
}

/**
 * Whether the side of the player to act takes at least `target` tricks from here (the current
 * trick included) with best play by all four: one bounded search, cheaper than the exact value.
 */
export function reaches(pos: Position, target: number): boolean {
  const p = packed(pos);
  if (target <= 0) return true;
  if (target > p.n) return false;
  const e = positionSearch();
  e.load(p.masks, p.trump, p.leader, p.trick);
  return e.search(p.toAct, p.leader, p.trick.length, p.n, target);
}

export interface CardValue {
  card: Card;
  /** Tricks the side of the player to act takes if it plays this card (current trick included). */
  tricks: number;
}

/**
 * The value of every legal card of the player to act, in the order of `legalCards` (suits
 * S H D C, high to low). Cards equivalent for play (touching, counting played cards as gaps)
 * share one search.
 */
export function solveCards(pos: Position): CardValue[] {
  const p = packed(pos);
  const e = positionSearch();
  const out: CardValue[] = [];
  let guess = Math.ceil(p.n / 2);
  for (const run of cardRuns(p)) {
    const value = valueAfter(e, p, run[0], guess);
    guess = value;
    for (const card of run) out.push({ card, tricks: value });
  }
  return out;
}

/**
 * The legal cards of the player to act in runs of cards equivalent for play (touching,
 * counting played cards as gaps), each run high to low, suits S H D C: one search answers for
 * a whole run.
 */
export const equivalentCards = (pos: Position): Card[][] => cardRuns(packed(pos));

function cardRuns(p: Packed): Card[][] {
  const seat = p.toAct;
  const runs: Card[][] = [];
  const led = p.trick.length > 0 ? Math.floor(p.trick[0] / 13) : -1;
  const canFollow = led >= 0 && p.masks[seat * 4 + led] !== 0;
  for (let s = 0; s < 4; s++) {
    if (canFollow && s !== led) continue;
    const h = p.masks[seat * 4 + s];
    let others = 0;
    for (let q = 0; q < 4; q++) if (q !== seat) others |= p.masks[q * 4 + s];
    for (const c of p.trick) if (Math.floor(c / 13) === s) others |= 1 << (c % 13);
    let run: Card[] | null = null;
    for (let b = 12; b >= 0; b--) {
      const bit = 1 << b;
      if ((h & bit) !== 0) {
        if (!run) {
          run = [];
          runs.push(run);
        }
        run.push(s * 13 + b);
      } else if ((others & bit) !== 0) run = null;
    }
  }
  return runs;
}

/** Tricks for the mover's side after it plays `card`. */
function valueAfter(e: Search, p: Packed, card: Card, guess: number): number {
  const seat = p.toAct;
  const masks = p.masks.slice();
  masks[seat * 4 + Math.floor(card / 13)] &= ~(1 << (card % 13));
  const trick = [...p.trick, card];
  if (trick.length < 4) {
    const toAct = (seat + 1) & 3;
    const next: Packed = { masks, trump: p.trump, leader: p.leader, trick, toAct, n: p.n };
    // The next player is an opponent: its value is the complement of ours.
    return p.n - drive(e, next, p.n - guess);
  }
  const w = trickWinner(trick, p.leader, p.trump);
  const won = (w & 1) === (seat & 1) ? 1 : 0;
  if (p.n === 1) return won;
  const next: Packed = { masks, trump: p.trump, leader: w, trick: [], toAct: w, n: p.n - 1 };
  const v = drive(e, next, won ? guess - 1 : p.n - 1 - guess);
  return won ? 1 + v : p.n - 1 - v;
}

/** Seat that wins a complete trick. */
export function trickWinner(trick: readonly Card[], leader: number, trump: number): number {
  let w = 0;
  for (let i = 1; i < 4; i++) {
    const s = Math.floor(trick[i] / 13);
    const ws = Math.floor(trick[w] / 13);
    if ((s === ws && trick[i] % 13 > trick[w] % 13) || (s === trump && ws !== trump)) w = i;
  }
  return (leader + w) & 3;
}

/**
 * A double-dummy table: `tricks[strain][declarer]`, strains as in `src/cards/call.ts`
 * (C D H S NT = 0..4), declarers N E S W = 0..3; the tricks declarer's side takes with
 * declarer's left-hand opponent on lead.
 */
export type DdTable = number[][];

/**
 * The full table of a deal (four hands of equal size, 1 to 13 cards each). `lastStrain` is
 * solved last, so that its entries stay in this thread's table for positions of that strain
 * solved next (the analysis of a deal's play).
 */
export function ddTable(hands: readonly (readonly Card[])[], lastStrain: StrainIndex = 4): DdTable {
  const tricks: DdTable = [];
  for (let strain = 0; strain < 5; strain++) {
    if (strain !== lastStrain) tricks[strain] = ddStrain(hands, strain as StrainIndex);
  }
  tricks[lastStrain] = ddStrain(hands, lastStrain);
  return tricks;
}

export type TableJson = Record<'NT' | 'S' | 'H' | 'D' | 'C', Record<'N' | 'E' | 'S' | 'W', number>>;

/** The `stikk dd --json` shape: `{ NT: { N, E, S, W }, S: …, H: …, D: …, C: … }`. */
export function tableToJson(t: DdTable): TableJson {
  const out = {} as TableJson;
  for (const strain of [4, 3, 2, 1, 0]) {
    const row = {} as Record<'N' | 'E' | 'S' | 'W', number>;
    for (let d = 0; d < 4; d++) row[SEAT_LETTERS[d]] = t[strain][d];
    out[STRAINS[strain]] = row;
  }
  return out;
}

/** Nodes searched by this thread's search so far (for benchmarks). */
export const solverNodes = (): number => sharedSearch().nodes;

/**
 * A first guess of the tricks North-South take with North on lead, from high-card points, trump
 * length and short side suits (within about a trick; a closer guess saves searches, any guess
 * gives the exact value).
 */
function estimate(hands: readonly (readonly Card[])[], trump: number): number {
  let ours = 0;
  let all = 0;
  let trumpBalance = 0;
  let shortness = 0;
  for (let seat = 0; seat < 4; seat++) {
    const sign = (seat & 1) === 0 ? 1 : -1;
    const lengths = [0, 0, 0, 0];
    for (const c of hands[seat]) {
      const rank = c % 13;
      const hcp = rank >= 9 ? rank - 8 : 0;
      all += hcp;
      if (sign > 0) ours += hcp;
      lengths[Math.floor(c / 13)]++;
    }
    if (trump === NO_TRUMP) continue;
    trumpBalance += sign * lengths[trump];
    for (let s = 0; s < 4; s++) if (s !== trump && lengths[s] <= 1) shortness += sign * (2 - lengths[s]);
  }
  const n = hands[0].length;
  const g = n / 2 + ((ours - all / 2) * 0.36 + trumpBalance * 0.55 + shortness * 0.3) * (n / 13);
  return Math.max(0, Math.min(n, Math.round(g)));
}

/**
 * One row of the table, `tricks[declarer]` for one strain, with a fresh transposition table as
 * `ddTable` uses per strain: the unit of work the worker threads (`pool.ts`) share out.
 */
export function ddStrain(hands: readonly (readonly Card[])[], strain: StrainIndex): number[] {
  const e = sharedSearch();
  e.clearTable();
  const trump = strainSuit(strain) ?? NO_TRUMP;
  const row = [0, 0, 0, 0];
  const value = [0, 0, 0, 0];
  // One table serves the four leaders of a strain. The first guess for a leader is its partner's
  // value, else the previous leader's mirrored (the same side's tricks with the other side on lead).
  for (let leader = 0; leader < 4; leader++) {
    const p = packed({ hands, trump, leader });
    const guess = leader >= 2 ? value[leader - 2] : leader === 1 ? p.n - value[0] : estimate(hands, trump);
    const v = drive(e, p, guess);
    value[leader] = v;
    row[(leader + 3) & 3] = p.n - v;
  }
  return row;
}
