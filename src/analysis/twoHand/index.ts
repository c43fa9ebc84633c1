/**
 * Exact per-card review for the games the four-hand solver does not cover: bridgette's play,
 * bondtolva's phase 2 and selbu (docs/analysis.md). Pure — no Node imports — so it runs in a
 * browser Web Worker as in Node.
 *
 * API:
 * - `reviewBridgetteDeals(steps)`, `reviewBondtolvaDeals(steps)`, `reviewSelbuDeals(steps,
 *   { budget? })`: the steps of a replay (`replayRecordWith`'s `onStep`) of a match of that game
 *   → one `TwoHandDealReview` per deal acted on: `{ index, measure, side, played, firstReviewed,
 *   cards }`, each card `{ seat, card, best, value, cost, bestCards }` as in the four-hand
 *   analysis. `measure` says what `best` and `value` count and `side` from whose view;
 *   `cards` reviews the deal's cards from number `firstReviewed` on (0-based).
 * - `reviewTwoHandRecord(raw, options?)`: the same from a `stikk-record/1` record (parsed JSON),
 *   replayed and checked first; `TWO_HAND_GAMES` lists the games it takes.
 */
export { BONDTOLVA_SIDE, phase2CardValues, reviewBondtolvaDeals } from './bondtolva.js';
export { reviewBridgetteDeals } from './bridgette.js';
export { reviewTwoHandRecord, TWO_HAND_GAMES } from './record.js';
export type { CardReview } from './review.js';
export { reviewSelbuDeals, SELBU_DEFAULT_BUDGET, type SelbuReviewOptions } from './selbu.js';
export type { TwoHandDealReview, TwoHandMeasure } from './types.js';
