import type { SystemGame } from '../../bidding/rule.js';
import { auctionMeanings } from '../../bidding/system.js';
import { parseCall, strainSuit } from '../../cards/call.js';
import { type Card, SUITS, type SuitLetter, trumpSuit, trustedCards } from '../../cards/card.js';
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
 * The least length each seat's calls showed in each suit (S H D C index), by the system's stated
 * meanings; where the calls were not made by the system (bondebridge's notrump-only variant,
 * bid naturally), a suit bid counts as four cards.
 */
function shownLengths(view: ContractView, game: SystemGame, natural: boolean): number[][] {
  const shown = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  const meanings = natural ? [] : auctionMeanings(game, view.calls);
  view.calls.forEach(([seat, text], i) => {
    const len = meanings[i]?.len;
    if (len) {
      for (const [letter, range] of Object.entries(len)) {
        const suit = SUITS.indexOf(letter as SuitLetter);
        if (range?.min !== undefined) shown[seat][suit] = Math.max(shown[seat][suit], range.min);
      }
      return;
    }
    const c = parseCall(text);
    if (!natural || !c.ok || c.value.kind !== 'bid') return;
    const suit = strainSuit(c.value.strain);
    if (suit !== null) shown[seat][suit] = Math.max(shown[seat][suit], 4);
  });
  return shown;
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
    const declarer = view.declarer ?? 0;
    // Only the opening lead reads the auction's lengths: later cards do not pay for them.
    const openingLead = view.tricks.every((t) => t.cards.length === 0);
    const shown = openingLead
      ? shownLengths(
          view,
          input.game === 'bridge' ? 'bridge' : 'bondebridge',
          ((input.options ?? {}) as { noTrumpOnly?: boolean }).noTrumpOnly === true,
        )
      : null;
    const card = chooseCard({
      seat,
      hand,
      partnerHand: cardsOf(view.hands[(seat + 2) % 4]),
      legal: input.legal,
      tricks: view.tricks,
      trump,
      declarer,
      partnerSuits: partnerSuits(view, seat),
      ...(shown && {
        partnerShown: shown[(seat + 2) % 4],
        theirShown: shown[declarer].map((n, suit) => Math.max(n, shown[(declarer + 2) % 4][suit])),
      }),
    });
    return input.legal.includes(card) ? card : input.legal[0];
  },
});
