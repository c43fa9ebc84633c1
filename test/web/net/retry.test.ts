/** Waiting out `unavailable` over HTTP: the backoff, and what is tried again and what is not. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/web/net/api.js';
import { MAX_RETRY_MS, retryDelay, retryUnavailable } from '../../../src/web/net/retry.js';

const unavailable = (retryAfterS?: number) =>
  new ApiError(503, 'unavailable', 'the store could not be reached', undefined, undefined, retryAfterS);

/** A call that throws the given errors in turn, then answers `value`. */
function failing<T>(errors: Error[], value: T) {
  let calls = 0;
  const call = async () => {
    const e = errors[calls++];
    if (e) throw e;
    return value;
  };
  return { call, calls: () => calls };
}

describe('retryDelay', () => {
  it('doubles from the first wait and stops growing at the cap', () => {
    expect([0, 1, 2, 3].map((a) => retryDelay(a))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(4)).toBe(MAX_RETRY_MS);
    expect(retryDelay(40)).toBe(MAX_RETRY_MS);
    expect(retryDelay(0, 5000)).toBe(5000);
    expect(retryDelay(1, 5000)).toBe(10_000);
  });
});

describe('retryUnavailable', () => {
  it('asks again after Retry-After, doubling, until the server answers, and says it waited', async () => {
    const slept: number[] = [];
    const waiting: boolean[] = [];
    const f = failing([unavailable(5), unavailable(5), unavailable(5)], 'table');
    const result = await retryUnavailable(f.call, {
      sleep: async (ms) => void slept.push(ms),
      onWaiting: (w) => waiting.push(w),
    });
    expect(result).toBe('table');
    expect(f.calls()).toBe(4);
    expect(slept).toEqual([5000, 10_000, MAX_RETRY_MS]);
    expect(waiting.at(-1)).toBe(false);
    expect(waiting.slice(0, -1).every((w) => w)).toBe(true);
  });

  it('waits a second first when the refusal names no delay', async () => {
    const slept: number[] = [];
    await retryUnavailable(failing([unavailable()], 1).call, { sleep: async (ms) => void slept.push(ms) });
    expect(slept).toEqual([1000]);
  });

  it('passes any other refusal on at once, untried again', async () => {
    for (const e of [
      new ApiError(503, 'shutting-down', 'restarting', undefined, undefined, 5),
      new ApiError(400, 'bad-options', 'no'),
      new ApiError(0, 'offline', 'Failed to fetch'),
    ]) {
      const f = failing([e], 'never');
      const waiting: boolean[] = [];
      await expect(
        retryUnavailable(f.call, { sleep: async () => undefined, onWaiting: (w) => waiting.push(w) }),
      ).rejects.toBe(e);
      expect(f.calls()).toBe(1);
      expect(waiting).toEqual([]);
    }
  });

  it('a refusal after waiting ends the wait and is the answer', async () => {
    const bad = new ApiError(400, 'bad-options', 'no');
    const waiting: boolean[] = [];
    await expect(
      retryUnavailable(failing([unavailable(1), bad], 'never').call, {
        sleep: async () => undefined,
        onWaiting: (w) => waiting.push(w),
      }),
    ).rejects.toBe(bad);
    expect(waiting).toEqual([true, false]);
  });

  it('stops once nobody wants the answer (the page was left)', async () => {
    let left = false;
    const f = failing([unavailable(5), unavailable(5), unavailable(5)], 'table');
    await expect(
      retryUnavailable(f.call, {
        sleep: async () => {
          left = true;
        },
        stopped: () => left,
      }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(f.calls()).toBe(1);
  });
});
