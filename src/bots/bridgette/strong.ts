import type { AnyGame, Seat } from '../../engine/game.js';
import { bridgette } from '../../games/bridgette/game.js';
import type { BridgetteState } from '../../games/bridgette/state.js';
import type { BridgetteView } from '../../games/bridgette/view.js';
import { type Bot, type BotInput, explainingBot } from '../bot.js';
import { rolloutDecision } from '../search/rollout.js';
import { rankCalls } from './auction.js';
import { basicBridgetteBot } from './basic.js';
import { outlookOf } from './eval.js';
import { knowledgeOf } from './knowledge.js';

/** The finished deal's score for me minus the opponent's. */
function dealValue(s: BridgetteState, me: Seat): number {
  const last = s.results[s.results.length - 1];
  if (!last) return 0;
  return (last.score[String(me)] ?? 0) - (last.score[String(1 - me)] ?? 0);
}

/** How many of the calls the basic bot rates best the auction's rollouts compare (with pass). */
const AUCTION_CANDIDATES = 6;

export function auctionCandidates(input: BotInput, prior: string): string[] {
  const view = input.view as BridgetteView;
  const k = knowledgeOf(view, input.seat);
  const o = outlookOf(k.unseen, k.oppCount);
  const ranked = rankCalls(k.hand, input.seat, view.auction, input.legal, o, view.insultFirst);
  const calls = new Set<string>([prior, ...ranked.slice(0, AUCTION_CANDIDATES).map((r) => r.call)]);
  if (input.legal.includes('P')) calls.add('P');
  return input.legal.filter((a) => calls.has(a));
}

/**
 * Bridgette `strong`: the basic bot's exchange; the auction and the card play by rollouts over
 * deals the game resamples from the view (`resample`: the opponent's hand, discards and stock
 * drawn from the unseen cards, consistent with its bids and the voids it showed). In the
 * auction the rollouts compare the few calls the basic bot rates best, and pass, each played
 * out by the basic bot to the deal's score; the basic call stands unless another is better by
 * more than the noise.
 */
export const strongBridgetteBot: Bot = explainingBot('strong', (input) => {
  if (input.legal.length === 1) return { action: input.legal[0] };
  const view = input.view as BridgetteView;
  if (view.phase !== 'play' && view.phase !== 'auction') return { action: basicBridgetteBot.choose(input) };
  const prior = basicBridgetteBot.choose({ ...input, rng: input.rng.fork('prior') });
  const searched = view.phase === 'auction' ? { ...input, legal: auctionCandidates(input, prior) } : input;
  return (
    rolloutDecision<BridgetteState>(searched, {
      game: bridgette as unknown as AnyGame,
      policy: basicBridgetteBot,
      prior,
      dealOver: (_start, s) => s.deal === null || s.deal.phase === 'done' || s.over,
      value: dealValue,
    }) ?? { action: prior }
  );
});
