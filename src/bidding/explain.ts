import { parseCall } from '../cards/call.js';
import type { SuitLetter } from './hand.js';
import type { Ask, Forcing, Meaning, Range, Role } from './meaning.js';
import type { SystemGame } from './rule.js';
import { meaningIn, nextSituation } from './system.js';

/** One piece of an explanation; UIs render these in the player's language (`words.ts`). */
export type ExplanationPart =
  | { kind: 'points'; min?: number; max?: number }
  | { kind: 'totalPoints'; min?: number; max?: number }
  | { kind: 'length'; suit: SuitLetter; min?: number; max?: number }
  | { kind: 'balanced' }
  | { kind: 'unbalanced' }
  | { kind: 'forcing'; to: Forcing }
  | { kind: 'artificial' }
  | { kind: 'asks'; what: Ask; trump?: SuitLetter }
  | { kind: 'transfer'; suit: SuitLetter }
  | { kind: 'role'; role: Role }
  | { kind: 'keyCards'; counts: number[]; trump: SuitLetter; trumpQueen?: boolean }
  | { kind: 'either'; options: ExplanationPart[][] }
  | { kind: 'nothingSpecific' }
  | { kind: 'noAgreement' };

export interface Explanation {
  call: string;
  /** Artificial: the call is alerted. */
  alert: boolean;
  parts: ExplanationPart[];
}

const range = (r: Range) => ({
  ...(r.min !== undefined && { min: r.min }),
  ...(r.max !== undefined && { max: r.max }),
});

/** A meaning as parts: the hand first (points, shape, lengths), then what the call does. */
export function partsOf(m: Meaning): ExplanationPart[] {
  const out: ExplanationPart[] = [];
  if (m.role && m.role !== 'transfer') out.push({ kind: 'role', role: m.role });
  if (m.transferTo) out.push({ kind: 'transfer', suit: m.transferTo });
  if (m.asks) out.push({ kind: 'asks', what: m.asks, ...(m.trump && { trump: m.trump }) });
  if (m.hcp) out.push({ kind: 'points', ...range(m.hcp) });
  if (m.points) out.push({ kind: 'totalPoints', ...range(m.points) });
  if (m.balanced !== undefined) out.push({ kind: m.balanced ? 'balanced' : 'unbalanced' });
  for (const suit of ['S', 'H', 'D', 'C'] as const) {
    const r = m.len?.[suit];
    // A transfer's own suit length is said by the transfer.
    if (r && !(m.transferTo === suit && r.max === undefined)) out.push({ kind: 'length', suit, ...range(r) });
  }
  if (m.keyCards) out.push({ kind: 'keyCards', ...m.keyCards });
  if (m.oneOf?.length) {
    const options = m.oneOf.map((alt) => partsOf({ ...alt, forcing: undefined, artificial: undefined }));
    if (options.length === 1) out.push(...options[0]);
    else out.push({ kind: 'either', options });
  }
  if (m.forcing) out.push({ kind: 'forcing', to: m.forcing });
  if (m.artificial) out.push({ kind: 'artificial' });
  return out;
}

/** The explanation of a meaning (null: the system has no agreement for the call there). */
export function explanationOf(call: string, m: Meaning | null): Explanation {
  if (!m) return { call, alert: false, parts: [{ kind: 'noAgreement' }] };
  const parts = partsOf(m);
  return { call, alert: m.artificial === true, parts: parts.length ? parts : [{ kind: 'nothingSpecific' }] };
}

/**
 * What `call` would show if made next in this auction (a call already made: pass the calls
 * before it). `firstCaller` names who calls first when `calls` is empty.
 */
export function explainCall(
  game: SystemGame,
  calls: ReadonlyArray<readonly [number, string]>,
  call: string,
  firstCaller = 0,
): Explanation {
  const parsed = parseCall(call);
  if (!parsed.ok) return { call, alert: false, parts: [{ kind: 'noAgreement' }] };
  return explanationOf(call, meaningIn(nextSituation(game, calls, firstCaller), call));
}

/** Every call of an auction explained, in order. */
export function explainAuction(
  game: SystemGame,
  calls: ReadonlyArray<readonly [number, string]>,
): Explanation[] {
  return calls.map(([seat, call], i) => explainCall(game, calls.slice(0, i), call, seat));
}
