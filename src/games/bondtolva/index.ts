/** Bondtolva: the game, its scoring and its terminal rendering (the bots that play it are a layer above). */
export { BONDTOLVA_PACK, bondtolvaRank, cardPoints, isMatador } from './cards.js';
export { bondtolva } from './game.js';
export * from './score.js';
export type { BondtolvaOptions, BondtolvaState, DealState, Declaration } from './state.js';
export { automaticAction, renderView } from './terminal.js';
export type { BondtolvaPhase, BondtolvaView } from './view.js';
