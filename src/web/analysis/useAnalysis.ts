import { useEffect, useState } from 'preact/hooks';
import type { FromWorker, ToWorker } from './protocol.js';
import type { AnalysisRequest, DealAnalysis } from './shape.js';

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; analysis: DealAnalysis }
  | { status: 'failed'; message: string };

/** Finished analyses by deal, so that a deal opened again is shown at once. */
const finished = new Map<string, DealAnalysis>();
const FINISHED_KEPT = 32;

/**
 * Analyses a finished deal in a Web Worker while the page stays responsive. `key` names the
 * deal (table, match, deal); `request` null: nothing asked for yet. The worker is ended when
 * the deal changes or the viewer closes, so a deal left behind costs nothing more.
 */
export function useAnalysis(key: string, request: AnalysisRequest | null): AnalysisState {
  const cached = finished.get(key);
  const [state, setState] = useState<AnalysisState>(
    cached ? { status: 'done', analysis: cached } : { status: 'idle' },
  );
  useEffect(() => {
    const known = finished.get(key);
    if (known) {
      setState({ status: 'done', analysis: known });
      return;
    }
    if (!request) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'running', done: 0, total: 0 });
    const worker = new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      const m = e.data;
      if (m.type === 'progress') setState({ status: 'running', done: m.done, total: m.total });
      else if (m.type === 'done') {
        remember(key, m.analysis);
        setState({ status: 'done', analysis: m.analysis });
        worker.terminate();
      } else {
        setState({ status: 'failed', message: m.message });
        worker.terminate();
      }
    };
    worker.onerror = (e) => {
      setState({ status: 'failed', message: e.message || 'worker error' });
      worker.terminate();
    };
    worker.postMessage({ type: 'analyse', request } satisfies ToWorker);
    return () => worker.terminate();
  }, [key, request !== null]);
  return state;
}

function remember(key: string, analysis: DealAnalysis): void {
  finished.set(key, analysis);
  // Oldest first out: a long session of reviews keeps only the latest.
  while (finished.size > FINISHED_KEPT) finished.delete(finished.keys().next().value as string);
}
