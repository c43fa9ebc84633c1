import { type Card, GRAND_COLON, isColon, rankOf, type Suit, suitOf } from '../../cards/card.js';
import { inColonGroup } from '../../games/bridgette/cards.js';
import { scoreContract } from '../../games/bridgette/score.js';

/**
 * Hand evaluation for the basic bot: expected tricks by strain from one hand and the cards it
 * cannot see. The opponent holds `oppCount` of the `unseen` cards, each with the same chance.
 */
export interface Outlook {
  /** Chance that a given unseen card is in the opponent's hand. */
  p: number;
  /** Unseen ranks by suit. */
  unseenRanks: number[][];
  /** P(opponent holds at most i cards of suit s), by suit, i = 0..13. */
  lengthAtMost: number[][];
  /** Unseen standard cards by colon group (GC, RC, LC). */
  unseenGroup: number[];
  /** topChance[s][rank]: no unseen card of suit s above `rank` is the opponent's. */
  topChance: number[][];
}

function binomialCdf(n: number, p: number): number[] {
  const pmf: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    pmf.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  const cdf: number[] = [];
  let acc = 0;
  for (let i = 0; i <= 13; i++) {
    acc += pmf[i] ?? 0;
    cdf.push(Math.min(1, acc));
  }
  return cdf;
}

export function outlookOf(unseen: readonly Card[], oppCount: number): Outlook {
  const p = unseen.length ? Math.min(1, oppCount / unseen.length) : 0;
  const unseenRanks: number[][] = [[], [], [], []];
  const unseenGroup = [0, 0, 0];
  for (const c of unseen) {
    if (isColon(c)) continue;
    unseenRanks[suitOf(c)].push(rankOf(c));
    for (let g = 0; g < 3; g++) if (inColonGroup(GRAND_COLON + g, c)) unseenGroup[g]++;
  }
  const topChance = unseenRanks.map((ranks) =>
    Array.from({ length: 15 }, (_, rank) => (1 - p) ** ranks.filter((r) => r > rank).length),
  );
  return {
    p,
    unseenRanks,
    lengthAtMost: unseenRanks.map((r) => binomialCdf(r.length, p)),
    unseenGroup,
    topChance,
  };
}

/** My ranks by suit, high to low. */
function ranksBySuit(hand: readonly Card[]): number[][] {
  const out: number[][] = [[], [], [], []];
  for (const c of hand) if (!isColon(c)) out[suitOf(c)].push(rankOf(c));
  for (const r of out) r.sort((a, b) => b - a);
  return out;
}

/** A colon's worth: a steal when led late or in NT, and at least a harmless loser. */
function colonTricks(o: Outlook, colon: Card, trump: Suit | null): number {
  const steal =
    (1 - o.p) ** (o.unseenGroup[colon - GRAND_COLON] + (trump === null ? 0 : o.unseenRanks[trump].length));
  return 0.08 + steal;
}

/**
 * Expected tricks of this hand as declarer in `trump` (null: NT): winners by rank and, in
 * the trump suit or NT, by length; side-suit winners discounted for the opponent's ruffs;
 * spare trumps ruff the opponent's long side suits.
 */
export function declarerTricks(hand: readonly Card[], trump: Suit | null, o: Outlook): number {
  let total = 0;
  const oppHasTrumps = trump === null ? 0 : 1 - o.lengthAtMost[trump][0];
  let spareTrumps = 0;
  let ruffable = 0;
  const bySuit = ranksBySuit(hand);
  for (let s = 0; s < 4; s++) {
    const ranks = bySuit[s];
    const atMost = o.lengthAtMost[s];
    const long = trump === null || s === trump;
    ranks.forEach((r, i) => {
      const top = o.topChance[s][r];
      const win = long ? Math.max(top, atMost[i]) : top * (1 - atMost[i] * oppHasTrumps);
      total += win;
      if (s === trump) spareTrumps += 1 - win;
    });
    if (trump !== null && s !== trump) {
      const oppLength = o.unseenRanks[s].length * o.p;
      ruffable += Math.max(0, oppLength - ranks.length) * 0.5;
    }
  }
  total += Math.min(spareTrumps, ruffable);
  for (const c of hand) if (isColon(c)) total += colonTricks(o, c, trump);
  return Math.min(13, total);
}

/** Expected tricks of this hand defending against a contract in `trump` (null: NT). */
export function defenderTricks(hand: readonly Card[], trump: Suit | null, o: Outlook): number {
  let total = 0;
  const oppHasTrumps = trump === null ? 0 : 1 - o.lengthAtMost[trump][0];
  const bySuit = ranksBySuit(hand);
  for (let s = 0; s < 4; s++) {
    const ranks = bySuit[s];
    const atMost = o.lengthAtMost[s];
    ranks.forEach((r, i) => {
      const top = o.topChance[s][r];
      if (trump === null) total += Math.max(top, atMost[i] * 0.7);
      else if (s === trump) total += top;
      else total += top * (1 - atMost[i] * oppHasTrumps);
    });
  }
  for (const c of hand) if (isColon(c)) total += colonTricks(o, c, trump);
  return Math.min(13, total);
}

/**
 * The raw estimates are optimistic and noisy; these linear corrections and spreads were fitted
 * on basic-bot self-play (actual tricks against the estimate at the end of the auction).
 */
const CALIBRATION = {
  declarer: { nt: [2.75, 0.46, 2.55], suit: [1.0, 0.89, 1.55] },
  defender: { nt: [1.5, 0.81, 2.3], suit: [0.5, 0.96, 1.7] },
} as const;

/** A calibrated estimate: expected tricks and their spread. */
export interface Estimate {
  mean: number;
  sigma: number;
}

export function calibrated(raw: number, role: 'declarer' | 'defender', nt: boolean): Estimate {
  const [a, b, sigma] = CALIBRATION[role][nt ? 'nt' : 'suit'];
  return { mean: Math.max(0, Math.min(13, a + b * raw)), sigma };
}

/** P(tricks = t), t = 0..13, for an estimate `e` with spread `sigma`. */
export function trickDistribution(e: number, sigma = 1.5): number[] {
  const cdf = (x: number) => 0.5 * (1 + erf((x - e) / (sigma * Math.SQRT2)));
  const out: number[] = [];
  for (let t = 0; t <= 13; t++)
    out.push(cdf(t === 13 ? Infinity : t + 0.5) - cdf(t === 0 ? -Infinity : t - 0.5));
  return out;
}

function erf(x: number): number {
  if (x === Infinity) return 1;
  if (x === -Infinity) return -1;
  // Abramowitz–Stegun 7.1.26: plenty for a bot.
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-a * a);
  return sign * y;
}

/**
 * Expected (declarer's points − opponent's points) of a contract for an estimate of declarer's
 * tricks; `insultFirst` is the game's option (how a made doubled contract scores).
 */
export function contractEv(
  level: number,
  strain: number,
  doubled: 0 | 1 | 2,
  insultFirst: boolean,
  estimate: number,
  sigma = 1.5,
): number {
  const dist = trickDistribution(estimate, sigma);
  let ev = 0;
  for (let t = 0; t <= 13; t++) {
    if (dist[t] < 1e-6) continue;
    const s = scoreContract({ level, strain, doubled }, t, insultFirst);
    ev += dist[t] * (s.declarer - s.opponent);
  }
  return ev;
}
