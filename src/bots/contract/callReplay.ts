/**
 * Layouts in which partner would have bid as partner did. The auction-aware sampler draws each
 * hand uniformly within what its calls state, and most calls state only a minimum: partner's
 * 1♠ is "6+ HCP", so the sampler gives partner about 10 and a top honour more often than the
 * auction allows (partner who raised to game and made no slam try is rarely that strong). Both
 * partners bid by the same system, so a sampled hand can be checked by replaying the system's
 * call for each of partner's calls (or, where partner's call differs, whether it was among the
 * calls the strong bot's judgement weighs there); layouts that fail are drawn again. Only the public calls
 * and a sampled hand are used, never the real hands.
 */
import type { SystemGame } from '../../bidding/rule.js';
import { parseCall } from '../../cards/call.js';
import { type Card, formatCard } from '../../cards/card.js';
import { type Auction, legalCalls } from '../../engine/auction.js';
import type { Seat } from '../../engine/game.js';
import { BRIDGE_AUCTION } from '../../games/bridge/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import type { BotInput } from '../bot.js';
import { chooseCall } from './basicBidding.js';
import { judgementChoice } from './judgementCandidates.js';
import type { AuctionDeals } from './simBidding.js';

/** Draws per layout before one that fails the replay is taken anyway (partner's call was a judged one, or a gap). */
const TRIES = 24;

/**
 * Whether the strong bot holding `hand` could have judged its way from basic's call to `call`
 * (partner's game raised from a part-score, say): `call` is among the candidates there.
 */
function judgedTo(
  game: SystemGame,
  seat: Seat,
  hand: readonly Card[],
  calls: ReadonlyArray<readonly [Seat, string]>,
  legal: string[],
  basic: string,
  call: string,
): boolean {
  const hands: Array<string[] | null> = [null, null, null, null];
  hands[seat] = hand.map(formatCard);
  const view = { calls, firstCaller: calls.length ? calls[0][0] : seat, hands } as unknown as ContractView;
  const input = { game, seat, view, legal, options: {} } as unknown as BotInput;
  return judgementChoice(input, game, basic)?.calls.includes(call) ?? false;
}

/** Whether `hand` at `seat` makes every call `seat` made in `calls`: the system's, or a call its judgement weighs. */
export function makesCalls(
  game: SystemGame,
  calls: ReadonlyArray<readonly [Seat, string]>,
  seat: Seat,
  hand: readonly Card[],
): boolean {
  if (!calls.length) return true;
  const auction: Auction = { seats: 4, first: calls[0][0], calls: [] };
  for (const [who, text] of calls) {
    const call = parseCall(text);
    if (!call.ok) return true;
    if (who === seat) {
      const legal = legalCalls(auction, seat, BRIDGE_AUCTION);
      const prefix = auction.calls.map((c, i) => [c.seat, calls[i][1]] as const);
      const basic = chooseCall({ game, seat, hand, calls: prefix, legal, noTrumpOnly: false });
      if (basic !== text && !judgedTo(game, seat, hand, prefix, legal, basic, text)) return false;
    }
    auction.calls.push({ seat: who, call: call.value });
  }
  return true;
}

/** `deals`, each redrawn (up to a limit) until partner's hand makes partner's calls. */
export function partnerReplayedDeals(
  deals: AuctionDeals,
  game: SystemGame,
  calls: ReadonlyArray<readonly [Seat, string]>,
  partner: Seat,
): AuctionDeals {
  return {
    next: () => {
      let hands = deals.next();
      for (let i = 1; i < TRIES && !makesCalls(game, calls, partner, hands[partner]); i++)
        hands = deals.next();
      return hands;
    },
  };
}
