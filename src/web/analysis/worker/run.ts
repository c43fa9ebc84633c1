/**
 * The deal viewer's analysis, run inside its Web Worker (and in Node by the tests): one
 * finished deal through the analysis core (src/analysis/), in the viewer's shape.
 */
import { analyzeRecord, type DealAnalysis as CoreDeal } from '../../../analysis/index.js';
import { par, type Vulnerability } from '../../../solver/index.js';
import type { AnalysisRequest, DealAnalysis } from '../shape.js';

const PAR_VULNERABILITY: Record<NonNullable<AnalysisRequest['vulnerable']>, Vulnerability> = {
  none: 'None',
  NS: 'NS',
  EW: 'EW',
  all: 'All',
};

/**
 * Options that make the deal a match by itself with the same dealer and play: bridge counts it
 * as a `total` deal (its dealer is the first dealer; no board number moves it), as the deal's
 * place in its match changes only vulnerability, and par takes that from the request.
 */
function dealOptions(r: AnalysisRequest): Record<string, unknown> {
  if (r.game !== 'bridge') return r.options;
  const { rubbers: _r, boards: _b, firstBoard: _f, rounds: _o, deals: _d, ...rest } = r.options;
  return { ...rest, scoring: 'total' };
}

/** The seats `best` and `value` count for: the reviewed side, else declarer and partner. */
function sideOf(deal: CoreDeal): number[] {
  if (deal.review) return deal.review.side === null ? [] : [deal.review.side];
  const d = deal.declarer;
  return d === null ? [] : [d, (d + 2) % 4].sort((a, b) => a - b);
}

export type Progress = (done: number, total: number) => void;

/** Analyses the deal; a deal the core refuses (bad actions, a game without a search) fails with its reason. */
export function analyseDeal(
  r: AnalysisRequest,
  onProgress?: Progress,
): { ok: true; analysis: DealAnalysis } | { ok: false; message: string } {
  // The deal inside its match when the request has it; else the deal as a match by itself.
  const m = r.match;
  const record = {
    format: 'stikk-record/1',
    game: r.game,
    options: m ? r.options : dealOptions(r),
    firstDealer: m ? m.firstDealer : r.dealer,
    decks: m ? m.decks : [r.deck],
    actions: m ? m.actions : r.actions,
  };
  const result = analyzeRecord(record, {
    deals: [m ? m.deal : 0],
    onCard: (_c, done, total) => onProgress?.(done, total),
  });
  if (!result.ok) return { ok: false, message: result.error.message };
  const deal = result.value.deals[0];
  if (!deal) return { ok: false, message: 'the deal has no actions' };
  const table = deal.ddTable ?? undefined;
  const parResult = table && r.vulnerable ? par(table, PAR_VULNERABILITY[r.vulnerable], r.dealer) : null;
  return {
    ok: true,
    analysis: {
      cards: deal.cards.map((c) => ({ ...c })),
      side: sideOf(deal),
      measure: deal.review?.measure ?? 'tricks',
      firstReviewed: deal.review?.firstReviewed ?? 0,
      ...(table && { ddTable: table }),
      ...(parResult && {
        par: {
          score: parResult.score,
          contracts: parResult.contracts.map((c) => ({
            call: `${c.level}${c.strain}${c.doubled ? 'X' : ''}`,
            declarers: c.declarers,
          })),
        },
      }),
    },
  };
}
