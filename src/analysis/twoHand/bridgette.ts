/**
 * Per-card review of Bridgette's play: for every card, the declarer's tricks in the whole deal
 * with best play from before it (`best`) and after it (`value`), exact, colons included. The
 * value after a card is the value before the next, so each step costs one exact search (the
 * card played) and a yes/no search per other card (does it keep the value?).
 */
import { strainSuit } from '../../cards/call.js';
import type { Suit } from '../../cards/card.js';
import { contractText } from '../../engine/auction.js';
import type { ReplayStep } from '../../engine/replay.js';
import { leadBanAfter } from '../../games/bridgette/play.js';
import { type BridgetteState, openTrick } from '../../games/bridgette/state.js';
import type { CardAnalysis, DealAnalysis } from '../types.js';
import { BridgetteSolver } from './bridgetteSearch.js';
import { type PlayedDeal, playedDeals } from './plays.js';
import { dealAnalysis, judgedCard } from './review.js';
import type { ReviewOptions } from './types.js';

/** Reviews the deals the replay's steps act in (steps of a bridgette match). */
export function reviewBridgetteDeals(
  steps: readonly ReplayStep[],
  options: ReviewOptions = {},
): DealAnalysis[] {
  return playedDeals<BridgetteState>(steps, (s) => s.dealCount - 1)
    .filter((d) => options.wanted?.(d.index) ?? true)
    .map((d) => reviewDeal(d, options));
}

function reviewDeal(
  { index, cards, last }: PlayedDeal<BridgetteState>,
  options: ReviewOptions,
): DealAnalysis {
  const end = last.deal!;
  const contract = end.contract;
  const declarer = contract?.declarer ?? null;
  const frame = {
    index,
    dealer: end.dealer,
    contract: contract ? contractText(contract) : null,
    declarer,
    passedOut: end.phase === 'done' && contract === null,
    finished: end.phase === 'done',
    tricksWon: declarer === null ? 0 : end.tricksWon[declarer],
  };
  const review = { measure: 'declarer-tricks' as const, side: declarer, seats: 2, played: cards.length };
  const first = cards[0]?.before.deal;
  if (!first || declarer === null) return dealAnalysis(frame, review, []);
  const solver = new BridgetteSolver({
    hands: [first.hands[0], first.hands[1]],
    trump: strainSuit(first.contract!.strain) as Suit | null,
    declarer,
    colonOnColon: cards[0].before.options.colonOnColon,
  });
  const out: CardAnalysis[] = [];
  for (const { seat, card, before } of cards) {
    const d = before.deal!;
    const open = openTrick(d);
    const leader = open ? open.leader : seat;
    const ban = open ? null : leadBanAfter(d.tricks[d.tricks.length - 1]);
    const j = solver.judge(
      {
        hands: [d.hands[0], d.hands[1]],
        leader,
        lead: open?.cards[0],
        banned: ban && ban.seat === leader ? ban.suit : null,
      },
      card,
    );
    const won = d.tricksWon[declarer];
    out.push(judgedCard(seat, card, { ...j, best: won + j.best, value: won + j.value }));
    options.onCard?.(out[out.length - 1], out.length, cards.length);
  }
  return dealAnalysis(frame, review, out);
}
