/**
 * Bridgette's actions in the shared notation (rules/bridgette.md): the exchange's discard
 * (`discard:SA,H2`), a call of the auction (`P`, `X`, `XX`, `0NT` … `7NT`, as src/cards/call.ts
 * reads them) and a card of the play (`SA`, `GC`). The rules read actions only through
 * `parseBridgetteAction`; everything that writes one uses `makeBridgetteAction`.
 */
import { type Call, formatCall, parseCall } from '../../cards/call.js';
import { type Card, formatCard, parseCard, sortCards } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import type { IllegalAction } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';

export type BridgetteAction =
  | { kind: 'discard'; cards: Card[] }
  | { kind: 'call'; call: Call }
  | { kind: 'card'; card: Card };

export const DISCARD_PREFIX = 'discard:';

/** Written as a discard (`discard:` in any case), whether or not the cards after it read. */
export const isDiscardAction = (action: string): boolean =>
  action.trim().toLowerCase().startsWith(DISCARD_PREFIX);

/**
 * Written as a call, whether or not bridgette has it: `P`, `X`, `XX`, `pass`, a level and a
 * strain (`0C` included, which no game bids).
 */
export const isCallLike = (action: string): boolean =>
  /^(P|X|XX|PASS|[0-7](C|D|H|S|NT?))$/i.test(action.trim());

/** Reads `discard:C1,C2,…` (any order, any case, `10` for T) into cards; duplicates refused. */
function parseDiscard(action: string): Result<Card[], IllegalAction> {
  const body = action.trim().slice(DISCARD_PREFIX.length).trim();
  const cards: Card[] = [];
  for (const item of body === '' ? [] : body.split(',')) {
    const c = parseCard(item);
    if (!c.ok) return err(refusal('unknown-action', { action, expected: 'card', item }));
    if (cards.includes(c.value)) return err(refusal('card-twice', { action, card: formatCard(c.value) }));
    cards.push(c.value);
  }
  return ok(cards);
}

/**
 * Reads an action as sent: spaces around it, any case, a discard's cards in any order. Whether
 * it is legal now is the rules' question. Refused here: a discard naming something that is not a
 * card or a card twice; `pass`, which is bondtolva's word (the notation's pass is `P`), as not a
 * call; anything else that is neither a card nor a call as not a card.
 */
export function parseBridgetteAction(action: string): Result<BridgetteAction, IllegalAction> {
  if (isDiscardAction(action)) {
    const cards = parseDiscard(action);
    return cards.ok ? ok({ kind: 'discard', cards: cards.value }) : cards;
  }
  const card = parseCard(action);
  if (card.ok) return ok({ kind: 'card', card: card.value });
  if (action.trim().toUpperCase() === 'PASS')
    return err(refusal('unknown-action', { action, expected: 'call' }));
  const call = parseCall(action);
  if (call.ok) return ok({ kind: 'call', call: call.value });
  return err(refusal('unknown-action', { action, expected: 'card' }));
}

/** The action in notation: a discard names its cards in the order given (`formatDiscard` sorts them). */
export function makeBridgetteAction(a: BridgetteAction): string {
  switch (a.kind) {
    case 'discard':
      return DISCARD_PREFIX + a.cards.map(formatCard).join(',');
    case 'call':
      return formatCall(a.call);
    case 'card':
      return formatCard(a.card);
  }
}

/** The canonical discard of these cards: `discard:` and the cards in display order. */
export const formatDiscard = (cards: readonly Card[]): string =>
  makeBridgetteAction({ kind: 'discard', cards: sortCards(cards) });
