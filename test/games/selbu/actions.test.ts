import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_PACK } from '../../../src/cards/card.js';
import { makeSelbuAction, parseSelbuAction, type SelbuAction } from '../../../src/games/selbu/actions.js';
import { selbu } from '../../../src/games/selbu/game.js';
import { offeredActions } from '../../harness/offered.js';
import { propertyRuns } from '../../harness/properties.js';

const action: fc.Arbitrary<SelbuAction> = fc.oneof(
  fc.integer({ min: -20, max: 60 }).map((bid) => ({ kind: 'bid' as const, bid })),
  fc.constantFrom(...STANDARD_PACK).map((card) => ({ kind: 'card' as const, card })),
);

describe('selbu action notation', () => {
  it('reads back every action it writes (fast-check)', () => {
    fc.assert(
      fc.property(action, fc.integer({ min: 1, max: 13 }), (a, size) => {
        expect(parseSelbuAction(makeSelbuAction(a), size)).toEqual({ ok: true, value: a });
      }),
    );
  });

  for (const options of [{}, { bidding: 'sequential' }, { players: 3 }]) {
    it(`writes every legal action random play offers as it was offered (${JSON.stringify(options)})`, () => {
      const parsedOptions = selbu.parseOptions(options);
      if (!parsedOptions.ok) throw new Error('bad options');
      const offered = offeredActions(selbu, parsedOptions.value, {
        seed: `selbu-actions:${JSON.stringify(options)}`,
        matches: propertyRuns(2),
      });
      for (const s of offered) {
        const parsed = parseSelbuAction(s, 13);
        if (!parsed.ok) throw new Error(`${s}: ${parsed.error.message}`);
        expect(makeSelbuAction(parsed.value)).toBe(s);
      }
    });
  }

  it('refuses what is neither a bid nor a card of the pack, naming the highest bid', () => {
    for (const s of ['GC', 'zz', '01', '']) {
      const r = parseSelbuAction(s, 7);
      expect(!r.ok && r.error.params).toEqual({ action: s, expected: 'bid-or-card', maxBid: 7 });
    }
  });
});
