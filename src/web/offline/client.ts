/**
 * The page's side of the offline worker: started once, on the offline pages only (its chunk
 * carries the games, the bots and the solver). Requests get their one answer by id; the
 * protocol's messages go through `link`, which the connection uses in place of the WebSocket.
 */
import type { Link } from '../net/socket.js';
import type { Answer, FromWorker, ToWorker } from './messages.js';

type Request = ToWorker extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (a: Answer) => void>();
/** The link open now: the worker's pushes and replies go to it. */
let openLink: Link | null = null;

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    if (m.kind === 'wire') openLink?.onmessage?.({ data: m.text });
    else {
      pending.get(m.id)?.(m.answer);
      pending.delete(m.id);
    }
  };
  return worker;
}

export function ask(request: Request): Promise<Answer> {
  const w = started();
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
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
