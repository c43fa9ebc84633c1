export const LANGUAGES = ['nb', 'sv', 'da', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (x: unknown): x is Language => LANGUAGES.includes(x as Language);

/** Browser language tags → ours: Norwegian (no, nb, nn) reads bokmål; unknown → English. */
export function detectLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'no' || base === 'nn' || base === 'nb') return 'nb';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** A decimal as the Nordic languages and German write it: 9,4. */
export const decimalComma = (n: number): string => String(n).replace('.', ',');
