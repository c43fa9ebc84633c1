/**
 * Every option error in every language: each code of src/engine/optionError.ts has a sentence
 * in nb, sv, da, de and en, built from what the games really send, never the English message.
 */
import { describe, expect, test } from 'vitest';
import { allGames } from '../../../src/catalog.js';
import { OPTION_ERROR_CODES, type OptionError } from '../../../src/engine/optionError.js';
import { optionErrorLine, optionErrorText, optionField } from '../../../src/web/i18n/optionErrors.js';
import { refusalText } from '../../../src/web/i18n/refusals.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

const game = (id: string) => allGames().find((g) => g.id === id)!;

/** Options each game refuses, one or more per code: the errors come from the games themselves. */
const REFUSED: Array<[string, Record<string, unknown> | unknown[]]> = [
  ['bridge', []],
  ['bridge', { colour: 'red' }],
  ['bridgette', { colour: 'red' }],
  ['bondebridge', { doubling: 'yes' }],
  ['bondebridge', { deals: 2.5 }],
  ['bridge', { rounds: 0 }],
  ['bridge', { scoring: 'total-points' }],
  ['selbu', { handSizes: [] }],
  ['selbu', { handSizes: [1, 'x'] }],
  ['selbu', { players: 5, handSizes: [11] }],
  ['selbu', { handSizes: [13], trump: 'draw' }],
  ['bondebridge', { rotatingPartners: true, deals: 8 }],
  ['bondebridge', { rotatingPartners: true, threePlayers: true }],
];

function refused(): Array<{ game: string; error: OptionError }> {
  return REFUSED.map(([id, raw]) => {
    const r = game(id).parseOptions(raw);
    if (r.ok) throw new Error(`${id} took ${JSON.stringify(raw)}`);
    return { game: id, error: r.error };
  });
}

const shown = (e: OptionError) => ({ rule: e.code, params: e.params, message: e.message });

describe('option errors in every language', () => {
  test('the samples cover every code, and every language has a sentence for each', () => {
    expect(new Set(refused().map((x) => x.error.code))).toEqual(new Set(OPTION_ERROR_CODES));
    for (const lang of LANGUAGES) {
      expect(Object.keys(MESSAGES[lang].optionErrors).sort(), lang).toEqual([...OPTION_ERROR_CODES].sort());
    }
  });

  test('each reads as a sentence of its own language, with the values filled in', () => {
    for (const { game: id, error } of refused()) {
      const english = optionErrorText(shown(error), MESSAGES.en, id);
      for (const lang of LANGUAGES) {
        const text = optionErrorText(shown(error), MESSAGES[lang], id);
        const where = `${lang} ${error.code} ${JSON.stringify(error.params)}`;
        expect(text, where).toMatch(/^\S.*[.!?]$/u);
        expect(text, where).not.toMatch(/undefined|NaN|\[object/);
        expect(text, where).not.toBe(error.message);
        if (lang !== 'en') expect(text, where).not.toBe(english);
      }
    }
  });

  test('in German, next to the field and without it', () => {
    const r = game('selbu').parseOptions({ players: 5, handSizes: [11] });
    if (r.ok) throw new Error('accepted');
    expect(optionField(shown(r.error))).toBe('handSizes');
    expect(optionErrorText(shown(r.error), MESSAGES.de, 'selbu')).toBe(
      '5 Spieler × 11 Karten = 55, mehr als die 52 Karten des Spiels: Wähle weniger Karten oder weniger Spieler.',
    );
    const multiple = game('bondebridge').parseOptions({ rotatingPartners: true, deals: 8 });
    if (multiple.ok) throw new Error('accepted');
    expect(optionErrorText(shown(multiple.error), MESSAGES.de, 'bondebridge')).toBe(
      'Mit „Wechselnde Partner bei jedem Spiel, Punkte je Spieler“ muss die Zahl durch 3 teilbar sein (nicht 8).',
    );
    expect(optionErrorLine(shown(multiple.error), MESSAGES.de, 'bondebridge')).toMatch(
      /^Spiele im Match \(durch 3 teilbar bei wechselnden Partnern oder drei Spielern\): Mit „/,
    );
  });

  test('a code this client does not know shows the server’s sentence', () => {
    expect(
      optionErrorText({ rule: 'newer-rule', params: {}, message: 'option x: newer' }, MESSAGES.de, 'bridge'),
    ).toBe('option x: newer');
  });

  test('an unreachable server is said in words, not the browser’s', () => {
    for (const lang of LANGUAGES) {
      const text = refusalText({ code: 'offline', message: 'Failed to fetch' }, MESSAGES[lang], []);
      expect(text, lang).toBe(MESSAGES[lang].net.unreachable);
      expect(text, lang).not.toMatch(/fetch/i);
    }
  });
});
