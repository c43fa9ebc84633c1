import type { Result } from '../../cards/result.js';
import type { OptionSpec } from '../../engine/game.js';
import type { OptionError } from '../../engine/optionError.js';
import { defaultsOf, minimizeSimpleOptions, parseSimpleOptions } from '../../engine/options.js';

/** Whether a colon may be played to a led colon (it then loses): the seed's "any card" read literally. */
export const COLON_ON_COLON_RULES = ['forbidden', 'allowed'] as const;
export type ColonOnColonRule = (typeof COLON_ON_COLON_RULES)[number];

export interface BridgetteOptions {
  colonOnColon: ColonOnColonRule;
  /** A made doubled / redoubled contract adds its 400 / 1000 before the multiplication. */
  insultFirst: boolean;
}

export const BRIDGETTE_OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'colonOnColon',
    kind: 'choice',
    default: 'forbidden',
    choices: COLON_ON_COLON_RULES,
    describe: 'A colon played to a led colon: forbidden, or allowed (it loses the trick).',
    // It changes how the cards are played, nothing on a score sheet.
    onlyFor: 'play',
  },
  {
    name: 'insultFirst',
    kind: 'boolean',
    default: false,
    describe:
      'Doubled or redoubled and made: add the 400 / 1000 before multiplying by 2 / 4 instead of after.',
  },
];

export const BRIDGETTE_DEFAULT_OPTIONS: BridgetteOptions = defaultsOf(BRIDGETTE_OPTION_SPECS);

export const parseBridgetteOptions = (raw: unknown): Result<BridgetteOptions, OptionError> =>
  parseSimpleOptions<BridgetteOptions>(raw, BRIDGETTE_OPTION_SPECS);

export const minimizeBridgetteOptions = (options: BridgetteOptions): Record<string, unknown> =>
  minimizeSimpleOptions(options, BRIDGETTE_OPTION_SPECS);
