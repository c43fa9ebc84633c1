import type { Result } from '../../cards/result.js';
import type { OptionSpec } from '../../engine/game.js';
import type { OptionError } from '../../engine/optionError.js';
import { defaultsOf, minimizeSimpleOptions, parseSimpleOptions } from '../../engine/options.js';

export type BridgeScoring = 'rubber' | 'duplicate' | 'chicago' | 'total';

export interface BridgeOptions {
  scoring: BridgeScoring;
  /** Who makes the first call: the dealer (Laws) or the player on the dealer's left (the original text). */
  firstCaller: 'dealer' | 'left-of-dealer';
  /** rubber: completed rubbers in the match. */
  rubbers: number;
  /** duplicate: boards in the match, and the first board's number (sets dealer and vulnerability). */
  boards: number;
  firstBoard: number;
  /** chicago: rounds of four counted deals. */
  rounds: number;
  /** total: deals in the match, passed-out ones included. */
  deals: number;
}

export const bridgeOptionSpecs: readonly OptionSpec[] = [
  {
    name: 'scoring',
    kind: 'choice',
    default: 'rubber',
    choices: ['rubber', 'duplicate', 'chicago', 'total'],
    describe:
      'rubber (games, vulnerability, honours), duplicate (each board on its own), chicago (four-deal rounds) or total (deals scored like duplicate boards, nobody vulnerable, added up)',
  },
  {
    name: 'firstCaller',
    kind: 'choice',
    default: 'dealer',
    choices: ['dealer', 'left-of-dealer'],
    describe: 'who calls first: the dealer (Laws) or the player on the dealer’s left (house rule)',
    // A score sheet does not care who called first.
    onlyFor: 'play',
  },
  {
    name: 'rubbers',
    kind: 'integer',
    default: 1,
    min: 1,
    max: 99,
    describe: 'rubber scoring: rubbers per match',
    appliesWhen: { scoring: ['rubber'] },
  },
  {
    name: 'boards',
    kind: 'integer',
    default: 16,
    min: 1,
    max: 999,
    describe: 'duplicate: boards per match',
    appliesWhen: { scoring: ['duplicate'] },
  },
  {
    name: 'firstBoard',
    kind: 'integer',
    default: 1,
    min: 1,
    max: 999,
    describe: 'duplicate: number of the first board (sets dealer and vulnerability)',
    appliesWhen: { scoring: ['duplicate'] },
  },
  {
    name: 'rounds',
    kind: 'integer',
    default: 1,
    min: 1,
    max: 99,
    describe: 'chicago: rounds of four deals',
    appliesWhen: { scoring: ['chicago'] },
  },
  {
    name: 'deals',
    kind: 'integer',
    default: 8,
    min: 1,
    max: 999,
    describe: 'total: deals per match',
    appliesWhen: { scoring: ['total'] },
  },
];

export const bridgeDefaults: BridgeOptions = defaultsOf<BridgeOptions>(bridgeOptionSpecs);

// Options of another scoring method are accepted and ignored (a menu may keep them set).
export const parseBridgeOptions = (raw: unknown): Result<BridgeOptions, OptionError> =>
  parseSimpleOptions<BridgeOptions>(raw, bridgeOptionSpecs);

export const minimizeBridgeOptions = (o: BridgeOptions): Record<string, unknown> =>
  minimizeSimpleOptions(o, bridgeOptionSpecs);
