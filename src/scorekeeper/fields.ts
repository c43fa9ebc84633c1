/**
 * Reading the fields of an entry: entries come from forms and from storage, so every field is
 * checked and every refusal says which field and why.
 */
import { parseCall, type StrainIndex } from '../cards/call.js';
import { err, ok, type Result } from '../cards/result.js';
import type { Seat } from '../engine/game.js';
import { type KeeperError, keeperError } from './errors.js';

export type Fields = Record<string, unknown>;

export function asFields(raw: unknown): Result<Fields, KeeperError> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return err(keeperError('entry-shape', 'an entry must be an object', { detail: 'object' }));
  }
  return ok(raw as Fields);
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export function readSeat(f: Fields, name: string, seats: number): Result<Seat, KeeperError> {
  const v = f[name];
  if (!isWhole(v) || v < 0 || v >= seats) {
    return err(
      keeperError('seat', `${name} must be a seat from 0 to ${seats - 1}`, { field: name, max: seats - 1 }),
    );
  }
  return ok(v);
}

/** Tricks taken, from 0 to `max` (13 in the contract games). */
export function readTricks(f: Fields, name: string, max: number): Result<number, KeeperError> {
  const v = f[name];
  if (!isWhole(v) || v < 0 || v > max) {
    return err(
      keeperError('tricks-range', `${name} must be a whole number from 0 to ${max}`, { field: name, max }),
    );
  }
  return ok(v);
}

export function readWholeList(
  f: Fields,
  name: string,
  length: number,
  code: 'bids-count' | 'tricks-count',
): Result<number[], KeeperError> {
  const v = f[name];
  if (!Array.isArray(v) || v.length !== length || !v.every(isWhole)) {
    return err(
      keeperError(code, `${name} must list ${length} whole numbers, one per player`, { count: length }),
    );
  }
  return ok(v as number[]);
}

/** A bid as a score sheet writes it: level, strain and doubling. */
export interface SheetContract {
  level: number;
  strain: StrainIndex;
  doubled: 0 | 1 | 2;
}

export interface ContractLimits {
  /** Lowest level (Bridgette's 0NT: 0). */
  minLevel: number;
  doubling: boolean;
  noTrumpOnly?: boolean;
}

/**
 * `4S`, `3NTX`, `2HXX` (lower case and `N` for NT accepted); `P` (or `pass`): passed out, null.
 * Refuses levels and strains no auction can end in, and X/XX where the game has no doubling.
 */
export function parseContract(
  raw: unknown,
  limits: ContractLimits,
): Result<SheetContract | null, KeeperError> {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  const bad = keeperError(
    'contract',
    `${JSON.stringify(raw)} is not a contract (e.g. 4S, 3NTX, 2HXX, or P when passed out)`,
    {
      text: String(raw),
    },
  );
  if (text === 'P' || text === 'PASS') return ok(null);
  const m = /^(\d+)(C|D|H|S|NT|N)(X{0,2})$/.exec(text);
  if (!m) return err(bad);
  const call = parseCall(`${m[1]}${m[2]}`);
  if (!call.ok || call.value.kind !== 'bid' || call.value.level < limits.minLevel) return err(bad);
  const { level, strain } = call.value;
  const doubled = m[3].length as 0 | 1 | 2;
  if (doubled > 0 && !limits.doubling) {
    return err(
      keeperError('no-doubling', `${text}: double and redouble are not played (option doubling)`, { text }),
    );
  }
  if (limits.noTrumpOnly && strain !== 4) {
    return err(
      keeperError('nt-only', `${text}: every contract is in no trump (option noTrumpOnly)`, { text }),
    );
  }
  return ok({ level, strain, doubled });
}
