import type { CommonWords } from '../types.js';

/** The words both clients say alike in German, each written once: the other areas take them from here. */
export const common: CommonWords = {
  compass: ['Nord', 'Ost', 'Süd', 'West'],
  compassLetters: ['N', 'O', 'S', 'W'],
  suits: { S: 'Pik', H: 'Herz', D: 'Karo', C: 'Kreuz' },
  ranks: { A: 'Ass', K: 'König', Q: 'Dame', J: 'Bube', T: '10' },
  rankLetters: { A: 'A', K: 'K', Q: 'D', J: 'B' },
  colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' },
  games: {
    bondebridge: 'Bondebridge',
    selbu: 'Selbu-whist',
    bridge: 'Bridge',
    bridgette: 'Bridgette',
    bondtolva: 'Bondtolva',
  },
};
