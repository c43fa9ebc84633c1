import { useEffect, useRef, useState } from 'preact/hooks';
import type { BaseView, TrickView } from '../net/types.js';

/** How long a finished trick stays in the middle when the next one has already begun (ui.md). */
export const TRICK_HOLD_MS = 1000;

/**
 * The trick to show in the middle: the one being played, or the one just finished. When
 * others have already led to the next trick (bots are quick), the finished trick is held for
 * about a second first, so that everyone sees how it went. Holding never blocks input.
 */
export function useShownTrick(view: BaseView): TrickView | null {
  const tricks = view.tricks;
  const last = tricks.length ? tricks[tricks.length - 1] : null;
  const complete = tricks.filter((t) => t.winner !== undefined).length;
  const [held, setHeld] = useState<TrickView | null>(null);
  const seen = useRef({ deal: view.dealIndex, complete });

  useEffect(() => {
    const before = seen.current;
    seen.current = { deal: view.dealIndex, complete };
    if (before.deal !== view.dealIndex) {
      // The deal's last trick, when the server sends it with the next deal (protocol request 3).
      const previous = previousTrickOf(view);
      setHeld(previous);
      if (!previous) return;
      const timer = setTimeout(() => setHeld(null), TRICK_HOLD_MS);
      return () => clearTimeout(timer);
    }
    if (complete <= before.complete) return;
    const finished = tricks[complete - 1];
    if (finished === last) return;
    setHeld(finished);
    const timer = setTimeout(() => setHeld(null), TRICK_HOLD_MS);
    return () => clearTimeout(timer);
  }, [view.dealIndex, complete]);

  return held ?? last;
}

/** The previous deal's final trick, if the view carries one (docs/protocol-requests.md, 3). */
const previousTrickOf = (view: BaseView): TrickView | null =>
  (view as BaseView & { previousTrick?: TrickView | null }).previousTrick ?? null;

/** The last finished trick, for "last trick" on demand (at a deal's start: the previous deal's). */
export function lastFinishedTrick(view: BaseView): TrickView | null {
  for (let i = view.tricks.length - 1; i >= 0; i--) {
    if (view.tricks[i].winner !== undefined) return view.tricks[i];
  }
  return previousTrickOf(view);
}
