import { useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import type { TableInfo } from '../net/types.js';
import { Dialog } from '../ui/Dialog.js';

/** A seat this browser holds at the table, with its token. */
export interface HeldSeat {
  seat: number;
  token: string;
}

/**
 * The control to end the match early (docs/protocol.md `proposeClose`): it asks first, since
 * alone with bots the match ends at once; with others at the table they are asked to agree.
 */
export function CloseButton(p: { alone: boolean; rubber: boolean; onPropose: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" class="link" data-tool="close-table" onClick={() => setAsking(true)}>
        {t.table.closeTable}
      </button>
      {asking && (
        <Dialog title={t.table.closeTitle} onClose={() => setAsking(false)}>
          <p>{p.alone ? t.table.closeAlone : t.table.closeOthers}</p>
          {p.rubber && <p class="muted">{t.keeper.endMatchNote}</p>}
          <div class="end-actions">
            <button
              type="button"
              class="primary"
              data-tool="close-confirm"
              onClick={() => {
                setAsking(false);
                p.onPropose();
              }}
            >
              {t.table.closePropose}
            </button>
            <button type="button" onClick={() => setAsking(false)}>
              {t.table.keepPlaying}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/**
 * An open proposal to end the match, as this browser's people see it: the question when one
 * of their seats must still answer, else whom everyone waits for (with a way to withdraw for
 * those who agreed); after a decline, who wants to keep playing.
 */
export function CloseNotice(p: {
  table: TableInfo;
  held: HeldSeat[];
  names: string[];
  onAnswer: (agree: boolean, seats: HeldSeat[]) => void;
}) {
  const t = useT();
  const c = p.table.closing;
  if (!c) {
    const by = p.table.closeDeclinedBy;
    if (by === undefined || p.table.status === 'over') return null;
    return (
      <p class="banner" role="status" data-notice="close-declined">
        {t.table.closeDeclined(p.names[by])}
      </p>
    );
  }
  const asked = p.held.filter((h) => c.waiting.includes(h.seat));
  if (asked.length) {
    return (
      <div class="banner warn close-question" role="alert" data-notice="close-asked">
        <p>{t.table.closeProposed(p.names[c.by])}</p>
        <div class="end-actions">
          <button
            type="button"
            class="primary"
            data-tool="close-agree"
            onClick={() => p.onAnswer(true, asked)}
          >
            {t.table.closeAgree}
          </button>
          <button
            type="button"
            data-tool="close-decline"
            onClick={() => p.onAnswer(false, asked.slice(0, 1))}
          >
            {t.table.keepPlaying}
          </button>
        </div>
      </div>
    );
  }
  const agreed = p.held.filter((h) => c.agreed.includes(h.seat));
  return (
    <p class="banner" role="status" data-notice="close-waiting">
      {t.table.closeWaiting(c.waiting.map((s) => p.names[s]).join(', '))}{' '}
      {agreed.length > 0 && (
        <button
          type="button"
          data-tool="close-withdraw"
          onClick={() => p.onAnswer(false, agreed.slice(0, 1))}
        >
          {t.table.closeWithdraw}
        </button>
      )}
    </p>
  );
}
