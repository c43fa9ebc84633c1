import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { type Messages, useT } from '../i18n/index.js';
import { connection } from '../net/socket.js';
import type { Reply, ServerMessage, StateMessage } from '../net/types.js';
import { actionKind } from './actions.js';
import { actionText } from './format.js';

type HintMessage = Extract<ServerMessage, { type: 'hint' }>;

/** The hint being asked or shown at one state, or why it was refused. */
type HintState =
  | { version: number; status: 'asking' }
  | { version: number; status: 'shown'; hint: HintMessage }
  | { version: number; status: 'refused'; reply: Reply };

/**
 * Whether this person may ask for hints here: the people agreed (`settings.hints`), or every
 * other place is a bot (practice). The server decides; this only shows the button.
 */
export function hintsOffered(state: StateMessage): boolean {
  const place = state.seat;
  if (place === null) return false;
  return state.table.settings.hints || state.table.seats.every((s) => s.seat === place || s.kind === 'bot');
}

/**
 * Hints at the table: `button` for the tools row, `notice` for under it. A hint belongs to the
 * state it was asked at and goes when the table moves on.
 */
export function useHint(state: StateMessage | undefined, token: string | undefined) {
  const [hint, setHint] = useState<HintState | null>(null);
  const version = state?.version;
  useEffect(() => setHint(null), [version, state?.seat]);
  const offered = state !== undefined && token !== undefined && state.legal.length > 0 && hintsOffered(state);
  const ask = async () => {
    if (!state || !token) return;
    const at = state.version;
    setHint({ version: at, status: 'asking' });
    const reply = await connection.request({ type: 'hint', tableId: state.tableId, token });
    setHint((now) =>
      now?.version !== at
        ? now
        : reply.type === 'hint'
          ? { version: at, status: 'shown', hint: reply }
          : { version: at, status: 'refused', reply },
    );
  };
  const current = hint && hint.version === version ? hint : null;
  return { offered, ask, current };
}

export function HintButton(p: { offered: boolean; asking: boolean; onAsk: () => void }) {
  const t = useT();
  if (!p.offered) return null;
  return (
    <button type="button" data-tool="hint" onClick={p.onAsk} disabled={p.asking} aria-describedby="hint-line">
      {t.hint.button}
    </button>
  );
}

/** The action as the hint names it: a card or call as on the table, a selbu bid, the forehead card. */
function hintAction(action: string, t: Messages): string {
  if (action.startsWith('hidden:')) return t.hint.hidden;
  if (actionKind(action) === 'bid') return t.hint.bid(action);
  return actionText(action, t);
}

/**
 * Marks the suggested card or call on the table (the hand's card, the bidding box's call) with
 * `data-hinted`, after every render, since the table redraws its controls; unmarked when the
 * hint goes. (The page's Content-Security-Policy allows no inline style, so no rule is made here.)
 */
function useMarked(action: string | null): void {
  useLayoutEffect(() => {
    if (action === null) return;
    const value = CSS.escape(action);
    const marked = [
      ...document.querySelectorAll<HTMLElement>(
        `.table-screen [data-card="${value}"], .table-screen [data-action="${value}"]`,
      ),
    ];
    for (const el of marked) el.dataset.hinted = '';
    return () => {
      for (const el of marked) delete el.dataset.hinted;
    };
  });
}

/** What the hint says, in one line with its reason, with the suggested card or call marked on the table. */
export function HintNotice(p: { hint: HintState | null; errorText: (reply: Reply) => string }) {
  const t = useT();
  useMarked(p.hint?.status === 'shown' ? p.hint.hint.action : null);
  if (!p.hint) return null;
  if (p.hint.status === 'asking') {
    return (
      <p class="banner hint" id="hint-line" role="status">
        {t.hint.thinking}
      </p>
    );
  }
  if (p.hint.status === 'refused') {
    return (
      <p class="banner error" id="hint-line" role="alert">
        {p.hint.reply.type === 'error' ? p.errorText(p.hint.reply) : ''}
      </p>
    );
  }
  const { action, reason } = p.hint.hint;
  return (
    <p class="banner hint" id="hint-line" role="status" data-hint={action}>
      <span class="hint-what">
        {t.hint.suggest}: <strong>{hintAction(action, t)}</strong>
      </span>
      {reason && <span class="hint-why"> — {t.hint.reason(reason)}</span>}
    </p>
  );
}
