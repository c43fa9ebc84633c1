/**
 * How far a bid board lands from double-dummy par (`npm run bench:bidding`): the contract the
 * auction reached, scored at duplicate with the tricks its declarer takes double dummy, against
 * the par score of the same table, in IMPs. Pure, so the worked examples can pin it.
 */
import type { Contract } from '../engine/auction.js';
import { imps } from '../games/bridge/imps.js';
import { duplicateScore } from '../games/bridge/score.js';
import { isVulnerable, type Vulnerability } from '../games/bridge/vulnerability.js';
import { type DdTable, type Vulnerability as ParVulnerability, par } from '../solver/index.js';

/** The solver's names for who is vulnerable (par) from the game's (`'none'` → `'None'`). */
const PAR_VUL: Record<Vulnerability, ParVulnerability> = { none: 'None', NS: 'NS', EW: 'EW', all: 'All' };

export interface ParBoard {
  /** Tricks declarer takes double dummy (null: passed out). */
  tricks: number | null;
  /** The reached contract's duplicate score, North-South's point of view. */
  score: number;
  /** Par, North-South's point of view, and its contracts (`4S by N,S`). */
  par: number;
  parText: string;
  /** imps(score − par): positive when North-South did better than par (East-West lost it). */
  impsNS: number;
  /**
   * IMPs lost to par by the side that fell short of it: |impsNS|. Both sides are bid by the
   * bots being judged, so whichever side ends below par lost what the other gained.
   */
  lost: number;
}

/** The board's result against par, from its double-dummy table. */
export function parBoard(
  table: DdTable,
  contract: Contract | null,
  vulnerable: Vulnerability,
  dealer: number,
): ParBoard {
  const p = par(table, PAR_VUL[vulnerable], dealer);
  let score = 0;
  let tricks: number | null = null;
  if (contract) {
    tricks = table[contract.strain][contract.declarer];
    const side = contract.declarer % 2 === 0 ? 'NS' : 'EW';
    const signed = duplicateScore({ ...contract, tricks }, isVulnerable(vulnerable, side));
    score = side === 'NS' ? signed : -signed;
  }
  const impsNS = imps(score - p.score);
  return {
    tricks,
    score,
    par: p.score,
    parText: p.contracts.map((c) => c.text).join('; ') || 'pass',
    impsNS,
    lost: Math.abs(impsNS),
  };
}

/** Slam statistics of a set of boards: slams bid, and those the table says fail or fall short of 11. */
export interface SlamStats {
  bid: number;
  small: number;
  grand: number;
  /** Slams whose declarer takes fewer than 11 tricks double dummy. */
  below11: number;
  /** Small slams with fewer than 12 tricks, grand slams with fewer than 13: going down. */
  failing: number;
}

export function slamStats(
  boards: ReadonlyArray<{ contract: Contract | null; tricks: number | null }>,
): SlamStats {
  const out: SlamStats = { bid: 0, small: 0, grand: 0, below11: 0, failing: 0 };
  for (const { contract, tricks } of boards) {
    if (!contract || contract.level < 6 || tricks === null) continue;
    out.bid++;
    if (contract.level === 6) out.small++;
    else out.grand++;
    if (tricks < 11) out.below11++;
    if (tricks < contract.level + 6) out.failing++;
  }
  return out;
}
