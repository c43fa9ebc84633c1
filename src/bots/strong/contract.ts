import type { Bot, BotInput } from '../bot.js';
import { chooseContractCall } from './contractBidding.js';
import { chooseContractCard } from './contractPlay.js';

/** Calls are `P`, `X`, `XX` or a level and strain; anything else offered is a card. */
const isCallPhase = (input: BotInput) => input.legal.some((a) => a === 'P' || /^\d/.test(a));

function contractBot(game: 'bondebridge' | 'bridge'): Bot {
  return {
    level: 'strong',
    choose(input) {
      if (input.legal.length === 1) return input.legal[0];
      return isCallPhase(input) ? chooseContractCall(input, game) : chooseContractCard(input);
    },
  };
}

/** bondebridge and bridge: rule-based bidding on estimated tricks, PIMC card play with the solver. */
export const strongBondebridgeBot = contractBot('bondebridge');
export const strongBridgeBot = contractBot('bridge');
