/** Bondtolva: the game, its scoring, its bot and its terminal rendering. */
export { BONDTOLVA_PACK, bondtolvaRank, cardPoints, isMatador } from './cards.js';
export { bondtolva } from './game.js';
export * from './score.js';
export type { BondtolvaOptions, BondtolvaState } from './state.js';
export type { BondtolvaPhase, BondtolvaView } from './view.js';
