/**
 * The web client's words in all five languages at once, for the tests (the client itself loads
 * only the one it shows, src/web/i18n/index.ts).
 */
import type { Messages } from '../../src/web/i18n/index.js';
import { web as da } from '../../src/words/da/web.js';
import { web as de } from '../../src/words/de/web.js';
import { web as en } from '../../src/words/en/web.js';
import type { Language } from '../../src/words/languages.js';
import { web as nb } from '../../src/words/nb/web.js';
import { web as sv } from '../../src/words/sv/web.js';

export { LANGUAGES } from '../../src/words/languages.js';

export const MESSAGES: Record<Language, Messages> = { nb, sv, da, de, en };
