/**
 * The deal viewer's analysis worker: one deal per worker, progress after each card, then the
 * analysis. The page ends the worker when it no longer wants the answer.
 */
import type { FromWorker, ToWorker } from '../protocol.js';
import { analyseDeal } from './run.js';

const post = (m: FromWorker) => self.postMessage(m);

self.onmessage = (e: MessageEvent<ToWorker>) => {
  try {
    const result = analyseDeal(e.data.request, (done, total) => post({ type: 'progress', done, total }));
    post(result.ok ? { type: 'done', analysis: result.analysis } : { type: 'failed', message: result.message });
  } catch (error) {
    post({ type: 'failed', message: (error as Error).message });
  }
};
