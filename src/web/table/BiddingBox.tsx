import type { BidRestriction } from '../../engine/refusal.js';
import { useT } from '../i18n/index.js';
import { refusalWords } from '../i18n/refusals.js';
import { useMedia } from '../ui/useMedia.js';
import { callLabel, callText } from './format.js';

/** A bid the game's own limits bar, with the limit (the view's `barredBids`). */
export interface BarredBid {
  call: string;
  limit: BidRestriction;
}

/** As style.css's phone layout. */
const PHONE = '(max-width: 759px)';

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;

/**
 * The bidding box of the contract games: every bid 1♣ … 7NT (and 0NT where the server offers it), Pass,
 * X and XX. Only the calls the server offers are enabled; bids a game's limits bar say why
 * beneath (one line per limit), as the selbu bid picker does for the hook.
 */
export function BiddingBox(props: {
  legal: ReadonlySet<string>;
  onCall: (call: string) => void;
  busy?: boolean;
  barred?: readonly BarredBid[];
  /** Player names by seat, for the sentences. */
  names?: readonly string[];
  /** What a call would show by the bots' system, before it is made (a tooltip). */
  explain?: (call: string) => string | null;
}) {
  const t = useT();
  // On a phone the reasons are folded under their title: open, four of them push the hand off screen.
  const phone = useMedia(PHONE);
  // Bids barred by the same limit share one sentence.
  const reasons: Array<{ id: string; limit: BidRestriction }> = [];
  const reasonOf = new Map<string, string>();
  for (const b of props.barred ?? []) {
    const key = JSON.stringify(b.limit);
    let reason = reasons.find((r) => JSON.stringify(r.limit) === key);
    if (!reason) {
      reason = { id: `barred-${reasons.length}`, limit: b.limit };
      reasons.push(reason);
    }
    reasonOf.set(b.call, reason.id);
  }
  const words = refusalWords(t, props.names ?? []);
  const sentence = (limit: BidRestriction) => t.refusals['bid-restricted'](limit, words);
  const zero = props.legal.has('0NT') || [...props.legal].some((c) => c.startsWith('0'));
  const levels = zero ? [0, 1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6, 7];
  const button = (call: string, cls = '') => {
    const ok = props.legal.has(call) && !props.busy;
    const reason = reasonOf.get(call);
    return (
      <button
        type="button"
        key={call}
        class={`call ${cls}${reason ? ' barred' : ''}`}
        data-action={call}
        disabled={!ok}
        aria-describedby={reason}
        aria-label={callLabel(call, t)}
        title={props.explain?.(call) ?? undefined}
        onClick={() => props.onCall(call)}
      >
        {callText(call, t)}
      </button>
    );
  };
  return (
    <fieldset class="bidding-box" aria-label={t.auction.biddingBox}>
      <div class="bids">
        {levels.map((level) =>
          STRAINS.map((s) =>
            level === 0 && s !== 'NT' ? (
              <span class="call-gap" key={`${level}${s}`} />
            ) : (
              button(`${level}${s}`, `strain-${s}`)
            ),
          ),
        )}
      </div>
      <div class="specials">
        {button('P', 'pass')}
        {button('X', 'double')}
        {button('XX', 'redouble')}
      </div>
      {reasons.length > 0 && (
        <details class="barred-reasons" open={!phone} key={phone ? 'phone' : 'wide'}>
          <summary>{t.auction.barredTitle}</summary>
          <ul>
            {reasons.map((r) => (
              <li key={r.id} id={r.id}>
                {sentence(r.limit)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </fieldset>
  );
}
