/**
 * Refused options in the UI language: the engine's option error codes (src/engine/optionError.ts),
 * which the server sends as `bad-options` with `rule` and `params`, each with a sentence per
 * language, said next to the option's field. The English `message` shows only for a code this
 * client does not know (a newer server).
 */
import { isOptionErrorCode } from '../../engine/optionError.js';
import type { OptionErrorTexts, OptionWords } from '../../words/types.js';
import type { Messages } from './index.js';

export type { OptionErrorTexts, OptionWords };

/** A refused option as the server (or the score keeper) reports it. */
export interface ShownOptionError {
  /** The option error's code (the server's `rule`). */
  rule?: string;
  params?: object;
  message: string;
}

export const optionWords = (t: Messages, game: string): OptionWords => ({
  option: (name) => t.options[`${game}.${name}`] ?? name,
});

/** The option the error is about, if it names one. */
export const optionField = (e: ShownOptionError): string | undefined => {
  const option = (e.params as { option?: unknown } | undefined)?.option;
  return typeof option === 'string' ? option : undefined;
};

/** The sentence for the field itself (it does not repeat the option's name). */
export function optionErrorText(e: ShownOptionError, t: Messages, game: string): string {
  if (!isOptionErrorCode(e.rule)) return e.message;
  const text = t.optionErrors[e.rule] as (p: object, w: OptionWords) => string;
  return text(e.params ?? {}, optionWords(t, game));
}

/** The sentence where no field is at hand: the option's line first. */
export function optionErrorLine(e: ShownOptionError, t: Messages, game: string): string {
  const text = optionErrorText(e, t, game);
  const option = optionField(e);
  return option && isOptionErrorCode(e.rule) ? `${optionWords(t, game).option(option)}: ${text}` : text;
}
