import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { da } from './da.js';
import { de } from './de.js';
import { en, type Messages } from './en.js';
import type { Language } from './languages.js';
import { nb } from './nb.js';
import { sv } from './sv.js';

export type { Messages } from './en.js';
export { LANGUAGES, type Language } from './languages.js';

export const MESSAGES: Record<Language, Messages> = { nb, sv, da, de, en };

/** The messages of the chosen language; components re-render when it changes. */
export function useT(): Messages {
  return MESSAGES[useStore(settings).lang];
}

export const currentMessages = (): Messages => MESSAGES[settings.get().lang];
