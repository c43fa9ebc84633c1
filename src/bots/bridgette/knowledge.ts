import { STRAINS, type StrainIndex, strainSuit } from '../../cards/call.js';
import { type Card, isColon, type Suit, suitOf, trustedCards } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import { BRIDGETTE_PACK, inColonGroup } from '../../games/bridgette/cards.js';
import type { BridgetteView } from '../../games/bridgette/view.js';
import { baseKnowledge, type Knowledge } from '../knowledge.js';

/**
 * What the bot may know, all derived from its own view (never the state). `hand`: in the
 * exchange, the whole pool I choose from; `unseen`: the cards the opponent may hold (not mine,
 * not discarded by me, not played); `trump`: null in NT or before the contract.
 */
export interface BridgetteKnowledge extends Knowledge {
  /** Cards the opponent holds (13 after the exchange, fewer as tricks are played). */
  oppCount: number;
  /** Suits the opponent has shown out of (failed to follow with a suit card). */
  oppVoid: boolean[];
  strain: StrainIndex | null;
  declarer: Seat | null;
  /** The card led to the current trick, when I am second to play. */
  lead: Card | undefined;
  leadBy: Seat | undefined;
}

export function knowledgeOf(view: BridgetteView, seat: Seat): BridgetteKnowledge {
  const oppVoid = [false, false, false, false];
  let lead: Card | undefined;
  let leadBy: Seat | undefined;
  for (const t of view.tricks) {
    const cs = trustedCards(t.cards.map(([, c]) => c));
    if (cs.length === 2 && t.cards[1][0] !== seat && !isColon(cs[0])) {
      const f = cs[1];
      const followed = !isColon(f) && suitOf(f) === suitOf(cs[0]);
      const matchingColon = isColon(f) && inColonGroup(f, cs[0]);
      if (!followed && !matchingColon) oppVoid[suitOf(cs[0])] = true;
    }
    if (cs.length === 1) {
      lead = cs[0];
      leadBy = t.cards[0][0];
    }
  }
  const strain = view.contract
    ? (STRAINS.indexOf(view.contract.replace(/X+$/, '').slice(1) as never) as StrainIndex)
    : null;
  const trump = strain === null ? null : (strainSuit(strain) as Suit | null);
  const opp = 1 - seat;
  // In the exchange the opponent will keep 13, whatever they hold now.
  const oppCount = view.phase === 'exchange' ? 13 : view.handCounts[opp];
  const base = baseKnowledge(view, seat, BRIDGETTE_PACK, trustedCards(view.ownDiscards ?? []));
  return { ...base, oppCount, oppVoid, trump, strain, declarer: view.declarer, lead, leadBy };
}
