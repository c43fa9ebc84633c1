import { terminal as da } from '../words/da/terminal.js';
import { terminal as de } from '../words/de/terminal.js';
import { terminal as en } from '../words/en/terminal.js';
import { detectLanguage, isLanguage, LANGUAGES, type Language } from '../words/languages.js';
import { terminal as nb } from '../words/nb/terminal.js';
import type { TerminalWords } from '../words/reference.js';
import { terminal as sv } from '../words/sv/terminal.js';
import { fail } from './io.js';

export type { TerminalWords };

/** The terminal's words in each language (src/words/<lang>/terminal.ts): a CLI loads them all. */
const WORDS: Record<Language, TerminalWords> = { nb, sv, da, de, en };

export const terminalWords = (lang: Language): TerminalWords => WORDS[lang];

export const LANG_HELP = `language of what the table shows: ${LANGUAGES.join(', ')} (default: STIKK_LANG, else the locale, LANG; else en)`;

/**
 * The terminal's language: `--lang` when given, else `STIKK_LANG`, else the locale the shell
 * runs in (LC_ALL, LC_MESSAGES, LANG: `nb_NO.UTF-8` reads bokmål), else English. A `--lang`
 * that is not one of ours is an error (null), not a silent fallback.
 */
export function terminalLanguage(flag: string | undefined, env: NodeJS.ProcessEnv): Language | null {
  if (flag !== undefined) {
    const base = flag.toLowerCase();
    return isLanguage(base) ? base : null;
  }
  const tags = [env.STIKK_LANG, env.LC_ALL, env.LC_MESSAGES, env.LANG].filter(
    (t): t is string => t !== undefined && t !== '' && t !== 'C' && t !== 'POSIX' && !t.startsWith('C.'),
  );
  return detectLanguage(tags);
}

/** `terminalLanguage` of the process, or exit 2 saying which languages there are. */
export function terminalLanguageOrFail(flag: string | undefined): Language {
  const lang = terminalLanguage(flag, process.env);
  if (lang === null) fail(`--lang must be one of ${LANGUAGES.join(', ')} (got "${flag}")`);
  return lang;
}
