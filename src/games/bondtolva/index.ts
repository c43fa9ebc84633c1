/** Bondtolva: the game, its scoring (its terminal rendering is the CLI's; the bots that play it are a layer above). */

export { automaticAction } from './automatic.js';
export { BONDTOLVA_PACK, bondtolvaRank, cardPoints, isMatador } from './cards.js';
export { bondtolva } from './game.js';
export * from './score.js';
export type { BondtolvaOptions, BondtolvaState, DealState, Declaration } from './state.js';
export type { BondtolvaPhase, BondtolvaView } from './view.js';
