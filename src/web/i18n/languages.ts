// The languages live below the web, where the terminal reads them too.
export {
  decimalComma,
  detectLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '../../words/languages.js';
