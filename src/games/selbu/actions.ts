/**
 * Selbu's actions in the shared notation (rules/selbu.md): a bid as a number of tricks (`0`,
 * `7`) or a card of the 52-card pack (`SA`). The rules read actions only through
 * `parseSelbuAction`; everything that writes one uses `makeSelbuAction`.
 */
import { type Card, formatCard, parseCard } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import type { IllegalAction } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { PACK_SIZE } from './options.js';

export type SelbuAction = { kind: 'bid'; bid: number } | { kind: 'card'; card: Card };

/** A bid as the notation writes it (`0`, `7`); `-1` is read too, to be refused as out of range. */
const BID = /^(0|-?[1-9]\d*)$/;

/**
 * Reads an action as sent (a card in any case, `s10`). Whether it is legal now is the rules'
 * question: a bid out of range is read, to be refused by the rules. What is neither a bid nor a
 * card is refused naming the bids of this round, 0 to `handSize`.
 */
export function parseSelbuAction(action: string, handSize: number): Result<SelbuAction, IllegalAction> {
  if (BID.test(action)) return ok({ kind: 'bid', bid: Number(action) });
  const card = parseCard(action);
  if (!card.ok || card.value >= PACK_SIZE) {
    return err(refusal('unknown-action', { action, expected: 'bid-or-card', maxBid: handSize }));
  }
  return ok({ kind: 'card', card: card.value });
}

/** The action in canonical notation: `3`, `SA`. */
export const makeSelbuAction = (a: SelbuAction): string =>
  a.kind === 'bid' ? String(a.bid) : formatCard(a.card);
