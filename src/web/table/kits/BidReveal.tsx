import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../i18n/index.js';
import type { SelbuView } from './views.js';

/**
 * Selbu's simultaneous bids: hidden while they come in ("waiting for 2 more"), then shown all
 * at once — this line announces the moment of the reveal, like fists opening on the table.
 */
export function BidReveal({ view, names }: { view: SelbuView; names: string[] }) {
  const t = useT();
  const key = `${view.round}:${view.bidsRevealed}`;
  const before = useRef(key);
  const [shown, setShown] = useState<number[] | null>(null);
  useEffect(() => {
    const was = before.current;
    before.current = key;
    const justRevealed =
      view.bidding === 'simultaneous' && view.bidsRevealed && was === `${view.round}:false`;
    if (!justRevealed) return;
    setShown((view.revealedBids ?? view.bids).map((b) => b ?? 0));
    const timer = setTimeout(() => setShown(null), 5000);
    return () => clearTimeout(timer);
  }, [key]);
  if (!shown) return null;
  return (
    <div class="bid-reveal" role="status">
      <strong>{t.selbu.revealed}:</strong>{' '}
      {shown.map((b, s) => (
        <span key={s} class="revealed-bid">
          {names[s]} <b>{b}</b>
        </span>
      ))}
    </div>
  );
}
