/**
 * The double-dummy cost of each player's cards, judged after a bridge or bondebridge match ends
 * (docs/decisions.md "Double-dummy cost per card"). One worker thread, started when the first
 * such match ends, takes the matches one at a time: the stat may come a few seconds after the
 * match, and the tables never wait for it. Without the compiled worker (tests on the sources)
 * the match is judged on this thread after the current turn of the event loop.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { analyzeRecord } from '../analysis/index.js';
import type { MatchResult } from '../engine/game.js';
import type { GameRecord } from '../engine/record.js';
import { type DdCost, ddCostsByPlace } from './accounts/ddCosts.js';
import { workersAvailable } from './botPool.js';

export interface AnalysisRequest {
  id: number;
  record: GameRecord;
  result: MatchResult;
  places: number;
}

export type AnalysisResponse = { id: number; costs: DdCost[] } | { id: number; error: string };

/** Judges a match's cards and sums them by place; throws when its record does not replay. */
export function judgeMatch(req: Omit<AnalysisRequest, 'id'>): DdCost[] {
  const analysis = analyzeRecord(req.record);
  if (!analysis.ok) throw new Error(`the record does not replay: ${analysis.error.message}`);
  return ddCostsByPlace(analysis.value, req.result, req.places);
}

/** Judges matches somewhere: resolves to each place's cost, or rejects saying why not. */
export interface MatchJudge {
  judge(req: Omit<AnalysisRequest, 'id'>): Promise<DdCost[]>;
  close(): Promise<void>;
}

const WORKER_FILE = new URL('./analysisWorker.js', import.meta.url);

class WorkerJudge implements MatchJudge {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (c: DdCost[]) => void; reject: (e: Error) => void }
  >();

  private started(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(fileURLToPath(WORKER_FILE));
    // The stats are not worth keeping the process alive for.
    w.unref();
    w.on('message', (res: AnalysisResponse) => {
      const p = this.pending.get(res.id);
      this.pending.delete(res.id);
      if ('error' in res) p?.reject(new Error(res.error));
      else p?.resolve(res.costs);
    });
    w.on('error', (e) => this.failAll(e));
    w.on('exit', () => {
      if (this.worker === w) this.worker = null;
      this.failAll(new Error('the analysis worker stopped'));
    });
    this.worker = w;
    return w;
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  judge(req: Omit<AnalysisRequest, 'id'>): Promise<DdCost[]> {
    const w = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      w.postMessage({ ...req, id } satisfies AnalysisRequest);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}

const inlineJudge: MatchJudge = {
  judge: (req) =>
    new Promise((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(judgeMatch(req));
        } catch (e) {
          reject(e as Error);
        }
      }),
    ),
  async close() {},
};

export const matchJudge = (): MatchJudge =>
  workersAvailable() && import.meta.url.endsWith('.js') ? new WorkerJudge() : inlineJudge;
