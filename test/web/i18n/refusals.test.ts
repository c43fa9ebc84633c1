/**
 * Every refusal in every language: each engine refusal code (in each of its variants) and each
 * server error code has a sentence in nb, sv, da, de and en, and the English engine message
 * shows only for a code this client does not know. Runs in `npm test` (no browser).
 */
import { describe, expect, test } from 'vitest';
import { type ParamsOf, REFUSAL_CODES, type RefusalCode, refusal } from '../../../src/engine/refusal.js';
import { ERROR_CODES } from '../../../src/protocol/index.js';
import { refusalText, type ShownError } from '../../../src/web/i18n/refusals.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

/**
 * Parameters for every code and every variant of it, as the engine sends them. A Record over
 * the codes: a new code without samples fails the type check, and so this test.
 */
const SAMPLES: { [C in RefusalCode]: ParamsOf<C>[] } = {
  'not-your-turn': [
    { seat: 2, toAct: [0] },
    { seat: 1, toAct: [] },
    { action: '1', seat: 0, toAct: [3], move: 'bid' },
  ],
  'match-over': [{ action: 'SA' }],
  'no-deal': [{ action: 'SA' }],
  'deal-over': [{ action: 'SA' }],
  'no-deck': [{ action: 'SA', deal: 3 }],
  'no-such-seat': [{ seat: 4, seats: 4 }],
  'unknown-action': [
    { action: 'ZZ', expected: 'call' },
    { action: 'pass', expected: 'call' },
    { action: 'S1', expected: 'card' },
    { action: 'discard:H9,x', expected: 'card', item: 'x' },
    { action: 'Q', expected: 'bid-or-card', maxBid: 5 },
    { action: 'trumf:X', expected: 'declaration-suit', kind: 'trumf' },
    { action: 'zz', expected: 'card-or-declaration' },
  ],
  'not-canonical': [{ action: 'pass', canonical: 'P' }],
  'unlisted-action': [{ action: 'discard:SA' }],
  'wrong-phase': [
    { action: 'SA', phase: 'exchange', discard: 4 },
    { action: 'SA', phase: 'auction' },
    { action: '1S', phase: 'play' },
  ],
  'hidden-card': [
    { action: 'SA', held: true },
    { action: 'hidden:2', held: false },
  ],
  'card-not-held': [
    { action: 'ST', card: 'ST' },
    { action: 'discard:H9,SA', card: 'SA' },
  ],
  'card-twice': [{ action: 'discard:H9,H9', card: 'H9' }],
  'must-follow-suit': [
    { action: 'SA', suit: 'C' },
    { action: 'C9', suit: 'D', phase: 2 },
  ],
  'must-head': [{ action: 'D9', led: 'DK', phase: 2 }],
  'must-trump': [{ action: 'DA', trump: 'C', led: 'S', phase: 2 }],
  'auction-over': [{ action: 'P' }],
  'no-doubling': [{ action: 'X' }],
  'double-own-side': [{ action: 'X' }],
  'already-doubled': [{ action: 'X' }],
  'redouble-not-allowed': [
    { action: 'XX', reason: 'no-double' },
    { action: 'XX', reason: 'not-own-bid' },
  ],
  'bad-level': [{ action: '0H' }],
  'bid-too-low': [{ action: '2D', last: '2D' }],
  'bid-restricted': [
    { action: '1S', rule: 'no-trump-only' },
    { action: '1H', rule: 'suit-length', suit: 'H', need: 2 },
    { action: '1NT', rule: 'no-trump-void', void: 'C' },
    { action: '2S', rule: 'jump-suit-length', lowest: '1S', suit: 'S', need: 4, held: 3 },
    { action: '2NT', rule: 'jump-no-trump', lowest: '1NT', need: 4 },
  ],
  'bid-out-of-range': [{ action: '4', size: 3 }],
  'already-bid': [{ action: '1', seat: 1 }],
  'bidding-over': [{ action: '1' }],
  'bidding-not-over': [{ action: 'CA' }],
  'hook-wrong-seat': [{ action: '2', changer: 3, bids: [1, 1, 1, 0], size: 3 }],
  hook: [
    { action: '0', reason: 'same-bid', bids: [1, 1, 1, 0], size: 3 },
    { action: '1', reason: 'dealer', bid: 1, size: 3 },
  ],
  'already-discarded': [{ action: 'discard:H9,H8', seat: 1 }],
  'wrong-discard-count': [{ action: 'discard:H9', need: 2, keep: 13 }],
  'colon-lead-ban': [{ action: 'S6', suit: 'S' }],
  'colon-on-colon': [{ action: 'GC', lead: 'RC' }],
  'colon-wrong-group': [{ action: 'RC', card: 'RC', lead: 'S6', leadColon: 'LC' }],
  'declaration-phase': [{ action: 'trumf:H' }, { action: 'pass' }],
  'declaration-not-winner': [{ action: 'trumf:H' }],
  'declaration-no-pair': [{ action: 'trumf:S' }],
  'declaration-used': [
    { action: 'tjog:D', reason: 'both-made' },
    { action: 'trumf:H', reason: 'trumf-made', trump: 'S' },
  ],
  'declaration-kind': [
    { action: 'tjog:H', reason: 'trumf-first' },
    { action: 'tjog:H', reason: 'tjog-suit', suit: 'H' },
  ],
  'declaration-timing': [{ action: 'tjog:S' }],
  'declaration-pending': [{ action: 'SA' }],
  'nothing-to-pass': [{ action: 'pass' }],
  'claim-not-declarer': [{ action: 'claim:3' }],
  'claim-range': [{ action: 'claim:14', remaining: 13 }],
  'claim-again': [{ action: 'claim:9' }],
  'claim-open': [{ action: 'SA', claimer: 0, tricks: 9 }],
  'no-claim': [{ action: 'accept' }],
};

const names = ['Kari', 'Ola', 'Nils', 'Siri'];

/** The error the server sends for an engine refusal. */
function sent<C extends RefusalCode>(code: C, params: ParamsOf<C>): ShownError {
  const r = refusal(code, params);
  return { code: 'illegal-action', rule: r.code, params: r.params, message: r.message };
}

describe('refusals in every language', () => {
  test('every refusal code has samples, and every language a sentence for each', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...REFUSAL_CODES].sort());
    for (const lang of LANGUAGES) {
      expect(Object.keys(MESSAGES[lang].refusals).sort(), lang).toEqual([...REFUSAL_CODES].sort());
      expect(Object.keys(MESSAGES[lang].serverErrors).sort(), lang).toEqual([...ERROR_CODES].sort());
    }
  });

  test('each variant reads as a whole sentence, in words of its own language', () => {
    for (const code of REFUSAL_CODES) {
      for (const params of SAMPLES[code] as ParamsOf<RefusalCode>[]) {
        const e = sent(code, params);
        const english = refusalText(e, MESSAGES.en, names);
        for (const lang of LANGUAGES) {
          const text = refusalText(e, MESSAGES[lang], names);
          const where = `${lang} ${code} ${JSON.stringify(params)}`;
          expect(text, where).toMatch(/^\S.*[.!?]$/u);
          expect(text, where).not.toMatch(/undefined|NaN|\[object/);
          // Never the engine's sentence, and another language's own words than English.
          expect(text, where).not.toBe(e.message);
          if (lang !== 'en') expect(text, where).not.toBe(english);
        }
      }
    }
  });

  test('the server’s own error codes are translated too', () => {
    for (const code of ERROR_CODES) {
      for (const lang of LANGUAGES) {
        const text = refusalText({ code, message: `English: ${code}` }, MESSAGES[lang], names);
        expect(text, `${lang} ${code}`).not.toMatch(/^English/);
      }
    }
    expect(refusalText({ code: 'stale-version', message: 'x' }, MESSAGES.de, names)).toBe(
      'Der Tisch ist weiter; bitte neu wählen.',
    );
  });

  test('parameters become the players’ words: suits, cards, calls and names', () => {
    expect(refusalText(sent('must-follow-suit', { action: 'SA', suit: 'H' }), MESSAGES.de, names)).toBe(
      'Du musst Farbe bedienen (Herz).',
    );
    expect(refusalText(sent('must-follow-suit', { action: 'SA', suit: 'C' }), MESSAGES.nb, names)).toBe(
      'Du må bekjenne farge (kløver).',
    );
    expect(refusalText(sent('card-not-held', { action: 'CJ', card: 'CJ' }), MESSAGES.de, names)).toBe(
      'Du hast Kreuz Bube nicht auf der Hand.',
    );
    expect(refusalText(sent('bid-too-low', { action: '1H', last: '1S' }), MESSAGES.sv, names)).toBe(
      'Ett bud måste vara högre än det senaste budet, 1♠.',
    );
    expect(refusalText(sent('not-your-turn', { seat: 2, toAct: [0] }), MESSAGES.da, names)).toBe(
      'Det er ikke din tur: venter på Kari.',
    );
  });

  test('only a code this client does not know shows the English message', () => {
    const newer = { code: 'illegal-action', rule: 'some-new-rule', params: {}, message: 'SA: a new rule' };
    expect(refusalText(newer, MESSAGES.de, names)).toBe('SA: a new rule');
    expect(refusalText({ code: 'some-new-error', message: 'a new error' }, MESSAGES.sv, names)).toBe(
      'a new error',
    );
    // An inherited name is no code.
    expect(refusalText({ ...newer, rule: 'toString' }, MESSAGES.nb, names)).toBe('SA: a new rule');
  });
});
