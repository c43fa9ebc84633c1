/**
 * The deal viewer's analysis worker: says it is ready once loaded, then analyses one deal per
 * message, with progress after each card. The page ends it when it no longer wants an answer.
 */
import type { FromWorker, ToWorker } from '../protocol.js';
import { analyseDeal } from './run.js';

const post = (m: FromWorker) => self.postMessage(m);

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const { id, request } = e.data;
  try {
    const result = analyseDeal(request, (done, total) => post({ type: 'progress', id, done, total }));
    post(
      result.ok
        ? { type: 'done', id, analysis: result.analysis }
        : { type: 'failed', id, message: result.message },
    );
  } catch (error) {
    post({ type: 'failed', id, message: (error as Error).message });
  }
};

post({ type: 'ready' });
