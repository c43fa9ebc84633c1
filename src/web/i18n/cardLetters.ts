/**
 * The letters in a card's corner. Each language has its own (`t.cards.letters`, from the
 * glossary's rank names: `E K D Kn` in Norwegian, `A K D B` in German); the setting may ask
 * for the English `A K Q J` of the card notation instead. The page's messages carry the letters
 * in effect, so everything that draws a rank reads them from `t` alone.
 */
import type { WebWords } from '../../words/reference.js';
import type { CardLetters } from '../state/settings.js';

/** The notation's own letters (and English's). */
export const NOTATION_LETTERS: Readonly<Record<string, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J' };

const english = new WeakMap<WebWords, WebWords>();

/**
 * The messages with the letters the setting chose: the language's own as they are, or a copy
 * with the notation's letters (the same copy each time, so the page sees no change where
 * nothing changed).
 */
export function withCardLetters(messages: WebWords, choice: CardLetters): WebWords {
  if (choice === 'local') return messages;
  let copy = english.get(messages);
  if (!copy) {
    copy = { ...messages, cards: { ...messages.cards, letters: NOTATION_LETTERS } };
    english.set(messages, copy);
  }
  return copy;
}

/** Whether a language's letters differ from the notation's (English's do not: no choice to offer). */
export const hasOwnLetters = (letters: Readonly<Record<string, string>>): boolean =>
  Object.entries(NOTATION_LETTERS).some(([rank, letter]) => letters[rank] !== letter);

/** A language's letters in rank order, as the setting shows them: `E K D Kn`. */
export const lettersLine = (letters: Readonly<Record<string, string>>): string =>
  ['A', 'K', 'Q', 'J'].map((rank) => letters[rank] ?? rank).join(' ');
