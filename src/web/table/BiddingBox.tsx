import { useT } from '../i18n/index.js';
import { callLabel, callText } from './format.js';

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;

/**
 * The bidding box of the contract games: every bid 1♣ … 7NT (and 0NT where the server offers it), Pass,
 * X and XX. Only the calls the server offers are enabled.
 */
export function BiddingBox(props: {
  legal: ReadonlySet<string>;
  onCall: (call: string) => void;
  busy?: boolean;
}) {
  const t = useT();
  const zero = props.legal.has('0NT') || [...props.legal].some((c) => c.startsWith('0'));
  const levels = zero ? [0, 1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6, 7];
  const button = (call: string, cls = '') => {
    const ok = props.legal.has(call) && !props.busy;
    return (
      <button
        type="button"
        key={call}
        class={`call ${cls}`}
        data-action={call}
        disabled={!ok}
        aria-label={callLabel(call, t)}
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
    </fieldset>
  );
}
