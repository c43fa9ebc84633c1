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
      <button
        type="button"
        onClick={() => go(0)}
        disabled={at <= 0}
        data-tool="first"
        aria-label={t.replay.first}
      >
        « <span class="step-word">{t.replay.first}</span>
      </button>
      {ends && (
        <button
          type="button"
          onClick={() => go(prevTrickStep(ends, at))}
          disabled={at <= 0}
          data-tool="prev-trick"
          aria-label={t.review.prevTrick}
        >
          ◀◀ <span class="step-word">{t.review.prevTrick}</span>
        </button>
      )}
      <button
        type="button"
        onClick={() => go(at - 1)}
        disabled={at <= 0}
        data-tool="prev"
        aria-label={t.replay.prev}
      >
        ◀ <span class="step-word">{t.replay.prev}</span>
      </button>
      <span class="position" aria-live="polite">
        {p.position}
      </span>
      <button
        type="button"
        onClick={() => go(at + 1)}
        disabled={at >= last}
        data-tool="next"
        aria-label={t.replay.next}
      >
        <span class="step-word">{t.replay.next}</span> ▶
      </button>
      {ends && (
        <button
          type="button"
          onClick={() => go(nextTrickStep(ends, at, last))}
          disabled={at >= last}
          data-tool="next-trick"
          aria-label={t.review.nextTrick}
        >
          <span class="step-word">{t.review.nextTrick}</span> ▶▶
        </button>
      )}
      <button
        type="button"
        onClick={() => go(last)}
        disabled={at >= last}
        data-tool="last"
        aria-label={t.replay.last}
      >
        <span class="step-word">{t.replay.last}</span> »
      </button>
    </nav>
  );
}
