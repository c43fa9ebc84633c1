/**
 * Bondtolva's actions in the shared notation (rules/bondtolva.md): a card (`SA`), a king–queen
 * declaration (`trumf:S`, `tjog:H`), or `pass` (no declaration after a won trick). The rules
 * read actions only through `parseBondtolvaAction`; everything that writes one uses
 * `makeBondtolvaAction`.
 */
import { type Card, formatCard, parseCard, parseSuit, SUITS, type Suit } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import type { IllegalAction } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import type { DeclarationKind } from './score.js';

export type BondtolvaAction =
  | { kind: 'card'; card: Card }
  | { kind: 'declare'; declaration: DeclarationKind; suit: Suit }
  | { kind: 'pass' };

export const PASS = 'pass';

const DECLARATION = /^(trumf|tjog):(.*)$/i;

/**
 * Reads an action as sent: spaces around it, any case (`Trumf:s`, `PASS`, `s10`). Whether it is
 * legal now is the rules' question; this refuses only what is no action of the game.
 */
export function parseBondtolvaAction(action: string): Result<BondtolvaAction, IllegalAction> {
  const text = action.trim();
  const decl = DECLARATION.exec(text);
  if (decl) {
    const declaration = decl[1].toLowerCase() as DeclarationKind;
    const suit = parseSuit(decl[2]);
    if (!suit.ok || decl[2].length !== 1) {
      return err(refusal('unknown-action', { action, expected: 'declaration-suit', kind: declaration }));
    }
    return ok({ kind: 'declare', declaration, suit: suit.value });
  }
  if (text.toLowerCase() === PASS) return ok({ kind: 'pass' });
  const card = parseCard(text);
  if (!card.ok) return err(refusal('unknown-action', { action, expected: 'card-or-declaration' }));
  return ok({ kind: 'card', card: card.value });
}

/** The action in canonical notation: `SA`, `trumf:S`, `pass`. */
export function makeBondtolvaAction(a: BondtolvaAction): string {
  switch (a.kind) {
    case 'card':
      return formatCard(a.card);
    case 'declare':
      return `${a.declaration}:${SUITS[a.suit]}`;
    case 'pass':
      return PASS;
  }
}
