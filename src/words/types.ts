/**
 * The type of each area of words (`src/words/<lang>/<area>.ts`), named once. English is the
 * reference: the web's and the terminal's types are the types of `en`'s objects (./reference.ts,
 * apart from these interfaces, which the English files take), so every other
 * language must match them key for key — a missing key is a compile error, and so is an extra
 * one (each language's object is a literal annotated with the type). The smaller areas are
 * written out as interfaces, or given by the layer that reads them (the score keeper's
 * `CsvWords`, the engine's refusal codes).
 */
import type { Ask, Role } from '../bidding/meaning.js';
import type { BotReason } from '../bots/bot.js';
import type { OptionErrorCode, OptionErrorParams } from '../engine/optionError.js';
import type { CsvWords } from '../scorekeeper/csvWords.js';
import type { SheetGameId } from '../scorekeeper/sheet.js';

export type { RefusalTexts, RefusalWords } from './refusals.js';
export type { CsvWords };

type FourSeats = readonly [string, string, string, string];

/** The words both clients say alike (`src/words/<lang>/common.ts`). */
export interface CommonWords {
  /** The seats of the four-hand games, North first, clockwise. */
  readonly compass: FourSeats;
  /** Their letters: the auction's columns, the sides (NS, EW), the CSV's seats. */
  readonly compassLetters: FourSeats;
  /** Suit names by letter, as a card is named ("ace of spades"). */
  readonly suits: Readonly<Record<'S' | 'H' | 'D' | 'C', string>>;
  /** Rank names; the others are their numbers. */
  readonly ranks: Readonly<Record<'A' | 'K' | 'Q' | 'J' | 'T', string>>;
  /**
   * The letters in a card's corner, from the rank names above (glossary): `E K D Kn` in
   * Norwegian. The ten is `10` and the others their numbers in every language.
   */
  readonly rankLetters: Readonly<Record<'A' | 'K' | 'Q' | 'J', string>>;
  /** Bridgette's three colon cards. */
  readonly colons: Readonly<Record<'GC' | 'RC' | 'LC', string>>;
  /** Each game's name. */
  readonly games: Readonly<Record<SheetGameId, string>>;
}

/** Why a bot chose what it chose (`src/words/<lang>/botReasons.ts`). */
export type BotReasonWords = (r: BotReason) => string;

/** The bidding system's explanations of calls (`src/words/<lang>/bidding.ts`, read by `explanation.ts`). */
export interface BiddingWords {
  points: string;
  totalPoints: string;
  atLeast: (n: number, what: string) => string;
  atMost: (n: number, what: string) => string;
  exactly: (n: number, what: string) => string;
  between: (a: number, b: number, what: string) => string;
  balanced: string;
  unbalanced: string;
  forcing: string;
  gameForcing: string;
  artificial: string;
  asks: Record<Ask, (trump?: string) => string>;
  transfer: (suit: string) => string;
  keyCards: (counts: string, trump: string) => string;
  withQueen: string;
  withoutQueen: string;
  or: string;
  nothingSpecific: string;
  noAgreement: string;
  roles: Record<Role, string>;
}

/** The words a sentence about an option needs, in the UI language. */
export interface OptionWords {
  /** An option's name → its line in the menu. */
  option(name: string): string;
}

/** One sentence per option error code: a Record, so that a missing code fails the type check. */
export type OptionErrorTexts = {
  [C in OptionErrorCode]: (p: OptionErrorParams[C], w: OptionWords) => string;
};
