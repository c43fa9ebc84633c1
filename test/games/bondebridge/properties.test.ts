import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/cards/rng.js';
import { playMatch } from '../../../src/engine/play.js';
import { type BondebridgeState, bondebridge } from '../../../src/games/bondebridge/game.js';
import { parseBondebridgeOptions } from '../../../src/games/bondebridge/options.js';
import { checkGameProperties, propertyRuns } from '../../harness/properties.js';

/** Option sets: defaults, each option on its own, and a few combinations (short matches keep it fast). */
const OPTION_SETS: Array<[string, Record<string, unknown>, number]> = [
  ['defaults (8 deals)', {}, 2],
  ['one deal', { deals: 1 }, 20],
  ['scoring simple', { scoring: 'simple', deals: 2 }, 10],
  ['doubling', { doubling: true, deals: 2 }, 15],
  ['noTrumpOnly', { noTrumpOnly: true, deals: 2 }, 10],
  ['rotatingPartners (6 deals)', { rotatingPartners: true }, 3],
  ['rotatingPartners, 3 deals', { rotatingPartners: true, deals: 3 }, 6],
  ['revokePenalty 0', { revokePenalty: 0, deals: 1 }, 5],
  ['doubling + noTrumpOnly + simple', { doubling: true, noTrumpOnly: true, scoring: 'simple', deals: 2 }, 8],
  ['rotatingPartners + doubling', { rotatingPartners: true, doubling: true, deals: 3 }, 5],
  ['doubling, doubledPoints penalty', { doubling: true, doubledPoints: 'penalty', deals: 2 }, 4],
  ['threePlayers, 3 deals', { threePlayers: true, deals: 3 }, 4],
  [
    'threePlayers + doubling penalty',
    { threePlayers: true, doubling: true, doubledPoints: 'penalty', deals: 3 },
    3,
  ],
];

describe('bondebridge random-game properties', () => {
  for (const [name, raw, matches] of OPTION_SETS) {
    it(name, () => {
      const options = parseBondebridgeOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      checkGameProperties(bondebridge, options.value, {
        matches: propertyRuns(matches),
        seed: `bondebridge:${name}`,
      });
    });
  }
});

describe('bondebridge threePlayers: South’s hand is seen by the North–South person only', () => {
  it('every step of random matches: North sees North and South, every other seat only its own hand', () => {
    const options = parseBondebridgeOptions({ threePlayers: true, doubling: true, deals: 3 });
    if (!options.ok) throw new Error(options.error.message);
    for (let m = 0; m < propertyRuns(4); m++) {
      const rng = new Rng(`bondebridge:three:${m}`);
      let steps = 0;
      playMatch(bondebridge, options.value, {
        firstDealer: rng.int(4),
        rng,
        choose: (state, seat) => {
          const s = state as BondebridgeState;
          // An open claim shows declarer's hand to everyone as well.
          const open = bondebridge.view(s, null);
          const claimer = open.claim ? open.declarer : null;
          for (const viewer of [0, 1, 2, 3, null]) {
            const shown = bondebridge.view(s, viewer).hands.map((h) => h !== null);
            expect(shown).toEqual(
              [0, 1, 2, 3].map((h) => h === viewer || (viewer === 0 && h === 2) || h === claimer),
            );
          }
          // North's person decides for South; each other seat for itself.
          expect(bondebridge.controller(s, seat)).toBe(seat === 2 ? 0 : seat);
          steps++;
          return rng.pick(bondebridge.legalActions(s, seat));
        },
      });
      expect(steps).toBeGreaterThan(0);
    }
  });
});
