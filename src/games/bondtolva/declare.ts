/** King–queen declarations (trumf, tjog): who may make which, and why one is refused. */
import { SUIT_NAMES, SUITS, type Suit } from '../../cards/card.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
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

export const declarationAction = (kind: DeclarationKind, suit: Suit): string => `${kind}:${SUITS[suit]}`;

/** Why `seat` may not declare `kind` in `suit` now; null when it may. */
export function declarationViolation(
  d: DealState,
  seat: Seat,
  kind: DeclarationKind,
  suit: Suit,
): IllegalAction | null {
  const action = declarationAction(kind, suit);
  const refuse = (code: string, rule: string): IllegalAction => ({ code, message: `${action}: ${rule}` });
  if (!inPhase1(d)) return refuse('declaration-phase', 'no declarations in phase 2');
  const last = lastCompleteTrick(d);
  if (!last || last.winner !== seat) {
    return refuse('declaration-not-winner', 'only the winner of the trick just played may declare');
  }
  if (!holdsPair(d.hands[seat], suit)) {
    return refuse('declaration-no-pair', 'a declaration needs the king and queen of that suit in hand');
  }
  const next = nextDeclarationKind(d);
  if (next === null) return refuse('declaration-used', 'the trumf and the tjog of this deal are both made');
  if (kind === 'trumf' && next === 'tjog') {
    return refuse(
      'declaration-used',
      `trump is already declared (${SUIT_NAMES[d.trump!]}): only one trumf per deal, a later pair is a tjog`,
    );
  }
  if (kind === 'tjog' && next === 'trumf') {
    return refuse('declaration-kind', 'the first declaration of a deal is a trumf');
  }
  if (kind === 'tjog' && suit === d.trump) {
    return refuse(
      'declaration-kind',
      `the tjog must be in another suit than the trumf (${SUIT_NAMES[suit]})`,
    );
  }
  if (d.awaitingDeclaration !== seat) {
    return refuse('declaration-timing', 'a declaration comes right after winning a trick, before the draw');
  }
  return null;
}
