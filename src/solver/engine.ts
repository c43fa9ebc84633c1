import { POPCOUNT as POPCOUNT_TABLE, topCards as topCardsOf } from './bits.js';

/**
 * Module-local copies of the imported helpers: V8 checks an imported binding at every use (its
 * cell and whether it is initialised), a local one far more cheaply: with `NT` below, 4% fewer
 * instructions in the search. For the same reason, and because V8 stops inlining small functions
 * into these large ones, the highest card of a holding is written out as `31 - Math.clz32(h)`
 * instead of calling a helper (a further 3%).
 */
const POPCOUNT = POPCOUNT_TABLE;
const topCards = topCardsOf;

/** Trump value meaning no trump (suits are 0..3 = S H D C, as in `src/cards`). */
export const NO_TRUMP = 4;
/** The same, for use inside this module (an exported binding costs a check at each use). */
const NT = 4;

/** Offsets in `Engine.st`: the holdings, `seat * 4 + suit`. */
const HANDS = 0;
/** Per suit: the cards still in some hand. */
const LIVE = 16;
/** Per suit: the owners of the cards still in hands, 2 bits each, highest card first. */
const SEQ = 20;
/** Per suit: the cards on the table in the current trick. */
const TRICK = 24;
/** Suit lengths of every hand, 4 bits each: N and E in word 0, S and W in word 1 (the table's shape words). */
const SHAPE = 28;

const MAX_PLY = 56;
/** Move slots per ply: at most 13 distinct cards can be playable. */
const MS = 16;
/**
 * Transposition table: a hash of shapes (leader, trump and the 16 suit lengths), each owning a
 * contiguous block of entries in one pool, so that a probe scans memory in order.
 */
const SHAPE_SLOTS_MIN = 1 << 15;
const SHAPE_SLOTS_MAX = 1 << 19;
/** Ints per shape slot: shA, shB, tag + 1 (0 = empty), block start. A block starts with its entry count and capacity. */
const SS = 4;
/** Ints per entry: k0..k3 (4 bits each) | lower bound << 16 | upper bound << 20 | move << 24, then 4 patterns. */
const ES = 5;
/** Pool size in ints (128 MiB, committed by the system only as far as it is used): a hard strain of a full deal can need most of it, and wiping the table mid-search costs far more. */
const POOL_INTS = 1 << 25;
const FIRST_BLOCK = 16;
/** Table class of entries that leave the top card of some suit open. */
const WILD = 256;
/**
 * From this many tricks left, the table is probed before the quick-trick cut-offs (as DDS). 7
 * had measured a little faster; with the more general entries of the sixth session 5 is about
 * 2% faster in time (alternating runs), for 1.2% more nodes.
 */
const TT_FIRST = 5;
/**
 * A killer recorded under the same lead node one trick up (four plies back) comes from a
 * sibling subtree: a position that differs only in the cards of that trick. Such a killer is
 * nearly always right again, so it gets a weight that overrides the suit weights; a killer from
 * elsewhere stays a hint.
 */
const NEAR_LEAD = 4;
const NEAR_LEAD_WEIGHT = 400;
/** A lead killer recorded under the same lead node two tricks up: a weaker override. */
const NEAR_LEAD2 = 8;
const NEAR_LEAD2_WEIGHT = 180;
/** The same for following killers, whose contexts go back two tricks. */
const NEAR_FOLLOW = 8;
const NEAR_FOLLOW_WEIGHT = 200;

/**
 * The double-dummy search on bitmask hands. One instance owns all its buffers, so that the
 * search itself allocates nothing; callers load a position and ask yes/no questions.
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
export class Engine {
  /**
   * The position, in one array so that the search's many reads and writes go through one
   * object (V8 checks each typed array anew after every call): the holdings at `HANDS`
   * (`seat * 4 + suit`), then per suit at `LIVE`, `SEQ` and `TRICK`, and the shape words at `SHAPE`.
   */
  readonly st = new Int32Array(32);
  /** Holder of each card (`suit * 13 + bit`); cards never move between hands. */
  readonly owner = new Int8Array(52);
  trump = NT;
  maxSide = 0;
  /** Tricks the max side has taken since the root. */
  maxTricks = 0;
  winSeat = 0;
  winSuit = 0;
  winBit = 0;
  leadSuit = 0;

  /** Relevant cards found by the node at each ply (4 suit masks per ply). */
  readonly rw = new Int32Array(MAX_PLY * 4);
  readonly moves = new Int32Array(MAX_PLY * MS);
  /** Per ply: shape words, owner sequences of the four suits, shape hash (one slot spare). */
  readonly keys = new Int32Array(MAX_PLY * 8);
  /** Scratch for quick tricks: counted cards of the leader (0..3) and of partner (4..7), trumps used to draw (8, 12). */
  readonly qtBuf = new Int32Array(16);
  /** Scratch for quick tricks: tricks counted per suit, leader (0..3) and partner (4..7). */
  readonly qtCnt = new Int32Array(8);
  /** Per ply and suit: cards below this rank are known to fail like one already refuted. */
  readonly lowWin = new Int32Array(MAX_PLY * 4);
  /** Per ply and leader: the lead that last caused a cut-off there. */
  readonly killer = new Int32Array(MAX_PLY * 4).fill(-1);
  /** Per ply and leader: who held the top card of the killer's suit when it cut off. */
  readonly killerTop = new Int8Array(MAX_PLY * 4);
  /** Per ply and leader: the killer before the last one, and its top card's owner. */
  readonly killer2 = new Int32Array(MAX_PLY * 4).fill(-1);
  readonly killerTop2 = new Int8Array(MAX_PLY * 4);
  /**
   * Per ply: the card that last cut off at a following position, and its trick so far (led
   * suit, winning seat, suit and rank, player to act).
   */
  readonly fkiller = new Int32Array(MAX_PLY).fill(-1);
  readonly fctx = new Int32Array(MAX_PLY).fill(-1);
  /** Per ply: who held the top card of the following killer's suit when it cut off. */
  readonly fTop = new Int8Array(MAX_PLY);
  /**
   * Per ply: the discard that last cut off (the order having missed it), and its looser context
   * (led suit, player to act, owner of the top card of the discard's suit): which card to throw
   * depends less on the trick than other plays.
   */
  readonly dkiller = new Int32Array(MAX_PLY).fill(-1);
  readonly dctx = new Int32Array(MAX_PLY).fill(-1);
  /**
   * Serial number of the node last entered at each ply: identifies a killer's ancestor. It wraps
   * at 2^30 to stay a small integer in long-running processes (a rare false match only changes
   * the move order).
   */
  readonly nodeId = new Int32Array(MAX_PLY);
  nodeSeq = 0;
  /** Per ply and leader: the node `NEAR_LEAD` plies up when the killer was recorded. */
  readonly killerAnc = new Int32Array(MAX_PLY * 4);
  /** Per ply: the node `NEAR_FOLLOW` plies up when the following killer was recorded. */
  readonly fAnc = new Int32Array(MAX_PLY);
  /** Per ply and leader: the node `NEAR_LEAD2` plies up when the killer was recorded. */
  readonly killerAnc2 = new Int32Array(MAX_PLY * 4);
  /** Best move remembered by a matching table entry that did not settle the question. */
  hint = -1;

  /**
   * The shape hash starts small and doubles as it fills: a strain typically uses a few thousand
   * slots, and a compact table keeps its probes in the processor's caches.
   */
  shapes: Int32Array = new Int32Array(SHAPE_SLOTS_MIN * SS);
  shapeMask = SHAPE_SLOTS_MIN - 1;
  /** The hash at each size it has had, kept empty for reuse (index: log2 of size / minimum). */
  private readonly shapeTables: Int32Array[] = [this.shapes];
  /** Offsets in `shapes` of the slots in use, in the order they were taken. */
  readonly usedSlots = new Int32Array(SHAPE_SLOTS_MAX / 2 + 1);
  readonly pool = new Int32Array(POOL_INTS);
  /** Next free int of the pool. */
  poolTop = 0;
  shapeCount = 0;

  nodes = 0;

  clearTable(): void {
    this.resetTable();
  }

  /** Ints of the entry pool in use. */
  tableSize(): number {
    return this.poolTop;
  }

  private resetTable(): void {
    // Empty only the slots in use: a strain uses a few thousand of the half million.
    const shapes = this.shapes;
    const used = this.usedSlots;
    for (let i = 0; i < this.shapeCount; i++) shapes[used[i] + 2] = 0;
    this.shapes = this.shapeTables[0];
    this.shapeMask = SHAPE_SLOTS_MIN - 1;
    this.poolTop = 0;
    this.shapeCount = 0;
  }

  /**
   * Loads a position: holdings (after the trick's cards were removed), trump, the leader of the
   * current trick and the cards already played to it (as `Card` numbers, in order).
   */
  load(masks: ArrayLike<number>, trump: number, leader: number, trick: ArrayLike<number>): void {
    for (let i = 0; i < 16; i++) this.st[HANDS + i] = masks[i];
    for (let s = 0; s < 4; s++) {
      let all = 0;
      for (let p = 0; p < 4; p++) {
        const h = masks[p * 4 + s];
        all |= h;
        for (let b = 0; b < 13; b++) if (h & (1 << b)) this.owner[s * 13 + b] = p;
      }
      this.st[LIVE + s] = all;
      let w = 0;
      for (let b = 12; b >= 0; b--) if (all & (1 << b)) w = (w << 2) | this.owner[s * 13 + b];
      this.st[SEQ + s] = w;
      this.st[TRICK + s] = 0;
    }
    this.st[SHAPE + 0] = this.st[SHAPE + 1] = 0;
    for (let p = 0; p < 4; p++)
      for (let s = 0; s < 4; s++)
        this.st[SHAPE + (p >> 1)] += POPCOUNT[masks[p * 4 + s]] << ((p & 1) * 16 + s * 4);
    this.trump = trump;
    for (let i = 0; i < trick.length; i++) {
      const s = Math.floor(trick[i] / 13);
      const b = trick[i] % 13;
      this.st[TRICK + s] |= 1 << b;
      if (i === 0) {
        this.leadSuit = s;
        this.winSeat = leader;
        this.winSuit = s;
        this.winBit = b;
      } else if ((s === this.winSuit && b > this.winBit) || (s === trump && this.winSuit !== trump)) {
        this.winSeat = (leader + i) & 3;
        this.winSuit = s;
        this.winBit = b;
      }
    }
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

  // ---------------------------------------------------------------------------------------------
  // Search

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
    // Tricks the leader's side must be sure of to settle the question at once.
    const req = isMax ? need : n - need + 1;
    const ko = ply * 8;
    // With many tricks left the table hits often and the cut-offs below rarely settle the
    // question, so ask the table first; near the end, the other way round.
    const early = n >= TT_FIRST;
    if (early) {
      this.makeKey(ko, leader);
      const hit = this.probe(ko, leader, n, need, isMax, rwo);
      if (hit >= 0) return hit === 1;
    }
    const qt = this.quickTricks(ply, leader, req, n);
    if (qt >= req) return isMax;
    if (req === n) {
      if (this.oppsWinTrick(leader, rwo)) return !isMax;
      if ((this.trump === NT || this.st[LIVE + this.trump] === 0) && this.topSuitsShort(leader, n, rwo))
        return !isMax;
      if (this.trump !== NT && this.oppsTrumpTrick(leader, rwo)) return !isMax;
    }
    if (req === 1 && this.trump !== NT && this.partnerRuffs(leader, rwo)) return isMax;
    if (this.trump !== NT) {
      if (this.sureTrumps(this.maxSide, rwo, need) >= need) return true;
      if (this.sureTrumps(this.maxSide ^ 1, rwo, n - need + 1) > n - need) return false;
    }
    if (!early) {
      this.makeKey(ko, leader);
      const hit = this.probe(ko, leader, n, need, isMax, rwo);
      if (hit >= 0) return hit === 1;
    }

    const cnt = this.genLead(ply, leader, n);
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
          const k = ply * 4 + leader;
          if (this.killer[k] !== m) {
            this.killer2[k] = this.killer[k];
            this.killerTop2[k] = this.killerTop[k];
          }
          this.killer[k] = m;
          this.killerTop[k] = this.topOwner(s);
          this.killerAnc[k] = this.ancestor(ply, NEAR_LEAD);
          this.killerAnc2[k] = this.ancestor(ply, NEAR_LEAD2);
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
    this.store(ko, leader, n, need, isMax, result, rwo, best);
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
        if (this.winsTrickSecond(ply, seat)) return isMax;
      } else if (this.secondHandTricks(ply, seat, req)) return isMax;
    }
    const cnt = this.genFollow(ply, seat, pos);
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
        if (i > 0) {
          const top = this.topOwner(s);
          this.fkiller[ply] = m;
          this.fctx[ply] = trickContext(ls, sWinSeat, sWinSuit, sWinBit, seat);
          this.fTop[ply] = top;
          this.fAnc[ply] = this.ancestor(ply, NEAR_FOLLOW);
          if (s !== ls && s !== trump) {
            this.dkiller[ply] = m;
            this.dctx[ply] = discardContext(ls, seat, top);
          }
        }
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

  /**
   * Does the side of `seat` (second hand) surely win the current trick? Yes if it holds the
   * highest card left in the led suit and it beats the lead, or if it can ruff, as long as third
   * hand must follow suit or cannot ruff. Writes the relevant cards at this ply.
   */
  private winsTrickSecond(ply: number, seat: number): boolean {
    const st = this.st;
    const trump = this.trump;
    const ls = this.leadSuit;
    const third = (seat + 1) & 3;
    const pd = (seat + 2) & 3;
    const thirdFollows = st[HANDS + third * 4 + ls] !== 0;
    const thirdCannotRuff =
      thirdFollows || trump === NT || ls === trump || st[HANDS + third * 4 + trump] === 0;
    if (!thirdCannotRuff) {
      // Third hand can ruff: a ruff of ours above all its trumps still wins (with no trumps the top bit is -1).
      const t3 = 31 - Math.clz32(st[HANDS + third * 4 + trump]);
      const ts = st[HANDS + seat * 4 + ls] === 0 ? 31 - Math.clz32(st[HANDS + seat * 4 + trump]) : -1;
      const tp = st[HANDS + pd * 4 + ls] === 0 ? 31 - Math.clz32(st[HANDS + pd * 4 + trump]) : -1;
      const t = ts > t3 ? ts : tp > t3 ? tp : -1;
      if (t < 0) return false;
      const rw = this.rw;
      const rwo = ply * 4;
      rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
      rw[rwo + trump] = 1 << t;
      return true;
    }
    const rwo = ply * 4;
    const rw = this.rw;
    const L = this.st[LIVE + ls];
    if (L !== 0) {
      const top = 31 - Math.clz32(L);
      const holder = this.owner[ls * 13 + top];
      if ((holder === seat || holder === pd) && top > this.winBit) {
        rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
        rw[rwo + ls] = 1 << top;
        return true;
      }
    }
    if (trump !== NT && ls !== trump && thirdFollows) {
      // A ruff by second or fourth hand wins: third hand follows suit.
      if (
        (st[HANDS + seat * 4 + ls] === 0 && st[HANDS + seat * 4 + trump] !== 0) ||
        (st[HANDS + pd * 4 + ls] === 0 && st[HANDS + pd * 4 + trump] !== 0)
      ) {
        rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
        return true;
      }
    }
    return false;
  }

  /**
   * Does the side of `seat` (second hand) take at least `req` (≥ 2) tricks for sure? Yes if it
   * wins this trick with the top card of the led suit and then has enough sure tricks left: in
   * no trump, the winner's runs from the top (it will be on lead); in a suit contract, trumps
   * higher than every opposing trump. Writes the relevant cards at this ply.
   */
  private secondHandTricks(ply: number, seat: number, req: number): boolean {
    const ls = this.leadSuit;
    const trump = this.trump;
    if (ls === trump) return false;
    const L = this.st[LIVE + ls];
    if (L === 0) return false;
    const top = 31 - Math.clz32(L);
    const hh = this.owner[ls * 13 + top];
    if ((hh & 1) !== (seat & 1) || top <= this.winBit) return false;
    const st = this.st;
    const third = (seat + 1) & 3;
    const pd = (seat + 2) & 3;
    if (trump !== NT && st[HANDS + third * 4 + ls] === 0 && st[HANDS + third * 4 + trump] !== 0) return false;
    const rw = this.rw;
    const rwo = ply * 4;
    if (trump === NT) {
      const lead = (seat + 3) & 3;
      let tricks = 1;
      let r0 = 0;
      let r1 = 0;
      let r2 = 0;
      let r3 = 0;
      for (let s = 0; s < 4 && tricks < req; s++) {
        const h = st[HANDS + hh * 4 + s];
        if (h === 0) continue;
        const x = st[LIVE + s] & ~h;
        let run = x === 0 ? h : h & ~((2 << (31 - Math.clz32(x))) - 1);
        // The top card of the led suit wins this trick; the rest of its run wins later.
        let c = POPCOUNT[run];
        // Length winners: once the run has drawn every other hand's cards of the suit, the rest
        // of the holding wins whatever its ranks. In the led suit the hands still to play to
        // this trick follow with one card now. Only the rounds that draw the others need rank:
        // a position with the same lengths and the same owners of those top cards draws them
        // the same way (0.6% / 0.7% fewer nodes).
        const ex = s === ls ? 1 : 0;
        let most = 0;
        if (x !== 0)
          for (let q = 0; q < 4; q++) {
            if (q === hh) continue;
            let l = POPCOUNT[st[HANDS + q * 4 + s]];
            if (ex === 1 && l > 0 && q !== lead) l--;
            if (l > most) most = l;
          }
        if (x !== 0 && c - ex >= most) {
          // The whole holding wins; rank matters for the top card now and `most` rounds.
          const all = POPCOUNT[h];
          if (all - ex > req - tricks) {
            const k = Math.min(req - tricks, most);
            run = topCards(run, k + ex);
            c = req - tricks + ex;
          } else {
            run = topCards(run, most + ex);
            c = all;
          }
        } else if (c > req - tricks) {
          run = topCards(run, s === ls ? req - tricks + 1 : req - tricks);
          c = POPCOUNT[run];
        }
        // A suit nobody else holds wins by length: no rank in it matters (the led suit's top card
        // is marked below, as it beats the lead).
        if (x === 0) run = 0;
        tricks += s === ls ? c - 1 : c;
        if (s === 0) r0 = run;
        else if (s === 1) r1 = run;
        else if (s === 2) r2 = run;
        else r3 = run;
      }
      if (tricks < req) return false;
      rw[rwo] = r0;
      rw[rwo + 1] = r1;
      rw[rwo + 2] = r2;
      rw[rwo + 3] = r3;
      rw[rwo + ls] |= 1 << top;
      return true;
    }
    // A hand of the side that cannot follow might have to ruff with a counted trump.
    if (
      (st[HANDS + seat * 4 + ls] === 0 && this.holdsOnlyTrumps(seat)) ||
      (st[HANDS + pd * 4 + ls] === 0 && this.holdsOnlyTrumps(pd))
    )
      return false;
    if (this.sureTrumps(seat & 1, rwo, req - 1) < req - 1) return false;
    rw[rwo + ls] = 1 << top;
    return true;
  }

  /** Does `seat` hold trumps and nothing else (so that it must ruff when void)? */
  private holdsOnlyTrumps(seat: number): boolean {
    const st = this.st;
    const t = this.trump;
    for (let s = 0; s < 4; s++) if (s !== t && st[HANDS + seat * 4 + s] !== 0) return false;
    return st[HANDS + seat * 4 + t] !== 0;
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

  /**
   * Tricks the leader's side can cash without giving up the lead: the leader's unbroken run of
   * top cards in each suit, or, if the leader can reach partner's top card in some suit, the
   * partner's runs instead. In a suit contract a side-suit run is capped by the length of any
   * opponent who could ruff. A sure lower bound for the leader's side; the cards counted are the
   * relevant ones (written to `rw` at this ply).
   */
  private quickTricks(ply: number, leader: number, req: number, n: number): number {
    const rw = this.rw;
    const rwo = ply * 4;
    const qb = this.qtBuf;
    const own = this.cash(leader, 0);
    const pd = (leader + 2) & 3;
    let best = own;
    let from = 0;
    const st = this.st;
    let cashed = false;
    let entrySuit = -1;
    for (let s = 0; s < 4; s++) {
      const L = st[LIVE + s];
      if (L === 0 || st[HANDS + leader * 4 + s] === 0) continue;
      if ((st[HANDS + pd * 4 + s] & (1 << (31 - Math.clz32(L)))) === 0) continue;
      // Partner holds the top card of a suit the leader can lead: an entry, unless ruffed.
      if (!cashed) {
        cashed = true;
        const viaPartner = this.cash(pd, 4);
        if (this.trump === NT && own !== 0 && own + viaPartner <= n) {
          // No trump: the leader cashes its own runs first (partner's cards in those suits are
          // all lower, and partner has enough cards outside its own runs to follow or discard),
          // then crosses to partner, who cashes its runs. A suit has a run in at most one hand.
          const total = own + viaPartner;
          if (total < req) return total;
          for (let t = 0; t < 4; t++) rw[rwo + t] = qb[t] | qb[4 + t];
          return total;
        }
        if (viaPartner <= best) break;
      }
      if (qb[4 + s] !== 0 && this.safeLead(leader, s)) {
        const qc = this.qtCnt;
        best = qc[4] + qc[5] + qc[6] + qc[7];
        from = 4;
        entrySuit = s;
        break;
      }
    }
    if (best < req) return best;
    // Only the cards of the tricks actually needed are relevant: fewer fixed cards make the
    // table entries above this node match more positions.
    let left = req;
    for (let s = 0; s < 4; s++) {
      const m = qb[from + s];
      const c = this.qtCnt[from + s];
      if (c <= left) {
        rw[rwo + s] = m;
        left -= c;
      } else {
        // Length winners need the whole run; the top cards alone need only as many as counted.
        rw[rwo + s] = left < POPCOUNT[m] ? topCards(m, left) : m;
        left = 0;
      }
    }
    // What the count relied on besides the cashed cards: the entry card to partner, the
    // trumps that draw the opponents'.
    if (entrySuit >= 0) rw[rwo + entrySuit] |= 1 << (31 - Math.clz32(st[LIVE + entrySuit]));
    if (qb[from + 8] !== 0) rw[rwo + this.trump] |= qb[from + 8];
    return best;
  }

  /**
   * Do the opponents of `leader` surely win the trick it leads? Yes if the leader's side has no
   * trumps and, in every suit the leader holds, an opponent holds the top card or can ruff.
   * Writes the relevant cards (those top cards) at `rwo`.
   */
  private oppsWinTrick(leader: number, rwo: number): boolean {
    const st = this.st;
    const trump = this.trump;
    const pd = (leader + 2) & 3;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    let lhoT = false;
    let rhoT = false;
    if (trump !== NT) {
      if (st[HANDS + leader * 4 + trump] !== 0 || st[HANDS + pd * 4 + trump] !== 0) return false;
      lhoT = st[HANDS + lho * 4 + trump] !== 0;
      rhoT = st[HANDS + rho * 4 + trump] !== 0;
    }
    // The relevant cards are written as found: on failure the caller's later cut-offs or
    // search overwrite them, as after `sureTrumps`.
    const rw = this.rw;
    for (let s = 0; s < 4; s++) {
      rw[rwo + s] = 0;
      if (st[HANDS + leader * 4 + s] === 0) continue;
      if ((lhoT && st[HANDS + lho * 4 + s] === 0) || (rhoT && st[HANDS + rho * 4 + s] === 0)) continue;
      const top = 31 - Math.clz32(st[LIVE + s]);
      if (((this.owner[s * 13 + top] ^ leader) & 1) === 0) return false;
      rw[rwo + s] = 1 << top;
    }
    return true;
  }

  /**
   * Without trumps (no trump, or no trumps left), can the leader's side, needing every trick,
   * not take them all? (DDS's LaterTricksMIN/MAX.) Winning every trick, it leads every trick,
   * and a lead in a suit whose top card an opponent holds loses: so it takes its tricks in the
   * suits whose top card it holds, at most the longer of its two holdings in each (each round
   * takes a card from both hands). Its tricks in a suit where an opponent holds the top card
   * would need that card discarded first, which the defence puts off to the end; the count in
   * its own top suits already bounds the tricks before that. Fewer than `n`: it fails (the
   * brute-force test cross-checks this). Relevant: the opponents' top cards (not in a suit
   * only their holder still has: the suit lengths fix that). The side's own top cards need no
   * rank: where an opponent held one instead the count could only be smaller, and lengths are
   * part of the key. On `false` the relevant cards written here are overwritten later.
   */
  private topSuitsShort(leader: number, n: number, rwo: number): boolean {
    const st = this.st;
    const rw = this.rw;
    let sum = 0;
    for (let s = 0; s < 4; s++) {
      const L = st[LIVE + s];
      rw[rwo + s] = 0;
      if (L === 0) continue;
      const top = 31 - Math.clz32(L);
      const o = this.owner[s * 13 + top];
      if (((o ^ leader) & 1) === 0) {
        const a = POPCOUNT[st[HANDS + o * 4 + s]];
        const b = POPCOUNT[st[HANDS + (((o + 2) & 3) * 4 + s)]];
        sum += Math.max(a, b);
        if (sum >= n) return false;
      } else if ((L & ~st[HANDS + o * 4 + s]) !== 0) rw[rwo + s] = 1 << top;
    }
    return true;
  }

  /**
   * When the leader's side needs every trick and holds the top trump, do the opponents surely
   * take a trump trick anyway? (DDS's LaterTricks.) Yes if an opponent holds the second-highest
   * trump with another trump, and either the top trump sits in the hand before it (its
   * right-hand opponent: the second trump waits for the top one to be played first, except
   * when its holder leads, which it does only after taking a trick; void in a suit, it can
   * ruff with that trump, which only the top trump could overruff, and that sits before it),
   * or the opponents also hold the third-highest trump (the top trump takes one of the two,
   * and the holder of the second keeps a smaller trump to play under it). Relevant: the
   * owners of the top trumps down to the one that decides (the lengths are in the key).
   * 2.4% / 2.6% fewer nodes.
   */
  private oppsTrumpTrick(leader: number, rwo: number): boolean {
    const t = this.trump;
    const L = this.st[LIVE + t];
    if ((L & (L - 1)) === 0) return false;
    const owner = this.owner;
    const top = 31 - Math.clz32(L);
    const o1 = owner[t * 13 + top];
    if (((o1 ^ leader) & 1) !== 0) return false;
    const L2 = L ^ (1 << top);
    const sec = 31 - Math.clz32(L2);
    const hh = owner[t * 13 + sec];
    if (((hh ^ leader) & 1) === 0) return false;
    const h = this.st[HANDS + hh * 4 + t];
    if ((h & (h - 1)) === 0) return false;
    let r = 0;
    if (o1 === ((hh + 3) & 3)) r = 1 << sec;
    else {
      const L3 = L2 ^ (1 << sec);
      if (L3 === 0) return false;
      const third = 31 - Math.clz32(L3);
      if (((owner[t * 13 + third] ^ leader) & 1) === 0) return false;
      r = 1 << third;
    }
    const rw = this.rw;
    rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
    rw[rwo + t] = r;
    return true;
  }

  /**
   * Does the leader's side surely win the trick by a ruff of partner's? Yes if the leader holds
   * a suit that partner is void in, partner holds a trump, and no opponent can ruff higher.
   * Writes the relevant cards (partner's top trump when an opponent could ruff) at `rwo`.
   */
  private partnerRuffs(leader: number, rwo: number): boolean {
    const st = this.st;
    const trump = this.trump;
    const pd = (leader + 2) & 3;
    const pt = st[HANDS + pd * 4 + trump];
    if (pt === 0) return false;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const lt = st[HANDS + lho * 4 + trump];
    const rt = st[HANDS + rho * 4 + trump];
    const ptop = 31 - Math.clz32(pt);
    for (let s = 0; s < 4; s++) {
      if (s === trump || st[HANDS + leader * 4 + s] === 0 || st[HANDS + pd * 4 + s] !== 0) continue;
      const lRuff = st[HANDS + lho * 4 + s] === 0 && lt !== 0;
      const rRuff = st[HANDS + rho * 4 + s] === 0 && rt !== 0;
      if ((lRuff && lt >> ptop !== 0) || (rRuff && rt >> ptop !== 0)) continue;
      const rw = this.rw;
      rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
      if (lRuff || rRuff) rw[rwo + trump] = 1 << ptop;
      return true;
    }
    return false;
  }

  /** Can no opponent of `seat` ruff a lead of suit `s` right now? */
  private safeLead(seat: number, s: number): boolean {
    const trump = this.trump;
    if (trump === NT || s === trump) return true;
    const st = this.st;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    return (
      (st[HANDS + lho * 4 + s] !== 0 || st[HANDS + lho * 4 + trump] === 0) &&
      (st[HANDS + rho * 4 + s] !== 0 || st[HANDS + rho * 4 + trump] === 0)
    );
  }

  /** Tricks `seat` can cash from the top on its own lead; the counted cards go to qtBuf[base..]. */
  private cash(seat: number, base: number): number {
    const st = this.st;
    const qb = this.qtBuf;
    const trump = this.trump;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    let lhoTrumps = trump !== NT && st[HANDS + lho * 4 + trump] !== 0;
    let rhoTrumps = trump !== NT && st[HANDS + rho * 4 + trump] !== 0;
    qb[base + 8] = 0;
    if (lhoTrumps || rhoTrumps) {
      // Top trumps enough to draw every opposing trump first leave no one to ruff.
      const t = st[HANDS + seat * 4 + trump];
      const x = st[LIVE + trump] & ~t;
      const run = POPCOUNT[t & ~((2 << (31 - Math.clz32(x))) - 1)];
      const l = POPCOUNT[st[HANDS + lho * 4 + trump]];
      const r = POPCOUNT[st[HANDS + rho * 4 + trump]];
      if (run >= l && run >= r) {
        lhoTrumps = rhoTrumps = false;
        // The trumps that draw are relevant whatever else is counted.
        qb[base + 8] = topCards(t, Math.max(l, r));
      }
    }
    let qt = 0;
    for (let s = 0; s < 4; s++) {
      const h = st[HANDS + seat * 4 + s];
      if (h === 0) {
        qb[base + s] = 0;
        this.qtCnt[base + s] = 0;
        continue;
      }
      const x = st[LIVE + s] & ~h;
      let runMask = x === 0 ? h : h & ~((2 << (31 - Math.clz32(x))) - 1);
      let run = POPCOUNT[runMask];
      if (run !== 0 && s !== trump && trump !== NT) {
        let cap = 13;
        if (lhoTrumps) cap = POPCOUNT[st[HANDS + lho * 4 + s]];
        if (rhoTrumps) {
          const c = POPCOUNT[st[HANDS + rho * 4 + s]];
          if (c < cap) cap = c;
        }
        while (run > cap) {
          runMask &= runMask - 1;
          run--;
        }
      }
      // A suit nobody else holds wins by length alone (the table key has every suit length), so
      // none of its cards is relevant: marking them made the entries above nearly useless in
      // long-suit endings (10.6% / 12.6% fewer nodes without).
      qb[base + s] = x === 0 ? 0 : runMask;
      // Length winners: once the run has exhausted every other hand's cards in the suit (and
      // nobody can ruff), the rest of the holding wins too, whatever its ranks. Also when the
      // run is the whole holding: then only the drawing rounds need rank (a position with the
      // same lengths and the same owner of those top cards cashes the suit the same way;
      // 1.1% / 1.5% fewer nodes than fixing the whole run).
      let tricks = run;
      if (run !== 0 && (s === trump || !(lhoTrumps || rhoTrumps))) {
        const pd = (seat + 2) & 3;
        const ll = POPCOUNT[st[HANDS + lho * 4 + s]];
        const lr = POPCOUNT[st[HANDS + rho * 4 + s]];
        const lp = POPCOUNT[st[HANDS + pd * 4 + s]];
        if (ll <= run && lr <= run && lp <= run) {
          tricks = POPCOUNT[h];
          // Only the rounds that draw the other hands' cards need their rank.
          qb[base + s] = topCards(runMask, Math.max(ll, lr, lp));
        }
      }
      this.qtCnt[base + s] = tricks;
      qt += tricks;
    }
    return qt;
  }

  /**
   * Trump tricks `side` cannot be denied: a trump higher than every opposing trump wins
   * whenever its holder plays it, so each hand's count of such trumps is a sure minimum for its
   * side (only the larger of the two hands counts, as partners' trumps may fall together).
   * Writes the lowest counted trump as the relevant card at `rwo`.
   */
  private sureTrumps(side: number, rwo: number, req: number): number {
    const trump = this.trump;
    const st = this.st;
    if ((st[HANDS + ((side ^ 1) * 4 + trump)] | st[HANDS + ((side ^ 3) * 4 + trump)]) === 0) {
      // The opponents hold no trumps: every trump wins by length alone (only the longer hand
      // counts, as partners' trumps may fall together), so no trump is relevant (4.6% / 4.9%
      // fewer nodes in suit contracts than fixing the trumps counted).
      const rw = this.rw;
      rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
      const la = POPCOUNT[st[HANDS + side * 4 + trump]];
      const lb = POPCOUNT[st[HANDS + ((side + 2) * 4 + trump)]];
      return Math.max(la, lb);
    }
    let x = this.st[LIVE + trump];
    let a = 0;
    let b = 0;
    let lowA = 0;
    let lowB = 0;
    while (x !== 0) {
      const t = 31 - Math.clz32(x);
      x ^= 1 << t;
      const o = this.owner[trump * 13 + t];
      if ((o & 1) !== side) break;
      if (o === side) {
        a++;
        lowA = 1 << t;
      } else {
        b++;
        lowB = 1 << t;
      }
      if (a === req || b === req) break;
    }
    const rw = this.rw;
    rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
    if (a === 1 && b === 1 && req >= 2) {
      // The two top trumps in partners' hands: they fall together only if both are forced to
      // play them at once, which a second trump in either hand avoids.
      const ha = this.st[HANDS + side * 4 + trump];
      const hb = this.st[HANDS + ((side + 2) * 4 + trump)];
      if ((ha & (ha - 1)) !== 0 || (hb & (hb - 1)) !== 0) {
        rw[rwo + trump] = lowA | lowB;
        return 2;
      }
    }
    rw[rwo + trump] = a >= b ? lowA : lowB;
    return Math.max(a, b);
  }

  // ---------------------------------------------------------------------------------------------
  // Move generation and ordering

  /** Appends one card per run of equivalent cards in holding `h` (others: cards that split runs). */
  private addRuns(mb: number, cnt: number, s: number, h: number, others: number): number {
    // A card starts a run unless the next higher card still around is this hand's own.
    let x = h;
    let prev = 13;
    while (x !== 0) {
      const b = 31 - Math.clz32(x);
      x ^= 1 << b;
      if ((others & ((1 << prev) - (2 << b))) !== 0 || prev === 13) this.moves[mb + cnt++] = (s << 4) | b;
      prev = b;
    }
    return cnt;
  }

  private genLead(ply: number, leader: number, nLeft: number): number {
    const st = this.st;
    const moves = this.moves;
    const trump = this.trump;
    const pd = (leader + 2) & 3;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const owner = this.owner;
    const hint = this.hint;
    let killer = this.killer[ply * 4 + leader];
    // The killer only while the top card of its suit has the owner it had when the killer cut
    // off: with another owner, the lead means something else (a failed first killer lead cost
    // half the nodes of failed first leads; 2.6% / 2.9% fewer nodes).
    if (killer >= 0 && this.topOwner(killer >> 4) !== this.killerTop[ply * 4 + leader]) killer = -1;
    // A killer from a sibling subtree (see `NEAR_LEAD`): in the first session with it, 4.2% /
    // 3.2% fewer nodes on deals 0-29 / 30-59 (the plain killer at +150 or more was worse).
    const killerNear = killer >= 0 && this.isAncestor(this.killerAnc[ply * 4 + leader], ply, NEAR_LEAD);
    // From the same subtree two tricks up: 1.0% / 0.2% fewer nodes.
    const killerNear2 = killer >= 0 && this.isAncestor(this.killerAnc2[ply * 4 + leader], ply, NEAR_LEAD2);
    let killer2 = this.killer2[ply * 4 + leader];
    if (killer2 >= 0 && this.topOwner(killer2 >> 4) !== this.killerTop2[ply * 4 + leader]) killer2 = -1;
    const mb = ply * MS;
    let cnt = 0;
    for (let s = 0; s < 4; s++) {
      const h = st[HANDS + leader * 4 + s];
      if (h === 0) continue;
      const first = cnt;
      const L = st[LIVE + s];
      cnt = this.addRuns(mb, cnt, s, h, L & ~h);
      // The weights of the suit, then of each card in it.
      const top = 31 - Math.clz32(L);
      const side = trump !== NT && s !== trump;
      const hl = st[HANDS + lho * 4 + s];
      const hr = st[HANDS + rho * 4 + s];
      const hp = st[HANDS + pd * 4 + s];
      const lhoRuff = side && hl === 0 && st[HANDS + lho * 4 + trump] !== 0;
      const rhoRuff = side && hr === 0 && st[HANDS + rho * 4 + trump] !== 0;
      const pdRuff = side && hp === 0 && st[HANDS + pd * 4 + trump] !== 0;
      const o1 = owner[s * 13 + top];
      // The top card (only the leader can lead it), a lower card when partner holds the top,
      // and a lower card into the opponents' top card. Below the top card, the lowest card of
      // the suit first (also toward partner's top card: 6% fewer nodes than highest first).
      const topScore = lhoRuff || rhoRuff ? -20 : 60;
      const pdTopScore = lhoRuff ? 0 : 40;
      // Leading into a suit the opponents hold: low cards, from length, not from honours (not
      // when the leader holds the second-highest card left behind left-hand opponent's top).
      const L2 = L & ~(1 << top);
      const oppTopScore =
        -10 + (o1 === lho && (h & (1 << (31 - Math.clz32(L2)))) !== 0 ? -35 : 0) + (o1 === lho ? 20 : -10);
      // The opponents hold the top card and the leader the next two: the higher of the two
      // (DDS's lead of the second-highest card from a sequence).
      let seqLead = -1;
      if (o1 !== leader && o1 !== pd && L2 !== 0 && (h & (1 << (31 - Math.clz32(L2)))) !== 0) {
        const L3 = L2 & ~(1 << (31 - Math.clz32(L2)));
        if (L3 !== 0 && (h & (1 << (31 - Math.clz32(L3)))) !== 0) seqLead = 31 - Math.clz32(L2);
      }
      const o2 = L2 === 0 ? -1 : owner[s * 13 + (31 - Math.clz32(L2))];
      let sc = 0;
      // Don't lead trumps the opponents cannot follow. (A bonus for drawing trumps with the top
      // trump measured worse: the opponents' card count below already favours it.)
      if (s === trump && (hl | hr) === 0) sc -= 100;
      // Not into a top card held behind us (right-hand opponent); yes through left-hand
      // opponent's top card toward partner's second one.
      if ((o1 === rho || o2 === rho) && POPCOUNT[hr] !== 1) sc -= 30;
      else if (o1 === lho && o2 === pd && POPCOUNT[hp] !== 1) sc += 60;
      // Establishing: the opponents hold the top card, our side the next two.
      if (o1 !== leader && o1 !== pd && o2 >= 0 && (o2 & 1) === (leader & 1)) {
        const L3 = L2 & ~(1 << (31 - Math.clz32(L2)));
        if (L3 !== 0 && (owner[s * 13 + (31 - Math.clz32(L3))] & 1) === (leader & 1)) sc += 80;
      }
      // Partner's ruff counts only if right-hand opponent cannot overruff it.
      if (pdRuff && !lhoRuff && !rhoRuff) sc += 50;
      // A singleton toward partner's top card, to be returned for a ruff.
      if (side && POPCOUNT[h] === 1 && st[HANDS + leader * 4 + trump] !== 0 && POPCOUNT[hp] > 1 && o1 === pd)
        sc += 45;
      if (lhoRuff) sc -= 40;
      // An opponent void in the suit without trumps (in no trump: any void) only discards: its
      // void costs less than the free choice counted below (in suit contracts 0.4% / 0.2% fewer
      // nodes, +30 and +90 did less; also in no trump a further 1.0% / 0.8%).
      if (s !== trump && ((hl === 0 && !lhoRuff) || (hr === 0 && !rhoRuff))) sc += 60;
      // A suit partner is void in and cannot ruff: partner only discards, so the lead gains
      // nothing from partner's hand (0.7% fewer nodes).
      if (hp === 0 && (trump === NT || st[HANDS + pd * 4 + trump] === 0)) sc -= 60;
      sc += POPCOUNT[h] * 2 + POPCOUNT[hp] * 3;
      {
        // Smaller trees where the opponents have fewer cards to choose from (a void: any card).
        const cl = POPCOUNT[hl];
        const cr = POPCOUNT[hr];
        sc -= 24 * ((cl === 0 ? nLeft + 1 : cl) + (cr === 0 ? nLeft + 1 : cr));
      }
      for (let i = first; i < cnt; i++) {
        const m = moves[mb + i];
        const b = m & 15;
        let v = sc + (b === top ? topScore : o1 === pd ? pdTopScore - b : oppTopScore - b);
        // Holding the top card with the second one against us: a low card, which gives the
        // opponents a cheap trick, last (1.9% fewer nodes).
        if (o1 === leader && b !== top && o2 !== leader && o2 !== pd) v -= 100;
        // From a sequence below the opponents' top card, its highest card before the low ones
        // (+30: 3.4% / 0.9% fewer nodes; +40 about the same, +60 and +90 less, the same bonus
        // with the third card in partner's hand 6% more).
        if (b === seqLead) v += 30;
        // The table's remembered move and the lead that last refuted at this depth (DDS's best
        // move per depth) weigh about as much as two and four opposing cards: a strong hint,
        // but a suit where the opponents have little choice still comes first. (The killer at
        // +90 since it is checked against its suit's top card and kept when the first lead cuts
        // off: 3.3% / 1.5% fewer nodes than +70; +80, +100 and +120 did no better.)
        if (m === hint) v += 40;
        if (m === killer) v += killerNear ? NEAR_LEAD_WEIGHT : killerNear2 ? NEAR_LEAD2_WEIGHT : 90;
        // The killer before it, as a tie-breaker among close suits (0.6% / 0.8% fewer nodes;
        // weighing it +35 or +55 did less or worse on deals 30-59).
        else if (m === killer2) v += 20;
        moves[mb + i] = (v << 12) | ((15 - i) << 8) | m;
      }
    }
    this.sortMoves(mb, cnt);
    return cnt;
  }

  private genFollow(ply: number, seat: number, pos: number): number {
    const st = this.st;
    const trump = this.trump;
    const mb = ply * MS;
    const ls = this.leadSuit;
    const hl = st[HANDS + seat * 4 + ls];
    let cnt = 0;
    if (hl !== 0) cnt = this.addRuns(mb, cnt, ls, hl, (st[LIVE + ls] & ~hl) | st[TRICK + ls]);
    else
      for (let s = 0; s < 4; s++) {
        const h = st[HANDS + seat * 4 + s];
        if (h !== 0) cnt = this.addRuns(mb, cnt, s, h, (st[LIVE + s] & ~h) | st[TRICK + s]);
      }
    if (cnt === 1) return 1;
    const winSuit = this.winSuit;
    const winBit = this.winBit;
    const winSeat = this.winSeat;
    const pdWinning = (winSeat & 1) === (seat & 1);
    // The card that last cut off in the same trick so far (the same cards led and winning, the
    // same player to act), nearly first (+80; +100 and +60 did less on one set of deals):
    // unlike a killer per depth alone, which made things much worse (without the winning rank
    // in the context: 2.5 times the nodes).
    let fk = this.fctx[ply] === trickContext(ls, winSeat, winSuit, winBit, seat) ? this.fkiller[ply] : -1;
    // As for the lead's killer, only while the top card of its suit has the same owner (0.5% /
    // 0.6% fewer nodes).
    if (fk >= 0 && this.topOwner(fk >> 4) !== this.fTop[ply]) fk = -1;
    const fNear = fk >= 0 && this.isAncestor(this.fAnc[ply], ply, NEAR_FOLLOW);
    // The discard killer likewise only while its suit's top card has the same owner (0.3% /
    // 0.1% fewer nodes).
    let dk = hl === 0 ? this.dkiller[ply] : -1;
    if (dk >= 0 && this.dctx[ply] !== discardContext(ls, seat, this.topOwner(dk >> 4))) dk = -1;
    if (pos === 3 && hl !== 0) {
      // Fourth hand following suit (the scores below, without scoring): the cheapest card that
      // wins the trick first, then the low cards, lowest first. The runs come highest first.
      const moves = this.moves;
      let w = 0;
      if (!pdWinning && winSuit === ls) while (w < cnt && (moves[mb + w] & 15) > winBit) w++;
      this.reverseMoves(mb, mb + w - 1);
      this.reverseMoves(mb + w, mb + cnt - 1);
      if (fk >= 0) {
        // The following killer comes first among the winners, or first among the low cards.
        let i = 0;
        while (i < cnt && moves[mb + i] !== fk) i++;
        if (i < cnt) {
          const to = i < w ? 0 : w;
          for (let j = i; j > to; j--) moves[mb + j] = moves[mb + j - 1];
          moves[mb + to] = fk;
        }
      }
      return cnt;
    }
    // The opponents still to play: their highest card in the led suit, and whether one of them
    // could ruff (void in the led suit, holding trumps).
    let oppTop = -1;
    let oppRuff = false;
    let oppRuffTop = -1;
    // Does the current winner beat everything the players still to come can play?
    let winnerSafe = true;
    for (let p = pos + 1, q = (seat + 1) & 3; p < 4; p++, q = (q + 1) & 3) {
      const hq = st[HANDS + q * 4 + ls];
      const qTrumps = trump === NT ? 0 : st[HANDS + q * 4 + trump];
      if (hq !== 0) {
        const t = 31 - Math.clz32(hq);
        if ((q & 1) !== (seat & 1) && t > oppTop) oppTop = t;
        if ((q & 1) !== (winSeat & 1) && winSuit === ls && t > winBit) winnerSafe = false;
      } else if (qTrumps !== 0) {
        if ((q & 1) !== (seat & 1)) {
          oppRuff = true;
          if (31 - Math.clz32(qTrumps) > oppRuffTop) oppRuffTop = 31 - Math.clz32(qTrumps);
        }
        if ((q & 1) !== (winSeat & 1) && (winSuit === ls || qTrumps >> (winBit + 1) !== 0))
          winnerSafe = false;
      }
    }
    const lsRuffable = oppRuff && ls !== trump;
    // Second or third hand: a card above the next hand's second-highest forces out its top card.
    let forceAbove = 99;
    if (pos < 3) {
      const hn = st[HANDS + (((seat + 1) & 3) * 4 + ls)];
      if ((hn & (hn - 1)) !== 0) forceAbove = 31 - Math.clz32(hn ^ (1 << (31 - Math.clz32(hn))));
    }
    // Second hand: partner, last to play, beats the lead and third hand's cards anyway.
    let pdWins = false;
    if (pos === 1 && !lsRuffable) {
      const hp = st[HANDS + (((seat + 2) & 3) * 4 + ls)];
      if (hp !== 0) {
        const t = 31 - Math.clz32(hp);
        pdWins = t > winBit && t > oppTop;
      }
    }
    for (let i = 0; i < cnt; i++) {
      const m = this.moves[mb + i];
      const s = m >> 4;
      const b = m & 15;
      let sc: number;
      if (s === ls) {
        if ((pdWinning && winnerSafe) || pdWins) sc = -b;
        else if ((s === winSuit && b > winBit) || (s === trump && winSuit !== trump)) {
          // Win as cheaply as is safe: the lowest card that also beats the players still to come.
          // Otherwise second hand still beats the lead as cheaply as it can before playing low
          // (third hand must then spend a higher card: 10% fewer nodes than ducking first), and
          // third hand plays high to force out fourth hand's top card, preferring the cheapest
          // card above fourth hand's second-highest, then the cheapest card that beats the lead
          // (2.4% fewer nodes than the highest).
          const safe = b > oppTop && !lsRuffable;
          sc = safe ? 100 - b : pos === 1 ? 20 - b : b > forceAbove ? 70 - b : 40 - b;
          // Second hand below third hand's top card: a card that does not even force it out
          // comes after the low cards (1.9% fewer nodes).
          if (!safe && pos === 1 && 31 - Math.clz32(hl) <= oppTop && b <= forceAbove) sc = -20 - b;
        } else sc = -b;
      } else if (s === trump) {
        if ((pdWinning && winnerSafe) || pdWins) sc = -60 - b;
        else if (winSuit !== trump || b > winBit) {
          // A ruff that an opponent still to play can overruff comes after one that it cannot.
          sc = oppRuffTop > b ? 60 - b : 80 - b;
        } else sc = -70 - b;
      } else {
        // Discard: low cards from suits with no winners.
        const top = 31 - Math.clz32(st[LIVE + s] | st[TRICK + s]);
        const len = POPCOUNT[st[HANDS + seat * 4 + s]];
        sc = -b - (b === top ? 30 : 0) + 5 * len;
        // A suit nobody else holds any more first: its cards guard nothing and leave every
        // other hand's choices as they were (though they are winners once on lead; 0.2% / 0.5%
        // fewer nodes; penalising it instead measured 0.9% more).
        if ((st[LIVE + s] & ~st[HANDS + seat * 4 + s]) === 0) sc += 40;
        // A singleton side-suit discard by a player with trumps makes a void to ruff later, if
        // the opponents still hold the suit (1.8% fewer nodes); more weakly a doubleton by a
        // player with two trumps or more.
        if (
          trump !== NT &&
          (st[HANDS + (((seat + 1) & 3) * 4 + s)] | st[HANDS + (((seat + 3) & 3) * 4 + s)]) !== 0
        ) {
          const trumps = POPCOUNT[st[HANDS + seat * 4 + trump]];
          if (len === 1 && trumps >= 1) sc += 30;
          else if (len === 2 && trumps >= 2) sc += 10;
        }
      }
      // A discard as following killer only +30: discards' scores lie close together, and a
      // discard that refuted one trick rarely refutes the next one as well (0.7% / 1.0% fewer
      // nodes than +80; +20, +40 and +55 did less, +150 worse).
      if (m === fk) sc += fNear ? NEAR_FOLLOW_WEIGHT : s !== ls && s !== trump ? 30 : 80;
      // Else the last discard that cut off after the same lead by the same player, as a
      // tie-breaker among discards (0.8% / 1.3% fewer nodes; +5 and +20 did less, +40 worse).
      else if (m === dk) sc += 10;
      this.moves[mb + i] = (sc << 12) | ((15 - i) << 8) | m;
    }
    this.sortMoves(mb, cnt);
    return cnt;
  }

  /** Reverses `moves[from..to]`. */
  private reverseMoves(from: number, to: number): void {
    const mv = this.moves;
    for (let i = from, j = to; i < j; i++, j--) {
      const t = mv[i];
      mv[i] = mv[j];
      mv[j] = t;
    }
  }

  /** The node `up` plies above `ply` (its serial number), -1 above the root. */
  private ancestor(ply: number, up: number): number {
    return ply >= up ? this.nodeId[ply - up] : -1;
  }

  /** Was `anc` (recorded with `ancestor`) the node `up` plies above `ply` now? */
  private isAncestor(anc: number, ply: number, up: number): boolean {
    return ply >= up && anc === this.nodeId[ply - up];
  }

  /** Owner of the highest card of suit `s` still in a hand; -1 when none is left. */
  private topOwner(s: number): number {
    const L = this.st[LIVE + s];
    return L === 0 ? -1 : this.owner[s * 13 + (31 - Math.clz32(L))];
  }

  /**
   * Sorts the scored moves, best first, and strips the scores. A scored move is `score << 12 |
   * (15 - index) << 8 | move`: one int per move, ties kept in generation order.
   */
  private sortMoves(mb: number, cnt: number): void {
    const mv = this.moves;
    for (let i = 1; i < cnt; i++) {
      const x = mv[mb + i];
      let j = i - 1;
      while (j >= 0 && mv[mb + j] < x) {
        mv[mb + j + 1] = mv[mb + j];
        j--;
      }
      mv[mb + j + 1] = x;
    }
    for (let i = 0; i < cnt; i++) mv[mb + i] &= 255;
  }

  // ---------------------------------------------------------------------------------------------
  // Transposition table

  /** Shape words, owner sequences (2 bits per live card, top card first) and shape hash. */
  private makeKey(ko: number, leader: number): void {
    const st = this.st;
    const keys = this.keys;
    const shA = st[SHAPE + 0];
    const shB = st[SHAPE + 1];
    keys[ko + 2] = st[SEQ];
    keys[ko + 3] = st[SEQ + 1];
    keys[ko + 4] = st[SEQ + 2];
    keys[ko + 5] = st[SEQ + 3];
    keys[ko] = shA;
    keys[ko + 1] = shB;
    keys[ko + 6] = shapeHash(shA, shB, leader | (this.trump << 2));
  }

  /**
   * The owners of the top card of each suit (2 bits per suit): the class of a table entry that
   * fixes every top card. Computed only when needed: a probe settled by the wild block never
   * needs it (45% of probes).
   */
  private topOwners(): number {
    const st = this.st;
    let tops = 0;
    for (let s = 0; s < 4; s++) {
      const L = st[LIVE + s];
      if (L !== 0) tops |= (st[SEQ + s] >> (2 * (POPCOUNT[L] - 1))) << (2 * s);
    }
    return tops;
  }

  /** Doubles the shape hash, moving every slot in use to its place in the larger one. */
  private growShapes(): void {
    const old = this.shapes;
    const mask = this.shapeMask * 2 + 1;
    const level = 31 - Math.clz32((mask + 1) / SHAPE_SLOTS_MIN);
    this.shapeTables[level] ??= new Int32Array((mask + 1) * SS);
    const shapes = this.shapeTables[level];
    const used = this.usedSlots;
    for (let k = 0; k < this.shapeCount; k++) {
      const o = used[k];
      const t = old[o + 2] - 1;
      const h = shapeHash(old[o], old[o + 1], t & 31);
      let i = (h + Math.imul(t >> 5, 0x9e3779b1)) & mask;
      while (shapes[i * SS + 2] !== 0) i = (i + 1) & mask;
      const n = i * SS;
      shapes[n] = old[o];
      shapes[n + 1] = old[o + 1];
      shapes[n + 2] = old[o + 2];
      shapes[n + 3] = old[o + 3];
      old[o + 2] = 0;
      used[k] = n;
    }
    this.shapes = shapes;
    this.shapeMask = mask;
  }

  /**
   * The slot of the key at `ko` in class `cls` (its offset in `shapes`), or -1 if not stored.
   * Entries that fix the top card of every suit live in a block of their own per owners of
   * those top cards (`cls` = the owners, 2 bits per suit); the others in class `WILD`. A
   * probe scans the two blocks that can match instead of every entry of the shape.
   */
  private findShape(ko: number, tag: number, cls: number): number {
    const keys = this.keys;
    const shapes = this.shapes;
    const shA = keys[ko];
    const shB = keys[ko + 1];
    const t = tag + 1 + (cls << 5);
    const mask = this.shapeMask;
    let i = (keys[ko + 6] + Math.imul(cls, 0x9e3779b1)) & mask;
    for (;;) {
      const o = i * SS;
      const st = shapes[o + 2];
      if (st === 0) return -1;
      if (st === t && shapes[o] === shA && shapes[o + 1] === shB) return o;
      i = (i + 1) & mask;
    }
  }

  /** 1 or 0: the table settles the question (relevant cards written); -1: it does not. */
  private probe(ko: number, leader: number, n: number, need: number, isMax: boolean, rwo: number): number {
    this.hint = -1;
    const tag = leader | (this.trump << 2);
    // The wild block first: its entries leave a suit open, so they match far more often.
    const b = this.findShape(ko, tag, WILD);
    if (b >= 0) {
      const r = this.probeBlock(b, ko, n, need, isMax, rwo);
      if (r >= 0) return r;
    }
    const a = this.findShape(ko, tag, this.topOwners());
    return a < 0 ? -1 : this.probeBlock(a, ko, n, need, isMax, rwo);
  }

  private probeBlock(so: number, ko: number, n: number, need: number, isMax: boolean, rwo: number): number {
    const keys = this.keys;
    const st = this.st;
    const l0 = POPCOUNT[st[LIVE + 0]];
    const l1 = POPCOUNT[st[LIVE + 1]];
    const l2 = POPCOUNT[st[LIVE + 2]];
    const l3 = POPCOUNT[st[LIVE + 3]];
    const q0 = keys[ko + 2];
    const q1 = keys[ko + 3];
    const q2 = keys[ko + 4];
    const q3 = keys[ko + 5];
    const pool = this.pool;
    const head = this.shapes[so + 3];
    const start = head + 2;
    // Newest first: later entries come from deeper knowledge of this part of the tree.
    // Owner sequences hold at most 26 bits, so `>>` serves (V8 checks each `>>>` result for the sign).
    for (let p = start + (pool[head] - 1) * ES; p >= start; p -= ES) {
      const k = pool[p];
      const k0 = k & 15;
      const k1 = (k >> 4) & 15;
      const k2 = (k >> 8) & 15;
      const k3 = (k >> 12) & 15;
      if (
        q0 >> (2 * (l0 - k0)) !== pool[p + 1] ||
        q1 >> (2 * (l1 - k1)) !== pool[p + 2] ||
        q2 >> (2 * (l2 - k2)) !== pool[p + 3] ||
        q3 >> (2 * (l3 - k3)) !== pool[p + 4]
      )
        continue;
      const lb = (k >> 16) & 15;
      const ub = (k >> 20) & 15;
      if (k >>> 24 !== 255 && this.hint < 0) this.hint = k >>> 24;
      const maxLb = isMax ? lb : n - ub;
      const maxUb = isMax ? ub : n - lb;
      if (maxLb >= need || maxUb < need) {
        const rw = this.rw;
        rw[rwo] = topCards(st[LIVE + 0], k0);
        rw[rwo + 1] = topCards(st[LIVE + 1], k1);
        rw[rwo + 2] = topCards(st[LIVE + 2], k2);
        rw[rwo + 3] = topCards(st[LIVE + 3], k3);
        return maxLb >= need ? 1 : 0;
      }
    }
    return -1;
  }

  private store(
    ko: number,
    leader: number,
    n: number,
    need: number,
    isMax: boolean,
    result: boolean,
    rwo: number,
    move: number,
  ): void {
    const keys = this.keys;
    const st = this.st;
    const rw = this.rw;
    let kbits = 0;
    let p0 = 0;
    let p1 = 0;
    let p2 = 0;
    let p3 = 0;
    for (let s = 0; s < 4; s++) {
      const r = rw[rwo + s];
      if (r === 0) continue;
      const L = st[LIVE + s];
      const k = POPCOUNT[L & ~((r & -r) - 1)];
      const pat = keys[ko + 2 + s] >> (2 * (POPCOUNT[L] - k));
      kbits |= k << (s * 4);
      if (s === 0) p0 = pat;
      else if (s === 1) p1 = pat;
      else if (s === 2) p2 = pat;
      else p3 = pat;
    }
    let lb = 0;
    let ub = n;
    if (result) {
      if (isMax) lb = need;
      else ub = n - need;
    } else if (isMax) ub = need - 1;
    else lb = n - need + 1;
    const tag = leader | (this.trump << 2);
    let wild = false;
    for (let t = 0; t < 4; t++) if (st[LIVE + t] !== 0 && ((kbits >> (4 * t)) & 15) === 0) wild = true;
    const cls = wild ? WILD : this.topOwners();
    // No search for an entry with the same key to merge into: a second entry answers the same
    // probes (each question needs one bound), and appending is cheaper than scanning the block.
    let so = this.findShape(ko, tag, cls);
    const pool = this.pool;
    let shapes = this.shapes;
    if (so < 0) {
      if (this.shapeCount * 2 >= this.shapeMask && this.shapeMask < SHAPE_SLOTS_MAX - 1) this.growShapes();
      if (this.shapeCount * 2 >= this.shapeMask || this.poolTop + 2 + FIRST_BLOCK * ES > POOL_INTS) {
        // Full: start afresh. Entries are only a cache, so dropping them is always sound.
        this.resetTable();
      }
      const mask = this.shapeMask;
      shapes = this.shapes;
      let i = (keys[ko + 6] + Math.imul(cls, 0x9e3779b1)) & mask;
      while (shapes[i * SS + 2] !== 0) i = (i + 1) & mask;
      so = i * SS;
      shapes[so] = keys[ko];
      shapes[so + 1] = keys[ko + 1];
      shapes[so + 2] = tag + 1 + (cls << 5);
      shapes[so + 3] = this.poolTop;
      pool[this.poolTop] = 0;
      pool[this.poolTop + 1] = FIRST_BLOCK;
      this.poolTop += 2 + FIRST_BLOCK * ES;
      this.usedSlots[this.shapeCount++] = so;
    } else if (pool[shapes[so + 3]] === pool[shapes[so + 3] + 1]) {
      // The block is full: move it to a twice larger one at the top of the pool.
      const from = shapes[so + 3];
      const cap = pool[from + 1] * 2;
      if (this.poolTop + 2 + cap * ES > POOL_INTS) {
        this.resetTable();
        this.store(ko, leader, n, need, isMax, result, rwo, move);
        return;
      }
      pool.copyWithin(this.poolTop, from, from + 2 + pool[from] * ES);
      shapes[so + 3] = this.poolTop;
      pool[this.poolTop + 1] = cap;
      this.poolTop += 2 + cap * ES;
    }
    const head = shapes[so + 3];
    const p = head + 2 + pool[head] * ES;
    pool[head]++;
    pool[p] = kbits | (lb << 16) | (ub << 20) | ((move >= 0 ? move : 255) << 24);
    pool[p + 1] = p0;
    pool[p + 2] = p1;
    pool[p + 3] = p2;
    pool[p + 4] = p3;
  }
}

/** The trick so far as a following killer's context: led suit, winner's seat, suit and rank, player to act. */
function trickContext(ls: number, winSeat: number, winSuit: number, winBit: number, seat: number): number {
  return ls | (winSeat << 2) | (winBit << 4) | (winSuit << 8) | (seat << 12);
}

/** A discard killer's context: led suit, player to act, owner of the discard suit's top card (-1: none left). */
function discardContext(ls: number, seat: number, topOwner: number): number {
  return ls | (seat << 2) | (topOwner << 4);
}

/** Hash of a table key's shape words and tag (leader and trump). */
function shapeHash(shA: number, shB: number, tag: number): number {
  let h = Math.imul(shA, 0x9e3779b1) ^ shB;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ tag;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** An owner sequence without the entry of the card that has `below` live cards under it. */
function dropOwner(w: number, below: number): number {
  const low = 2 * below;
  return ((w >> (low + 2)) << low) | (w & ((1 << low) - 1));
}
