import { useMemo, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import type { ReplayStep } from '../net/types.js';
import { reviewMarks } from './Review.js';
import { type AnalysisRequest, playedAt } from './shape.js';
import { useAnalysis } from './useAnalysis.js';

/**
 * A deal's review as the viewer steps through it: the analysis (from the worker, once
 * `request` is given; the worker starts once `enabled`), how many cards are played at step `at` of the deal's `steps`, the marks
 * for the table there, the best-cards switch, and the step at which each card was played.
 */
export function useDealReview(
  key: string,
  request: AnalysisRequest | null,
  steps: readonly ReplayStep[],
  at: number,
  enabled: boolean,
) {
  const t = useT();
  const { state, ready } = useAnalysis(key, request, enabled);
  const [showBest, setShowBest] = useState(false);
  const counts = useMemo(
    () => (state.status === 'done' ? playedAt(steps, state.analysis.cards) : null),
    [state, steps],
  );
  const n = counts?.[at] ?? 0;
  // The position the first card was played from: the step before it.
  const playFrom = counts ? counts.indexOf(1) - 1 : -1;
  return {
    state,
    /** The worker is loaded: the review needs the server no more. */
    ready,
    n,
    beforePlay: playFrom < 0 || at < playFrom,
    showBest,
    setShowBest,
    marks:
      state.status === 'done' ? reviewMarks(state.analysis, n, showBest && at >= playFrom, t) : undefined,
    /** The step of the deal at which card `i` was played. */
    stepOfCard: (i: number): number => counts?.indexOf(i + 1) ?? -1,
  };
}
