/**
 * The five languages every word a player sees is written in, for the web client and the
 * terminal alike (no UI code here, so both can import it).
 */
export const LANGUAGES = ['nb', 'sv', 'da', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, for the language menu (known before any language's words are loaded). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nb: 'Norsk bokmål',
  sv: 'Svenska',
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
};

export const isLanguage = (x: unknown): x is Language => LANGUAGES.includes(x as Language);

/** Language tags (`nb-NO`, `sv_SE.UTF-8`) → ours: Norwegian (no, nb, nn) reads bokmål; unknown → English. */
export function detectLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split(/[-_.@]/)[0];
    if (base === 'no' || base === 'nn' || base === 'nb') return 'nb';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** A decimal as the Nordic languages and German write it: 9,4. */
export const decimalComma = (n: number): string => String(n).replace('.', ',');
