export * from './call.js';
export * from './card.js';
export * from './hand.js';
export * from './result.js';
export * from './rng.js';
