import type { SystemGame } from '../../bidding/rule.js';
import { type Card, trustedCard } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import { contractKnowledge } from '../contract/knowledge.js';
import { auctionConstraints } from './constraints.js';
import type { DealProblem } from './sampler.js';

/**
 * The sampling problem of a seat in bondebridge or bridge, from its view alone (during the
 * auction too: then every other hand is hidden and only the calls so far constrain them).
 * `options` are the game's options as the bot gets them: in bondebridge's notrump-only variant
 * the calls are natural, so they constrain nothing.
 */
export function dealProblemOf(
  view: ContractView,
  seat: Seat,
  game: SystemGame,
  options?: unknown,
): DealProblem {
  const k = contractKnowledge(view, seat);
  const played: Card[][] = [[], [], [], []];
  for (const t of view.tricks) for (const [s, c] of t.cards) played[s].push(trustedCard(c));
  const natural = (options as { noTrumpOnly?: boolean } | undefined)?.noTrumpOnly === true;
  return {
    known: k.known,
    unknown: k.unseen,
    need: k.known.map((h, s) => (h ? 0 : k.counts[s])),
    voids: k.voids,
    played,
    constraints: auctionConstraints(game, view.calls, natural),
  };
}
