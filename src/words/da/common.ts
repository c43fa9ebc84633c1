import type { CommonWords } from '../types.js';

/** The words both clients say alike in Danish, each written once: the other areas take them from here. */
export const common: CommonWords = {
  compass: ['Nord', 'Øst', 'Syd', 'Vest'],
  compassLetters: ['N', 'Ø', 'S', 'V'],
  suits: { S: 'spar', H: 'hjerter', D: 'ruder', C: 'klør' },
  ranks: { A: 'es', K: 'konge', Q: 'dame', J: 'knægt', T: '10' },
  rankLetters: { A: 'E', K: 'K', Q: 'D', J: 'Kn' },
  colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' },
  games: {
    bondebridge: 'Bondebridge',
    selbu: 'Selbu-whist',
    bridge: 'Bridge',
    bridgette: 'Bridgette',
    bondtolva: 'Bondtolva',
  },
};
