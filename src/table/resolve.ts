import { err, ok, type Result } from '../cards/result.js';
import { canonicalAction } from '../engine/canonicalAction.js';
import type { Action, AnyGame, IllegalAction, Seat } from '../engine/game.js';
import { HIDDEN_LABEL_PREFIX, maskHiddenActions } from '../engine/hiddenActions.js';
import { refusal } from '../engine/refusal.js';

/** An action made canonical (and, for a person, unmasked) once: what a seated match applies. */
export type ResolvedAction = Action & { readonly __resolved: true };

/**
 * The canonical action behind what `seat`'s controller (a person) sent (`s8` → `S8`, a
 * `hidden:n` label → the card it stands for), or why it is refused. While `seat` has actions
 * its controller may not see, every refusal is the same `hidden-card` one, naming the hidden
 * card in any spelling included: the engine's reasons (not held, must follow suit) would tell
 * which card it is.
 */
export function resolveSent(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  sent: Action,
  legal: readonly Action[],
): Result<ResolvedAction, IllegalAction> {
  const canonical = () =>
    canonicalAction(game, state, seat, sent, legal) as Result<ResolvedAction, IllegalAction>;
  const masked = maskHiddenActions(game, state, seat, legal);
  const label = sent.trim().toLowerCase();
  if (!masked.hidden.size) {
    if (!label.startsWith(HIDDEN_LABEL_PREFIX)) return canonical();
    return err(refusal('hidden-card', { action: sent, held: false }));
  }
  const real = masked.resolve(label);
  if (real !== undefined) return ok(real as ResolvedAction);
  const named = canonical();
  if (named.ok && !masked.hidden.has(named.value)) return named;
  return err(refusal('hidden-card', { action: sent, held: true }));
}
