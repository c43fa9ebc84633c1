import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Suit } from '../../../src/cards/card.js';
import {
  type BondtolvaAction,
  makeBondtolvaAction,
  parseBondtolvaAction,
} from '../../../src/games/bondtolva/actions.js';
import { BONDTOLVA_PACK } from '../../../src/games/bondtolva/cards.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import { offeredActions } from '../../harness/offered.js';
import { propertyRuns } from '../../harness/properties.js';

const action: fc.Arbitrary<BondtolvaAction> = fc.oneof(
  fc.constantFrom(...BONDTOLVA_PACK).map((card) => ({ kind: 'card' as const, card })),
  fc.record({
    kind: fc.constant('declare' as const),
    declaration: fc.constantFrom('trumf' as const, 'tjog' as const),
    suit: fc.constantFrom<Suit>(0, 1, 2, 3),
  }),
  fc.constant({ kind: 'pass' as const }),
);

describe('bondtolva action notation', () => {
  it('reads back every action it writes (fast-check)', () => {
    fc.assert(
      fc.property(action, (a) => {
        expect(parseBondtolvaAction(makeBondtolvaAction(a))).toEqual({ ok: true, value: a });
      }),
    );
  });

  it('writes every legal action random play offers as it was offered', () => {
    const offered = offeredActions(
      bondtolva,
      {},
      { seed: 'bondtolva-actions', matches: propertyRuns(6), maxActions: 400 },
    );
    expect([...offered].some((a) => a.startsWith('tjog:'))).toBe(true);
    for (const s of offered) {
      const parsed = parseBondtolvaAction(s);
      if (!parsed.ok) throw new Error(`${s}: ${parsed.error.message}`);
      expect(makeBondtolvaAction(parsed.value)).toBe(s);
    }
  });

  it('reads any case and spaces around, and refuses what is no action with the rules’ refusals', () => {
    expect(parseBondtolvaAction(' Trumf:s ')).toEqual({
      ok: true,
      value: { kind: 'declare', declaration: 'trumf', suit: 0 },
    });
    expect(parseBondtolvaAction('PASS')).toEqual({ ok: true, value: { kind: 'pass' } });
    const bad = parseBondtolvaAction('tjog:X');
    expect(!bad.ok && bad.error.message).toBe('tjog:X: not a suit after "tjog:" (expected S, H, D or C)');
    const junk = parseBondtolvaAction('zz');
    expect(!junk.ok && junk.error.params).toEqual({ action: 'zz', expected: 'card-or-declaration' });
  });
});
