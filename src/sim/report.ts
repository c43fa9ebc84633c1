import type { DealResult } from '../engine/game.js';
import { imps } from '../games/bridge/imps.js';
import { quantile, Tally, wilson95 } from './stats.js';
import type { MatchOutcome } from './task.js';

/** Seats (or players, with rotating partners) behind a score key: `NS` → 0, 2; `"3"` → 3. */
export function seatsOfKey(key: string): number[] {
  if (key === 'NS') return [0, 2];
  if (key === 'EW') return [1, 3];
  return /^\d+$/.test(key) ? [Number(key)] : [];
}

export interface BotStats {
  label: string;
  /** Score per played deal (thrown-in deals left out), averaged over the keys the bot holds. */
  perDeal: { mean: number; ci95: number; n: number };
  /** Matches the bot won, ties included (shared wins count). */
  matchWins: { won: number; played: number; rate: number; low: number; high: number };
  /** selbu: rounds in which a seat of this bot took exactly its bid. */
  exactHits?: { hits: number; rounds: number; rate: number; low: number; high: number };
  decisionMs: { count: number; median: number; p95: number; max: number };
}

export interface PairStats {
  a: string;
  b: string;
  /** Mean over boards of (a's score − b's score) per deal, boards = the same deck in every rotation. */
  mean: number;
  ci95: number;
  boards: number;
  /**
   * bridge duplicate (when asked for): IMPs per board, a's side against b's — the IMP value of the
   * board's swing, a's score minus b's in one room plus the same in the other (the two rotations
   * of a team match). Only boards played in both rooms count.
   */
  imps?: { mean: number; ci95: number; boards: number };
}

export interface StatsOptions {
  /** Add IMPs per board to every pair (bridge with duplicate scoring, played with two rotations). */
  imps?: boolean;
}

export interface SimStats {
  matches: number;
  unfinished: number;
  deals: number;
  passedOut: number;
  fallbacks: number;
  fallbackMessages: string[];
  bots: BotStats[];
  pairs: PairStats[];
}

const avg = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Statistics per bot label from the played matches; bots listed twice under one label pool together. */
export function computeStats(
  outcomes: readonly MatchOutcome[],
  botLabels: readonly string[],
  options: StatsOptions = {},
): SimStats {
  const labels = [...new Set(botLabels)];
  const perDeal = new Map(labels.map((l) => [l, new Tally()]));
  const wins = new Map(labels.map((l) => [l, 0]));
  const played = new Map(labels.map((l) => [l, 0]));
  const hits = new Map(labels.map((l) => [l, { hits: 0, rounds: 0 }]));
  const times = new Map<string, number[]>(labels.map((l) => [l, []]));
  // Per pair of labels and board (match, deal index): the paired differences of every rotation.
  const boards = new Map<string, Map<string, number[]>>();
  let deals = 0;
  let passedOut = 0;
  let unfinished = 0;
  let fallbacks = 0;
  const fallbackMessages: string[] = [];
  for (const o of outcomes) {
    const labelOfSeat = o.botOfSeat.map((b) => botLabels[b]);
    fallbacks += o.fallbacks;
    fallbackMessages.push(...o.fallbackMessages);
    o.decisionMs.forEach((ms, b) => {
      const list = times.get(botLabels[b])!;
      for (const x of ms) list.push(x);
    });
    const labelsOfKey = (key: string) => [...new Set(seatsOfKey(key).map((s) => labelOfSeat[s]))];
    if (!o.result.finished) unfinished++;
    else {
      const present = new Set(labelOfSeat);
      for (const l of present) played.set(l, (played.get(l) ?? 0) + 1);
      const winnersLabels = new Set(o.result.winners.flatMap(labelsOfKey));
      for (const l of winnersLabels) wins.set(l, (wins.get(l) ?? 0) + 1);
    }
    o.result.deals.forEach((deal: DealResult, j: number) => {
      // A thrown-in deal leaves the per-deal means but stays in the pairs: the same deck was
      // played in the other rotation, and scoring nothing on it is a result (its score is zero).
      if (deal.passedOut) passedOut++;
      else deals++;
      const byLabel = new Map<string, number[]>();
      for (const [key, value] of Object.entries(deal.score)) {
        for (const l of labelsOfKey(key)) byLabel.set(l, [...(byLabel.get(l) ?? []), value]);
      }
      const meanOf = new Map([...byLabel].map(([l, xs]) => [l, avg(xs)]));
      if (!deal.passedOut) for (const [l, m] of meanOf) perDeal.get(l)?.add(m);
      const bids = deal.bids as number[] | undefined;
      const tricks = deal.tricks as number[] | undefined;
      if (!deal.passedOut && Array.isArray(bids) && Array.isArray(tricks)) {
        labelOfSeat.forEach((l, s) => {
          const h = hits.get(l)!;
          h.rounds++;
          if (bids[s] === tricks[s]) h.hits++;
        });
      }
      for (let i = 0; i < labels.length; i++)
        for (let k = i + 1; k < labels.length; k++) {
          const a = meanOf.get(labels[i]);
          const b = meanOf.get(labels[k]);
          if (a === undefined || b === undefined) continue;
          const pairKey = `${i}:${k}`;
          if (!boards.has(pairKey)) boards.set(pairKey, new Map());
          const board = `${o.match}:${j}`;
          const list = boards.get(pairKey)!;
          list.set(board, [...(list.get(board) ?? []), a - b]);
        }
    });
  }
  const bots: BotStats[] = labels.map((label) => {
    const t = perDeal.get(label)!;
    const h = hits.get(label)!;
    const ms = times.get(label)!;
    const w = wins.get(label) ?? 0;
    const p = played.get(label) ?? 0;
    const stats: BotStats = {
      label,
      perDeal: { mean: t.mean, ci95: t.ci95, n: t.n },
      matchWins: { won: w, played: p, rate: p ? w / p : 0, ...wilson95(w, p) },
      decisionMs: {
        count: ms.length,
        median: ms.length ? quantile(ms, 0.5) : 0,
        p95: ms.length ? quantile(ms, 0.95) : 0,
        max: ms.reduce((a, b) => Math.max(a, b), 0),
      },
    };
    if (h.rounds > 0) stats.exactHits = { ...h, rate: h.hits / h.rounds, ...wilson95(h.hits, h.rounds) };
    return stats;
  });
  const pairs: PairStats[] = [];
  for (const [pairKey, list] of boards) {
    const [i, k] = pairKey.split(':').map(Number);
    const t = new Tally();
    for (const diffs of list.values()) t.add(avg(diffs));
    const pair: PairStats = { a: labels[i], b: labels[k], mean: t.mean, ci95: t.ci95, boards: t.n };
    if (options.imps) {
      const imp = new Tally();
      for (const diffs of list.values()) if (diffs.length === 2) imp.add(imps(diffs[0] + diffs[1]));
      pair.imps = { mean: imp.mean, ci95: imp.ci95, boards: imp.n };
    }
    pairs.push(pair);
  }
  return {
    matches: outcomes.length,
    unfinished,
    deals,
    passedOut,
    fallbacks,
    fallbackMessages: fallbackMessages.slice(0, 5),
    bots,
    pairs,
  };
}

const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The statistics as a table for people. */
export function formatStats(s: SimStats, heading: string): string {
  const lines = [heading];
  lines.push(
    `${s.matches} matches (${s.unfinished} unfinished), ${s.deals} deals played${s.passedOut ? `, ${s.passedOut} thrown in` : ''}`,
  );
  const hasHits = s.bots.some((b) => b.exactHits);
  const head = [
    'bot',
    'score/deal',
    '±95%',
    'deals',
    'match wins [95%]',
    ...(hasHits ? ['exact bids'] : []),
    'ms median/p95/max',
  ];
  const rows = s.bots.map((b) => [
    b.label,
    fmt(b.perDeal.mean),
    `±${fmt(b.perDeal.ci95)}`,
    String(b.perDeal.n),
    `${pct(b.matchWins.rate)} (${b.matchWins.won}/${b.matchWins.played}) [${pct(b.matchWins.low)}–${pct(b.matchWins.high)}]`,
    ...(hasHits
      ? [b.exactHits ? `${pct(b.exactHits.rate)} (${b.exactHits.hits}/${b.exactHits.rounds})` : '—']
      : []),
    `${fmt(b.decisionMs.median, 1)}/${fmt(b.decisionMs.p95, 1)}/${fmt(b.decisionMs.max, 1)}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  lines.push(line(head), ...rows.map(line));
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${fmt(x)}`;
  const verdict = (p: PairStats, mean: number, ci95: number) =>
    Math.abs(mean) > ci95 ? (mean > 0 ? `${p.a} better` : `${p.b} better`) : 'no significant difference';
  for (const p of s.pairs) {
    lines.push(
      `${p.a} − ${p.b}: ${signed(p.mean)} ±${fmt(p.ci95)} per deal over ${p.boards} boards (95% CI; ${verdict(p, p.mean, p.ci95)})`,
    );
    if (p.imps)
      lines.push(
        `${p.a} − ${p.b}: ${signed(p.imps.mean)} ±${fmt(p.imps.ci95)} IMPs per board over ${p.imps.boards} boards (95% CI; ${verdict(p, p.imps.mean, p.imps.ci95)})`,
      );
  }
  if (s.fallbacks) {
    lines.push(
      `warning: ${s.fallbacks} bot decisions were illegal or failed and replaced by the first legal action`,
    );
    for (const m of s.fallbackMessages) lines.push(`  ${m}`);
  }
  return `${lines.join('\n')}\n`;
}
