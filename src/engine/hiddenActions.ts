import type { Action, AnyGame, Seat } from './game.js';

export const HIDDEN_LABEL_PREFIX = 'hidden:';

/**
 * A seat's legal actions as its controller may see them. An action the game marks hidden
 * (`Game.hiddenActions`, e.g. a card held on the forehead) is shown as `hidden:1`, `hidden:2` …
 * in the order of the legal actions, and mapped back when that label is chosen.
 */
export interface MaskedActions {
  /** What the controller is shown, in the order of the legal actions. */
  shown: Action[];
  /** The legal actions the controller may not see (usually none). */
  hidden: ReadonlySet<Action>;
  /** The real action behind a `hidden:n` label; undefined for anything else. */
  resolve(label: Action): Action | undefined;
}

const NONE: ReadonlySet<Action> = new Set();

export function maskHiddenActions(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[] = game.legalActions(state, seat),
): MaskedActions {
  const hidden = game.hiddenActions?.(state, seat) ?? NONE;
  if (!hidden.size) return { shown: [...legal], hidden, resolve: () => undefined };
  const back = new Map<Action, Action>();
  const shown = legal.map((a) => {
    if (!hidden.has(a)) return a;
    const label = `${HIDDEN_LABEL_PREFIX}${back.size + 1}`;
    back.set(label, a);
    return label;
  });
  return { shown, hidden, resolve: (label) => back.get(label) };
}
