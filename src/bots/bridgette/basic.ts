/**
 * The `basic` Bridgette bot. Exchange: keeps the 13 cards whose best biddable contract is
 * worth most (short-suit low cards go, colons stay when useful). Auction: the call with the
 * best expected score, tricks estimated from honours and length against the unseen cards,
 * within the bidding limits (it only picks offered calls). Play: draws trumps, cashes winners,
 * steals tricks with colons, follows with a matching colon to stop a suit or save a card.
 */

import { type Card, formatCard, parseCard } from '../../cards/card.js';
import { formatDiscard } from '../../games/bridgette/actions.js';
import type { BridgetteView } from '../../games/bridgette/view.js';
import type { Bot, BotInput } from '../bot.js';
import { chooseCall } from './auction.js';
import { outlookOf } from './eval.js';
import { chooseKeep } from './exchange.js';
import { knowledgeOf } from './knowledge.js';
import { chooseCard } from './play.js';

const toCards = (items: readonly string[]): Card[] =>
  items.map((a) => parseCard(a)).flatMap((r) => (r.ok ? [r.value] : []));

export const basicBridgetteBot: Bot = {
  level: 'basic',
  choose(raw) {
    const { view, legal, seat } = raw as BotInput<BridgetteView>;
    if (legal.length === 1) return legal[0];
    const k = knowledgeOf(view, seat);
    const o = outlookOf(k.unseen, k.oppCount);
    switch (view.phase) {
      case 'exchange': {
        // The list may be a selection (8 or 12 to discard): any set of the right size is legal.
        const keep = chooseKeep(k.hand, k.hand.length - view.mustDiscard, o);
        return formatDiscard(k.hand.filter((c) => !keep.includes(c)));
      }
      case 'auction':
        return chooseCall(k.hand, seat, view.auction, legal, o, view.insultFirst);
      default: {
        const cards = toCards(legal);
        return cards.length ? formatCard(chooseCard(k, cards)) : legal[0];
      }
    }
  },
};
