/**
 * The browser half of `npm run bench:analyze`: bundled for the browser and run in a Web
 * Worker, it analyses each deal of the record it is sent, one at a time, and posts the times.
 */
import { analyzeRecord } from '../analysis/index.js';
import { solverNodes } from '../solver/index.js';

export interface AnalyzeBenchRequest {
  record: unknown;
  deals: number;
}

export interface AnalyzeBenchReply {
  ms: number[];
  cards: number;
  nodes: number;
  error?: string;
}

/** Times `analyzeRecord` deal by deal (the way a viewer asks for one deal). */
export function timeDeals({ record, deals }: AnalyzeBenchRequest): AnalyzeBenchReply {
  const ms: number[] = [];
  let cards = 0;
  const nodes = solverNodes();
  for (let i = 0; i < deals; i++) {
    const t0 = performance.now();
    const r = analyzeRecord(record, { deals: [i] });
    ms.push(performance.now() - t0);
    if (!r.ok) return { ms, cards, nodes: solverNodes() - nodes, error: r.error.message };
    cards += r.value.deals[0]?.cards.length ?? 0;
  }
  return { ms, cards, nodes: solverNodes() - nodes };
}

// In a worker: answer each request. In Node (the bench imports `timeDeals`) there is no `onmessage` to set.
const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: { data: AnalyzeBenchRequest }) => void) | null;
  postMessage(reply: AnalyzeBenchReply): void;
};
if (scope.WorkerGlobalScope !== undefined) {
  scope.onmessage = (e) => scope.postMessage(timeDeals(e.data));
}
