import { err, ok, type Result } from '../../cards/result.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import { dealersLeft, handSizeOf, type SelbuState } from './state.js';

const sum = (xs: ReadonlyArray<number | null>): number => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

/** The seats that must bid now: all who have not bid (simultaneous), the next one (sequential), the hook changer. */
export function biddersToAct(state: SelbuState): Seat[] {
  if (state.phase === 'hook') return [dealersLeft(state)];
  if (state.options.bidding === 'simultaneous') {
    return state.bids.flatMap((b, seat) => (b === null ? [seat] : []));
  }
  const made = state.bids.filter((b) => b !== null).length;
  return [(state.dealer + 1 + made) % state.seats];
}

/**
 * Sequential bidding: the bid the dealer (the last bidder) may not make because the sum would
 * equal the hand size; null when no bid would (the others already bid more) or not the dealer's turn.
 */
export function forbiddenDealerBid(state: SelbuState): number | null {
  if (state.phase !== 'bidding' || state.options.bidding !== 'sequential') return null;
  const bidders = biddersToAct(state);
  if (bidders[0] !== state.dealer) return null;
  const rest = handSizeOf(state) - sum(state.bids);
  return rest >= 0 ? rest : null;
}

/** The bids `seat` may make now, ascending; empty when it is not to bid. */
export function legalBids(state: SelbuState, seat: Seat): number[] {
  if (!biddersToAct(state).includes(seat)) return [];
  const all = Array.from({ length: handSizeOf(state) + 1 }, (_, i) => i);
  if (state.phase === 'hook') return all.filter((b) => b !== state.bids[seat]);
  const forbidden = forbiddenDealerBid(state);
  return all.filter((b) => b !== forbidden);
}

/** Why `seat` may not bid now, or null. Names the bid first and the rule it breaks. */
function bidViolation(state: SelbuState, seat: Seat, bid: number, action: string): IllegalAction | null {
  const size = handSizeOf(state);
  const toAct = biddersToAct(state);
  // In the hook phase every bid is in.
  const revealed = () => state.bids as number[];
  if (state.phase === 'hook' && seat !== toAct[0]) {
    return refusal('hook-wrong-seat', { action, changer: toAct[0], bids: revealed(), size });
  }
  if (!toAct.includes(seat)) {
    if (state.options.bidding === 'simultaneous' && state.bids[seat] !== null) {
      return refusal('already-bid', { action, seat });
    }
    return refusal('not-your-turn', { action, seat, toAct: [toAct[0]], move: 'bid' });
  }
  if (bid < 0 || bid > size) return refusal('bid-out-of-range', { action, size });
  if (state.phase === 'hook' && bid === state.bids[seat]) {
    return refusal('hook', { action, reason: 'same-bid', bids: revealed(), size });
  }
  if (bid === forbiddenDealerBid(state)) return refusal('hook', { action, reason: 'dealer', bid, size });
  return null;
}

/** Records a bid; the last simultaneous bid reveals them all and may call for the hook change. */
export function applyBid(
  state: SelbuState,
  seat: Seat,
  bid: number,
  action: string,
): Result<SelbuState, IllegalAction> {
  const violation = bidViolation(state, seat, bid, action);
  if (violation) return err(violation);
  const bids = state.bids.map((b, s) => (s === seat ? bid : b));
  if (state.phase === 'hook') {
    return ok({ ...state, bids, revealedBids: [...(state.bids as number[])], phase: 'play' });
  }
  if (bids.some((b) => b === null)) return ok({ ...state, bids });
  const hooked = state.options.bidding === 'simultaneous' && sum(bids) === handSizeOf(state);
  return ok({ ...state, bids, phase: hooked ? 'hook' : 'play' });
}
