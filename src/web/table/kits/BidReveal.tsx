import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../i18n/index.js';
import type { SelbuView } from './views.js';

/** How long the line stays after the reveal, and after a bid changed by the hook rule. */
const SHOWN_MS = 8000;

/**
 * Selbu's simultaneous bids: hidden while they come in ("waiting for 2 more"), then shown all
 * at once — this line announces the moment of the reveal, like fists opening on the table.
 * When the hook rule made a bid change, it says so: the bid as first shown → the new one.
 */
export function BidReveal({ view, names }: { view: SelbuView; names: string[] }) {
  const t = useT();
  const changed = view.revealedBids !== null;
  const key = `${view.round}:${view.bidsRevealed}:${changed}`;
  const before = useRef(key);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const was = before.current;
    before.current = key;
    const justRevealed =
      view.bidding === 'simultaneous' &&
      view.bidsRevealed &&
      (was === `${view.round}:false:false` || (changed && was === `${view.round}:true:false`));
    if (!justRevealed) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [key]);
  // While one bid must change, the line stays: it is what everyone waits for.
  if (!shown && view.phase !== 'hook') return null;
  const first = view.revealedBids ?? view.bids;
  return (
    <div class="bid-reveal" role="status">
      <strong>{t.selbu.revealed}:</strong>{' '}
      {first.map((b, s) => {
        const now = view.bids[s];
        const moved = view.revealedBids !== null && now !== null && now !== b;
        return (
          <span key={s} class={`revealed-bid${moved ? ' changed' : ''}`}>
            {names[s]} <b>{moved ? now : (b ?? 0)}</b>
            {moved && now !== null && b !== null && (
              <span class="note"> ({t.review.bidChanged(b, now)})</span>
            )}
          </span>
        );
      })}
    </div>
  );
}
