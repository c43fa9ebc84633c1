/**
 * Why a game refused its options: a stable code, the option it is about (so that a menu can
 * say it next to that field), the values a sentence about it needs, and that sentence in
 * English for logs, the CLI and tests. Clients translate from the code and the parameters
 * (the web client: src/web/i18n/optionErrors.ts), like refusals of actions (./refusal.ts).
 *
 * Codes are rule concepts, never game names; the table server sends them unchanged
 * (`bad-options`, docs/protocol.md), so renaming one breaks clients.
 */

/** The parameters of each option error, by code. `option` names the field where there is one. */
export interface OptionErrorParams {
  'not-an-object': object;
  'unknown-option': { option: string; known: string[] };
  'not-boolean': { option: string };
  'not-integer': { option: string };
  /** A whole number below `min` or above `max` (either may be absent). */
  'out-of-range': { option: string; min?: number; max?: number };
  'not-a-choice': { option: string; choices: string[] };
  /** A named schedule or a list was expected (selbu's handSizes). */
  'not-a-schedule': { option: string; schedules: string[] };
  /** An item of a list of hand sizes that is no whole number from 1 (`value`: as written). */
  'not-a-hand-size': { option: string; value: string };
  /** The largest hand times the players needs more cards than the pack has. */
  'too-many-cards': { option: string; players: number; cards: number; dealt: number; pack: number };
  /** With a turned-up trump card: the deal takes the whole pack, leaving none to turn up. */
  'no-upcard': { option: string; players: number; cards: number; trump?: string };
  /** The option must be a multiple of `of` because `because` is on (bondebridge's deals with rotatingPartners). */
  'not-a-multiple': { option: string; of: number; value: number; because: string };
  /** Two options that exclude each other are both on (bondebridge's threePlayers and rotatingPartners). */
  'not-combinable': { option: string; with: string };
}

export type OptionErrorCode = keyof OptionErrorParams;

export type OptionError<C extends OptionErrorCode = OptionErrorCode> = {
  [K in C]: { code: K; params: OptionErrorParams[K]; message: string };
}[C];

const ENGLISH: { [C in OptionErrorCode]: (p: OptionErrorParams[C]) => string } = {
  'not-an-object': () => 'options must be an object',
  'unknown-option': (p) =>
    p.known.length
      ? `unknown option "${p.option}" (known: ${p.known.join(', ')})`
      : `unknown option "${p.option}" (this game has no options)`,
  'not-boolean': (p) => `option ${p.option} must be true or false`,
  'not-integer': (p) => `option ${p.option} must be a whole number`,
  'out-of-range': (p) =>
    p.max === undefined
      ? `option ${p.option} must be at least ${p.min}`
      : p.min === undefined
        ? `option ${p.option} must be at most ${p.max}`
        : `option ${p.option} must be between ${p.min} and ${p.max}`,
  'not-a-choice': (p) => `option ${p.option} must be one of ${p.choices.join(', ')}`,
  'not-a-schedule': (p) =>
    `option ${p.option} must be ${p.schedules.join(', ')} or a non-empty list of hand sizes`,
  'not-a-hand-size': (p) =>
    `option ${p.option}: ${JSON.stringify(p.value)} is not a hand size (a whole number from 1)`,
  'too-many-cards': (p) =>
    `option ${p.option}: ${p.players} players × ${p.cards} cards = ${p.dealt} is more than the ${p.pack}-card pack`,
  'no-upcard': (p) =>
    `option ${p.option}: ${p.players} players × ${p.cards} cards leaves no card to turn up for trump${p.trump ? `: ${p.trump}` : ''}`,
  'not-a-multiple': (p) =>
    `option ${p.option} must be a multiple of ${p.of} with ${p.because} (got ${p.value})`,
  'not-combinable': (p) => `options ${p.with} and ${p.option} cannot be combined: choose one`,
};

/** Every option error code, in a fixed order (for clients that check their translations). */
export const OPTION_ERROR_CODES = Object.keys(ENGLISH) as OptionErrorCode[];

export function optionError<C extends OptionErrorCode>(
  code: C,
  params: OptionErrorParams[C],
): OptionError<C> {
  const message = (ENGLISH[code] as (p: OptionErrorParams[C]) => string)(params);
  return { code, params, message } as OptionError<C>;
}

/** The option an error is about, if it names one (to show the error next to that field). */
export const optionOf = (e: OptionError): string | undefined =>
  'option' in e.params ? (e.params as { option: string }).option : undefined;

export const isOptionErrorCode = (x: unknown): x is OptionErrorCode =>
  typeof x === 'string' && Object.hasOwn(ENGLISH, x);
