/**
 * Per-card review of Bridgette's play: for every card, the declarer's tricks in the whole deal
 * with best play from before it (`best`) and after it (`value`), exact, colons included.
 */
import { strainSuit } from '../../cards/call.js';
import type { Suit } from '../../cards/card.js';
import type { ReplayStep } from '../../engine/replay.js';
import { leadBanAfter } from '../../games/bridgette/play.js';
import { type BridgetteState, openTrick } from '../../games/bridgette/state.js';
import { BridgetteSolver } from './bridgetteSearch.js';
import { playedDeals } from './plays.js';
import { judgedCard } from './review.js';
import type { TwoHandDealReview } from './types.js';

/** Reviews every deal the replay's steps act in (steps of a bridgette match). */
export function reviewBridgetteDeals(steps: readonly ReplayStep[]): TwoHandDealReview[] {
  return playedDeals<BridgetteState>(steps, (s) => s.dealCount - 1).map(
    ({ index, cards }): TwoHandDealReview => {
      const first = cards[0]?.before.deal;
      const declarer = first?.contract?.declarer ?? null;
      const review: TwoHandDealReview = {
        index,
        measure: 'declarer-tricks',
        side: declarer,
        played: cards.length,
        firstReviewed: 0,
        cards: [],
      };
      if (!first || declarer === null) return review;
      const solver = new BridgetteSolver({
        hands: [first.hands[0], first.hands[1]],
        trump: strainSuit(first.contract!.strain) as Suit | null,
        declarer,
        colonOnColon: cards[0].before.options.colonOnColon,
      });
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
        review.cards.push(judgedCard(seat, card, { ...j, best: won + j.best, value: won + j.value }));
      }
      return review;
    },
  );
}
