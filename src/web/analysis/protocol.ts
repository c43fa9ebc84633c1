/** The messages between the deal viewer and its analysis worker. */
import type { AnalysisRequest, DealAnalysis } from './shape.js';

/** One deal to analyse; `id` comes back on every answer about it. */
export type ToWorker = { type: 'analyse'; id: number; request: AnalysisRequest };

export type FromWorker =
  /** The worker has started (its script is loaded): it needs nothing more from the server. */
  | { type: 'ready' }
  /** `done` of `total` cards analysed so far. */
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'done'; id: number; analysis: DealAnalysis }
  /** The deal cannot be analysed (a record the search refuses, an error in the search). */
  | { type: 'failed'; id: number; message: string };
