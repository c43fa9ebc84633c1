/** Bridgette: the game, its scoring (its terminal rendering is the CLI's; the bots that play it are a layer above). */

export {
  type BridgetteAction,
  DISCARD_PREFIX,
  formatDiscard,
  isDiscardAction,
  makeBridgetteAction,
  parseBridgetteAction,
} from './actions.js';
export { auctionRules, biddingLimitViolation, lowestLevel, suitCounts } from './bidding.js';
export {
  BRIDGETTE_PACK,
  colonOfGroup,
  dealerDrawFor,
  HAND_SIZE,
  inColonGroup,
} from './cards.js';
export { FULL_DISCARD_LIST_LIMIT, legalDiscards, listsEveryDiscard } from './exchange.js';
export { bridgette } from './game.js';
export {
  BRIDGETTE_DEFAULT_OPTIONS,
  BRIDGETTE_OPTION_SPECS,
  type BridgetteOptions,
  COLON_ON_COLON_RULES,
  type ColonOnColonRule,
  minimizeBridgetteOptions,
  parseBridgetteOptions,
} from './options.js';
export { colonTrickWinner, leadBanAfter, legalFollows, legalLeads, playViolation } from './play.js';
export * from './score.js';
export type { BridgetteState, DealPhase, DealState } from './state.js';
export type { BridgetteView } from './view.js';
