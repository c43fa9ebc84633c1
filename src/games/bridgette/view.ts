import { formatCall } from '../../cards/call.js';
import { formatCard, SUITS } from '../../cards/card.js';
import { barredBids, contractText } from '../../engine/auction.js';
import type { BaseView, Seat } from '../../engine/game.js';
import type { BidRestriction } from '../../engine/refusal.js';
import { trickToView } from '../../engine/trick.js';
import { auctionRules } from './bidding.js';
import { surplusOf } from './exchange.js';
import type { BridgetteOptions } from './options.js';
import { leadBanAfter } from './play.js';
import { matchResult, trumpText } from './result.js';
import { type BridgetteState, nextDealer, openTrick } from './state.js';

/**
 * What one seat may see. Hidden things are absent, not flagged: the stock, the opponent's
 * hand and the opponent's discards never appear; the upcard is public (even once taken).
 */
export interface BridgetteView extends BaseView {
  game: 'bridgette';
  /** `dealing` (waiting for a deck), `exchange`, `auction`, `play` or `over`. */
  phase: 'dealing' | 'exchange' | 'auction' | 'play' | 'over';
  /** The upcard of this deal (public); null before the first deal. */
  upcard: string | null;
  /** Cards left in the (face-down) stock. */
  stockCount: number;
  /** Stock cards each seat drew: non-dealer 2, dealer 4, 8 or 12. */
  drawn: number[];
  /** Which seats have discarded (public); what they discarded is not. */
  discarded: boolean[];
  /** The viewer's own discards, once made; null otherwise (and for spectators). */
  ownDiscards: string[] | null;
  /** How many cards the viewer must still discard (0 when none). */
  mustDiscard: number;
  /** The calls so far, in order. */
  auction: Array<[Seat, string]>;
  /** The contract (`4SX`), once the auction ended with a bid. */
  contract: string | null;
  declarer: Seat | null;
  /** The colon lead ban for the next lead: that seat may not lead that suit (letter). */
  leadBan: { seat: Seat; suit: string } | null;
  /** Counted deals finished so far (thrown-in deals do not count). */
  countedDeals: number;
  /** The options, public to both players: what may be played to a led colon, how doubling scores. */
  colonOnColon: BridgetteOptions['colonOnColon'];
  insultFirst: boolean;
  /**
   * For the viewer, while it is to call: the bids the order of the auction allows but the
   * bidding limits bar (they read only the viewer's own hand), each with the limit; else [].
   */
  barredBids: Array<{ call: string; limit: BidRestriction }>;
}

function phaseOf(s: BridgetteState): BridgetteView['phase'] {
  if (s.over) return 'over';
  const d = s.deal;
  if (!d || d.phase === 'done') return 'dealing';
  return d.phase;
}

export function bridgetteView(s: BridgetteState, seat: Seat | null): BridgetteView {
  const d = s.deal;
  const phase = phaseOf(s);
  const inDeal = d !== null && d.phase !== 'done';
  const toAct: Seat[] = [];
  if (d && phase === 'exchange') for (const x of [0, 1]) if (d.discards[x] === null) toAct.push(x);
  if (d && phase === 'auction') toAct.push((d.auction.first + d.auction.calls.length) % 2);
  if (d && phase === 'play') {
    const open = openTrick(d);
    const last = d.tricks[d.tricks.length - 1];
    toAct.push(open ? (open.leader + open.cards.length) % 2 : last ? last.winner! : 1 - d.contract!.declarer);
  }
  const ban = d && phase === 'play' && !openTrick(d) ? leadBanAfter(d.tricks[d.tricks.length - 1]) : null;
  const own = seat !== null && d ? d.discards[seat] : null;
  return {
    game: 'bridgette',
    seat,
    seats: 2,
    dealIndex: d ? s.dealCount - 1 : 0,
    dealer: d ? d.dealer : nextDealer(s),
    phase,
    toAct,
    hands: [0, 1].map((x) => (x === seat && d && inDeal ? d.hands[x].map(formatCard) : null)),
    handCounts: [0, 1].map((x) => (d && inDeal ? d.hands[x].length : 0)),
    tricks: d ? d.tricks.map(trickToView) : [],
    tricksWon: d ? [...d.tricksWon] : [0, 0],
    trump: trumpText(d),
    result: matchResult(s),
    upcard: d ? formatCard(d.upcard) : null,
    stockCount: d ? d.stock.length : 0,
    drawn: d ? [...d.drawn] : [0, 0],
    discarded: d ? d.discards.map((x) => x !== null) : [false, false],
    ownDiscards: own ? own.map(formatCard) : null,
    mustDiscard: seat !== null && d && phase === 'exchange' ? surplusOf(d, seat) : 0,
    auction: d ? d.auction.calls.map(({ seat: who, call }) => [who, formatCall(call)] as [Seat, string]) : [],
    contract: d?.contract ? contractText(d.contract) : null,
    declarer: d?.contract ? d.contract.declarer : null,
    leadBan: ban ? { seat: ban.seat, suit: SUITS[ban.suit] } : null,
    countedDeals: s.countedDeals,
    colonOnColon: s.options.colonOnColon,
    insultFirst: s.options.insultFirst,
    barredBids:
      seat !== null && d && phase === 'auction' && toAct[0] === seat
        ? barredBids(d.auction, seat, auctionRules(d.hands))
        : [],
  };
}
