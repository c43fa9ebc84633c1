import { err, ok, type Result } from '../../cards/result.js';
import type { OptionSpec } from '../../engine/game.js';
import { type OptionError, optionError } from '../../engine/optionError.js';
import { minimizeSimpleOptions, parseSimpleOptions } from '../../engine/options.js';

export interface BondebridgeOptions {
  scoring: 'standard' | 'simple';
  doubling: boolean;
  /** With doubling: `all` multiplies the deal's points, `penalty` only the defenders' for a failed contract. */
  doubledPoints: 'all' | 'penalty';
  noTrumpOnly: boolean;
  rotatingPartners: boolean;
  /** Three people: each deal one of them plays North and South (seating.ts). */
  threePlayers: boolean;
  /** Played (not thrown-in) deals in the match. */
  deals: number;
  /** Tricks a revoking side hands over; only the live score keeper uses it (online play cannot revoke). */
  revokePenalty: number;
}

export const DEFAULT_DEALS = 8;
/** With rotatingPartners or threePlayers the match must be a multiple of the 3 seatings. */
export const DEFAULT_ROTATING_DEALS = 6;

export const bondebridgeOptionSpecs: readonly OptionSpec[] = [
  {
    name: 'scoring',
    kind: 'choice',
    default: 'standard',
    choices: ['standard', 'simple'],
    describe:
      'standard: 1 point per trick taken (+3 for all 13), 2 per trick short; simple: tricks over 6, 1 per trick short',
  },
  { name: 'doubling', kind: 'boolean', default: false, describe: 'double (X) and redouble (XX) allowed' },
  {
    name: 'doubledPoints',
    kind: 'choice',
    default: 'all',
    choices: ['all', 'penalty'],
    appliesWhen: { doubling: [true] },
    describe:
      'all: a doubled deal scores ×2 (redoubled ×4); penalty: only the defenders’ points for a failed contract',
  },
  { name: 'noTrumpOnly', kind: 'boolean', default: false, describe: 'every bid is in no trump' },
  {
    name: 'rotatingPartners',
    kind: 'boolean',
    default: false,
    describe: 'players change partners every deal; scores kept per player',
  },
  {
    name: 'threePlayers',
    kind: 'boolean',
    default: false,
    describe: 'three players: each deal one of them plays North and South; scores kept per player',
  },
  {
    name: 'deals',
    kind: 'integer',
    default: DEFAULT_DEALS,
    min: 1,
    max: 999,
    describe:
      'played deals in the match (default 8; 6 with rotating partners or three players, which need a multiple of 3)',
  },
  {
    name: 'revokePenalty',
    kind: 'integer',
    default: 1,
    min: 0,
    max: 13,
    describe: 'tricks a revoking side hands over (live score keeping only)',
    onlyFor: 'keeper',
  },
];

/** Both variants that move people between seats cycle through 3 seatings. */
const seatsRotate = (o: { rotatingPartners?: unknown; threePlayers?: unknown }): boolean =>
  o.rotatingPartners === true || o.threePlayers === true;
const defaultDeals = (rotates: boolean): number => (rotates ? DEFAULT_ROTATING_DEALS : DEFAULT_DEALS);

export const bondebridgeDefaults: BondebridgeOptions = {
  scoring: 'standard',
  doubling: false,
  doubledPoints: 'all',
  noTrumpOnly: false,
  rotatingPartners: false,
  threePlayers: false,
  deals: DEFAULT_DEALS,
  revokePenalty: 1,
};

export function parseBondebridgeOptions(raw: unknown): Result<BondebridgeOptions, OptionError> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return err(optionError('not-an-object', {}));
  const input = raw as Record<string, unknown>;
  // The default match length depends on the seating variant, so fill it in before validating.
  const withDeals = Object.hasOwn(input, 'deals')
    ? input
    : { ...input, deals: defaultDeals(seatsRotate(input)) };
  const r = parseSimpleOptions<BondebridgeOptions>(withDeals, bondebridgeOptionSpecs);
  if (!r.ok) return r;
  const o = r.value;
  if (o.rotatingPartners && o.threePlayers) {
    return err(optionError('not-combinable', { option: 'threePlayers', with: 'rotatingPartners' }));
  }
  if (seatsRotate(o) && o.deals % 3 !== 0) {
    const because = o.threePlayers ? 'threePlayers' : 'rotatingPartners';
    return err(optionError('not-a-multiple', { option: 'deals', of: 3, value: o.deals, because }));
  }
  return ok(o);
}

export function minimizeBondebridgeOptions(o: BondebridgeOptions): Record<string, unknown> {
  const out = minimizeSimpleOptions(o, bondebridgeOptionSpecs);
  if (o.deals === defaultDeals(seatsRotate(o))) delete out.deals;
  else out.deals = o.deals;
  return out;
}
