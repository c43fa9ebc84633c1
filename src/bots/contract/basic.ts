import { parseCall, strainSuit } from '../../cards/call.js';
import { type Card, trumpSuit, trustedCards } from '../../cards/card.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import type { Bot, BotInput } from '../bot.js';
import { chooseCall } from './basicBidding.js';
import { chooseCard } from './basicPlay.js';
import { claimAware } from './claims.js';

const cardsOf = (texts: readonly string[] | null): Card[] | null => (texts ? trustedCards(texts) : null);

/** Suits (S H D C index) the seat's partner bid, in the order first bid. */
function partnerSuits(view: ContractView, seat: number): number[] {
  const out: number[] = [];
  for (const [s, text] of view.calls) {
    const c = parseCall(text);
    if (s !== (seat + 2) % 4 || !c.ok || c.value.kind !== 'bid') continue;
    const suit = strainSuit(c.value.strain);
    if (suit !== null && !out.includes(suit)) out.push(suit);
  }
  return out;
}

/**
 * `basic` for bondebridge and bridge: natural bidding on points and honour tricks, card play
 * by the classic rules. It reads only the controller's view (declarer's for dummy). It never
 * claims and accepts only claims it verifies (`claimAware`).
 */
export const basicContractBot: Bot = claimAware({
  level: 'basic',
  choose(input: BotInput): string {
    const view = input.view as ContractView;
    const seat = input.seat;
    const hand = cardsOf(view.hands[seat]) ?? [];
    if (view.phase === 'auction') {
      const options = (input.options ?? {}) as { noTrumpOnly?: boolean };
      const call = chooseCall({
        game: input.game === 'bridge' ? 'bridge' : 'bondebridge',
        seat,
        hand,
        calls: view.calls,
        legal: input.legal,
        noTrumpOnly: options.noTrumpOnly === true,
      });
      return input.legal.includes(call) ? call : 'P';
    }
    const trump = trumpSuit(view.trump);
    const card = chooseCard({
      seat,
      hand,
      partnerHand: cardsOf(view.hands[(seat + 2) % 4]),
      legal: input.legal,
      tricks: view.tricks,
      trump,
      declarer: view.declarer ?? 0,
      partnerSuits: partnerSuits(view, seat),
    });
    return input.legal.includes(card) ? card : input.legal[0];
  },
});
