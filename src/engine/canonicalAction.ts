import { err, ok, type Result } from '../cards/result.js';
import type { Action, AnyGame, IllegalAction, Seat } from './game.js';
import { refusal } from './refusal.js';

/**
 * The canonical notation of an action sent for `seat` — the string `legalActions` lists for that
 * move (`s8` → `S8`, ` P ` → `P`, `discard:H2,SA` → `discard:SA,H2`) — or the engine's refusal.
 * Logs and records store only canonical actions, so that one move has one spelling and the
 * checks made on it (which cards a player may name) cannot be passed by another spelling.
 */
export function canonicalAction(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  sent: Action,
  legal: readonly Action[] = game.legalActions(state, seat),
): Result<Action, IllegalAction> {
  if (legal.includes(sent)) return ok(sent);
  const next = game.apply(state, seat, sent);
  if (!next.ok) return next;
  const named = game.canonicalAction?.(state, seat, sent);
  if (named !== undefined) return ok(named);
  const outcome = JSON.stringify(next.value);
  for (const action of legal) {
    const r = game.apply(state, seat, action);
    if (r.ok && JSON.stringify(r.value) === outcome) return ok(action);
  }
  return err(refusal('unlisted-action', { action: sent }));
}
