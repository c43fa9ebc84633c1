import { type Bot, type BotInput, explainingBot } from '../bot.js';
import { basicContractBot } from './basic.js';
import { claimAware } from './claims.js';
import { contractCardDecision } from './strongPlay.js';

/** Calls are `P`, `X`, `XX` or a level and strain; anything else offered is a card. */
const isCallPhase = (input: BotInput) => input.legal.some((a) => a === 'P' || /^\d/.test(a));

/**
 * bondebridge and bridge: the basic bot's natural bidding (it beat a trick-estimate bidder by
 * 1.6 ± 1.4 points per deal at bondebridge, see docs/bots.md), and PIMC card play with the double-dummy solver wherever the solver fits the budget; before that, the
 * basic bot's card play. Claims as the basic bot: never made, accepted when verified (`claimAware`).
 */
function contractBot(): Bot {
  return claimAware(
    explainingBot('strong', (input) => {
      if (input.legal.length === 1) return { action: input.legal[0] };
      if (isCallPhase(input)) return { action: basicContractBot.choose(input) };
      return contractCardDecision(input, () => basicContractBot.choose(input));
    }),
  );
}

export const strongBondebridgeBot = contractBot();
export const strongBridgeBot = contractBot();
