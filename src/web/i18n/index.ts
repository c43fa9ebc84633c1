import type { QuickMessage } from '../../protocol/chat.js';
import type { Language } from '../../words/languages.js';
import type { WebWords } from '../../words/reference.js';
import type { ErrorCode } from '../net/types.js';
import { settings } from '../state/settings.js';
import { Store, useStore } from '../state/store.js';
import { withCardLetters } from './cardLetters.js';

export { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.js';

/** Everything the web client says, in one language (src/words/<lang>/web.ts, English the reference). */
export type Messages = WebWords;

/**
 * Each language's words are a chunk of their own (a dynamic import, which Vite splits off), so
 * the page loads only the language it shows; the service worker keeps all five for offline use.
 */
const CHUNKS: Record<Language, () => Promise<{ web: Messages }>> = {
  nb: () => import('../../words/nb/web.js'),
  sv: () => import('../../words/sv/web.js'),
  da: () => import('../../words/da/web.js'),
  de: () => import('../../words/de/web.js'),
  en: () => import('../../words/en/web.js'),
};

const loading = new Map<Language, Promise<Messages>>();

/** A language's messages, loaded once (a failed load is tried again next time). */
export function loadMessages(lang: Language): Promise<Messages> {
  let p = loading.get(lang);
  if (!p) {
    p = CHUNKS[lang]().then((m) => m.web);
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

interface Shown {
  lang: Language;
  messages: Messages;
}

/**
 * The language on screen and its messages. It follows the setting once the chosen language has
 * loaded: until then the page stays in the language it shows (never a flash of English).
 */
const shown = new Store<Shown | null>(null);

/** What the page says: the language shown, with the card letters the setting chose (./cardLetters.ts). */
const onScreen = new Store<Messages | null>(null);
const follow = (): void => {
  const s = shown.get();
  if (s) onScreen.set(withCardLetters(s.messages, settings.get().cardLetters));
};
shown.subscribe(follow);
settings.subscribe(follow);

async function show(lang: Language): Promise<void> {
  const messages = await loadMessages(lang);
  if (settings.get().lang !== lang && shown.get() !== null) return; // chosen again meanwhile
  shown.set({ lang, messages });
}

/**
 * Loads the chosen language before the first render (main.tsx), then follows the setting. Should
 * the chosen language not load (offline before it was ever cached), the page comes up in English.
 */
export async function startMessages(): Promise<void> {
  settings.subscribe((s) => {
    if (s.lang !== shown.get()?.lang) show(s.lang).catch(() => undefined);
  });
  await show(settings.get().lang).catch(() => show('en'));
}

const messagesShown = <T>(m: T | null): T => {
  if (!m) throw new Error('the messages are loaded before the first render (startMessages)');
  return m;
};

/** The messages on screen; components re-render when the language or the card letters change. */
export function useT(): Messages {
  return messagesShown(useStore(onScreen));
}

/** The messages on screen, outside a component. */
export const currentMessages = (): Messages => messagesShown(onScreen.get());

/** The shown language's own card letters, whatever the setting (for the setting's own choices). */
export const useOwnLetters = (): Messages['cards']['letters'] =>
  messagesShown(useStore(shown)).messages.cards.letters;

/** The language on screen (the setting's, once loaded). */
export const shownLanguage = (): Language => shown.get()?.lang ?? settings.get().lang;

/**
 * The words live below the protocol, so they cannot name its codes: here the web checks that the
 * server's error codes and the chat's quick messages each have their words, and no others.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyServerError: Same<keyof Messages['serverErrors'], ErrorCode> = true;
const everyQuickMessage: Same<keyof Messages['chat']['quick'], QuickMessage> = true;
void everyServerError;
void everyQuickMessage;
