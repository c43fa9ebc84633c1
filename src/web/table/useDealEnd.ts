import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { StateMessage } from '../net/types.js';

/** A finished deal on screen: by itself when it just ended, or opened from the score sheet. */
export interface ShownDeal {
  match: number;
  result: number;
  mode: 'summary' | 'review';
}

/**
 * When a deal ends (the result gains a row), its summary opens and stays until closed; the
 * next deal goes on underneath. Rows already there when the page opened are not announced.
 * `closeDialog` closes whatever dialog was open for it; `openReview` opens a row of the sheet.
 */
export function useDealEnd(state: StateMessage | undefined, closeDialog: () => void) {
  const [review, setReview] = useState<ShownDeal | null>(null);
  const dealCount = state?.view.result.deals.length;
  const matchNo = state?.table.match;
  const seenDeals = useRef<{ match?: number; count?: number }>({});
  // Before the screen shows the new state: the summary opens with it, never a moment after.
  useLayoutEffect(() => {
    if (dealCount === undefined || matchNo === undefined) return;
    const before = seenDeals.current;
    seenDeals.current = { match: matchNo, count: dealCount };
    if (before.match === matchNo && before.count !== undefined && dealCount > before.count) {
      closeDialog();
      setReview({ match: matchNo, result: dealCount - 1, mode: 'summary' });
    }
  }, [dealCount, matchNo]);
  const openReview = (row: number) => {
    if (!state) return;
    closeDialog();
    setReview({ match: state.table.match, result: row, mode: 'review' });
  };
  return { review, setReview, openReview };
}
