import { type Card, type Suit, trumpSuit, trustedCards } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import { sampleHidden } from '../../engine/sampling.js';
import { trickFromView } from '../../engine/trick.js';
import { BONDTOLVA_PACK } from './cards.js';
import type { BondtolvaState, DealState } from './state.js';
import type { BondtolvaView } from './view.js';

/**
 * A full Bondtolva state consistent with what the view's seat sees: the opponent's hand (with
 * its declared cards) and the stock order drawn from the unseen cards, everything else from the
 * view. Only while a deal is played (phase 1, a declaration, phase 2).
 */
export function resampleBondtolva(view: BondtolvaView, rng: Rng): BondtolvaState | null {
  if (view.phase !== 'phase1' && view.phase !== 'declare' && view.phase !== 'phase2') return null;
  if (view.seat === null) return null;
  const me = view.seat;
  const opp = 1 - me;
  const mine = trustedCards(view.hands[me] ?? []);
  const tricks = view.tricks.map(trickFromView);
  const seen = new Set<Card>([...mine, ...tricks.flatMap((t) => t.cards)]);
  const oppKnown = trustedCards(view.knownCards[opp]);
  for (const c of oppKnown) seen.add(c);
  const unknown = BONDTOLVA_PACK.filter((c) => !seen.has(c));
  const oppNeed = view.handCounts[opp] - oppKnown.length;
  // In phase 2 the opponent follows strict rules; a card off the led suit shows a void only then.
  const added = sampleHidden(
    { unknown, need: [oppNeed, unknown.length - oppNeed], allowed: () => true },
    rng,
  );
  const piles: Card[][] = [[], []];
  for (const t of tricks) if (t.winner !== undefined) piles[t.winner].push(...t.cards);
  const hands: Card[][] = [];
  hands[me] = mine;
  hands[opp] = [...oppKnown, ...added[0]];
  const deal: DealState = {
    dealer: view.dealer,
    hands,
    stock: added[1],
    tricks,
    piles,
    trump: trumpSuit(view.trump),
    declarations: view.declarations.map((d) => ({
      seat: d.seat,
      kind: d.kind,
      suit: trumpSuit(d.suit) as Suit,
    })),
    awaitingDeclaration: view.phase === 'declare' ? (view.toAct[0] ?? null) : null,
    finished: false,
  };
  return {
    firstDealer: view.dealer,
    dealCount: view.dealIndex + 1,
    protocol: [...view.protocol],
    results: [],
    winner: null,
    deal,
  };
}
