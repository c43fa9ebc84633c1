export { dealSelbu, newSelbuMatch, selbu } from './game.js';
export * from './options.js';
export type { SelbuDealResult, SelbuPhase, SelbuState } from './state.js';
export { cardsHiddenFromHolder } from './state.js';
export type { SelbuView } from './view.js';
