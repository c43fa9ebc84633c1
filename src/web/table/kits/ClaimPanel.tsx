/**
 * Claims at bridge and bondebridge: declarer claims N of the remaining tricks (`claim:N`, offered
 * by the server as legal actions); the defenders answer `accept` or `reject`. The client only
 * shows what the server offers: which numbers, and to whom the answer falls.
 */
import { useState } from 'preact/hooks';
import { ACCEPT, CLAIM_PREFIX, REJECT } from '../../../engine/claim.js';
import { useT } from '../../i18n/index.js';
import type { SeatChoices } from '../actions.js';

/** The claims among a seat's legal actions, as numbers of tricks (ascending). */
export const claimNumbers = (c: SeatChoices | undefined): number[] =>
  (c?.other ?? []).filter((a) => a.startsWith(CLAIM_PREFIX)).map((a) => Number(a.slice(CLAIM_PREFIX.length)));

/** Declarer: a Claim button that opens a row of numbers 0 … R and a button that sends the claim. */
export function ClaimPicker(p: { numbers: number[]; onClaim: (action: string) => void; busy?: boolean }) {
  const t = useT();
  const most = p.numbers[p.numbers.length - 1] ?? 0;
  const [open, setOpen] = useState(false);
  const [n, setN] = useState(most);
  const chosen = Math.min(n, most);
  if (!open) {
    return (
      <div class="claim-bar">
        <button
          type="button"
          class="claim-open"
          data-tool="claim"
          disabled={p.busy}
          onClick={() => setOpen(true)}
        >
          {t.claim.claim}
        </button>
      </div>
    );
  }
  return (
    <fieldset class="claim" aria-label={t.claim.claimTricks}>
      <p class="prompt">{t.claim.claimHint}</p>
      <div class="numbers">
        {p.numbers.map((k) => (
          <button
            type="button"
            key={k}
            class={`bid${k === chosen ? ' chosen' : ''}`}
            aria-pressed={k === chosen}
            data-claim={k}
            onClick={() => setN(k)}
          >
            {k}
          </button>
        ))}
      </div>
      <div class="claim-send">
        <button
          type="button"
          class="primary"
          data-action={`${CLAIM_PREFIX}${chosen}`}
          disabled={p.busy}
          onClick={() => {
            setOpen(false);
            p.onClaim(`${CLAIM_PREFIX}${chosen}`);
          }}
        >
          {t.claim.claimOf(chosen, most)}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          {t.claim.cancel}
        </button>
      </div>
    </fieldset>
  );
}

/** A defender: accept or reject declarer's claim. */
export function ClaimAnswer(p: { onAnswer: (action: string) => void; busy?: boolean }) {
  const t = useT();
  return (
    <fieldset class="claim-answer" aria-label={t.claim.answer}>
      <p class="prompt">{t.claim.answer}</p>
      <button
        type="button"
        class="primary"
        data-action={ACCEPT}
        disabled={p.busy}
        onClick={() => p.onAnswer(ACCEPT)}
      >
        {t.claim.accept}
      </button>
      <button type="button" data-action={REJECT} disabled={p.busy} onClick={() => p.onAnswer(REJECT)}>
        {t.claim.reject}
      </button>
    </fieldset>
  );
}
