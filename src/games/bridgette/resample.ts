import { parseCall, type StrainIndex } from '../../cards/call.js';
import { type Card, trustedCard, trustedCards } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import type { Contract } from '../../engine/auction.js';
import type { Seat } from '../../engine/game.js';
import { sampleHidden } from '../../engine/sampling.js';
import { trickFromView } from '../../engine/trick.js';
import { BRIDGETTE_PACK } from './cards.js';
import type { BridgetteState, DealState } from './state.js';
import type { BridgetteView } from './view.js';

/** `4SX` → level 4, strain S, doubled once. */
function contractOf(text: string, declarer: Seat): Contract | null {
  const m = /^(\d)(C|D|H|S|NT)(X{0,2})$/.exec(text);
  if (!m) return null;
  return {
    level: Number(m[1]),
    strain: ['C', 'D', 'H', 'S', 'NT'].indexOf(m[2]) as StrainIndex,
    doubled: m[3].length as 0 | 1 | 2,
    declarer,
  };
}

/**
 * A full Bridgette state in the play phase consistent with what the view's seat sees: the
 * opponent's hand, its discards and the stock drawn from the unseen cards. Null before play.
 */
export function resampleBridgette(view: BridgetteView, rng: Rng): BridgetteState | null {
  if (view.phase !== 'play' || view.contract === null || view.declarer === null || !view.upcard) return null;
  if (view.seat === null) return null;
  const contract = contractOf(view.contract, view.declarer);
  if (!contract) return null;
  const me = view.seat;
  const opp = 1 - me;
  const mine = trustedCards(view.hands[me] ?? []);
  const ownDiscards = trustedCards(view.ownDiscards ?? []);
  const tricks = view.tricks.map(trickFromView);
  const seen = new Set<Card>([...mine, ...ownDiscards, ...tricks.flatMap((t) => t.cards)]);
  const unknown = BRIDGETTE_PACK.filter((c) => !seen.has(c));
  const oppNeed = view.handCounts[opp];
  // A seat keeps 13 cards, so it discarded as many as it drew.
  const oppDiscards = view.drawn[opp];
  const rest = unknown.length - oppNeed - oppDiscards;
  const added = sampleHidden({ unknown, need: [oppNeed, oppDiscards, rest], allowed: () => true }, rng);
  const hands: Card[][] = [];
  hands[me] = mine;
  hands[opp] = added[0];
  const discards: Card[][] = [];
  discards[me] = ownDiscards;
  discards[opp] = added[1];
  const calls = view.auction.map(([seat, text]) => {
    const c = parseCall(text);
    if (!c.ok) throw new Error(`expected a call, got "${text}"`);
    return { seat, call: c.value };
  });
  const deal: DealState = {
    dealer: view.dealer,
    upcard: trustedCard(view.upcard),
    hands,
    stock: added[2],
    drawn: [...view.drawn],
    discards,
    auction: { seats: 2, first: view.dealer, calls },
    contract,
    tricks,
    tricksWon: [...view.tricksWon],
    phase: 'play',
  };
  return {
    options: { colonOnColon: view.colonOnColon, insultFirst: view.insultFirst },
    firstDealer: view.dealer,
    dealCount: view.dealIndex + 1,
    results: [],
    totals: [0, 0],
    countedDeals: view.countedDeals,
    over: false,
    deal,
  };
}
