/**
 * A worker thread that judges a finished match's cards double dummy for the players' stats
 * (./accounts/ddCosts.ts): seconds of solver time per match, kept off the thread that serves
 * the tables. It answers `{id, record, result, places}` with `{id, costs}` or `{id, error}`.
 */
import { parentPort } from 'node:worker_threads';
import type { AnalysisRequest, AnalysisResponse } from './analysisPool.js';
import { judgeMatch } from './analysisPool.js';

parentPort?.on('message', (req: AnalysisRequest) => {
  let res: AnalysisResponse;
  try {
    res = { id: req.id, costs: judgeMatch(req) };
  } catch (e) {
    res = { id: req.id, error: (e as Error).message };
  }
  parentPort?.postMessage(res);
});
