import type { CommonWords } from '../types.js';

/** The words both clients say alike in English, each written once: the other areas take them from here. */
export const common: CommonWords = {
  compass: ['North', 'East', 'South', 'West'],
  compassLetters: ['N', 'E', 'S', 'W'],
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  ranks: { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: '10' },
  rankLetters: { A: 'A', K: 'K', Q: 'Q', J: 'J' },
  colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' },
  games: {
    bondebridge: 'Bondebridge',
    selbu: 'Selbu-whist',
    bridge: 'Bridge',
    bridgette: 'Bridgette',
    bondtolva: 'Bondtolva',
  },
};
