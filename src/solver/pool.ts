/**
 * Double-dummy tables on worker threads. Each worker runs the ordinary single-threaded solver
 * with its own engine; the unit of work is one strain of one deal (`ddStrain`, a fresh
 * transposition table per strain exactly as `ddTable` does), so the five strains of a deal
 * spread over both cores and a batch of deals keeps every worker busy to the last strain.
 *
 * Not exported from `./index.js`: it needs Node's `worker_threads`, and bots that import the
 * solver must stay free of it.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StrainIndex } from '../cards/call.js';
import type { Card } from '../cards/card.js';
import { packPosition } from './position.js';
import type { DdTable } from './solve.js';
import type { StrainRequest, StrainResponse } from './worker.js';

type Hands = readonly (readonly Card[])[];

/** Both cores of the project's machine, never more threads than the machine has. */
export const defaultDdThreads = (): number => Math.max(1, Math.min(2, availableParallelism()));

/**
 * The compiled worker. From `dist/` it sits next to this module; from the TypeScript sources
 * (vitest) a worker cannot load `.ts`, so it is the copy `npm run build` puts in `dist/` (the
 * test global setup builds it before the suite).
 */
export function defaultWorkerFile(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('../../dist/solver/worker.js', here) : new URL('./worker.js', here);
}

export interface DdPoolOptions {
  /** Worker threads (default `defaultDdThreads()`). */
  threads?: number;
  /** Another worker script (tests use one that crashes). */
  workerFile?: URL;
}

/**
 * The parent's Node flags minus those a worker refuses: `--input-type` (a script run with
 * `node --input-type=module -e …`) makes every worker fail to start.
 */
function workerExecArgv(): string[] {
  const out: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--input-type') i++;
    else if (!args[i].startsWith('--input-type=')) out.push(args[i]);
  }
  return out;
}

interface Task {
  req: StrainRequest;
  resolve(row: number[]): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  dead: boolean;
}

/**
 * A small pool of solver threads, started on first use. Workers hold the process open only
 * while they have work; `close()` ends them. A worker that dies rejects the strain it was
 * solving with the reason and is replaced for the strains still queued.
 */
export class DdPool {
  readonly threads: number;
  private readonly workerFile: URL;
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(opts: DdPoolOptions = {}) {
    this.threads = Math.max(1, Math.floor(opts.threads ?? defaultDdThreads()));
    this.workerFile = opts.workerFile ?? defaultWorkerFile();
  }

  /** One row of the table (`tricks[declarer]` for `strain`), solved on a worker. */
  strain(hands: Hands, strain: StrainIndex): Promise<number[]> {
    if (this.closed) return Promise.reject(new Error('the dd pool is closed'));
    return new Promise((resolve, reject) => {
      const req: StrainRequest = { id: this.nextId++, hands: hands.map((h) => [...h]), strain };
      this.queue.push({ req, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker; strains still queued or running reject. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const why = new Error('the dd pool is closed');
    for (const t of this.queue.splice(0)) t.reject(why);
    const slots = this.slots.splice(0);
    for (const s of slots) {
      s.dead = true;
      s.task?.reject(why);
      s.task = null;
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Hands queued strains to idle workers, starting workers up to the pool's size. */
  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < this.threads) {
        try {
          slot = this.spawn();
        } catch (e) {
          for (const t of this.queue.splice(0)) t.reject(e as Error);
          return;
        }
      }
      if (!slot) return;
      const task = this.queue.shift() as Task;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage(task.req);
    }
  }

  private spawn(): Slot {
    if (!existsSync(fileURLToPath(this.workerFile))) {
      throw new Error(`the dd worker ${fileURLToPath(this.workerFile)} is missing: run "npm run build"`);
    }
    const slot: Slot = {
      worker: new Worker(this.workerFile, { execArgv: workerExecArgv() }),
      task: null,
      dead: false,
    };
    slot.worker.on('message', (res: StrainResponse) => {
      const task = slot.task;
      if (!task || task.req.id !== res.id) return;
      slot.task = null;
      if ('row' in res) task.resolve(res.row);
      else task.reject(new Error(`dd worker: ${res.error}`));
      // An idle worker must not keep the process alive.
      if (this.queue.length === 0) slot.worker.unref();
      this.pump();
    });
    const die = (why: string) => {
      if (slot.dead) return;
      slot.dead = true;
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      slot.task?.reject(new Error(why));
      slot.task = null;
      if (!this.closed) this.pump();
    };
    slot.worker.on('error', (e) => die(`dd worker crashed: ${e.message}`));
    slot.worker.on('exit', (code) => die(`dd worker exited unexpectedly (code ${code})`));
    slot.worker.unref();
    this.slots.push(slot);
    return slot;
  }
}

/** Same check and message as `ddTable`: four hands of equal size, 1 to 13 real cards, no repeats. */
function checkDeal(hands: Hands): void {
  if (!Array.isArray(hands) || !hands.every((h) => Array.isArray(h))) {
    throw new RangeError('invalid position: a deal is four arrays of cards');
  }
  const p = packPosition({ hands, trump: null, leader: 0 });
  if (!p.ok) throw new RangeError(`invalid position: ${p.error}`);
}

/**
 * Order in which a deal's strains are queued (the table's order). No strain is reliably the
 * longest (on fixture deals 0–3 the slowest was H, NT, H, NT), so workers simply take the next
 * queued strain when they finish one.
 */
const STRAIN_ORDER: readonly StrainIndex[] = [4, 3, 2, 1, 0];

/** Queues the five strains of a checked deal and assembles the table. */
function queueTable(hands: Hands, pool: DdPool): Promise<DdTable> {
  const rows = STRAIN_ORDER.map((s) => pool.strain(hands, s));
  return Promise.all(rows).then((r) => {
    const table: DdTable = [];
    STRAIN_ORDER.forEach((s, i) => {
      table[s] = r[i];
    });
    return table;
  });
}

/**
 * `ddTable` with the strains solved in parallel. Rejects with `RangeError` for a malformed deal
 * (as `ddTable` throws) and with the reason when a worker fails. Without a pool it starts one
 * and closes it before resolving.
 */
export async function ddTableParallel(hands: Hands, pool?: DdPool): Promise<DdTable> {
  checkDeal(hands);
  const own = pool ?? new DdPool();
  try {
    return await queueTable(hands, own);
  } finally {
    if (!pool) await own.close();
  }
}

const ignore = (): void => {};

/**
 * The tables of many deals, yielded in input order as soon as each is ready. A few deals are in
 * flight at a time, so both workers stay busy while memory stays flat. A malformed deal throws
 * (`deal N: invalid position: …`) when its turn comes, after the tables before it. Without a pool
 * it starts one and closes it when the iteration ends (or is abandoned).
 */
export async function* tablesParallel(deals: Iterable<Hands>, pool?: DdPool): AsyncGenerator<DdTable> {
  const own = pool ?? new DdPool();
  const ahead = own.threads + 1;
  const inFlight: Promise<DdTable>[] = [];
  const source = deals[Symbol.iterator]();
  let index = 0;
  let exhausted = false;
  let broken = false;
  const refill = () => {
    while (!exhausted && !broken && inFlight.length < ahead) {
      const next = source.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      index++;
      let table: Promise<DdTable>;
      try {
        checkDeal(next.value);
        table = queueTable(next.value, own);
      } catch (e) {
        table = Promise.reject(new RangeError(`deal ${index}: ${(e as Error).message}`));
        // Nothing after a malformed deal is solved: the caller stops there.
        broken = true;
      }
      // Awaited in turn below; until then a failure must not count as unhandled.
      table.catch(ignore);
      inFlight.push(table);
    }
  };
  try {
    refill();
    while (inFlight.length > 0) {
      const table = await (inFlight.shift() as Promise<DdTable>);
      refill();
      yield table;
    }
  } finally {
    if (!pool) await own.close();
  }
}
