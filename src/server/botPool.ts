import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type BotInput, type Decision, decide } from '../bots/bot.js';
import { getBot } from '../catalog.js';
import type { Action, GameId } from '../engine/game.js';

/** A bot's input as it crosses to a worker: the generator travels as a seed. */
export interface BotRequest {
  id: number;
  game: string;
  level: string;
  input: Omit<BotInput, 'rng' | 'game'> & { rngSeed: string };
}

export type BotResponse = ({ id: number } & Decision) | { id: number; error: string };

/** Runs a bot's `choose`, here or elsewhere; resolves to its action or rejects with why not. */
export interface BotRunner {
  /** Decisions it thinks out at once (the scheduler never asks for more). */
  readonly concurrency: number;
  choose(game: GameId, level: string, input: BotInput): Promise<Action>;
  /** The same decision with the bot's reason where it gives one (hints); without it, `choose` alone. */
  decide?(game: GameId, level: string, input: BotInput): Promise<Decision>;
  close(): Promise<void>;
}

async function inlineDecide(game: GameId, level: string, input: BotInput): Promise<Decision> {
  const bot = getBot(game, level);
  if (!bot) throw new Error(`no bot "${level}" for ${game}`);
  return decide(bot, input);
}

/** Bots on the server's own thread: what tests use (the worker needs compiled JavaScript). */
export const inlineBots: BotRunner = {
  concurrency: 1,
  async choose(game, level, input) {
    return (await inlineDecide(game, level, input)).action;
  },
  decide: inlineDecide,
  async close() {},
};

const WORKER_FILE = new URL('./botWorker.js', import.meta.url);

/** True when the compiled worker exists next to this module (running from dist/). */
export const workersAvailable = (): boolean =>
  import.meta.url.endsWith('.js') && existsSync(fileURLToPath(WORKER_FILE));

/**
 * Workers for a machine: one per core but one, which is left to serve the tables (so one
 * worker on two cores), at most eight; none when the compiled worker is missing.
 */
export const defaultBotWorkers = (): number =>
  workersAvailable() ? Math.max(1, Math.min(8, availableParallelism() - 1)) : 0;

/**
 * A small pool of worker threads running bots. Requests go to the least busy worker; a worker
 * that dies is replaced and its pending requests fail (the driver then plays a legal action).
 */
export class BotPool implements BotRunner {
  private readonly workers: Array<{ worker: Worker; pending: Map<number, (r: BotResponse) => void> }> = [];
  private nextId = 1;
  private closed = false;

  readonly concurrency: number;

  constructor(size: number) {
    this.concurrency = size;
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  private spawn() {
    const slot = { worker: new Worker(WORKER_FILE), pending: new Map<number, (r: BotResponse) => void>() };
    slot.worker.on('message', (r: BotResponse) => {
      const done = slot.pending.get(r.id);
      slot.pending.delete(r.id);
      done?.(r);
    });
    const fail = (why: string) => {
      for (const [id, done] of slot.pending) done({ id, error: why });
      slot.pending.clear();
      if (this.closed) return;
      const i = this.workers.indexOf(slot);
      if (i >= 0) this.workers[i] = this.spawn();
    };
    slot.worker.on('error', (e) => fail(`bot worker failed: ${e.message}`));
    slot.worker.on('exit', (code) => fail(`bot worker exited (${code})`));
    // Idle workers must not keep the process alive.
    slot.worker.unref();
    return slot;
  }

  async choose(game: GameId, level: string, input: BotInput): Promise<Action> {
    return (await this.decide(game, level, input)).action;
  }

  decide(game: GameId, level: string, input: BotInput): Promise<Decision> {
    const slot = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = this.nextId++;
    const { rng, game: _g, ...rest } = input;
    const req: BotRequest = { id, game, level, input: { ...rest, rngSeed: String(rng.nextU32()) } };
    return new Promise((resolve, reject) => {
      slot.pending.set(id, (r) =>
        'error' in r ? reject(new Error(r.error)) : resolve({ action: r.action, reason: r.reason }),
      );
      slot.worker.postMessage(req);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}
