import { STRAINS, type Strain } from '../cards/call.js';
import { SEAT_LETTERS } from '../cards/hand.js';
import type { DdTable } from './solve.js';

export type Vulnerability = 'None' | 'NS' | 'EW' | 'All';

export interface ParContract {
  level: number;
  strain: Strain;
  /** Seats (N E S W = 0..3) of the side that can declare it with the same result. */
  declarers: number[];
  doubled: boolean;
  /** Tricks declarer's side takes double dummy. */
  tricks: number;
  /** e.g. `4S by N,S` or `5DX by E`. */
  text: string;
}

export interface ParResult {
  /** Par score from North-South's point of view (negative: East-West score). */
  score: number;
  /** The par contracts (empty when par is a pass-out); all score `score` for NS. */
  contracts: ParContract[];
}

const vulnerable = (v: Vulnerability, side: number): boolean =>
  v === 'All' || (v === 'NS' && side === 0) || (v === 'EW' && side === 1);

/**
 * Duplicate score for declarer's side of a contract (strain C D H S NT = 0..4), undoubled when
 * it makes, doubled when it fails — the only two cases par needs (nobody doubles a making
 * contract or lets a failing sacrifice go undoubled).
 */
export function contractScore(level: number, strain: number, tricks: number, vul: boolean): number {
  const over = tricks - level - 6;
  if (over < 0) {
    // Doubled undertricks: 100/300/500… non-vulnerable (200/500/800… vulnerable).
    const down = -over;
    if (vul) return -(200 + 300 * (down - 1));
    return -(down === 1 ? 100 : down === 2 ? 300 : 500 + 300 * (down - 3));
  }
  const perTrick = strain <= 1 ? 20 : 30;
  const trickScore = perTrick * level + (strain === 4 ? 10 : 0);
  let score = trickScore + perTrick * over;
  score += trickScore >= 100 ? (vul ? 500 : 300) : 50;
  if (level === 6) score += vul ? 750 : 500;
  if (level === 7) score += vul ? 1500 : 1000;
  return score;
}

/**
 * Par: the result when both sides bid perfectly knowing the double-dummy table. Each side,
 * in turn, may outbid the current contract; making contracts stand undoubled, failing ones are
 * doubled. Solved by backward induction over the 35 bids; `dealer`'s side may bid first,
 * which only matters when both sides can make the same lowest contract.
 */
export function par(table: DdTable, vul: Vulnerability, dealer = 0): ParResult {
  // best[side][strain]: tricks of the side's better declarer.
  const best = [0, 1].map((side) =>
    [0, 1, 2, 3, 4].map((st) => Math.max(table[st][side], table[st][side + 2])),
  );
  const value = (side: number, bid: number): number =>
    contractScore(Math.floor(bid / 5) + 1, bid % 5, best[side][bid % 5], vulnerable(vul, side));
  // g[side][bid]: what `side` ends with, holding `bid` with the opponents to act.
  const g = [new Array<number>(35), new Array<number>(35)];
  const above = [new Array<number>(36).fill(-Infinity), new Array<number>(36).fill(-Infinity)];
  for (let bid = 34; bid >= 0; bid--) {
    for (const side of [0, 1]) {
      const opp = 1 - side;
      g[side][bid] = Math.min(value(side, bid), -above[opp][bid + 1]);
    }
    for (const side of [0, 1]) above[side][bid] = Math.max(above[side][bid + 1], g[side][bid]);
  }
  const first = dealer & 1;
  const second = 1 - first;
  // The first side bids (best of its options) or passes and lets the other side choose.
  const firstValue = Math.max(above[first][0], -Math.max(0, above[second][0]));
  const nsScore = first === 0 ? firstValue : -firstValue;

  const contracts: ParContract[] = [];
  if (nsScore === 0 && above[0][0] <= 0 && above[1][0] <= 0) return { score: 0, contracts };
  for (const side of [0, 1]) {
    const want = side === 0 ? nsScore : -nsScore;
    const seen = new Set<number>();
    for (let bid = 0; bid < 35; bid++) {
      const strain = bid % 5;
      if (seen.has(strain)) continue;
      // A final contract: it scores the par and the opponents do strictly worse by bidding on
      // (a tie would let them outbid it, as with a cheap sacrifice below their game).
      if (value(side, bid) !== want || -above[1 - side][bid + 1] <= want) continue;
      seen.add(strain);
      const level = Math.floor(bid / 5) + 1;
      const tricks = best[side][strain];
      const doubled = tricks < level + 6;
      const declarers = [side, side + 2].filter((d) => table[strain][d] === tricks);
      const name = `${level}${STRAINS[strain]}${doubled ? 'X' : ''}`;
      contracts.push({
        level,
        strain: STRAINS[strain],
        declarers,
        doubled,
        tricks,
        text: `${name} by ${declarers.map((d) => SEAT_LETTERS[d]).join(',')}`,
      });
    }
  }
  return { score: nsScore, contracts };
}
