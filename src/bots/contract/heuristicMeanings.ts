/**
 * How the strong bot's sampler reads the calls the bidding system leaves to basic's natural
 * heuristic (`naturalCall`): most calls of a contested auction (an overcall of opener's suit, a
 * competitive raise, a pass over the opponents' bid) have no stated meaning, so the sampler used
 * to draw those hands as if the call said nothing. Here each such call becomes a constraint whose
 * test is the heuristic itself: the hand drawn for the caller must lead basic to this call at that
 * point of the auction (the system's first fitting rule, else the heuristic, with the system's
 * fallback when the heuristic's call would misstate the hand), or to a call the strong bot's
 * judgement weighs against this one (`judgedAway`), since every seat may be a strong bot.
 *
 * Cheap enough to test every hand the sampler draws: the situation, the system's candidate calls
 * and the legal calls of each such position are worked out once per auction, so a test costs the
 * candidates' `consistent` checks and one `naturalCall` (microseconds), not a replay of the
 * auction (`callReplay.ts`, ~4 ms a seat). Only the sampler reads these constraints: basic's
 * calls and the system's meanings (what partner and the explanations read) are unchanged.
 */

import type { HandFigures } from '../../bidding/hand.js';
import { consistent, type Meaning } from '../../bidding/meaning.js';
import type { SystemGame } from '../../bidding/rule.js';
import { auctionMeanings, candidates, situationOf, systemCall } from '../../bidding/system.js';
import { parseCall } from '../../cards/call.js';
import { type Auction, legalCalls } from '../../engine/auction.js';
import type { Seat } from '../../engine/game.js';
import { BRIDGE_AUCTION } from '../../games/bridge/game.js';
import type { CallConstraint } from '../inference/constraints.js';
import { naturalCall } from './basicBidding.js';
import { bidOf, newDoubleFits } from './judgedCalls.js';
import { FROM_LEVEL, RAISE_FIT } from './judgementCompete.js';

/** One position of the auction where the call made has no meaning in the system. */
interface Position {
  game: SystemGame;
  seat: Seat;
  prefix: ReadonlyArray<readonly [Seat, string]>;
  legal: string[];
  /** Partner's call is the last one that asks something of us (partner's bid or double, then a pass). */
  partnerAsked: boolean;
  /** Partner has bid (a suit we may raise over the opponents' bid). */
  partnerBid: boolean;
}

/**
 * The calls the strong bot's judgement (`judgementCandidates.ts`, `judgementCompete.ts`) may make
 * where basic calls `basic`: a loose superset of the candidates there, from the calls alone.
 * - basic's penalty double: passing instead; basic's pass: a penalty double of the opponents'
 *   bid, or a redouble of our contract doubled;
 * - basic's slam: any call (stops below it, other slams, passing or defending);
 * - basic's bid from the two or three level (`FROM_LEVEL`) to the five: passing or a cheaper
 *   bid in its strain (competing), or a slam (game or slam);
 * - basic's pass where partner asked (takeout, forcing, part-score, game), or where partner has
 *   bid and the fit raise is judged (`RAISE_FIT.bridge`: this reading is bridge's): any bid.
 */
export function judgedAway(basic: string, call: string, partnerAsked: boolean, partnerBid = false): boolean {
  const b = bidOf(basic);
  const c = bidOf(call);
  if (basic === 'X') return call === 'P';
  if (call === 'X' || call === 'XX') return basic === 'P';
  if (b && b.level >= 6) return true;
  if (b && b.level >= Math.min(3, FROM_LEVEL))
    return call === 'P' || (c !== null && (c.level >= 6 || (c.strain === b.strain && c.level < b.level)));
  if (basic === 'P') return (partnerAsked || (RAISE_FIT.bridge && partnerBid)) && c !== null;
  return false;
}

/**
 * Basic's call with this hand at the position, as a function of the hand: the situation and the
 * system's candidates are fixed by the calls, so they are worked out once.
 */
function basicCallAt(p: Position, meanings: ReadonlyArray<Meaning | null>): (f: HandFigures) => string {
  const s = situationOf(p.game, p.prefix, p.seat, meanings);
  const cands = candidates(s);
  const legal = new Set(p.legal);
  const stated = new Map<string, Meaning[]>();
  for (const c of cands) stated.set(c.call, [...(stated.get(c.call) ?? []), c.meaning]);
  // `systemChoice`'s fallback: a call is made only if the system gives it no meaning or one the hand fits.
  const allowed = (f: HandFigures, call: string) => {
    const ms = stated.get(call);
    return legal.has(call) && (!ms || ms.some((m) => consistent(f, m)));
  };
  return (f) => {
    const chosen = systemCall(s, f, legal, cands);
    if (chosen) return chosen.call;
    const natural = naturalCall({
      game: p.game,
      seat: p.seat,
      hand: f.hand,
      calls: p.prefix,
      legal: p.legal,
      noTrumpOnly: false,
    });
    for (const call of [natural, 'P', ...p.legal]) if (allowed(f, call)) return call;
    return natural;
  };
}

/**
 * A constraint for every call of the auction the system gives no meaning: the caller's hand must
 * lead basic to it (or the strong bot's judgement, `judgedAway`). Bridge and bondebridge's
 * system auctions; never for the notrump-only variant (its calls are all natural and unread).
 */
export function heuristicConstraints(
  game: SystemGame,
  calls: ReadonlyArray<readonly [Seat, string]>,
): CallConstraint[] {
  if (!calls.length) return [];
  const meanings = auctionMeanings(game, calls);
  const out: CallConstraint[] = [];
  const auction: Auction = { seats: 4, first: calls[0][0], calls: [] };
  for (let i = 0; i < calls.length; i++) {
    const [seat, text] = calls[i];
    const parsed = parseCall(text);
    if (!parsed.ok) return out;
    if (meanings[i] === null) {
      const prefix = calls.slice(0, i);
      const position: Position = {
        game,
        seat,
        prefix,
        legal: legalCalls(auction, seat, BRIDGE_AUCTION),
        partnerAsked: partnerAsked(prefix, seat),
        partnerBid: prefix.some(([who, call]) => who === (seat + 2) % 4 && bidOf(call) !== null),
      };
      const basicCall = basicCallAt(position, meanings.slice(0, i));
      const lastIndex = prefix.findLastIndex(([, t]) => bidOf(t) !== null);
      const doubled = {
        level: bidOf(prefix[lastIndex]?.[1] ?? '')?.level ?? 0,
        meaning: meanings[lastIndex] ?? null,
      };
      out.push({
        seat,
        index: i,
        call: text,
        meaning: {},
        holds: (f) => {
          const basic = basicCall(f);
          if (basic === text) return true;
          if (text === 'X' && basic === 'P' && !newDoubleFits(f.hcp, doubled)) return false;
          return judgedAway(basic, text, position.partnerAsked, position.partnerBid);
        },
      });
    }
    auction.calls.push({ seat, call: parsed.value });
  }
  return out;
}

/** Partner made the last bid, or doubled and right-hand opponent passed: our call answers partner. */
function partnerAsked(prefix: ReadonlyArray<readonly [Seat, string]>, seat: Seat): boolean {
  const partner = (seat + 2) % 4;
  const lastBid = prefix.findLast(([, text]) => bidOf(text) !== null);
  if (lastBid && lastBid[0] === partner) return true;
  const n = prefix.length;
  return n >= 2 && prefix[n - 1][1] === 'P' && prefix[n - 2][0] === partner && prefix[n - 2][1] === 'X';
}

/** The auction's constraints with the heuristic's calls read too, in call order (the sampler relaxes the latest first). */
export function withHeuristicConstraints(
  stated: readonly CallConstraint[],
  game: SystemGame,
  calls: ReadonlyArray<readonly [Seat, string]>,
): CallConstraint[] {
  return [...stated, ...heuristicConstraints(game, calls)].sort((a, b) => a.index - b.index);
}
