import { useEffect, useRef, useState } from 'preact/hooks';
import type { BaseView, TrickView } from '../net/types.js';

/** How long a finished trick stays in the middle once it is finished (ui.md: "about a second"). */
export const TRICK_HOLD_MS = 1000;

/** What the hook remembers between views: the deal and how many of its tricks were complete. */
export interface TrickProgress {
  deal: number;
  complete: number;
}

export const progressOf = (view: BaseView): TrickProgress => ({
  deal: view.dealIndex,
  complete: view.tricks.filter((t) => t.winner !== undefined).length,
});

/**
 * The trick to hold in the middle after this view, or null for no new hold: the trick just
 * finished, or at a new deal the previous deal's last one. A hold starts when the trick is
 * finished, whether or not the next lead came in the same update: a bot's lead often arrives
 * a moment later, in an update of its own, and must not sweep the finished trick away at once.
 */
export function trickToHold(before: TrickProgress, view: BaseView): TrickView | null {
  if (before.deal !== view.dealIndex) return previousTrickOf(view);
  const { complete } = progressOf(view);
  return complete > before.complete ? view.tricks[complete - 1] : null;
}

/**
 * The trick shown while `held` is held: the held one, until the viewer plays to the next
 * trick (a card just played is never hidden), or the trick being played when nothing is held.
 */
export function shownTrick(held: TrickView | null, view: BaseView): TrickView | null {
  const last = view.tricks.length ? view.tricks[view.tricks.length - 1] : null;
  if (!held || !last || last === held) return last;
  const playing = last.winner === undefined && last.cards.some(([s]) => s === view.seat);
  return playing ? last : held;
}

/**
 * The trick to show in the middle: the one being played, or for about a second the one just
 * finished (ui.md: "after the fourth card, leave the trick visible for about a second"), even
 * when others have already led to the next one (bots are quick). Holding never blocks input.
 * Not `live` (a replay's steps): the trick of the step, as it stands.
 */
export function useShownTrick(view: BaseView, live = true): TrickView | null {
  const [held, setHeld] = useState<TrickView | null>(null);
  const seen = useRef(progressOf(view));
  const { complete } = progressOf(view);

  useEffect(() => {
    const before = seen.current;
    seen.current = progressOf(view);
    const hold = trickToHold(before, view);
    if (!hold) {
      // A new deal without a last trick, or a card taken back: nothing finished to show.
      if (before.deal !== view.dealIndex || seen.current.complete < before.complete) setHeld(null);
      return;
    }
    setHeld(hold);
    const timer = setTimeout(() => setHeld(null), TRICK_HOLD_MS);
    return () => clearTimeout(timer);
  }, [view.dealIndex, complete]);

  return shownTrick(live ? held : null, view);
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
