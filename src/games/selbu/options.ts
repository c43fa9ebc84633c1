import { err, ok, type Result } from '../../cards/result.js';
import type { OptionSpec } from '../../engine/game.js';
import { type OptionError, optionError } from '../../engine/optionError.js';
import { minimizeSimpleOptions, parseSimpleOptions } from '../../engine/options.js';

export const HAND_SIZE_SCHEDULES = ['classic', 'up', 'down'] as const;
export type HandSizeSchedule = (typeof HAND_SIZE_SCHEDULES)[number];

export const TRUMP_RULES = [
  'classic',
  'draw',
  'draw-suit',
  'fixed:S',
  'fixed:H',
  'fixed:D',
  'fixed:C',
  'none',
] as const;
export type TrumpRule = (typeof TRUMP_RULES)[number];

/** The rules that turn up the top card of the stock after each deal to decide the round's trump. */
export const turnsUpTrump = (rule: TrumpRule): boolean => rule === 'draw' || rule === 'draw-suit';

export const BIDDING_RULES = ['simultaneous', 'sequential'] as const;
export type BiddingRule = (typeof BIDDING_RULES)[number];

export const SCORING_RULES = ['classic', 'penalty'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

export const FOREHEAD_RULES = ['none', 'last', 'first-and-last'] as const;
export type ForeheadRule = (typeof FOREHEAD_RULES)[number];

export interface SelbuOptions {
  players: number;
  /** A named schedule or an explicit list, one hand size per round (kept as given, for records). */
  handSizes: HandSizeSchedule | number[];
  trump: TrumpRule;
  bidding: BiddingRule;
  scoring: ScoringRule;
  forehead: ForeheadRule;
}

export const PACK_SIZE = 52;

export const SELBU_OPTION_SPECS: readonly OptionSpec[] = [
  { name: 'players', kind: 'integer', default: 4, min: 2, max: 5, describe: 'Number of players (2–5).' },
  {
    name: 'handSizes',
    kind: 'text',
    default: 'classic',
    choices: HAND_SIZE_SCHEDULES,
    describe:
      'Cards per round: classic (1…10, 10…1), up (1…10), down (10…1), or a list of numbers, one per round.',
  },
  {
    name: 'trump',
    kind: 'choice',
    default: 'classic',
    choices: TRUMP_RULES,
    describe:
      'Trump: classic schedule (3 no-trump rounds, clubs, diamonds, hearts, spades …, 3 no-trump rounds), ' +
      'draw (turn up the top of the stock; J, Q, K, A = no trump), draw-suit (the turned-up card’s suit is always trump), ' +
      'a fixed suit, or none.',
  },
  {
    name: 'bidding',
    kind: 'choice',
    default: 'simultaneous',
    choices: BIDDING_RULES,
    describe: 'Bids made in secret and revealed together, or one after another from the dealer’s left.',
  },
  {
    name: 'scoring',
    kind: 'choice',
    default: 'classic',
    choices: SCORING_RULES,
    describe: 'classic: 10 + bid for an exact hit; penalty: 10 + 5 × bid, a miss by k costs 5 × (2^k − 1).',
  },
  {
    name: 'forehead',
    kind: 'choice',
    default: 'none',
    choices: FOREHEAD_RULES,
    describe: 'One-card rounds played with the card on the forehead: none, the last, or the first and last.',
    // How a one-card round is held changes nothing on a score sheet.
    onlyFor: 'play',
  },
];

export const SELBU_DEFAULT_OPTIONS: SelbuOptions = {
  players: 4,
  handSizes: 'classic',
  trump: 'classic',
  bidding: 'simultaneous',
  scoring: 'classic',
  forehead: 'none',
};

const UP = Array.from({ length: 10 }, (_, i) => i + 1);

/** The hand size of every round, in order. */
export function roundSizes(handSizes: SelbuOptions['handSizes']): number[] {
  if (Array.isArray(handSizes)) return [...handSizes];
  switch (handSizes) {
    case 'classic':
      return [...UP, ...[...UP].reverse()];
    case 'up':
      return [...UP];
    case 'down':
      return [...UP].reverse();
  }
}

/** Accepts a named schedule, an array of whole numbers, or the same as text `1,2,3` (CLI flags). */
function parseHandSizes(raw: unknown): Result<SelbuOptions['handSizes'], OptionError> {
  if (typeof raw === 'string' && (HAND_SIZE_SCHEDULES as readonly string[]).includes(raw)) {
    return ok(raw as HandSizeSchedule);
  }
  const list =
    typeof raw === 'string' ? raw.split(',').map((s) => (/^\s*\d+\s*$/.test(s) ? Number(s) : s)) : raw;
  if (!Array.isArray(list) || list.length === 0) {
    return err(optionError('not-a-schedule', { option: 'handSizes', schedules: [...HAND_SIZE_SCHEDULES] }));
  }
  for (const n of list) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
      const value = typeof n === 'string' ? n : JSON.stringify(n);
      return err(optionError('not-a-hand-size', { option: 'handSizes', value }));
    }
  }
  return ok(list as number[]);
}

/** Validates options; refuses hand sizes that do not fit the pack (or leave no upcard to turn up). */
export function parseSelbuOptions(raw: unknown): Result<SelbuOptions, OptionError> {
  const simple = parseSimpleOptions<SelbuOptions>(raw, SELBU_OPTION_SPECS);
  if (!simple.ok) return simple;
  const handSizes = parseHandSizes(simple.value.handSizes);
  if (!handSizes.ok) return handSizes;
  const options: SelbuOptions = { ...simple.value, handSizes: handSizes.value };
  const largest = Math.max(...roundSizes(options.handSizes));
  const dealt = largest * options.players;
  if (dealt > PACK_SIZE) {
    const params = { option: 'handSizes', players: options.players, cards: largest, dealt, pack: PACK_SIZE };
    return err(optionError('too-many-cards', params));
  }
  if (turnsUpTrump(options.trump) && dealt === PACK_SIZE) {
    return err(
      optionError('no-upcard', {
        option: 'handSizes',
        players: options.players,
        cards: largest,
        trump: options.trump,
      }),
    );
  }
  return ok(options);
}

export const minimizeSelbuOptions = (options: SelbuOptions): Record<string, unknown> =>
  minimizeSimpleOptions(options, SELBU_OPTION_SPECS);
