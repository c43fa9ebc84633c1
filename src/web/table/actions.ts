/**
 * Sorting the server's legal action strings by the control that offers them. The client
 * knows the notation (rules/README.md), not the rules: what is legal comes from the server.
 */
import { trustedCards } from '../../cards/card.js';
import { makeBridgetteAction } from '../../games/bridgette/actions.js';
import { isCardCode } from '../cards/notation.js';
import type { LegalFor } from '../net/types.js';

export type ActionKind = 'card' | 'call' | 'bid' | 'discard' | 'declare' | 'other';

const CALL_RE = /^(?:P|X|XX|[0-7](?:C|D|H|S|NT))$/;
const BID_RE = /^\d{1,2}$/;
const DECLARE_RE = /^(?:(?:trumf|tjog):[SHDC]|pass)$/;

export function actionKind(action: string): ActionKind {
  if (isCardCode(action)) return 'card';
  if (CALL_RE.test(action)) return 'call';
  if (BID_RE.test(action)) return 'bid';
  if (action.startsWith('discard:')) return 'discard';
  if (DECLARE_RE.test(action)) return 'declare';
  return 'other';
}

/** The legal actions of one seat, grouped by kind. */
export interface SeatChoices {
  seat: number;
  cards: Set<string>;
  calls: Set<string>;
  bids: Set<string>;
  discards: string[];
  declarations: string[];
  other: string[];
}

export function choicesOf(legal: LegalFor): SeatChoices {
  const c: SeatChoices = {
    seat: legal.seat,
    cards: new Set(),
    calls: new Set(),
    bids: new Set(),
    discards: [],
    declarations: [],
    other: [],
  };
  for (const a of legal.actions) {
    switch (actionKind(a)) {
      case 'card':
        c.cards.add(a);
        break;
      case 'call':
        c.calls.add(a);
        break;
      case 'bid':
        c.bids.add(a);
        break;
      case 'discard':
        c.discards.push(a);
        break;
      case 'declare':
        c.declarations.push(a);
        break;
      default:
        c.other.push(a);
    }
  }
  return c;
}

/** A discard action for the chosen cards (in the order chosen), in the notation the server reads. */
export const discardAction = (cards: readonly string[]): string =>
  makeBridgetteAction({ kind: 'discard', cards: trustedCards(cards) });
