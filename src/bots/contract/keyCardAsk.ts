/**
 * Key-card Blackwood before the strong bot's slams. The slam judgement (`judgement.ts`) counts
 * tricks over layouts drawn from what the calls state, and a natural auction says little about
 * aces: the slams it bid that failed double dummy were all reached without asking, off two key
 * cards in layouts the simulation did not weigh enough. So where the judgement would take our
 * side to a suit slam and the system reads 4NT there as the key-card ask in that very suit, the
 * strong bot asks instead: partner answers by the system, basic's follow-up places the contract
 * (five of the suit missing two key cards, else six) and the slam judgement then weighs that
 * slam (and the grand) over layouts that respect the answer.
 *
 * The ask is made only where every answer leaves a safe follow-up: replaying basic's next call
 * with our hand after each answer, it must be five of the suit or six by the system's placing
 * rule (which reads the answer as at most one key card missing); where a short answer lands
 * above five of the suit (4NT–5♥ with clubs agreed) the slam is bid as before. 4NT that the system reads otherwise (quantitative, natural, a
 * different suit agreed, or ambiguous) keeps today's call.
 */
import { holdsCard, keyCards, SUIT_LETTERS } from '../../bidding/hand.js';
import type { Meaning } from '../../bidding/meaning.js';
import type { SystemGame } from '../../bidding/rule.js';
import { auctionMeanings, meaningIn, nextSituation } from '../../bidding/system.js';
import { type StrainIndex, strainSuit } from '../../cards/call.js';
import { QUEEN, trustedCards } from '../../cards/card.js';
import { auctionFrom, legalCalls } from '../../engine/auction.js';
import type { Seat } from '../../engine/game.js';
import { BRIDGE_AUCTION } from '../../games/bridge/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import type { BotInput } from '../bot.js';
import { chooseCall } from './basicBidding.js';
import { bidOf, bidText } from './judgedCalls.js';

const ASK = '4NT';
const ANSWERS = ['5C', '5D', '5H', '5S'];

/** Our side (the seat or its partner) has already asked for key cards in this auction. */
export function ourSideAsked(
  game: SystemGame,
  calls: ReadonlyArray<readonly [Seat, string]>,
  seat: Seat,
): boolean {
  return auctionMeanings(game, calls).some((m, i) => m?.asks === 'keyCards' && calls[i][0] % 2 === seat % 2);
}

/** The calls after 4NT, the pass on our left, partner's answer and the pass on our right. */
const afterAnswer = (calls: ReadonlyArray<readonly [Seat, string]>, seat: Seat, answer: string) =>
  [...calls, [seat, ASK], [(seat + 1) % 4, 'P'], [(seat + 2) % 4, answer], [(seat + 3) % 4, 'P']] as Array<
    [Seat, string]
  >;

/**
 * Whether basic's follow-up with our hand after every answer our hand allows places the
 * contract in the suit by the key cards: five of it (or a pass of partner's five of it), or six
 * by the system's placing rule, which bids six only with at most one key card missing by its
 * reading of the answer. A pass of an answer in another suit (4NT–5♠ with hearts agreed and
 * five hearts out of reach) or any other call is a reason not to ask.
 */
function safeFollowUps(
  game: SystemGame,
  calls: ReadonlyArray<readonly [Seat, string]>,
  seat: Seat,
  hand: ReturnType<typeof trustedCards>,
  strain: StrainIndex,
): boolean {
  const mine = keyCards(hand, strainSuit(strain)!);
  const five = bidText(5, strain);
  const queen = holdsCard(hand, strainSuit(strain)!, QUEEN);
  for (const answer of ANSWERS) {
    const prefix = afterAnswer(calls, seat, answer);
    const m = auctionMeanings(game, prefix)[prefix.length - 2];
    if (!m?.keyCards) return false;
    // An answer our own hand rules out cannot come: too many key cards, or our trump queen.
    if (!m.keyCards.counts.some((c) => c + mine <= 5)) continue;
    if (m.keyCards.trumpQueen && queen) continue;
    const auction = auctionFrom(prefix, calls[0]?.[0] ?? seat);
    if (!auction) return false;
    const legal = legalCalls(auction, seat, BRIDGE_AUCTION);
    const follow = chooseCall({ game, seat, hand, calls: prefix, legal, noTrumpOnly: false });
    if (follow === 'P' ? answer === five : follow === five) continue;
    if (follow !== bidText(6, strain)) return false;
    const placed = auctionMeanings(game, [...prefix, [seat, follow]]).at(-1);
    if (!placed?.keyCards) return false;
  }
  return true;
}

/**
 * 4NT instead of `slam` (the judgement's suit slam), or null to keep it: 4NT legal, the system
 * reading it as the key-card ask in the slam's suit, no key-card ask by our side yet, and every
 * answer leaving a follow-up that stops short of a slam off two key cards.
 */
export function keyCardAskInstead(input: BotInput, game: SystemGame, slam: string): string | null {
  if (game !== 'bridge' || !input.legal.includes(ASK)) return null;
  const b = bidOf(slam);
  if (!b || b.level < 6 || b.strain === 4) return null;
  const view = input.view as ContractView;
  const calls = view.calls;
  if (ourSideAsked(game, calls, input.seat)) return null;
  const s = nextSituation(game, calls, view.firstCaller ?? input.seat);
  const m: Meaning | null = meaningIn(s, ASK);
  const trumpSuit = strainSuit(b.strain)!;
  if (m?.asks !== 'keyCards' || m.trump !== SUIT_LETTERS[trumpSuit]) return null;
  const hand = trustedCards(view.hands[input.seat] ?? []);
  return safeFollowUps(game, calls, input.seat, hand, b.strain) ? ASK : null;
}
