/** The messages between the deal viewer and its analysis worker (one worker per deal analysed). */
import type { AnalysisRequest, DealAnalysis } from './shape.js';

export type ToWorker = { type: 'analyse'; request: AnalysisRequest };

export type FromWorker =
  /** `done` of `total` cards analysed so far. */
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; analysis: DealAnalysis }
  /** The deal cannot be analysed (a game without a search, a record the search refuses). */
  | { type: 'failed'; message: string };
