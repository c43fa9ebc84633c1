/**
 * Asking the offline worker until it answers: an ask that failed (./client.ts `WorkerError`:
 * the worker failed, or did not answer in time) is said, and asked again after a backoff, so
 * that a page never shows "Loading" for ever nor stays on an error it could get past.
 */
import { useEffect, useState } from 'preact/hooks';
import { retryDelay } from '../net/retry.js';
import { WorkerError } from './client.js';

/** The first wait before asking again: a worker that just failed gets a moment to be replaced. */
const FIRST_WAIT_MS = 2000;

export interface Asking<T> {
  /** The answer; called once. */
  answer(value: T): void;
  /** A failure, said until the answer comes; anything but a `WorkerError` ends the asking. */
  failed(error: Error): void;
}

/** Asks `load` until it answers (or fails otherwise); the function returned stops asking. */
export function keepAsking<T>(load: () => Promise<T>, on: Asking<T>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = (attempt: number) => {
    load().then(
      (value) => {
        if (!stopped) on.answer(value);
      },
      (e: unknown) => {
        if (stopped) return;
        const error = e instanceof Error ? e : new Error(String(e));
        on.failed(error);
        if (error instanceof WorkerError)
          timer = setTimeout(() => go(attempt + 1), retryDelay(attempt, FIRST_WAIT_MS));
      },
    );
  };
  go(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * `keepAsking` for a page: the answer, the failure to show meanwhile (null once answered), and
 * `retry` to ask again at once (the person's "Try again"). Asked anew when `deps` change.
 */
export function useKeptAsking<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): { value: T | undefined; error: Error | null; retry: () => void } {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [round, setRound] = useState(0);
  useEffect(
    () =>
      keepAsking(load, {
        answer: (v) => {
          setError(null);
          setValue(() => v);
        },
        failed: setError,
      }),
    [...deps, round],
  );
  return { value, error, retry: () => setRound((r) => r + 1) };
}
