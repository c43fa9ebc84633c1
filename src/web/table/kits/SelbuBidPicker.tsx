import { useT } from '../../i18n/index.js';

export interface SelbuBidPickerProps {
  handSize: number;
  legal: ReadonlySet<string>;
  /** The number the hook rule forbids this seat (the dealer in sequential bidding, or the
   * changing player's own bid), shown disabled with the reason. */
  forbidden: number | null;
  onBid: (bid: string) => void;
  busy?: boolean;
  prompt: string;
}

/** A row of numbers 0 … hand size; the hook's forbidden number says why it is disabled. */
export function SelbuBidPicker(p: SelbuBidPickerProps) {
  const t = useT();
  const numbers = Array.from({ length: p.handSize + 1 }, (_, i) => i);
  const hookId = 'hook-reason';
  return (
    <fieldset class="selbu-bids" aria-label={p.prompt}>
      <div class="prompt">{p.prompt}</div>
      <div class="numbers">
        {numbers.map((n) => {
          const bid = String(n);
          const isForbidden = p.forbidden === n;
          return (
            <button
              type="button"
              key={bid}
              class={`bid${isForbidden ? ' forbidden' : ''}`}
              data-action={bid}
              disabled={!p.legal.has(bid) || p.busy}
              aria-label={t.selbu.bidOf(n)}
              aria-describedby={isForbidden ? hookId : undefined}
              title={isForbidden ? t.selbu.hook(n, p.handSize) : undefined}
              onClick={() => p.onBid(bid)}
            >
              {n}
              {isForbidden && (
                <span class="hook-mark" aria-hidden="true">
                  ⚓
                </span>
              )}
            </button>
          );
        })}
      </div>
      {p.forbidden !== null && (
        <p class="hook" id={hookId}>
          {t.selbu.hook(p.forbidden, p.handSize)}
        </p>
      )}
    </fieldset>
  );
}
