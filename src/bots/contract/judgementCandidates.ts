/**
 * The choices the bidding system leaves open, as the strong contract bot reads them from the
 * auction (its view's calls and its own hand): which calls compete with the basic bot's and
 * what kind of choice it is. The values come from `judgement.ts`; this module only decides
 * where a choice exists, so it stays cheap: most calls have none and cost no simulation.
 *
 * - `penalty-double`: the system gives a double here no meaning or one that is not takeout,
 *   negative or strength (the natural heuristic's double is for penalty), and basic doubles, or
 *   (bridge) basic passes the opponents' natural bid below a slam and our hand has 8 HCP
 *   (`newDoubleFits`): the double against passing. Takeout and negative doubles are never
 *   judged as penalties.
 * - `takeout-answer`: partner's takeout or negative double stands (right-hand opponent passed)
 *   and basic would pass, turning it into a penalty double: the pass against the cheapest bid
 *   in our longest suit the opponents have not bid.
 * - `forcing-answer`: partner's last bid is forcing or artificial (a cue-bid raise, a new suit
 *   by responder), right-hand opponent passed, and basic would pass — playing an artificial
 *   contract or dropping a forcing auction. Never the pass: the cheapest bid in each strain our
 *   side has shown (and notrump), the best by the layouts.
 * - `slam`: basic bids a slam (key cards answered, or the natural heuristic's estimate): the
 *   slam against stopping in the same strain below it (and a small slam against a grand); a
 *   slam in a new strain also against passing partner's bid or defending the opponents'; and
 *   against the other slams (`otherSlams`): six and seven in each suit with eight cards
 *   together (seven in our hand alone), the grand in basic's strain.
 * - `part-score-or-game` (bridge): basic passes partner's natural part-score and partner's
 *   shown points and ours reach 22: the pass against game in partner's strain (with eight
 *   cards together) or 3NT.
 * - `game-or-slam` (bridge): basic places a game in a strain our side has agreed, and partner's
 *   shown points and ours reach 26: the game against six and seven in its strain and the
 *   other slams above.
 * - `redouble` (bridge): the opponents' penalty double of our contract, and basic would pass: the
 *   pass against redoubling, where the system gives the redouble no meaning (so partner reads it
 *   as for business, and nothing false is said about the hand).
 * - `compete` (bridge and bondebridge, contested auctions): `judgementCompete.ts`.
 */
import { keyCards as keyCardCount, SUIT_LETTERS } from '../../bidding/hand.js';
import type { Meaning } from '../../bidding/meaning.js';
import type { SystemGame } from '../../bidding/rule.js';
import { meaningIn, nextSituation } from '../../bidding/system.js';
import { type StrainIndex, strainSuit } from '../../cards/call.js';
import { type Card, makeCard, QUEEN, type Suit, trustedCards } from '../../cards/card.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import type { BotInput } from '../bot.js';
import { highCardPoints, suitLengths } from './handEval.js';
import { bidOf, bidText, newDoubleFits, placing } from './judgedCalls.js';
import { type CompeteKind, competeChoice } from './judgementCompete.js';
import { ourSideAsked } from './keyCardAsk.js';

export type JudgementKind =
  | 'penalty-double'
  | 'redouble'
  | 'takeout-answer'
  | 'forcing-answer'
  | 'part-score-or-game'
  | 'slam'
  | 'game-or-slam'
  | CompeteKind;

export interface Choice {
  kind: JudgementKind;
  /** The candidate calls, basic's first. */
  calls: string[];
}

/** Partner's shown HCP and ours from which a game is judged against the small slam. */
const SLAM_TRY_HCP = 26;
/** The same for a part-score against game. */
const GAME_TRY_HCP = 22;

/** Roles that make a double a message to partner, never a penalty. */
const NOT_PENALTY = new Set(['takeout', 'negative', 'strength']);

/** Whether a double with this stated meaning is for penalty (no meaning: the natural heuristic's penalty double). */
export const penaltyDouble = (m: Meaning | null): boolean =>
  !m || (!m.artificial && !NOT_PENALTY.has(m.role ?? '') && m.asks === undefined);

/** The level of game in a strain: 3NT, four of a major, five of a minor. */
export const gameLevel = (strain: StrainIndex): number => (strain === 4 ? 3 : strain >= 2 ? 4 : 5);

interface Context {
  view: ContractView;
  seat: number;
  hand: Card[];
  legal: Set<string>;
  game: SystemGame;
  meaning: (call: string) => Meaning | null;
  /** The stated meaning of each call so far (the situation's, worked out once per call). */
  meanings: ReadonlyArray<Meaning | null>;
  partnerHcpMin: number;
  partnerLenMin: number[];
}

function contextOf(input: BotInput, game: SystemGame): Context {
  const view = input.view as ContractView;
  const s = nextSituation(game, view.calls, view.firstCaller ?? input.seat);
  return {
    view,
    seat: input.seat,
    hand: trustedCards(view.hands[input.seat] ?? []),
    legal: new Set(input.legal),
    game,
    meaning: (call) => meaningIn(s, call),
    meanings: s.meanings,
    partnerHcpMin: s.partner.hcp.min,
    partnerLenMin: s.partner.len.map((l) => l.min),
  };
}

/** The last bid of the auction and who made it. */
function lastBid(
  view: ContractView,
): { seat: number; level: number; strain: StrainIndex; index: number } | null {
  for (let i = view.calls.length - 1; i >= 0; i--) {
    const b = bidOf(view.calls[i][1]);
    if (b) return { seat: view.calls[i][0], level: b.level, strain: b.strain, index: i };
  }
  return null;
}

function doubleChoice(c: Context, basic: string): Choice | null {
  if (!penaltyDouble(c.meaning('X'))) return null;
  if (basic === 'X' && c.legal.has('P')) return { kind: 'penalty-double', calls: ['X', 'P'] };
  // A double basic would not make (bridge): the opponents' contract doubled against defending it
  // as it stands, over more layouts than other choices (`judgement.ts`): over four, new doubles
  // lost more than they won (docs/bots.md); only where `newDoubleFits`.
  const last = lastBid(c.view);
  const theirs = last !== null && last.seat % 2 !== c.seat % 2;
  if (
    c.game === 'bridge' &&
    basic === 'P' &&
    theirs &&
    c.legal.has('X') &&
    newDoubleFits(highCardPoints(c.hand), {
      level: last.level,
      meaning: c.meanings[last.index],
    })
  )
    return { kind: 'penalty-double', calls: ['P', 'X'] };
  return null;
}

function redoubleChoice(c: Context, basic: string): Choice | null {
  if (c.game !== 'bridge' || basic !== 'P' || !c.legal.has('XX')) return null;
  const calls = c.view.calls;
  // Redouble is legal only over the opponents' double of our bid, the last call that is not a pass.
  const doubled = calls.findLastIndex(([, text]) => text !== 'P');
  if (doubled < 0 || !penaltyDouble(c.meanings[doubled])) return null;
  // A redouble the system reads (strength after 1♥ X) is a message to partner, not business.
  if (c.meaning('XX') !== null) return null;
  return { kind: 'redouble', calls: ['P', 'XX'] };
}

function takeoutAnswerChoice(c: Context, basic: string): Choice | null {
  const calls = c.view.calls;
  const n = calls.length;
  if (basic !== 'P' || n < 2 || calls[n - 1][1] !== 'P' || calls[n - 2][1] !== 'X') return null;
  if (calls[n - 2][0] !== (c.seat + 2) % 4) return null;
  const role = c.meanings[n - 2]?.role;
  if (role !== 'takeout' && role !== 'negative') return null;
  const theirs = new Set<StrainIndex>();
  for (const [who, text] of calls) {
    const b = bidOf(text);
    if (b && who % 2 !== c.seat % 2) theirs.add(b.strain);
  }
  const lengths = suitLengths(c.hand);
  let bid: string | null = null;
  let best = -1;
  for (const strain of [3, 2, 1, 0] as StrainIndex[]) {
    if (theirs.has(strain)) continue;
    const level = [1, 2, 3, 4, 5].find((l) => c.legal.has(bidText(l, strain)));
    const len = lengths[strainSuit(strain)!];
    if (level !== undefined && len > best) {
      best = len;
      bid = bidText(level, strain);
    }
  }
  return bid ? { kind: 'takeout-answer', calls: ['P', bid] } : null;
}

function forcingAnswerChoice(c: Context, basic: string): Choice | null {
  const calls = c.view.calls;
  const n = calls.length;
  if (basic !== 'P' || n < 2 || calls[n - 1][1] !== 'P' || calls[n - 2][0] !== (c.seat + 2) % 4) return null;
  const partnerBid = bidOf(calls[n - 2][1]);
  const m = c.meanings[n - 2];
  if (!partnerBid || !m || (!m.artificial && m.forcing === undefined) || m.transferTo) return null;
  // Partner's answer to our key-card ask: passing it is the system's stop (5♥ with hearts agreed).
  if (m.keyCards) return null;
  // Strains our side has shown: suits bid naturally by either of us, and notrump.
  const ours = new Set<StrainIndex>([4]);
  calls.forEach(([who, text], i) => {
    const b = bidOf(text);
    if (b && who % 2 === c.seat % 2 && !c.meanings[i]?.artificial) ours.add(b.strain);
  });
  const lengths = suitLengths(c.hand);
  const bids: string[] = [];
  for (const strain of ours) {
    const suit = strainSuit(strain);
    if (suit !== null && lengths[suit] + c.partnerLenMin[suit] < 7) continue;
    const level = [1, 2, 3, 4, 5].find((l) => c.legal.has(bidText(l, strain)));
    if (level !== undefined) bids.push(bidText(level, strain));
  }
  return bids.length ? { kind: 'forcing-answer', calls: ['P', ...bids] } : null;
}

/** Stopping places below a slam in its strain: the cheapest legal bid from game level up, or passing our own game. */
function stopsBelow(c: Context, level: number, strain: StrainIndex): string[] {
  const out: string[] = [];
  for (let l = gameLevel(strain); l < Math.min(level, 6); l++) {
    const call = bidText(l, strain);
    if (c.legal.has(call) && placing(c.meaning(call))) {
      out.push(call);
      break;
    }
  }
  const last = lastBid(c.view);
  // Passing our own game in the strain is a stop too (after 4♠, better than 5♠).
  if (
    last &&
    last.seat % 2 === c.seat % 2 &&
    last.strain === strain &&
    last.level >= gameLevel(strain) &&
    c.legal.has('P') &&
    placing(c.meaning('P'))
  )
    out.push('P');
  // After our key-card ask, partner's answer may have passed five of the suit (5♠ over 4NT with
  // hearts agreed): 5NT is then the stop short of a slam the layouts refuse.
  if (
    !out.length &&
    strain !== 4 &&
    c.legal.has('5NT') &&
    placing(c.meaning('5NT')) &&
    ourSideAsked(c.game, c.view.calls, c.seat)
  )
    out.push('5NT');
  if (level === 7 && c.legal.has(bidText(6, strain))) out.push(bidText(6, strain));
  return out;
}

/**
 * Partner's last bid could end the auction: a natural one, or a key-card answer in the agreed
 * suit itself (5♣ with clubs agreed); not an artificial one (5♠ over 4NT with hearts agreed).
 */
function partnerPlacing(c: Context): boolean {
  const calls = c.view.calls;
  for (let i = calls.length - 1; i >= 0; i--) {
    const b = bidOf(calls[i][1]);
    if (calls[i][0] !== (c.seat + 2) % 4 || !b) continue;
    const m = c.meanings[i];
    const suit = strainSuit(b.strain);
    return !m?.artificial || (suit !== null && m.keyCards?.trump === SUIT_LETTERS[suit]);
  }
  return true;
}

/**
 * What else the auction could end in instead of a slam in a new strain: passing partner's last
 * bid (a pull of partner's 5♣ to 6♠ against 5♣ itself), or, over the opponents' bid, defending
 * it, doubled or not (a slam bid as a sacrifice against defending their game).
 */
function alternativesTo(c: Context, strain: StrainIndex): string[] {
  const last = lastBid(c.view);
  if (!last || last.strain === strain || !c.legal.has('P')) return [];
  if (last.seat % 2 === c.seat % 2) return last.seat === c.seat || !partnerPlacing(c) ? [] : ['P'];
  return c.legal.has('X') ? ['P', 'X'] : ['P'];
}

/**
 * Other slams to weigh against one in `strain`: six (and seven) in every suit our side holds
 * eight cards in by our hand and partner's shown minimum, or seven in our own hand; and the
 * grand in `strain` itself. A slam in the suit the auction drifted away from (6NT after 2♣,
 * with 6♥ making 13) or a grand the layouts all make is otherwise never seen. 6NT only where
 * the strain is notrump: against a suit slam it was never the better contract on seed `bid`
 * and its solves tripled the slowest judged call (2.5 s at the 1 s budget).
 */
function otherSlams(c: Context, strain: StrainIndex, taken: readonly string[]): string[] {
  const lengths = suitLengths(c.hand);
  const out: string[] = [];
  for (const s of [3, 2, 1, 0, 4] as StrainIndex[]) {
    const suit = strainSuit(s);
    if (s === 4 && strain !== 4) continue;
    if (s !== strain && suit !== null && lengths[suit] + c.partnerLenMin[suit] < 8 && lengths[suit] < 7)
      continue;
    // A grand in notrump is never bid: the grand's rule asks for the trump queen.
    for (const level of s === 4 ? [6] : [6, 7]) {
      const call = bidText(level, s);
      if (c.legal.has(call) && !taken.includes(call) && !out.includes(call)) out.push(call);
    }
  }
  return out;
}

function slamChoice(c: Context, basic: string): Choice | null {
  const b = bidOf(basic);
  if (!b || b.level < 6) return null;
  const stops = stopsBelow(c, b.level, b.strain);
  for (const call of alternativesTo(c, b.strain)) if (!stops.includes(call)) stops.push(call);
  const calls = [basic, ...stops];
  calls.push(...otherSlams(c, b.strain, calls));
  return calls.length > 1 ? { kind: 'slam', calls } : null;
}

function partScoreOrGameChoice(c: Context, basic: string): Choice | null {
  if (c.game !== 'bridge' || basic !== 'P') return null;
  const calls = c.view.calls;
  const n = calls.length;
  const last = lastBid(c.view);
  if (!last || last.seat !== (c.seat + 2) % 4 || last.level >= gameLevel(last.strain)) return null;
  if (n < 2 || calls[n - 1][1] !== 'P' || calls[n - 2][1] !== text(last)) return null;
  if (!placing(c.meanings[n - 2])) return null;
  if (highCardPoints(c.hand) + c.partnerHcpMin < GAME_TRY_HCP) return null;
  const games: string[] = [];
  const suit = strainSuit(last.strain);
  const fit = suit === null || suitLengths(c.hand)[suit] + c.partnerLenMin[suit] >= 8;
  if (fit && c.legal.has(bidText(gameLevel(last.strain), last.strain)))
    games.push(bidText(gameLevel(last.strain), last.strain));
  if (last.strain !== 4 && c.legal.has('3NT')) games.push('3NT');
  return games.length ? { kind: 'part-score-or-game', calls: ['P', ...games] } : null;
}

const text = (b: { level: number; strain: StrainIndex }) => bidText(b.level, b.strain);

function gameOrSlamChoice(c: Context, basic: string): Choice | null {
  if (c.game !== 'bridge') return null;
  const last = lastBid(c.view);
  const b = bidOf(basic);
  // Basic places a game: bids it, or passes partner's.
  const game =
    b && b.level === gameLevel(b.strain)
      ? b
      : basic === 'P' && last && last.seat === (c.seat + 2) % 4 && last.level === gameLevel(last.strain)
        ? last
        : null;
  if (!game || (b && !placing(c.meaning(basic)))) return null;
  // After key-card Blackwood our side has placed the contract: five of a minor is the stop
  // missing two key cards, never raised to a slam.
  if (ourSideAsked(c.game, c.view.calls, c.seat)) return null;
  if (highCardPoints(c.hand) + c.partnerHcpMin < SLAM_TRY_HCP) return null;
  const suit = strainSuit(game.strain);
  if (suit !== null && suitLengths(c.hand)[suit] + c.partnerLenMin[suit] < 8) return null;
  const slams = otherSlams(c, game.strain, [basic]);
  return slams.length ? { kind: 'game-or-slam', calls: [basic, ...slams] } : null;
}

/** The choice the strong bot judges at this call, or null (basic's call stands). */
export function judgementChoice(input: BotInput, game: SystemGame, basic: string): Choice | null {
  if ((input.options as { noTrumpOnly?: boolean } | undefined)?.noTrumpOnly) return null;
  const c = contextOf(input, game);
  return (
    doubleChoice(c, basic) ??
    redoubleChoice(c, basic) ??
    takeoutAnswerChoice(c, basic) ??
    forcingAnswerChoice(c, basic) ??
    (game === 'bridge'
      ? (slamChoice(c, basic) ?? partScoreOrGameChoice(c, basic) ?? gameOrSlamChoice(c, basic))
      : null) ??
    competeChoice(input, game, basic)
  );
}

/** Our side holds every key card (four aces, the trump king) and the trump queen. */
export function allKeyCards(ours: readonly Card[], trumpSuit: number): boolean {
  return keyCardCount(ours, trumpSuit) === 5 && ours.includes(makeCard(trumpSuit as Suit, QUEEN));
}
