/**
 * Why the score keeper refuses an entry: a stable code (the web client translates it), the
 * values the sentence needs, and the sentence in English (for logs, CSV users and tests).
 */
import type { OptionError } from '../engine/optionError.js';

export type KeeperErrorCode =
  | 'options'
  | 'players'
  | 'first-dealer'
  | 'sheet-shape'
  | 'entry-shape'
  | 'no-entry'
  | 'match-over'
  | 'seat'
  | 'tricks-range'
  | 'contract'
  | 'no-doubling'
  | 'nt-only'
  | 'honours'
  | 'revoke-range'
  | 'bids-count'
  | 'bid-range'
  | 'hook-simultaneous'
  | 'hook-sequential'
  | 'tricks-count'
  | 'tricks-sum'
  | 'trump'
  | 'round-unfinished'
  | 'declarations'
  | 'correction-breaks-later';

export type KeeperParams = Record<string, string | number>;

export interface KeeperError {
  code: KeeperErrorCode;
  message: string;
  params: KeeperParams;
  /** The entry (0-based) the error is about; absent for the sheet's set-up (options, names). */
  index?: number;
  /** For `correction-breaks-later`: the later entry's own error. */
  cause?: KeeperError;
  /** For `options`: the game's own error, with its code and the option it is about. */
  option?: OptionError;
}

export const keeperError = (
  code: KeeperErrorCode,
  message: string,
  params: KeeperParams = {},
): KeeperError => ({
  code,
  message,
  params,
});

export const atEntry = (e: KeeperError, index: number): KeeperError => ({ ...e, index });
