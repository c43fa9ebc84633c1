import { formatCard } from '../../cards/card.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import { type BotInput, explainingBot } from '../bot.js';
import { basicBondtolvaBot } from './basic.js';
import { knowledgeOf } from './knowledge.js';
import { phase1MatchAction, phase2MatchCard } from './search.js';

/**
 * Bondtolva `strong`, played for the match (`search.ts`): phase 2 solved exactly, phase 1 and
 * declarations by rollouts over deals resampled from the view, every outcome valued by the
 * chance of winning the match from the protocol it leaves (`matchValue.ts`).
 */
export const strongBondtolvaBot = explainingBot('strong', (raw) => {
  const input = raw as BotInput<BondtolvaView>;
  if (input.legal.length === 1) return { action: input.legal[0] };
  const { view } = input;
  if (view.phase === 'phase2') {
    const card = formatCard(phase2MatchCard(knowledgeOf(view, input.seat)));
    return { action: input.legal.includes(card) ? card : input.legal[0], reason: { code: 'exact' } };
  }
  // The rollouts value a standing by a chance of winning, which no average of points can say in words: no reason.
  const prior = basicBondtolvaBot.choose({ ...input, rng: input.rng.fork('prior') });
  return { action: phase1MatchAction(input, basicBondtolvaBot, prior) ?? prior };
});
