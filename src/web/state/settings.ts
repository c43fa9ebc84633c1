import { detectLanguage, isLanguage, type Language } from '../i18n/languages.js';
import { readJson, writeJson } from './storage.js';
import { Store } from './store.js';

export interface Settings {
  lang: Language;
  fourColour: boolean;
  /** Tap a card to lift it, tap again to play (default on touch screens). */
  confirmCards: boolean;
  /**
   * The letters in the cards' corners: the language's own (`E K D Kn` in Norwegian, from the
   * glossary's rank names; the default) or the English `A K Q J` of the card notation.
   */
  cardLetters: CardLetters;
  /** The name the player joins tables with. */
  name: string;
}

export type CardLetters = 'local' | 'english';

const KEY = 'stikk.settings';

function initialSettings(): Settings {
  const saved = readJson<Partial<Settings>>(KEY, {});
  const coarse = globalThis.matchMedia?.('(pointer: coarse)').matches ?? false;
  return {
    lang: isLanguage(saved.lang) ? saved.lang : detectLanguage(globalThis.navigator?.languages ?? []),
    fourColour: saved.fourColour === true,
    confirmCards: typeof saved.confirmCards === 'boolean' ? saved.confirmCards : coarse,
    cardLetters: saved.cardLetters === 'english' ? 'english' : 'local',
    name: typeof saved.name === 'string' ? saved.name : '',
  };
}

export const settings = new Store<Settings>(initialSettings());

export function changeSettings(change: Partial<Settings>): void {
  settings.update((s) => ({ ...s, ...change }));
  writeJson(KEY, settings.get());
}
