/**
 * A worker thread of the double-dummy pool (`pool.ts`): solves one strain of a deal per
 * request with this thread's own engine, and answers `{id, row}` or `{id, error}`.
 */
import { parentPort } from 'node:worker_threads';
import type { StrainIndex } from '../cards/call.js';
import { ddStrain } from './solve.js';

/** A request: one strain (0..4, C D H S NT) of a deal. */
export interface StrainRequest {
  id: number;
  hands: number[][];
  strain: StrainIndex;
}

export type StrainResponse = { id: number; row: number[] } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('src/solver/worker.ts runs only as a worker thread');

port.on('message', (req: StrainRequest) => {
  let res: StrainResponse;
  try {
    res = { id: req.id, row: ddStrain(req.hands, req.strain) };
  } catch (e) {
    res = { id: req.id, error: (e as Error).message };
  }
  port.postMessage(res);
});
