import type { AnyGame, Seat } from '../../engine/game.js';
import { bridgette } from '../../games/bridgette/game.js';
import type { BridgetteState } from '../../games/bridgette/state.js';
import type { BridgetteView } from '../../games/bridgette/view.js';
import { type Bot, explainingBot } from '../bot.js';
import { rolloutDecision } from '../search/rollout.js';
import { basicBridgetteBot } from './basic.js';

/** The finished deal's score for me minus the opponent's. */
function dealValue(s: BridgetteState, me: Seat): number {
  const last = s.results[s.results.length - 1];
  if (!last) return 0;
  return (last.score[String(me)] ?? 0) - (last.score[String(1 - me)] ?? 0);
}

/**
 * Bridgette `strong`: the basic bot's exchange and auction; card play by rollouts over
 * deals the game resamples from the view (`resample`: the opponent's hand, discards and stock
 * drawn from the unseen cards, consistent with its bids and the voids it showed).
 */
export const strongBridgetteBot: Bot = explainingBot('strong', (input) => {
  if (input.legal.length === 1) return { action: input.legal[0] };
  const view = input.view as BridgetteView;
  if (view.phase !== 'play') return { action: basicBridgetteBot.choose(input) };
  return (
    rolloutDecision<BridgetteState>(input, {
      game: bridgette as unknown as AnyGame,
      policy: basicBridgetteBot,
      prior: basicBridgetteBot.choose({ ...input, rng: input.rng.fork('prior') }),
      dealOver: (_start, s) => s.deal === null || s.deal.phase === 'done' || s.over,
      value: dealValue,
    }) ?? { action: basicBridgetteBot.choose(input) }
  );
});
