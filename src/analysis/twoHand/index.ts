/**
 * Exact per-card review for the games the four-hand solver does not cover: bridgette's play,
 * bondtolva's phase 2 and selbu (docs/analysis.md). Pure — no Node imports — so it runs in a
 * browser Web Worker as in Node. `analyzeRecord` (../match.ts) calls it for these games; the
 * functions here take the replay's steps directly.
 *
 * API:
 * - `reviewBridgetteDeals(steps, options?)`, `reviewBondtolvaDeals(steps, options?)`,
 *   `reviewSelbuDeals(steps, options?)`: the steps of a replay (`replayRecordWith`'s `onStep`)
 *   of a match of that game → one `DealAnalysis` per deal acted on, with `review: { measure,
 *   side, played, firstReviewed }` saying what `best` and `value` count, from whose view, and
 *   that `cards` covers the deal's cards from number `firstReviewed` on (0-based).
 *   `options`: `{ wanted?, onCard?, budget? }` (`budget`: selbu only, positions per card).
 * - `phase2CardValues(deal, seat)`: bondtolva, each legal card's exact margin.
 * - `BridgetteSolver`, `SelbuSolver`: the searches themselves.
 */

export type { TwoHandMeasure, TwoHandReview } from '../types.js';
export { BONDTOLVA_SIDE, phase2CardValues, reviewBondtolvaDeals } from './bondtolva.js';
export { reviewBridgetteDeals } from './bridgette.js';
export { BridgetteSolver } from './bridgetteSearch.js';
export { reviewSelbuDeals, SELBU_DEFAULT_BUDGET } from './selbu.js';
export { SearchBudgetExceeded, SelbuSolver } from './selbuSearch.js';
export type { ReviewOptions } from './types.js';
