import type { Action, BaseView } from './game.js';

const CARD_ACTION = /^([SHDC][2-9TJQKA]|GC|RC|LC)$/;
const CARD_TOKEN = /"([SHDC][2-9TJQKA]|GC|RC|LC)"/g;

/**
 * A legal action may name a card its seat is not allowed to see (selbu's card on the
 * forehead: the only legal play is that card). Clients must not be told which card it is, so
 * such actions are shown as `hidden:1`, `hidden:2` … and mapped back when chosen.
 */
export interface MaskedActions {
  /** What the seat is shown, in the order of `legal`. */
  shown: Action[];
  /** Maps a shown label back to the real action. */
  resolve(label: Action): Action | undefined;
}

export function maskHiddenActions(view: BaseView, legal: readonly Action[]): MaskedActions {
  const visible = new Set<string>();
  const text = JSON.stringify(view);
  for (const m of text.matchAll(CARD_TOKEN)) visible.add(m[1]);
  const back = new Map<Action, Action>();
  let hidden = 0;
  const shown = legal.map((a) => {
    if (!CARD_ACTION.test(a) || visible.has(a)) return a;
    const label = `hidden:${++hidden}`;
    back.set(label, a);
    return label;
  });
  return { shown, resolve: (label) => back.get(label) ?? (shown.includes(label) ? label : undefined) };
}
