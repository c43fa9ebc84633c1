import { type Card, STANDARD_PACK, trustedCards } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import { baseKnowledge, currentTrick, type Knowledge, shownVoids } from '../knowledge.js';

/** What a seat knows during the play of a four-hand contract game (bondebridge, bridge). */
export interface ContractKnowledge extends Knowledge {
  /** Holdings where visible (own hand, dummy), else null. */
  known: Array<Card[] | null>;
  counts: number[];
  leader: Seat;
  /** Cards played to the current trick, in order. */
  trick: Card[];
  /** voids[seat][suit]: the seat showed out of that suit. */
  voids: boolean[][];
}

/** The knowledge of `seat` (for dummy: declarer's view, with dummy's seat). */
export function contractKnowledge(view: ContractView, seat: Seat): ContractKnowledge {
  const { leader, trick } = currentTrick(view, view.toAct[0] ?? 0);
  return {
    ...baseKnowledge(view, seat, STANDARD_PACK),
    known: view.hands.map((h) => (h ? trustedCards(h) : null)),
    counts: [...view.handCounts],
    leader,
    trick: trick.map(([, c]) => c),
    voids: shownVoids(view),
  };
}
