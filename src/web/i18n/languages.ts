// The languages live below the web, where the terminal reads them too.
export { decimalComma, detectLanguage, isLanguage, LANGUAGES, type Language } from '../../words/languages.js';
