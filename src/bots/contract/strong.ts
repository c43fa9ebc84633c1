import { type Bot, type BotInput, explainingBot } from '../bot.js';
import { basicContractBot } from './basic.js';
import { claimAware } from './claims.js';
import { judgedCall } from './judgement.js';
import { type DealSource, simulatedCall } from './simBidding.js';
import { contractCardDecision } from './strongPlay.js';

/** Calls are `P`, `X`, `XX` or a level and strain; anything else offered is a card. */
const isCallPhase = (input: BotInput) => input.legal.some((a) => a === 'P' || /^\d/.test(a));

/**
 * bondebridge and bridge: the bidding system as `basic` bids it, with the choices it leaves
 * open (penalty doubles, slams) judged by simulation with the solver (`judgement.ts`), and PIMC card play with the
 * double-dummy solver wherever the solver fits the budget; before that, the basic bot's card
 * play. `simulateBidding`: where the system leaves a choice, candidate calls are valued over
 * deals sampled from the auction (`simBidding.ts`). Claims as the basic bot: never made,
 * accepted when verified (`claimAware`).
 */
function contractBot(simulateBidding: boolean, source?: DealSource): Bot {
  return claimAware(
    explainingBot('strong', (input) => {
      if (input.legal.length === 1) return { action: input.legal[0] };
      if (isCallPhase(input)) {
        const basic = basicContractBot.choose(input);
        if (simulateBidding) return { action: simulatedCall(input, basic) };
        // Where the system leaves a choice (penalty double, slam), the solver judges it.
        return judgedCall(input, basic, source);
      }
      return contractCardDecision(input, () => basicContractBot.choose(input));
    }),
  );
}

/**
 * Simulated bidding is off in both games: measured with `--duplicate` it did not measurably
 * help (bondebridge +0.2 points per deal, within the noise; bridge −0.95 IMPs per board, within
 * the noise too; docs/bots.md). The open-hands trick estimate is the likely weak point.
 */
export const SIMULATED_BIDDING = { bondebridge: false, bridge: false } as const;

export const strongBondebridgeBot = contractBot(SIMULATED_BIDDING.bondebridge);
export const strongBridgeBot = contractBot(SIMULATED_BIDDING.bridge);

/**
 * The strong bridge bot with its judgement's layouts drawn from `source`: for measurements
 * only (`npm run bench:bidding -- --oracle`, which hands it the real cards to find the
 * judgement's ceiling). Every playing bot draws from its view (`auctionDeals`).
 */
export const strongBridgeBotDrawingFrom = (source: DealSource): Bot =>
  contractBot(SIMULATED_BIDDING.bridge, source);
