/**
 * The page's side of the offline worker: started once, on the offline pages only (its chunk
 * carries the games, the bots and the solver). Requests get their one answer by id; the
 * protocol's messages go through `link`, which the connection uses in place of the WebSocket.
 *
 * An ask never hangs: a worker that fails (its script did not load, or it threw outside a
 * request) or sends a message that cannot be read fails every ask waiting on it, and an ask
 * not answered in time fails alone, each with a `WorkerError` the pages say and retry.
 */
import { ApiError } from '../net/api.js';
import type { Link } from '../net/socket.js';
import type { Answer, FromWorker, ToWorker } from './messages.js';

type Request = ToWorker extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

/**
 * How long an ask may wait. The slowest answers (the kept tables' list, each table's log
 * replayed; a long match's replay) take a second or two on a phone, the worker's first start a
 * few more: past this something is wrong, and the person should hear so rather than watch
 * "Loading" for ever.
 */
export const ASK_TIMEOUT_MS = 15_000;

/**
 * An ask the worker did not answer: `worker-failed` (it failed or its message could not be
 * read) or `worker-timeout`. An `ApiError` with status 0, as a server that cannot be reached,
 * so that every page that shows a source's refusals shows this one too (../i18n/refusals.ts).
 */
export class WorkerError extends ApiError {
  constructor(code: 'worker-failed' | 'worker-timeout', message: string) {
    super(0, code, message);
    this.name = 'WorkerError';
  }
}

interface Waiting {
  resolve: (a: Answer) => void;
  reject: (e: WorkerError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** What `ask` and `link` need of a Worker (a fake one in the tests). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
};

const realWorker = (): WorkerLike =>
  new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module' }) as WorkerLike;

let makeWorker: () => WorkerLike = realWorker;
let worker: WorkerLike | undefined;
/** Whether the worker running now has said anything yet: one that has not, failed to start. */
let spoke = false;
let nextId = 1;
const pending = new Map<number, Waiting>();
/** The link open now: the worker's pushes and replies go to it. */
let openLink: Link | null = null;

/** For the tests: a worker of their own (null: the real one), with none started and none pending. */
export function setWorkerForTests(make: (() => WorkerLike) | null): void {
  failAll(new WorkerError('worker-failed', 'the worker was replaced'));
  worker = undefined;
  makeWorker = make ?? realWorker;
}

function failAll(error: WorkerError): void {
  for (const [, w] of pending) {
    clearTimeout(w.timer);
    w.reject(error);
  }
  pending.clear();
}

function started(): WorkerLike {
  if (worker) return worker;
  const w = makeWorker();
  worker = w;
  spoke = false;
  w.onmessage = (e) => {
    spoke = true;
    const m = e.data;
    if (m.kind === 'wire') openLink?.onmessage?.({ data: m.text });
    else {
      const waiting = pending.get(m.id);
      pending.delete(m.id);
      if (!waiting) return; // timed out: the person has been told already
      clearTimeout(waiting.timer);
      waiting.resolve(m.answer);
    }
  };
  w.onerror = (e) => {
    // A worker that never spoke did not start (its chunk did not load): no answer will come,
    // so the next ask starts a new one. One that has answered keeps its table; only the asks
    // waiting now are failed, their answers uncertain.
    if (!spoke && worker === w) {
      worker = undefined;
      w.terminate();
    }
    failAll(
      new WorkerError('worker-failed', `the offline worker failed: ${e.message || 'it did not start'}`),
    );
  };
  w.onmessageerror = () => {
    failAll(new WorkerError('worker-failed', 'a message from the offline worker could not be read'));
  };
  return w;
}

export function ask(request: Request, timeoutMs = ASK_TIMEOUT_MS): Promise<Answer> {
  const w = started();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(
        new WorkerError(
          'worker-timeout',
          `the offline worker did not answer ${request.kind} in ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);
    pending.set(id, { resolve, reject, timer });
    w.postMessage({ ...request, id } as ToWorker);
  });
}

/** A link to the worker's table, open at once (nothing to wait for: it is in this browser). */
export function link(): Link {
  const w = started();
  const l: Link = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (text) => w.postMessage({ kind: 'wire', text } satisfies ToWorker),
    close: () => {
      if (openLink === l) openLink = null;
    },
  };
  openLink = l;
  queueMicrotask(() => l.onopen?.());
  return l;
}
