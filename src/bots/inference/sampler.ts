/**
 * Auction-aware deal sampling for bondebridge and bridge. Entry points:
 *
 * - `sampleConsistentDeals(problem, count, rng)` — `count` deals (each the current hand of every
 *   seat) consistent with everything the deciding seat knows: the cards it sees, the cards
 *   played, the voids shown, and the stated meaning of every call of the auction (both sides),
 *   applied to the hand each caller was dealt (its cards now plus those it has played).
 * - `dealSampler(problem, rng)` — the same, one deal at a time (`next()`), for search loops that
 *   stop on a clock.
 * - `dealProblemOf(view, seat, game, options)` (`contractDeals.ts`) builds the problem from a
 *   seat's view alone.
 *
 * How: the hidden hands are dealt one after another, the most constrained first, each drawn
 * exactly uniformly among the hands its calls allow from the cards left: its suit-length
 * pattern first, weighted by how many hands have it (so long-suit and shape constraints cost
 * nothing to meet), then the cards in each suit, rejected until high-card points and the rest
 * of its meanings fit. The last hand gets the cards left and is checked; if it fails, the deal
 * starts again. (Dealing in turn weights the earlier hands slightly differently from a joint
 * draw; in exchange the cost is a sum over hands, not a product.)
 *
 * Relaxation: when a hand cannot be drawn within its budget of tries, repeatedly, its latest
 * call's constraint is dropped (a player who lied, a gap in the system, or an earlier call that
 * the cards played since contradict), and so on until the constraints can be met. The dropped
 * ones are reported in `relaxed`; every deal returned satisfies every other constraint. It never
 * loops forever and never throws: with every constraint dropped it deals like `sampleHidden`.
 */
import { figuresOf } from '../../bidding/hand.js';
import { boundsOf, openBounds } from '../../bidding/meaning.js';
import type { Card } from '../../cards/card.js';
import { suitOf } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import { sampleHidden } from '../../engine/sampling.js';
import { type CallConstraint, meets } from './constraints.js';

/** What a seat knows about the deal, as a sampling problem (four hands). */
export interface DealProblem {
  /** The current hand of each seat where the deciding seat sees it (its own, dummy), else null. */
  known: ReadonlyArray<readonly Card[] | null>;
  /** The cards the deciding seat cannot place: to be shared among the hidden hands. */
  unknown: readonly Card[];
  /** How many cards each hidden hand holds now (0 for known hands). */
  need: readonly number[];
  /** voids[seat][suit]: the seat showed out of the suit (S H D C = 0..3). */
  voids: ReadonlyArray<readonly boolean[]>;
  /** The cards each seat has played: with its hand now, the hand its calls described. */
  played: ReadonlyArray<readonly Card[]>;
  /** The auction's constraints (`auctionConstraints`), in call order. */
  constraints: readonly CallConstraint[];
}

export interface SamplerStats {
  /** Hands drawn for constrained seats, and how many of them fitted. */
  draws: number;
  accepted: number;
  /** Deals started again because a hand could not be completed. */
  restarts: number;
}

export interface DealSampler {
  /** The next deal: the current hand of every seat (known hands as given). */
  next(): Card[][];
  /** Constraints dropped so far, in the order dropped. */
  readonly relaxed: readonly CallConstraint[];
  /** Constraints every deal returned satisfies (those on hidden hands, and on known hands that fit them). */
  kept(): CallConstraint[];
  readonly stats: SamplerStats;
}

export interface SampledDeals {
  deals: Card[][][];
  relaxed: CallConstraint[];
  kept: CallConstraint[];
  stats: SamplerStats;
}

/** Tries per hand before the deal starts again; restarts of one deal before a constraint is dropped. */
export interface SamplerLimits {
  drawsPerHand: number;
  /** A hand that exhausts its draws this many times in one deal loses its latest constraint. */
  handFailures: number;
  /** The last hand (the cards left) failing this many times in one deal loses its latest constraint. */
  lastHandFailures: number;
}

export const DEFAULT_LIMITS: SamplerLimits = { drawsPerHand: 1500, handFailures: 2, lastHandFailures: 150 };

export function sampleConsistentDeals(
  problem: DealProblem,
  count: number,
  rng: Rng,
  limits: SamplerLimits = DEFAULT_LIMITS,
): SampledDeals {
  const sampler = dealSampler(problem, rng, limits);
  const deals: Card[][][] = [];
  for (let i = 0; i < count; i++) deals.push(sampler.next());
  return { deals, relaxed: [...sampler.relaxed], kept: sampler.kept(), stats: { ...sampler.stats } };
}

/** A hidden hand being dealt: its seat, size, shown voids, cards played and live constraints. */
interface Hand {
  seat: number;
  need: number;
  played: readonly Card[];
  playedLengths: number[];
  voids: readonly boolean[];
  active: CallConstraint[];
  /** The HCP bounds of `active`. */
  hcp: { min: number; max: number };
  /** Estimated chance that a hand of the cards left fits: the loosest hand is dealt last. */
  looseness: number;
}

const SUITS: readonly number[] = [0, 1, 2, 3];

export function dealSampler(
  problem: DealProblem,
  rng: Rng,
  limits: SamplerLimits = DEFAULT_LIMITS,
): DealSampler {
  const seats = problem.known.length;
  const fixed = (s: number) => problem.known[s] !== null || problem.need[s] === 0;
  const relaxed: CallConstraint[] = [];
  const stats: SamplerStats = { draws: 0, accepted: 0, restarts: 0 };
  // Constraints on hands the seat sees (or that are played out) are settled once: kept if they fit.
  for (const c of problem.constraints) {
    if (!fixed(c.seat)) continue;
    const dealt = [...(problem.known[c.seat] ?? []), ...problem.played[c.seat]];
    if (!meets(figuresOf(dealt), c)) relaxed.push(c);
  }
  const hands: Hand[] = [];
  for (let s = 0; s < seats; s++) {
    if (fixed(s)) continue;
    const played = problem.played[s] ?? [];
    const playedLengths = [0, 0, 0, 0];
    for (const c of played) playedLengths[suitOf(c)]++;
    hands.push({
      seat: s,
      need: problem.need[s],
      played,
      playedLengths,
      voids: problem.voids[s] ?? [false, false, false, false],
      active: problem.constraints.filter((c) => c.seat === s),
      hcp: { min: 0, max: 37 },
      looseness: 1,
    });
  }
  const poolBySuit: Card[][] = [[], [], [], []];
  for (const c of problem.unknown) poolBySuit[suitOf(c)].push(c);
  const patterns = new Map<string, Pattern[] | null>();
  let order: Hand[] = [];

  const relax = (hand: Hand): void => {
    const dropped = hand.active.pop();
    if (dropped) relaxed.push(dropped);
    hand.hcp = hcpBounds(hand);
    patterns.clear();
    reorder();
  };
  const reorder = (): void => {
    for (const h of hands) h.hcp = hcpBounds(h);
    for (const h of hands) h.looseness = estimateLooseness(h, poolBySuit, hands, patterns, rng, stats);
    order = [...hands].sort((a, b) => a.looseness - b.looseness || a.seat - b.seat);
  };
  reorder();

  const deal = (): Card[][] | null => {
    const failures = new Map<Hand, number>();
    const fail = (h: Hand, limit: number): void => {
      const n = (failures.get(h) ?? 0) + 1;
      failures.set(h, n);
      if (n >= limit && h.active.length > 0) {
        relax(h);
        failures.clear();
      }
    };
    // Bounded: every `limit` failures drop a constraint, and with none left the first try succeeds.
    const maxAttempts = (hands.length + problem.constraints.length + 1) * limits.lastHandFailures + 10;
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      const out = tryDeal();
      if (out.ok) return out.hands;
      stats.restarts++;
      fail(out.failed, out.last ? limits.lastHandFailures : limits.handFailures);
    }
    return null;
  };

  type Attempt = { ok: true; hands: Card[][] } | { ok: false; failed: Hand; last: boolean };
  const tryDeal = (): Attempt => {
    const pool = poolBySuit.map((cards) => [...cards]);
    const out: Card[][] = problem.known.map((h) => (h ? [...h] : []));
    for (let i = 0; i < order.length; i++) {
      const hand = order[i];
      const last = i === order.length - 1;
      const drawn = drawHand(
        hand,
        pool,
        order.slice(i + 1),
        last ? 1 : limits.drawsPerHand,
        patterns,
        rng,
        stats,
      );
      if (!drawn) return { ok: false, failed: hand, last };
      out[hand.seat] = drawn;
      for (const c of drawn) {
        const p = pool[suitOf(c)];
        p.splice(p.indexOf(c), 1);
      }
    }
    return { ok: true, hands: out };
  };

  return {
    next(): Card[][] {
      const hands = deal();
      if (hands) return hands;
      // Unreachable for well-formed problems; keep the promise of a deal anyway.
      for (const h of order) while (h.active.length) relax(h);
      return fallbackDeal(problem, rng);
    },
    relaxed,
    kept: () => {
      const dropped = new Set(relaxed);
      return problem.constraints.filter((c) => !dropped.has(c));
    },
    stats,
  };
}

function fallbackDeal(problem: DealProblem, rng: Rng): Card[][] {
  const added = sampleHidden(
    {
      unknown: [...problem.unknown],
      need: problem.known.map((h, s) => (h ? 0 : problem.need[s])),
      allowed: (s, c) => !problem.voids[s]?.[suitOf(c)],
    },
    rng,
  );
  return problem.known.map((h, s) => (h ? [...h] : added[s]));
}

/** A suit-length pattern of the cards a hand draws, with the number of hands that have it. */
interface Pattern {
  lengths: number[];
  weight: number;
}

const binomial = (() => {
  const t: number[][] = [];
  for (let n = 0; n <= 13; n++) {
    t.push([]);
    for (let k = 0; k <= n; k++) t[n].push(k === 0 || k === n ? 1 : t[n - 1][k - 1] + t[n - 1][k]);
  }
  return (n: number, k: number) => (k < 0 || k > n ? 0 : t[n][k]);
})();

/**
 * The length patterns a hand may draw from `counts` cards per suit: within the bounds its
 * constraints imply (on the dealt hand: played cards count), none in a suit it showed out of,
 * balanced or not where a call says so, and leaving cards the later hands can take (voids).
 * Cumulative weights, for drawing a pattern in proportion to the hands that have it.
 */
function patternsFor(hand: Hand, counts: number[], later: readonly Hand[]): Pattern[] {
  let b = openBounds();
  let balanced: boolean | undefined;
  let contradiction = false;
  for (const c of hand.active) {
    b = boundsOf(c.meaning, b);
    if (c.meaning.balanced !== undefined) {
      if (balanced !== undefined && balanced !== c.meaning.balanced) contradiction = true;
      balanced = c.meaning.balanced;
    }
  }
  if (contradiction) return [];
  const lo = SUITS.map((i) => Math.max(0, b.len[i].min - hand.playedLengths[i]));
  const hi = SUITS.map((i) =>
    hand.voids[i] ? 0 : Math.min(counts[i], b.len[i].max - hand.playedLengths[i]),
  );
  const out: Pattern[] = [];
  let total = 0;
  const v = [0, 0, 0, 0];
  for (v[0] = lo[0]; v[0] <= hi[0]; v[0]++)
    for (v[1] = lo[1]; v[1] <= hi[1]; v[1]++)
      for (v[2] = lo[2]; v[2] <= hi[2]; v[2]++) {
        v[3] = hand.need - v[0] - v[1] - v[2];
        if (v[3] < lo[3] || v[3] > hi[3]) continue;
        if (balanced !== undefined && isBalancedShape(v, hand.playedLengths) !== balanced) continue;
        if (!laterHandsFit(counts, v, later)) continue;
        total +=
          binomial(counts[0], v[0]) *
          binomial(counts[1], v[1]) *
          binomial(counts[2], v[2]) *
          binomial(counts[3], v[3]);
        out.push({ lengths: [...v], weight: total });
      }
  return out;
}

const HCP_BY_RANK = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4];

/** The HCP bounds the hand's live constraints imply (loose over alternatives). */
function hcpBounds(hand: Hand): { min: number; max: number } {
  let b = openBounds();
  for (const c of hand.active) b = boundsOf(c.meaning, b);
  return b.hcp;
}

/**
 * Whether the hand's HCP bounds can be met at all from the cards left (high cards first, in
 * the suits it may still hold): a call the cards seen refute is dropped without a single draw.
 */
function pointsWithinReach(hand: Hand, pool: Card[][]): boolean {
  const { min, max } = hand.hcp;
  if (min <= 0 && max >= 37) return true;
  let played = 0;
  for (const c of hand.played) played += HCP_BY_RANK[c % 13];
  const values: number[] = [];
  for (const i of SUITS) if (!hand.voids[i]) for (const c of pool[i]) values.push(HCP_BY_RANK[c % 13]);
  values.sort((a, b) => b - a);
  let most = played;
  let least = played;
  for (let j = 0; j < hand.need && j < values.length; j++) {
    most += values[j];
    least += values[values.length - 1 - j];
  }
  return most >= min && least <= max;
}

function isBalancedShape(drawn: number[], played: number[]): boolean {
  let doubletons = 0;
  for (const i of SUITS) {
    const l = drawn[i] + played[i];
    if (l < 2) return false;
    if (l === 2) doubletons++;
  }
  return doubletons <= 1;
}

/** Hall's condition on suits: the cards left in suits some later hands are void in fit the others. */
function laterHandsFit(counts: number[], taken: number[], later: readonly Hand[]): boolean {
  const n = later.length;
  if (n === 0) return true;
  for (let open = 1; open < 1 << n; open++) {
    // The cards that only the hands in `open` can take must fit in them.
    let room = 0;
    for (let j = 0; j < n; j++) if (open & (1 << j)) room += later[j].need;
    let forced = 0;
    for (const i of SUITS) {
      let onlyOpen = true;
      for (let j = 0; j < n && onlyOpen; j++) if (!(open & (1 << j)) && !later[j].voids[i]) onlyOpen = false;
      if (onlyOpen) forced += counts[i] - taken[i];
    }
    if (forced > room) return false;
  }
  // Cards no later hand can take at all.
  for (const i of SUITS) if (counts[i] - taken[i] > 0 && later.every((h) => h.voids[i])) return false;
  return true;
}

function cachedPatterns(
  hand: Hand,
  counts: number[],
  later: readonly Hand[],
  cache: Map<string, Pattern[] | null>,
): Pattern[] {
  const key = `${hand.seat}:${counts.join(',')}:${later.map((h) => h.seat).join('')}`;
  let p = cache.get(key);
  if (!p) {
    p = patternsFor(hand, counts, later);
    cache.set(key, p);
  }
  return p;
}

/** Draws the hand's cards from `pool` (by suit), or null if no try fits its constraints. */
function drawHand(
  hand: Hand,
  pool: Card[][],
  later: readonly Hand[],
  tries: number,
  cache: Map<string, Pattern[] | null>,
  rng: Rng,
  stats: SamplerStats,
): Card[] | null {
  if (!pointsWithinReach(hand, pool)) return null;
  const counts = pool.map((p) => p.length);
  const patterns = cachedPatterns(hand, counts, later, cache);
  if (patterns.length === 0) return null;
  const total = patterns[patterns.length - 1].weight;
  for (let t = 0; t < tries; t++) {
    const drawn = drawCards(pickPattern(patterns, total, rng).lengths, pool, rng);
    if (hand.active.length === 0) return drawn;
    stats.draws++;
    const f = figuresOf(hand.played.length ? [...drawn, ...hand.played] : drawn);
    if (hand.active.every((c) => meets(f, c))) {
      stats.accepted++;
      return drawn;
    }
  }
  return null;
}

function pickPattern(patterns: Pattern[], total: number, rng: Rng): Pattern {
  const x = rng.next() * total;
  let lo = 0;
  let hi = patterns.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (patterns[mid].weight > x) hi = mid;
    else lo = mid + 1;
  }
  return patterns[lo];
}

/** `lengths[i]` cards of suit i, uniformly from the pool (a partial shuffle of each suit). */
function drawCards(lengths: number[], pool: Card[][], rng: Rng): Card[] {
  const out: Card[] = [];
  for (const i of SUITS) {
    const p = pool[i];
    const k = lengths[i];
    if (k === p.length) {
      out.push(...p);
      continue;
    }
    const a = [...p];
    for (let j = 0; j < k; j++) {
      const r = j + rng.int(a.length - j);
      [a[j], a[r]] = [a[r], a[j]];
      out.push(a[j]);
    }
  }
  return out;
}

/**
 * How likely a hand of the hidden cards fits this hand's constraints: the share of hands with
 * an allowed length pattern times the share of a few trial draws that fit the rest.
 */
function estimateLooseness(
  hand: Hand,
  pool: Card[][],
  hands: readonly Hand[],
  cache: Map<string, Pattern[] | null>,
  rng: Rng,
  stats: SamplerStats,
): number {
  if (hand.active.length === 0) return 1;
  if (!pointsWithinReach(hand, pool)) return 0;
  const counts = pool.map((p) => p.length);
  const others = hands.filter((h) => h !== hand);
  const patterns = cachedPatterns(hand, counts, others, cache);
  if (patterns.length === 0) return 0;
  const allowed = SUITS.reduce((sum, i) => sum + (hand.voids[i] ? 0 : counts[i]), 0);
  const share = patterns[patterns.length - 1].weight / Math.max(1, binomialLarge(allowed, hand.need));
  const trials = 40;
  let fits = 0;
  const total = patterns[patterns.length - 1].weight;
  for (let t = 0; t < trials; t++) {
    const drawn = drawCards(pickPattern(patterns, total, rng).lengths, pool, rng);
    const f = figuresOf(hand.played.length ? [...drawn, ...hand.played] : drawn);
    if (hand.active.every((c) => meets(f, c))) fits++;
  }
  stats.draws += trials;
  stats.accepted += fits;
  return share * ((fits + 0.5) / (trials + 1));
}

function binomialLarge(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}
