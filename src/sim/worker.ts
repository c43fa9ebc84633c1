/** A worker thread of `stikk simulate`: plays the matches the main thread hands it, one at a time. */
import { parentPort, workerData } from 'node:worker_threads';
import { SimPlayer } from './play.js';
import type { SimConfig, SimTask } from './task.js';

const port = parentPort;
if (!port) throw new Error('src/sim/worker.ts runs only as a worker thread');
let player: SimPlayer;
try {
  player = new SimPlayer(workerData as SimConfig);
} catch (e) {
  port.postMessage({ type: 'failed', message: (e as Error).message });
  throw e;
}
port.on('message', async (msg: { type: 'task'; task: SimTask } | { type: 'stop' }) => {
  if (msg.type === 'stop') {
    await player.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ type: 'done', outcome: await player.play(msg.task) });
  } catch (e) {
    port.postMessage({ type: 'failed', message: (e as Error).stack ?? String(e) });
  }
});
port.postMessage({ type: 'ready' });
