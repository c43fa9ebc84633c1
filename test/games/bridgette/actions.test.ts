import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StrainIndex } from '../../../src/cards/call.js';
import {
  type BridgetteAction,
  formatDiscard,
  makeBridgetteAction,
  parseBridgetteAction,
} from '../../../src/games/bridgette/actions.js';
import { BRIDGETTE_PACK } from '../../../src/games/bridgette/cards.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import { offeredActions } from '../../harness/offered.js';
import { propertyRuns } from '../../harness/properties.js';

const card = fc.constantFrom(...BRIDGETTE_PACK);
const bid = fc
  .record({ level: fc.integer({ min: 0, max: 7 }), strain: fc.integer({ min: 0, max: 4 }) })
  .filter((b) => b.level > 0 || b.strain === 4)
  .map((b) => ({ kind: 'bid' as const, level: b.level, strain: b.strain as StrainIndex }));
const call = fc.oneof(
  fc.constantFrom({ kind: 'pass' as const }, { kind: 'double' as const }, { kind: 'redouble' as const }),
  bid,
);
const action: fc.Arbitrary<BridgetteAction> = fc.oneof(
  fc.uniqueArray(card, { minLength: 1, maxLength: 12 }).map((cards) => ({ kind: 'discard' as const, cards })),
  call.map((c) => ({ kind: 'call' as const, call: c })),
  card.map((c) => ({ kind: 'card' as const, card: c })),
);

describe('bridgette action notation', () => {
  it('reads back every action it writes, a discard in the order written (fast-check)', () => {
    fc.assert(
      fc.property(action, (a) => {
        expect(parseBridgetteAction(makeBridgetteAction(a))).toEqual({ ok: true, value: a });
      }),
    );
  });

  for (const options of [{}, { colonOnColon: 'allowed', insultFirst: true }]) {
    it(`writes every legal action random play offers as it was offered (${JSON.stringify(options)})`, () => {
      const parsedOptions = bridgette.parseOptions(options);
      if (!parsedOptions.ok) throw new Error('bad options');
      const offered = offeredActions(bridgette, parsedOptions.value, {
        seed: `bridgette-actions:${JSON.stringify(options)}`,
        matches: propertyRuns(2),
        maxActions: 600,
      });
      expect([...offered].some((a) => a.startsWith('discard:'))).toBe(true);
      for (const s of offered) {
        const parsed = parseBridgetteAction(s);
        if (!parsed.ok) throw new Error(`${s}: ${parsed.error.message}`);
        expect(makeBridgetteAction(parsed.value)).toBe(s);
      }
    });
  }

  it('writes a discard canonically in display order, and refuses `pass` as no call', () => {
    const parsed = parseBridgetteAction(' Discard: h2 , sa ');
    expect(parsed.ok && parsed.value.kind === 'discard' && formatDiscard(parsed.value.cards)).toBe(
      'discard:SA,H2',
    );
    const pass = parseBridgetteAction('pass');
    expect(!pass.ok && pass.error.message).toBe('pass: not a call (a pass is written P)');
  });
});
