import { useEffect, useRef, useState } from 'preact/hooks';
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

const startWorker = () => new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module' });

/**
 * Analyses finished deals in a Web Worker while the page stays responsive. The worker starts
 * as soon as the viewer is `enabled` (so that, once it is loaded, a review needs no connection
 * at all) and searches when a `request` comes; `key` names the deal (table, match, deal). A
 * search no longer wanted — another deal, the viewer closed — ends with its worker.
 */
export function useAnalysis(
  key: string,
  request: AnalysisRequest | null,
  enabled: boolean,
): { state: AnalysisState; ready: boolean } {
  const cached = finished.get(key);
  const [state, setState] = useState<AnalysisState>(
    cached ? { status: 'done', analysis: cached } : { status: 'idle' },
  );
  const [ready, setReady] = useState(false);
  const worker = useRef<{ w: Worker; busy: boolean } | null>(null);
  /** The search asked for last: answers about any other are stale. */
  const current = useRef({ id: 0, key: '' });

  const stop = () => {
    if (!worker.current) return;
    worker.current.w.onmessage = null;
    worker.current.w.terminate();
    worker.current = null;
  };
  const ensure = (): { w: Worker; busy: boolean } => {
    if (worker.current && !worker.current.busy) return worker.current;
    // A search still going is for a deal no longer shown: end it rather than wait.
    stop();
    setReady(false);
    const w = startWorker();
    const slot = { w, busy: false };
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      const m = e.data;
      if (m.type === 'ready') return setReady(true);
      if (m.id !== current.current.id) return;
      if (m.type === 'progress') return setState({ status: 'running', done: m.done, total: m.total });
      slot.busy = false;
      if (m.type === 'done') {
        remember(current.current.key, m.analysis);
        setState({ status: 'done', analysis: m.analysis });
      } else setState({ status: 'failed', message: m.message });
    };
    w.onerror = (e) => {
      setState({ status: 'failed', message: e.message || 'worker error' });
      stop();
    };
    worker.current = slot;
    return slot;
  };

  useEffect(() => {
    if (enabled) ensure();
    return stop;
  }, [enabled]);

  useEffect(() => {
    const known = finished.get(key);
    if (known) return setState({ status: 'done', analysis: known });
    if (!request || !enabled) return setState({ status: 'idle' });
    const slot = ensure();
    slot.busy = true;
    const id = current.current.id + 1;
    current.current = { id, key };
    setState({ status: 'running', done: 0, total: 0 });
    slot.w.postMessage({ type: 'analyse', id, request } satisfies ToWorker);
  }, [key, request !== null, enabled]);

  return { state, ready };
}

function remember(key: string, analysis: DealAnalysis): void {
  finished.set(key, analysis);
  // Oldest first out: a long session of reviews keeps only the latest.
  while (finished.size > FINISHED_KEPT) finished.delete(finished.keys().next().value as string);
}
