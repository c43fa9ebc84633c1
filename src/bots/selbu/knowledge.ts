import { type Card, STANDARD_PACK, trustedCard, trustedCards } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { SelbuView } from '../../games/selbu/view.js';
import { baseKnowledge, currentTrick, type Knowledge, shownVoids } from '../knowledge.js';

/** What a seat knows about the round, in the form both selbu bots need (from its view only). */
export interface SelbuKnowledge extends Knowledge {
  seats: number;
  /** Hands this seat sees (its own; the others' on the forehead), null where hidden. */
  known: Array<Card[] | null>;
  handCounts: number[];
  /** `voids[seat][suit]`: that seat failed to follow that suit this round. */
  voids: boolean[][];
  /** The trick being played (empty when the seat leads), in play order, and who leads it. */
  trick: Array<[Seat, Card]>;
  leader: Seat;
  /** Tricks won so far this round, by seat. */
  won: number[];
}

export function selbuKnowledge(view: SelbuView, seat: Seat): SelbuKnowledge {
  const upcard = view.upcard ? [trustedCard(view.upcard)] : [];
  const { leader, trick } = currentTrick(view, (view.dealer + 1) % view.seats);
  return {
    ...baseKnowledge(view, seat, STANDARD_PACK, upcard),
    seats: view.seats,
    known: view.hands.map((h) => (h ? trustedCards(h) : null)),
    handCounts: view.handCounts,
    voids: shownVoids(view),
    trick,
    leader,
    won: [...view.tricksWon],
  };
}
