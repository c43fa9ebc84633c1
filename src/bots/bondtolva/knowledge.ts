/** What a Bondtolva bot can know, derived only from its seat's view. */
import type { Card, Suit } from '../../cards/card.js';
import { trustedCard, trustedCards } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import { BONDTOLVA_PACK, holdsPair } from '../../games/bondtolva/cards.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import { baseKnowledge, type Knowledge } from '../knowledge.js';

/** `unseen`: cards neither in my hand nor played this deal, i.e. the opponent's hand plus the stock. */
export interface BondtolvaKnowledge extends Knowledge {
  opp: Seat;
  /** Opponent cards known from their declared pairs. */
  oppKnown: Card[];
  oppHandCount: number;
  stockCount: number;
  /** The card the opponent led to the trick I must follow, if any. */
  led: Card | undefined;
  /** Matadors and card points already won, [me, opponent]. */
  matadors: [number, number];
  points: [number, number];
  /** Protocol before this deal and points declared in it, [me, opponent]. */
  protocol: [number, number];
  declared: [number, number];
  /** Kind of the next declaration of this deal, or null when both are made. */
  nextDeclaration: 'trumf' | 'tjog' | null;
  tricksLeft: number;
}

export function knowledgeOf(view: BondtolvaView, me: Seat): BondtolvaKnowledge {
  const opp = 1 - me;
  const open = view.tricks.at(-1);
  const led =
    open && open.winner === undefined && open.cards.length === 1 ? trustedCard(open.cards[0][1]) : undefined;
  const kinds = view.declarations.map((d) => d.kind);
  return {
    ...baseKnowledge(view, me, BONDTOLVA_PACK),
    opp,
    oppKnown: trustedCards(view.knownCards[opp]),
    oppHandCount: view.handCounts[opp],
    stockCount: view.stockCount,
    led,
    matadors: [view.matadorsWon[me], view.matadorsWon[opp]],
    points: [view.cardPointsWon[me], view.cardPointsWon[opp]],
    protocol: [view.protocol[me], view.protocol[opp]],
    declared: [view.declared[me], view.declared[opp]],
    nextDeclaration: !kinds.includes('trumf') ? 'trumf' : kinds.includes('tjog') ? null : 'tjog',
    tricksLeft: 12 - view.tricks.filter((t) => t.winner !== undefined).length,
  };
}

/** Suits whose king–queen pair `hand` could still declare after winning a trick. */
export function declarablePairs(k: BondtolvaKnowledge, hand: readonly Card[] = k.hand): Suit[] {
  if (k.nextDeclaration === null || k.stockCount === 0) return [];
  return ([0, 1, 2, 3] as Suit[]).filter((s) => s !== k.trump && holdsPair(hand, s));
}

/**
 * Probability that the opponent holds at least one card of `cards` (among the unseen ones),
 * with their unknown cards a uniform draw from the unseen cards they are not known to hold.
 */
export function chanceOppHolds(k: BondtolvaKnowledge, cards: readonly Card[]): number {
  if (cards.some((c) => k.oppKnown.includes(c))) return 1;
  const pool = k.unseen.filter((c) => !k.oppKnown.includes(c));
  const wanted = cards.filter((c) => pool.includes(c)).length;
  const slots = k.oppHandCount - k.oppKnown.length;
  let none = 1;
  for (let i = 0; i < slots; i++) none *= Math.max(0, pool.length - wanted - i) / (pool.length - i);
  return 1 - none;
}
