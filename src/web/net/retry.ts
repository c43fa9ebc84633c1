/**
 * Waiting out `unavailable` (docs/protocol.md "Errors"): the server lost its store or its bus
 * for a moment, did nothing, and takes the same message again. The client sends it again by
 * itself, later each time, so that a player's card is not lost and a recovering server is not
 * flooded by every page at once.
 */
import { ApiError } from './api.js';
import type { Reply } from './types.js';

/** The first wait over the WebSocket, which says no delay of its own. */
export const FIRST_RETRY_MS = 1000;
/** No wait grows past this: the outages meant here last seconds, a Postgres failover tens. */
export const MAX_RETRY_MS = 15_000;

/** The wait before try `attempt + 1` (0: the first retry), doubling from `firstMs` up to the cap. */
export function retryDelay(attempt: number, firstMs = FIRST_RETRY_MS): number {
  return Math.min(MAX_RETRY_MS, firstMs * 2 ** Math.max(0, attempt));
}

export const isUnavailableReply = (reply: Reply): boolean =>
  reply.type === 'error' && reply.code === 'unavailable';

export const isUnavailableError = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.code === 'unavailable';

export interface RetryOptions {
  /** Told true while a wait is on, false once an answer other than `unavailable` came. */
  onWaiting?: (waiting: boolean) => void;
  /** True once nobody wants the answer (the page was left): stops trying, rejecting with the last error. */
  stopped?: () => boolean;
  /** For tests: the clock. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

/**
 * An HTTP call tried again while the server answers 503 `unavailable`, after its `Retry-After`
 * (doubling from there); any other answer or refusal is the caller's at once.
 */
export async function retryUnavailable<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await call();
      if (attempt > 0) options.onWaiting?.(false);
      return result;
    } catch (e) {
      if (!isUnavailableError(e) || options.stopped?.()) {
        if (attempt > 0) options.onWaiting?.(false);
        throw e;
      }
      options.onWaiting?.(true);
      const first = e.retryAfterS !== undefined ? e.retryAfterS * 1000 : FIRST_RETRY_MS;
      await sleep(retryDelay(attempt, first));
      if (options.stopped?.()) {
        options.onWaiting?.(false);
        throw e;
      }
    }
  }
}
