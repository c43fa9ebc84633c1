import { useT } from '../i18n/index.js';
import { nextTrickStep, prevTrickStep } from './steps.js';

/**
 * The replay's controls: to the start, a trick back, an action back, where we are, an action
 * forward, a trick forward, to the end. `ends` are the steps that complete a trick (steps.ts);
 * without them the trick buttons are left out.
 */
export function Stepper(p: {
  at: number;
  /** The last step's index. */
  last: number;
  go: (n: number) => void;
  ends?: readonly number[];
  /** The position as shown (the replay counts from 1 where step 0 is the start). */
  position: string;
  label: string;
}) {
  const t = useT();
  const { at, last, go, ends } = p;
  return (
    <nav class="stepper" aria-label={p.label}>
      <button type="button" onClick={() => go(0)} disabled={at <= 0} data-tool="first">
        « {t.replay.first}
      </button>
      {ends && (
        <button
          type="button"
          onClick={() => go(prevTrickStep(ends, at))}
          disabled={at <= 0}
          data-tool="prev-trick"
        >
          ◀◀ {t.review.prevTrick}
        </button>
      )}
      <button type="button" onClick={() => go(at - 1)} disabled={at <= 0} data-tool="prev">
        ◀ {t.replay.prev}
      </button>
      <span class="position" aria-live="polite">
        {p.position}
      </span>
      <button type="button" onClick={() => go(at + 1)} disabled={at >= last} data-tool="next">
        {t.replay.next} ▶
      </button>
      {ends && (
        <button
          type="button"
          onClick={() => go(nextTrickStep(ends, at, last))}
          disabled={at >= last}
          data-tool="next-trick"
        >
          {t.review.nextTrick} ▶▶
        </button>
      )}
      <button type="button" onClick={() => go(last)} disabled={at >= last} data-tool="last">
        {t.replay.last} »
      </button>
    </nav>
  );
}
