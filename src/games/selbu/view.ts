import { formatCard, sortCards } from '../../cards/card.js';
import type { BaseView, MatchResult, Seat } from '../../engine/game.js';
import { trickToView } from '../../engine/trick.js';
import { forbiddenDealerBid } from './bidding.js';
import type { BiddingRule, ScoringRule } from './options.js';
import { cardsHiddenFromHolder, dealersLeft, handSizeOf, isForeheadRound, type SelbuState } from './state.js';
import { trumpText } from './trump.js';
import { seatsToAct } from './turn.js';

/** What one seat (or a spectator) sees of a selbu match. */
export interface SelbuView extends BaseView {
  game: 'selbu';
  phase: SelbuState['phase'];
  /** 1-based round number (0 before the first deal); between rounds: the round just finished. */
  round: number;
  rounds: number;
  handSize: number;
  handSizes: number[];
  bidding: BiddingRule;
  scoring: ScoringRule;
  /** Bids this viewer may see: all once revealed (or made, in sequential bidding); before the
   * simultaneous reveal only the viewer's own. null: not made, or secret. */
  bids: Array<number | null>;
  /** Whether each seat has bid this round (public even while the bids are secret). */
  hasBid: boolean[];
  /** Simultaneous bidding: true once all bids are in and shown. Sequential: always true. */
  bidsRevealed: boolean;
  /** When the hook rule forced a change: the bids as first revealed. */
  revealedBids: number[] | null;
  /** Phase `hook`: the seat that must change its bid. */
  hookSeat: Seat | null;
  /** Sequential bidding, dealer to bid: the number the hook rule forbids. */
  forbiddenBid: number | null;
  /** With `trump: draw` or `draw-suit`: the turned-up card. */
  upcard: string | null;
  stockCount: number;
  /** This round is played with the card on the forehead: others' cards shown, the own one hidden. */
  forehead: boolean;
}

/**
 * Which hands `viewer` sees: the own hand, except in a forehead round where it is the other
 * way round (everyone else's card, not the own one until it is played). A spectator sees no
 * hand: online, a spectator could be a player's second window.
 */
function visibleHands(state: SelbuState, viewer: Seat | null): Array<string[] | null> {
  const forehead = isForeheadRound(state);
  return state.hands.map((hand, seat) => {
    if (viewer === null) return null;
    const own = seat === viewer;
    if (forehead ? own && cardsHiddenFromHolder(state, seat).length > 0 : !own) return null;
    return sortCards(hand).map(formatCard);
  });
}

export function selbuView(state: SelbuState, viewer: Seat | null, result: MatchResult): SelbuView {
  const secret = state.phase === 'bidding' && state.options.bidding === 'simultaneous';
  return {
    game: 'selbu',
    seat: viewer,
    seats: state.seats,
    dealIndex: Math.max(0, state.round - 1),
    dealer: state.dealer,
    phase: state.phase,
    toAct: seatsToAct(state),
    hands: visibleHands(state, viewer),
    handCounts: state.hands.map((h) => h.length),
    tricks: state.tricks.map(trickToView),
    tricksWon: [...state.tricksWon],
    trump: state.round === 0 ? null : trumpText(state.trump),
    result,
    round: state.round,
    rounds: state.sizes.length,
    handSize: handSizeOf(state),
    handSizes: [...state.sizes],
    bidding: state.options.bidding,
    scoring: state.options.scoring,
    bids: state.bids.map((b, seat) => (secret && seat !== viewer ? null : b)),
    hasBid: state.bids.map((b) => b !== null),
    bidsRevealed: !secret,
    revealedBids: state.revealedBids ? [...state.revealedBids] : null,
    hookSeat: state.phase === 'hook' ? dealersLeft(state) : null,
    forbiddenBid: forbiddenDealerBid(state),
    upcard: state.upcard === null ? null : formatCard(state.upcard),
    stockCount: state.stock.length,
    forehead: isForeheadRound(state),
  };
}
