import type { AnyGame, Seat } from '../../engine/game.js';
import { bondtolva } from '../../games/bondtolva/game.js';
import type { BondtolvaState } from '../../games/bondtolva/state.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import { type Bot, explainingBot } from '../bot.js';
import { rolloutChoice } from '../search/rollout.js';
import { basicBondtolvaBot } from './basic.js';

/** Value of the protocol after the deal: winning the game counts most, then the standing. */
function protocolValue(s: BondtolvaState, me: Seat): number {
  if (s.winner === me) return 100;
  if (s.winner !== null) return -100;
  return s.protocol[me] - s.protocol[1 - me];
}

/**
 * Bondtolva `strong`: phase 2 is solved exactly (the basic bot's endgame search, which is exact
 * once the stock is empty); phase 1 and declarations by rollouts over deals the game resamples
 * from the view (`resample`: the opponent's hand and the stock order drawn from the unseen cards).
 */
export const strongBondtolvaBot: Bot = explainingBot('strong', (input) => {
  if (input.legal.length === 1) return { action: input.legal[0] };
  const view = input.view as BondtolvaView;
  // Phase 2 is solved exactly: every unseen card is in the opponent's hand.
  if (view.phase === 'phase2') return { action: basicBondtolvaBot.choose(input), reason: { code: 'exact' } };
  // Phase 1's rollouts value a won game at 100, which no average of points can say in words: no reason.
  const choice = rolloutChoice<BondtolvaState>(input, {
    game: bondtolva as unknown as AnyGame,
    policy: basicBondtolvaBot,
    prior: basicBondtolvaBot.choose({ ...input, rng: input.rng.fork('prior') }),
    dealOver: (_start, s) => s.deal === null || s.deal.finished || s.winner !== null,
    value: protocolValue,
  });
  return { action: choice ?? basicBondtolvaBot.choose(input) };
});
