import type { Language } from '../languages.js';
import type { RefusalTexts } from '../refusals.js';
import { da } from './da.js';
import { de } from './de.js';
import { en } from './en.js';
import { nb } from './nb.js';
import { sv } from './sv.js';

/** The rules' refusals in the five languages. */
export const REFUSAL_WORDS: Record<Language, RefusalTexts> = { nb, sv, da, de, en };
