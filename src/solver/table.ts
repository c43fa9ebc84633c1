import { POPCOUNT as POPCOUNT_TABLE, topCards as topCardsOf } from './bits.js';
import { LIVE as LIVE_AT, MAX_PLY, SEQ as SEQ_AT, SHAPE as SHAPE_AT } from './board.js';

// Module-local copies of the imported bindings used in hot code (see `board.ts`).
const POPCOUNT = POPCOUNT_TABLE;
const topCards = topCardsOf;
const LIVE = LIVE_AT;
const SEQ = SEQ_AT;
const SHAPE = SHAPE_AT;

/** Ints per ply in `keys`: shape words, owner sequences of the four suits, shape hash, tag. */
const KS = 8;
/**
 * A hash of shapes (leader, trump and the 16 suit lengths), each owning a contiguous block of
 * entries in one pool, so that a probe scans memory in order.
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
 * The transposition table of the search (partition search): an entry keys on the leader, the
 * trump and all 16 suit lengths, and fixes per suit only who holds each card from the top down
 * to the lowest relevant one, so one entry answers for many positions that differ only in small
 * cards. Its bounds are lower/upper bounds on the leader's side's tricks, so one table serves
 * all four leaders of a strain and every target.
 *
 * It reads the position from the search's board (`board.ts`) and writes the cards a hit relied
 * on to the search's relevant-card masks (4 suit masks at the offset the search gives). The
 * search keys a lead node once (`key`), then probes and stores under that ply's key.
 */
export class TransTable {
  /** Per ply: shape words, owner sequences of the four suits, shape hash, tag (leader and trump). */
  private readonly keys = new Int32Array(MAX_PLY * KS);
  /** Best move remembered by the last probe's first matching entry (-1: none). */
  hint = -1;
  /**
   * The shape hash starts small and doubles as it fills: a strain typically uses a few thousand
   * slots, and a compact table keeps its probes in the processor's caches.
   */
  private shapes: Int32Array = new Int32Array(SHAPE_SLOTS_MIN * SS);
  private shapeMask = SHAPE_SLOTS_MIN - 1;
  /** The hash at each size it has had, kept empty for reuse (index: log2 of size / minimum). */
  private readonly shapeTables: Int32Array[] = [this.shapes];
  /** Offsets in `shapes` of the slots in use, in the order they were taken. */
  private readonly usedSlots = new Int32Array(SHAPE_SLOTS_MAX / 2 + 1);
  private readonly pool = new Int32Array(POOL_INTS);
  /** Next free int of the pool. */
  private poolTop = 0;
  private shapeCount = 0;
  private readonly st: Int32Array;
  private readonly rw: Int32Array;

  /** `board`: the search's position (`board.ts`); `relevant`: its relevant-card masks. */
  constructor(board: Int32Array, relevant: Int32Array) {
    this.st = board;
    this.rw = relevant;
  }

  /** Empties the table: only the slots in use (a strain uses a few thousand of the half million). */
  clear(): void {
    const shapes = this.shapes;
    const used = this.usedSlots;
    for (let i = 0; i < this.shapeCount; i++) shapes[used[i] + 2] = 0;
    this.shapes = this.shapeTables[0];
    this.shapeMask = SHAPE_SLOTS_MIN - 1;
    this.poolTop = 0;
    this.shapeCount = 0;
  }

  /** Ints of the entry pool in use. */
  size(): number {
    return this.poolTop;
  }

  /** Keys the lead position on the board at `ply`: shape words, owner sequences, shape hash and tag. */
  key(ply: number, leader: number, trump: number): void {
    const st = this.st;
    const keys = this.keys;
    const ko = ply * KS;
    const shA = st[SHAPE + 0];
    const shB = st[SHAPE + 1];
    const tag = leader | (trump << 2);
    keys[ko + 2] = st[SEQ];
    keys[ko + 3] = st[SEQ + 1];
    keys[ko + 4] = st[SEQ + 2];
    keys[ko + 5] = st[SEQ + 3];
    keys[ko] = shA;
    keys[ko + 1] = shB;
    keys[ko + 6] = shapeHash(shA, shB, tag);
    keys[ko + 7] = tag;
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
  private findShape(ko: number, cls: number): number {
    const keys = this.keys;
    const shapes = this.shapes;
    const shA = keys[ko];
    const shB = keys[ko + 1];
    const t = keys[ko + 7] + 1 + (cls << 5);
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

  /**
   * Does the table settle "does the max side take at least `need` of the `n` tricks left?" for
   * the position keyed at `ply`? 1 or 0 (the cards the entry fixed written at `rwo`); -1: it
   * does not. `isMax`: the leader is on the max side. Sets `hint`.
   */
  probe(ply: number, n: number, need: number, isMax: boolean, rwo: number): number {
    this.hint = -1;
    const ko = ply * KS;
    // The wild block first: its entries leave a suit open, so they match far more often.
    const b = this.findShape(ko, WILD);
    if (b >= 0) {
      const r = this.probeBlock(b, ko, n, need, isMax, rwo);
      if (r >= 0) return r;
    }
    const a = this.findShape(ko, this.topOwners());
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

  /**
   * Stores the answer `result` to the question of `probe` for the position keyed at `ply`,
   * fixing the relevant cards at `rwo`, with the move that settled it (-1: none worth
   * remembering).
   */
  store(
    ply: number,
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
    const ko = ply * KS;
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
    let wild = false;
    for (let t = 0; t < 4; t++) if (st[LIVE + t] !== 0 && ((kbits >> (4 * t)) & 15) === 0) wild = true;
    const cls = wild ? WILD : this.topOwners();
    // No search for an entry with the same key to merge into: a second entry answers the same
    // probes (each question needs one bound), and appending is cheaper than scanning the block.
    let so = this.findShape(ko, cls);
    const pool = this.pool;
    let shapes = this.shapes;
    if (so < 0) {
      if (this.shapeCount * 2 >= this.shapeMask && this.shapeMask < SHAPE_SLOTS_MAX - 1) this.growShapes();
      if (this.shapeCount * 2 >= this.shapeMask || this.poolTop + 2 + FIRST_BLOCK * ES > POOL_INTS) {
        // Full: start afresh. Entries are only a cache, so dropping them is always sound.
        this.clear();
      }
      const mask = this.shapeMask;
      shapes = this.shapes;
      let i = (keys[ko + 6] + Math.imul(cls, 0x9e3779b1)) & mask;
      while (shapes[i * SS + 2] !== 0) i = (i + 1) & mask;
      so = i * SS;
      shapes[so] = keys[ko];
      shapes[so + 1] = keys[ko + 1];
      shapes[so + 2] = keys[ko + 7] + 1 + (cls << 5);
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
        this.clear();
        this.store(ply, n, need, isMax, result, rwo, move);
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

/** Hash of a table key's shape words and tag (leader and trump). */
function shapeHash(shA: number, shB: number, tag: number): number {
  let h = Math.imul(shA, 0x9e3779b1) ^ shB;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ tag;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
