import { useT } from '../../i18n/index.js';

/** Bridgette's exchange: choose exactly the surplus in the hand above, then discard. */
export function ExchangePanel(p: { need: number; chosen: number; onDiscard: () => void; busy?: boolean }) {
  const t = useT();
  return (
    <fieldset class="exchange" data-need={p.need} aria-label={t.bridgette.exchange(p.need)}>
      <p class="prompt">{t.bridgette.exchange(p.need)}</p>
      <p class="counter" aria-live="polite">
        {t.bridgette.chosen(p.chosen, p.need)}
      </p>
      <button
        type="button"
        class="primary"
        data-action="discard"
        disabled={p.chosen !== p.need || p.busy}
        onClick={p.onDiscard}
      >
        {t.bridgette.discard}
      </button>
    </fieldset>
  );
}
