/** King–queen declarations (trumf, tjog): who may make which, and why one is refused. */
import { SUITS, type Suit } from '../../cards/card.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { makeBondtolvaAction } from './actions.js';
import { holdsPair } from './cards.js';
import type { DeclarationKind } from './score.js';
import { type DealState, inPhase1, lastCompleteTrick } from './state.js';

/** The kind the next declaration of the deal would be, or null when both have been made. */
export function nextDeclarationKind(d: DealState): DeclarationKind | null {
  if (d.trump === null) return 'trumf';
  return d.declarations.some((x) => x.kind === 'tjog') ? null : 'tjog';
}

/**
 * Suits `hand` could declare now, ignoring timing: the pair is held, the declaration of that
 * kind is still free, and a tjog is not in the trump suit (a pair is declared once).
 */
export function declarableSuits(d: DealState, seat: Seat): Suit[] {
  const kind = nextDeclarationKind(d);
  if (kind === null) return [];
  return ([0, 1, 2, 3] as Suit[]).filter((s) => holdsPair(d.hands[seat], s) && s !== d.trump);
}

/** Why `seat` may not declare `kind` in `suit` now; null when it may. */
export function declarationViolation(
  d: DealState,
  seat: Seat,
  kind: DeclarationKind,
  suit: Suit,
): IllegalAction | null {
  const action = makeBondtolvaAction({ kind: 'declare', declaration: kind, suit });
  if (!inPhase1(d)) return refusal('declaration-phase', { action });
  const last = lastCompleteTrick(d);
  if (!last || last.winner !== seat) return refusal('declaration-not-winner', { action });
  if (!holdsPair(d.hands[seat], suit)) return refusal('declaration-no-pair', { action });
  const next = nextDeclarationKind(d);
  if (next === null) return refusal('declaration-used', { action, reason: 'both-made' });
  if (kind === 'trumf' && next === 'tjog') {
    return refusal('declaration-used', { action, reason: 'trumf-made', trump: SUITS[d.trump!] });
  }
  if (kind === 'tjog' && next === 'trumf')
    return refusal('declaration-kind', { action, reason: 'trumf-first' });
  if (kind === 'tjog' && suit === d.trump) {
    return refusal('declaration-kind', { action, reason: 'tjog-suit', suit: SUITS[suit] });
  }
  if (d.awaitingDeclaration !== seat) return refusal('declaration-timing', { action });
  return null;
}
