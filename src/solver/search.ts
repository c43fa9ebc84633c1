import { POPCOUNT as POPCOUNT_TABLE } from './bits.js';
import {
  HANDS as HANDS_AT,
  LIVE as LIVE_AT,
  MAX_PLY,
  NO_TRUMP,
  SEQ as SEQ_AT,
  SHAPE as SHAPE_AT,
  TRICK as TRICK_AT,
} from './board.js';
import {
  oppsTrumpTrick as oppsTrumpTrickOf,
  oppsWinTrick as oppsWinTrickOf,
  partnerRuffs as partnerRuffsOf,
  sureTrumps as sureTrumpsOf,
  topSuitsShort as topSuitsShortOf,
} from './bounds.js';
import { MS as MOVE_SLOTS, MoveOrder } from './order.js';
import { quickTricks as quickTricksOf } from './quickTricks.js';
import {
  secondHandTricks as secondHandTricksOf,
  winsTrickSecond as winsTrickSecondOf,
} from './secondHand.js';
import { TransTable } from './table.js';

/**
 * Module-local copies of the imported bindings (the bounds' functions too): V8 checks an
 * imported binding at every use (its cell and whether it is initialised), a local one far more
 * cheaply: with `NT` below, 4% fewer instructions in the search. For the same reason, and
 * because V8 stops inlining small functions into these large ones, the highest card of a
 * holding is written out as `31 - Math.clz32(h)` instead of calling a helper (a further 3%).
 */
const POPCOUNT = POPCOUNT_TABLE;
const HANDS = HANDS_AT;
const LIVE = LIVE_AT;
const SEQ = SEQ_AT;
const TRICK = TRICK_AT;
const SHAPE = SHAPE_AT;
const NT = NO_TRUMP;
const MS = MOVE_SLOTS;
const quickTricks = quickTricksOf;
const oppsWinTrick = oppsWinTrickOf;
const topSuitsShort = topSuitsShortOf;
const oppsTrumpTrick = oppsTrumpTrickOf;
const partnerRuffs = partnerRuffsOf;
const sureTrumps = sureTrumpsOf;
const winsTrickSecond = winsTrickSecondOf;
const secondHandTricks = secondHandTricksOf;

/**
 * From this many tricks left, the table is probed before the quick-trick cut-offs (as DDS). 7
 * had measured a little faster; with the more general entries of the sixth session 5 is about
 * 2% faster in time (alternating runs), for 1.2% more nodes.
 */
const TT_FIRST = 5;

/**
 * The double-dummy search on bitmask hands: yes/no alpha-beta with partition search,
 * lowest-win pruning and equivalent cards. One instance owns all its buffers, so that the search
 * allocates nothing; callers load a position (`Board.load`) and ask yes/no questions. Its parts,
 * each in its own module: the board (`board.ts`), the move ordering with its killers
 * (`order.ts`), both of which it extends, the sure-trick bounds (`bounds.ts`, `quickTricks.ts`,
 * `secondHand.ts`: functions of the board) and the transposition table (`table.ts`, an object
 * of its own). Board, ordering and search are one object because V8 optimises that best: the ordering and the bounds as objects
 * of their own, with copies of the arrays and the trump, cost 1.1% more instructions per node.
 *
 * Conventions: `st[HANDS + seat * 4 + suit]` is a 13-bit holding, seats N E S W = 0..3 (so a side is
 * `seat & 1`). A move is `suit << 4 | bit`. The "max side" is the side whose tricks the current
 * question counts; `search(target)` answers "does the max side take at least `target` of the
 * remaining tricks with best play by all four?".
 *
 * Partition search: every search result comes with the set of cards whose *rank* mattered (the
 * "relevant cards", `rw` per ply). Transposition-table entries store, per suit, only who holds
 * each card from the top down to the lowest relevant one, plus the suit lengths of every hand;
 * one entry therefore answers for many positions that differ only in small cards.
 */
export class Search extends MoveOrder {
  maxSide = 0;
  /** Tricks the max side has taken since the root. */
  maxTricks = 0;
  /** Per ply and suit: cards below this rank are known to fail like one already refuted. */
  readonly lowWin = new Int32Array(MAX_PLY * 4);
  nodes = 0;
  readonly tt = new TransTable(this.st, this.rw);

  clearTable(): void {
    this.tt.clear();
  }

  /** Ints of the table's entry pool in use. */
  tableSize(): number {
    return this.tt.size();
  }

  /**
   * Does the side of `maxSeat` take at least `target` of the remaining tricks (the current trick
   * included)? `leader`/`pos` give the trick's leader and how many cards it already holds;
   * `n` is the hand size of the player to act.
   */
  search(maxSeat: number, leader: number, pos: number, n: number, target: number): boolean {
    this.maxSide = maxSeat & 1;
    this.maxTricks = 0;
    if (pos === 0) return this.lead(0, leader, n, target);
    return this.follow(0, pos, (leader + pos) & 3, n, target);
  }

  private lead(ply: number, leader: number, n: number, target: number): boolean {
    this.nodes++;
    this.nodeId[ply] = this.nodeSeq = (this.nodeSeq + 1) & 0x3fffffff;
    const rw = this.rw;
    const rwo = ply * 4;
    const need = target - this.maxTricks;
    if (need <= 0 || need > n) {
      rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
      return need <= 0;
    }
    if (n === 1) return this.lastTrick(ply, leader);
    const isMax = (leader & 1) === this.maxSide;
    const tt = this.tt;
    // With many tricks left the table hits often and the cut-offs below rarely settle the
    // question, so ask the table first; near the end, the other way round.
    const early = n >= TT_FIRST;
    if (early) {
      tt.key(ply, leader, this.trump);
      const hit = tt.probe(ply, n, need, isMax, rwo);
      if (hit >= 0) return hit === 1;
    }
    // Tricks the leader's side must be sure of to settle the question at once.
    const req = isMax ? need : n - need + 1;
    const qt = quickTricks(this, ply, leader, req, n);
    if (qt >= req) return isMax;
    if (req === n) {
      if (oppsWinTrick(this, leader, rwo)) return !isMax;
      if ((this.trump === NT || this.st[LIVE + this.trump] === 0) && topSuitsShort(this, leader, n, rwo))
        return !isMax;
      if (this.trump !== NT && oppsTrumpTrick(this, leader, rwo)) return !isMax;
    }
    if (req === 1 && this.trump !== NT && partnerRuffs(this, leader, rwo)) return isMax;
    if (this.trump !== NT) {
      if (sureTrumps(this, this.maxSide, rwo, need) >= need) return true;
      if (sureTrumps(this, this.maxSide ^ 1, rwo, n - need + 1) > n - need) return false;
    }
    if (!early) {
      tt.key(ply, leader, this.trump);
      const hit = tt.probe(ply, n, need, isMax, rwo);
      if (hit >= 0) return hit === 1;
    }

    const cnt = this.leadMoves(ply, leader, n, tt.hint);
    const st = this.st;
    const mb = ply * MS;
    const cro = rwo + 4;
    const next = (leader + 1) & 3;
    const shw = leader >> 1;
    const shs = (leader & 1) * 16;
    let best = -1;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let result = !isMax;
    const lw = this.lowWin;
    lw[rwo] = lw[rwo + 1] = lw[rwo + 2] = lw[rwo + 3] = 0;
    for (let i = 0; i < cnt; i++) {
      const m = this.moves[mb + i];
      const s = m >> 4;
      const b = m & 15;
      if (b < lw[rwo + s]) continue;
      const bit = 1 << b;
      const w = st[SEQ + s];
      st[SEQ + s] = dropOwner(w, POPCOUNT[st[LIVE + s] & (bit - 1)]);
      st[HANDS + leader * 4 + s] ^= bit;
      st[SHAPE + shw] -= 1 << (shs + s * 4);
      st[LIVE + s] ^= bit;
      st[TRICK + s] = bit;
      this.leadSuit = s;
      this.winSeat = leader;
      this.winSuit = s;
      this.winBit = b;
      const r = this.follow(ply + 1, 1, next, n, target);
      st[HANDS + leader * 4 + s] ^= bit;
      st[SHAPE + shw] += 1 << (shs + s * 4);
      st[LIVE + s] ^= bit;
      st[SEQ + s] = w;
      st[TRICK + s] = 0;
      if (r === isMax) {
        a0 = rw[cro];
        a1 = rw[cro + 1];
        a2 = rw[cro + 2];
        a3 = rw[cro + 3];
        result = r;
        // The table remembers a move, and the killer changes, only when the order missed the
        // card: a first card that cuts off needs no help, and recording it would hide an older
        // entry's move (0.2% / 0.6% fewer nodes) and replace a killer that does help (0.9% / 8%).
        if (i > 0) {
          best = m;
          this.leadCutoff(ply, leader, m);
        }
        break;
      }
      // A refuted card whose rank mattered stood for its whole run of equivalent cards (an
      // all-node tries one card per run), so the run is relevant too: elsewhere the run's
      // lower cards might not be equivalent. (A card that succeeds needs no such care.)
      if ((rw[cro + s] & bit) !== 0) rw[cro + s] |= this.runBelow(leader, s, b);
      a0 |= rw[cro];
      a1 |= rw[cro + 1];
      a2 |= rw[cro + 2];
      a3 |= rw[cro + 3];
      if (lw[rwo + s] === 0) this.setLowWin(rwo, s, b, s === 0 ? a0 : s === 1 ? a1 : s === 2 ? a2 : a3);
    }
    rw[rwo] = a0;
    rw[rwo + 1] = a1;
    rw[rwo + 2] = a2;
    rw[rwo + 3] = a3;
    tt.store(ply, n, need, isMax, result, rwo, best);
    return result;
  }

  private follow(ply: number, pos: number, seat: number, n: number, target: number): boolean {
    this.nodes++;
    this.nodeId[ply] = this.nodeSeq = (this.nodeSeq + 1) & 0x3fffffff;
    const isMax = (seat & 1) === this.maxSide;
    if (pos === 1) {
      // Second hand: when its side needs just this trick and surely wins it, stop here.
      const need = target - this.maxTricks;
      const req = isMax ? need : n - need + 1;
      if (req <= 1) {
        if (winsTrickSecond(this, ply, seat)) return isMax;
      } else if (secondHandTricks(this, ply, seat, req)) return isMax;
    }
    const cnt = this.followMoves(ply, seat, pos);
    const st = this.st;
    const rw = this.rw;
    const trump = this.trump;
    const mb = ply * MS;
    const rwo = ply * 4;
    const cro = rwo + 4;
    const sWinSeat = this.winSeat;
    const sWinSuit = this.winSuit;
    const sWinBit = this.winBit;
    const ls = this.leadSuit;
    const next = (seat + 1) & 3;
    const shw = seat >> 1;
    const shs = (seat & 1) * 16;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let result = !isMax;
    const lw = this.lowWin;
    lw[rwo] = lw[rwo + 1] = lw[rwo + 2] = lw[rwo + 3] = 0;
    for (let i = 0; i < cnt; i++) {
      const m = this.moves[mb + i];
      const s = m >> 4;
      const b = m & 15;
      if (b < lw[rwo + s]) continue;
      const bit = 1 << b;
      const w = st[SEQ + s];
      st[SEQ + s] = dropOwner(w, POPCOUNT[st[LIVE + s] & (bit - 1)]);
      st[HANDS + seat * 4 + s] ^= bit;
      st[SHAPE + shw] -= 1 << (shs + s * 4);
      st[LIVE + s] ^= bit;
      st[TRICK + s] |= bit;
      if ((s === sWinSuit && b > sWinBit) || (s === trump && sWinSuit !== trump)) {
        this.winSeat = seat;
        this.winSuit = s;
        this.winBit = b;
      }
      let r: boolean;
      if (pos === 3) {
        const w = this.winSeat;
        const ws = this.winSuit;
        const wt = st[TRICK + ws];
        // The winner's rank mattered only if it beat another card of its own suit.
        const byRank = (wt & (wt - 1)) !== 0;
        const wbit = byRank ? 1 << this.winBit : 0;
        const won = (w & 1) === this.maxSide;
        if (won) this.maxTricks++;
        const t0 = st[TRICK + 0];
        const t1 = st[TRICK + 1];
        const t2 = st[TRICK + 2];
        const t3 = st[TRICK + 3];
        st[TRICK + 0] = st[TRICK + 1] = st[TRICK + 2] = st[TRICK + 3] = 0;
        r = this.lead(ply + 1, w, n - 1, target);
        this.leadSuit = ls;
        st[TRICK + 0] = t0;
        st[TRICK + 1] = t1;
        st[TRICK + 2] = t2;
        st[TRICK + 3] = t3;
        if (won) this.maxTricks--;
        if (byRank) rw[cro + ws] |= wbit;
      } else {
        r = this.follow(ply + 1, pos + 1, next, n, target);
      }
      st[HANDS + seat * 4 + s] ^= bit;
      st[SHAPE + shw] += 1 << (shs + s * 4);
      st[LIVE + s] ^= bit;
      st[SEQ + s] = w;
      st[TRICK + s] ^= bit;
      this.winSeat = sWinSeat;
      this.winSuit = sWinSuit;
      this.winBit = sWinBit;
      if (r === isMax) {
        a0 = rw[cro];
        a1 = rw[cro + 1];
        a2 = rw[cro + 2];
        a3 = rw[cro + 3];
        result = r;
        // Only a card the order missed: the first card needs no help (a further 0.8% / 1.4%).
        if (i > 0) this.followCutoff(ply, seat, m, ls, sWinSeat, sWinSuit, sWinBit);
        break;
      }
      if ((rw[cro + s] & bit) !== 0) rw[cro + s] |= this.runBelow(seat, s, b);
      a0 |= rw[cro];
      a1 |= rw[cro + 1];
      a2 |= rw[cro + 2];
      a3 |= rw[cro + 3];
      if (lw[rwo + s] === 0) this.setLowWin(rwo, s, b, s === 0 ? a0 : s === 1 ? a1 : s === 2 ? a2 : a3);
    }
    rw[rwo] = a0;
    rw[rwo + 1] = a1;
    rw[rwo + 2] = a2;
    rw[rwo + 3] = a3;
    return result;
  }

  /** The card `b` of `seat` plus the lower cards of the same hand it stood for (its run). */
  private runBelow(seat: number, s: number, b: number): number {
    const h = this.st[HANDS + seat * 4 + s];
    const others = (this.st[LIVE + s] & ~h) | this.st[TRICK + s];
    let run = 1 << b;
    for (let x = b - 1; x >= 0; x--) {
      const bit = 1 << x;
      if ((h & bit) !== 0) run |= bit;
      else if ((others & bit) !== 0) break;
    }
    return run;
  }

  /**
   * Lowest-win pruning (DDS's MakeNext): a refuted card whose rank is below every relevant
   * card of its suit in the refutations so far was never compared with anything, so any lower
   * card of the same suit has the same refutation and need not be searched.
   */
  private setLowWin(rwo: number, s: number, b: number, acc: number): void {
    const low = acc === 0 ? 13 : 31 - Math.clz32(acc & -acc);
    if (b < low) this.lowWin[rwo + s] = low;
  }

  /** One card each: play it out. The caller guarantees the max side needs exactly this trick. */
  private lastTrick(ply: number, leader: number): boolean {
    const st = this.st;
    const trump = this.trump;
    let ws = leader;
    let wsu = 0;
    let wb = 0;
    let suitCount = 0;
    for (let i = 0; i < 4; i++) {
      const p = (leader + i) & 3;
      let s = 0;
      while (st[HANDS + p * 4 + s] === 0) s++;
      const b = 31 - Math.clz32(st[HANDS + p * 4 + s]);
      if (i === 0) {
        wsu = s;
        wb = b;
        suitCount = 1;
      } else if (s === wsu) {
        suitCount++;
        if (b > wb) {
          ws = p;
          wb = b;
        }
      } else if (s === trump) {
        ws = p;
        wsu = s;
        wb = b;
        suitCount = 1;
      }
    }
    const rwo = ply * 4;
    const rw = this.rw;
    rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
    if (suitCount > 1) rw[rwo + wsu] = 1 << wb;
    return (ws & 1) === this.maxSide;
  }
}

/** An owner sequence without the entry of the card that has `below` live cards under it. */
function dropOwner(w: number, below: number): number {
  const low = 2 * below;
  return ((w >> (low + 2)) << low) | (w & ((1 << low) - 1));
}
