import type { CommonWords } from '../types.js';

/** The words both clients say alike in Swedish, each written once: the other areas take them from here. */
export const common: CommonWords = {
  compass: ['Nord', 'Öst', 'Syd', 'Väst'],
  compassLetters: ['N', 'Ö', 'S', 'V'],
  suits: { S: 'spader', H: 'hjärter', D: 'ruter', C: 'klöver' },
  ranks: { A: 'ess', K: 'kung', Q: 'dam', J: 'knekt', T: '10' },
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
