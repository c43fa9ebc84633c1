/**
 * The offline worker's asks never hang: a worker that fails, or whose message cannot be read,
 * fails every ask waiting on it; an ask not answered in time fails alone; a worker that failed
 * before saying anything is replaced at the next ask. And the pages that keep asking.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalText } from '../../../src/web/i18n/refusals.js';
import {
  ASK_TIMEOUT_MS,
  ask,
  setWorkerForTests,
  WorkerError,
  type WorkerLike,
} from '../../../src/web/offline/client.js';
import { keepAsking } from '../../../src/web/offline/keepAsking.js';
import type { Answer, FromWorker, ToWorker } from '../../../src/web/offline/messages.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  readonly posted: ToWorker[] = [];
  terminated = false;
  postMessage(m: ToWorker): void {
    this.posted.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(index: number, answer: Answer): void {
    const m = this.posted[index];
    if (!m || m.kind === 'wire') throw new Error('no such request');
    this.onmessage?.({ data: { kind: 'answer', id: m.id, answer } } as MessageEvent<FromWorker>);
  }
  fail(message: string): void {
    this.onerror?.({ message } as ErrorEvent);
  }
}

const LIST: Answer = { kind: 'list', tables: [] };
let workers: FakeWorker[];

beforeEach(() => {
  vi.useFakeTimers();
  workers = [];
  setWorkerForTests(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
});
afterEach(() => {
  setWorkerForTests(null);
  vi.useRealTimers();
});

/** The promise's outcome once it settles (without leaving a rejection unhandled). */
function settled<T>(p: Promise<T>) {
  const s: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => Object.assign(s, { value, done: true }),
    (error: unknown) => Object.assign(s, { error, done: true }),
  );
  return s;
}

describe('ask', () => {
  it('gets its answer by id, in any order', async () => {
    const games = settled(ask({ kind: 'games' }));
    const list = settled(ask({ kind: 'list' }));
    const w = workers[0]!;
    w.answer(1, LIST);
    w.answer(0, { kind: 'games', games: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.value).toEqual(LIST);
    expect(games.value).toEqual({ kind: 'games', games: [] });
    // Answered: no timeout fires later.
    await vi.advanceTimersByTimeAsync(ASK_TIMEOUT_MS * 2);
    expect(list.error).toBeUndefined();
  });

  it('a worker that fails before it spoke fails the asks waiting, and the next ask starts another', async () => {
    const a = settled(ask({ kind: 'list' }));
    const b = settled(ask({ kind: 'games' }));
    workers[0]!.fail('Failed to fetch a dynamically imported module');
    await vi.advanceTimersByTimeAsync(0);
    for (const s of [a, b]) {
      expect(s.error).toBeInstanceOf(WorkerError);
      expect(s.error).toMatchObject({ code: 'worker-failed', status: 0 });
      expect((s.error as Error).message).toContain('Failed to fetch');
    }
    expect(workers[0]!.terminated).toBe(true);

    const again = settled(ask({ kind: 'list' }));
    expect(workers).toHaveLength(2);
    workers[1]!.answer(0, LIST);
    await vi.advanceTimersByTimeAsync(0);
    expect(again.value).toEqual(LIST);
  });

  it('a worker that has answered keeps its table after an error; only the waiting asks fail', async () => {
    const first = settled(ask({ kind: 'open', tableId: 't' }));
    workers[0]!.answer(0, LIST);
    const waiting = settled(ask({ kind: 'list' }));
    workers[0]!.fail('a bot threw');
    await vi.advanceTimersByTimeAsync(0);
    expect(first.value).toEqual(LIST);
    expect(waiting.error).toMatchObject({ code: 'worker-failed' });
    expect(workers[0]!.terminated).toBe(false);
    void settled(ask({ kind: 'list' }));
    expect(workers).toHaveLength(1);
  });

  it('a message that cannot be read fails the asks waiting', async () => {
    const a = settled(ask({ kind: 'list' }));
    workers[0]!.onmessageerror?.({} as MessageEvent);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.error).toMatchObject({ code: 'worker-failed' });
  });

  it('an ask not answered in time fails with worker-timeout; its late answer is dropped', async () => {
    const slow = settled(ask({ kind: 'list' }));
    await vi.advanceTimersByTimeAsync(ASK_TIMEOUT_MS - 1);
    expect(slow.done).toBe(false);
    const other = settled(ask({ kind: 'games' }));
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.error).toBeInstanceOf(WorkerError);
    expect(slow.error).toMatchObject({ code: 'worker-timeout' });
    expect((slow.error as Error).message).toMatch(/did not answer list in 15000 ms/);
    workers[0]!.answer(0, LIST);
    workers[0]!.answer(1, { kind: 'games', games: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(other.value).toEqual({ kind: 'games', games: [] });
  });

  it('its failures are said in every language, not as the server’s', () => {
    for (const lang of LANGUAGES) {
      const t = MESSAGES[lang];
      const failed = refusalText(new WorkerError('worker-failed', 'x'), t, []);
      const slow = refusalText(new WorkerError('worker-timeout', 'x'), t, []);
      expect(failed).toBe(t.offline.workerFailed);
      expect(slow).toBe(t.offline.workerSlow);
      expect(failed).not.toBe(slow);
      expect(failed).not.toBe('x');
    }
  });
});

describe('keepAsking', () => {
  it('says each worker failure and asks again after 2 s, 4 s, … until the answer', async () => {
    const errors = [new WorkerError('worker-timeout', 'slow'), new WorkerError('worker-failed', 'gone')];
    let asked = 0;
    const seen: string[] = [];
    keepAsking(
      async () => {
        const e = errors[asked++];
        if (e) throw e;
        return 'tables';
      },
      { answer: (v) => seen.push(`answer ${v}`), failed: (e) => seen.push((e as WorkerError).code) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['worker-timeout']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['worker-timeout', 'worker-failed']);
    await vi.advanceTimersByTimeAsync(3999);
    expect(asked).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['worker-timeout', 'worker-failed', 'answer tables']);
  });

  it('another failure is said once and not asked again; stopping ends the asking', async () => {
    let asked = 0;
    const seen: unknown[] = [];
    keepAsking(
      async () => {
        asked++;
        throw new Error('a bug');
      },
      { answer: () => seen.push('answer'), failed: (e) => seen.push(e.message) },
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toBe(1);
    expect(seen).toEqual(['a bug']);

    let tries = 0;
    const stop = keepAsking(
      async () => {
        tries++;
        throw new WorkerError('worker-failed', 'gone');
      },
      { answer: () => undefined, failed: () => undefined },
    );
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toBe(1);
  });
});
