import { Worker } from 'node:worker_threads';
import { SimPlayer } from './play.js';
import type { MatchOutcome, SimConfig, SimTask } from './task.js';

export interface RunOptions {
  /** Worker threads; 0 plays in this thread (tests, debugging). */
  workers: number;
  onProgress?(done: number, total: number): void;
}

/** Every (deck set, rotation) pair of a simulation, in a fixed order. */
export function simTasks(config: SimConfig): SimTask[] {
  const tasks: SimTask[] = [];
  for (let match = 0; match < config.games; match++)
    for (let rotation = 0; rotation < config.rotations; rotation++) tasks.push({ match, rotation });
  return tasks;
}

const byTask = (a: SimTask, b: SimTask) => a.match - b.match || a.rotation - b.rotation;

/**
 * Plays all matches of a simulation. Every match depends only on the seed and its task (decks,
 * first dealer and bot random streams are derived from them), so the outcome is the same
 * whichever worker plays which match; results come back sorted by task.
 */
export async function runSimulation(config: SimConfig, opts: RunOptions): Promise<MatchOutcome[]> {
  const tasks = simTasks(config);
  const out: MatchOutcome[] = [];
  const progress = () => opts.onProgress?.(out.length, tasks.length);
  if (opts.workers <= 0) {
    const player = new SimPlayer(config);
    try {
      for (const t of tasks) {
        out.push(await player.play(t));
        progress();
      }
    } finally {
      await player.close();
    }
    return out.sort(byTask);
  }
  const queue = [...tasks];
  const count = Math.max(1, Math.min(opts.workers, tasks.length));
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: config });
          const next = () => {
            const task = queue.shift();
            if (task) worker.postMessage({ type: 'task', task });
            else worker.postMessage({ type: 'stop' });
          };
          worker.on('message', (msg: { type: string; outcome?: MatchOutcome; message?: string }) => {
            if (msg.type === 'ready') next();
            else if (msg.type === 'done' && msg.outcome) {
              out.push(msg.outcome);
              progress();
              next();
            } else if (msg.type === 'failed') {
              queue.length = 0;
              void worker.terminate();
              reject(new Error(msg.message));
            }
          });
          worker.on('error', reject);
          worker.on('exit', () => resolve());
        }),
    ),
  );
  return out.sort(byTask);
}
