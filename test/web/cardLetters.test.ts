/**
 * The letters in a card's corner (issue 34): each language's own from the glossary's rank
 * names, the English `A K Q J` when the setting asks for them, the setting local by default and
 * remembered in the browser's storage. Runs in `npm test` (no browser: a stand-in localStorage).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cardLabel, cardText, rankText } from '../../src/web/cards/notation.js';
import { hasOwnLetters, lettersLine, withCardLetters } from '../../src/web/i18n/cardLetters.js';
import { actionText } from '../../src/web/table/format.js';
import { LANGUAGES, MESSAGES } from './messages.js';

describe('the letters of each language', () => {
  test.each([
    ['nb', 'E K D Kn'],
    ['sv', 'E K D Kn'],
    ['da', 'E K D Kn'],
    ['de', 'A K D B'],
    ['en', 'A K Q J'],
  ] as const)('%s: %s', (lang, line) => {
    expect(lettersLine(MESSAGES[lang].cards.letters)).toBe(line);
  });

  test.each(LANGUAGES)('%s: each letter begins its rank name (glossary), no two alike', (lang) => {
    const { letters, ranks } = MESSAGES[lang].cards;
    for (const rank of ['A', 'K', 'Q', 'J'])
      expect(ranks[rank].toLowerCase().startsWith(letters[rank].toLowerCase()), `${lang} ${rank}`).toBe(true);
    expect(new Set(Object.values(letters)).size).toBe(4);
  });

  test('cards, hands and actions say them; the ten stays 10, the others their numbers', () => {
    const nb = MESSAGES.nb;
    expect(['SA', 'HK', 'DQ', 'CJ', 'ST', 'S9', 'H2'].map((c) => cardText(c, nb))).toEqual([
      '♠E',
      '♥K',
      '♦D',
      '♣Kn',
      '♠10',
      '♠9',
      '♥2',
    ]);
    expect(['A', 'K', 'Q', 'J', 'T'].map((r) => rankText(r, MESSAGES.de))).toEqual([
      'A',
      'K',
      'D',
      'B',
      '10',
    ]);
    expect(actionText('discard:SJ,HA', MESSAGES.sv)).toBe('discard: ♠Kn ♥E');
    expect(cardText('GC', nb)).toBe('GC');
    // Screen readers keep the words.
    expect(cardLabel('CJ', nb)).toBe('kløver knekt');
  });

  test('English is the notation: nothing to choose there', () => {
    expect(hasOwnLetters(MESSAGES.en.cards.letters)).toBe(false);
    for (const lang of ['nb', 'sv', 'da', 'de'] as const)
      expect(hasOwnLetters(MESSAGES[lang].cards.letters)).toBe(true);
  });

  test('the setting: the language’s own letters as they are, or the English ones (one copy)', () => {
    const nb = MESSAGES.nb;
    expect(withCardLetters(nb, 'local')).toBe(nb);
    const english = withCardLetters(nb, 'english');
    expect(withCardLetters(nb, 'english')).toBe(english);
    expect(['SA', 'HK', 'DQ', 'CJ', 'ST'].map((c) => cardText(c, english))).toEqual([
      '♠A',
      '♥K',
      '♦Q',
      '♣J',
      '♠10',
    ]);
    // Only the letters change: the words stay Norwegian.
    expect(cardLabel('CJ', english)).toBe('kløver knekt');
    expect(english.settings).toBe(nb.settings);
    expect(nb.cards.letters.J).toBe('Kn');
  });
});

describe('the setting in the browser', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const load = () => import('../../src/web/state/settings.js');

  test('local by default, also beside other saved settings or a value it does not know', async () => {
    expect((await load()).settings.get().cardLetters).toBe('local');
    stored.set('stikk.settings', JSON.stringify({ name: 'Kari', lang: 'nb' }));
    vi.resetModules();
    expect((await load()).settings.get().cardLetters).toBe('local');
    stored.set('stikk.settings', JSON.stringify({ cardLetters: 'klingon' }));
    vi.resetModules();
    expect((await load()).settings.get().cardLetters).toBe('local');
  });

  test('the choice is remembered in this browser', async () => {
    const first = await load();
    first.changeSettings({ cardLetters: 'english' });
    expect(JSON.parse(stored.get('stikk.settings')!).cardLetters).toBe('english');
    vi.resetModules();
    expect((await load()).settings.get().cardLetters).toBe('english');
  });

  test('the page’s messages follow the setting at once', async () => {
    const { changeSettings } = await load();
    const i18n = await import('../../src/web/i18n/index.js');
    changeSettings({ lang: 'nb' });
    await i18n.startMessages();
    expect(cardText('CJ', i18n.currentMessages())).toBe('♣Kn');
    changeSettings({ cardLetters: 'english' });
    expect(cardText('CJ', i18n.currentMessages())).toBe('♣J');
    expect(i18n.currentMessages().settings.cardLetters).toBe('Bokstaver på kortene');
    changeSettings({ cardLetters: 'local' });
    expect(cardText('CJ', i18n.currentMessages())).toBe('♣Kn');
  });
});
