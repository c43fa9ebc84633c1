/** Bondtolva: the game, its scoring, its bot and its terminal rendering. */
export { basicBot as basicBondtolvaBot } from './basicBot.js';
export { BONDTOLVA_PACK, bondtolvaRank, cardPoints, isMatador } from './cards.js';
export { solveEndgame } from './endgame.js';
export { bondtolva } from './game.js';
export * from './score.js';
export type { BondtolvaOptions, BondtolvaState, DealState, Declaration } from './state.js';
export { renderView } from './terminal.js';
export type { BondtolvaPhase, BondtolvaView } from './view.js';
