/**
 * The notation of claims (rules/README.md, actions): `claim:N` — declarer says the declaring
 * side takes N of the remaining tricks — and the defenders' answers `accept` and `reject`.
 * Games list these after their card actions; programs that pick "a move" (random and
 * first-legal players, perft counts) leave them out with `withoutClaims`, since a claim ends
 * or interrupts the play rather than playing it.
 */
import type { Action } from './game.js';

export const CLAIM_PREFIX = 'claim:';
export const ACCEPT = 'accept';
export const REJECT = 'reject';

export const claimAction = (tricks: number): Action => `${CLAIM_PREFIX}${tricks}`;

/** A claim or an answer to one. */
export const isClaimAction = (a: Action): boolean =>
  a.startsWith(CLAIM_PREFIX) || a === ACCEPT || a === REJECT;

/** The actions that are not claims nor answers (cards, calls…), in their order. */
export const withoutClaims = (legal: readonly Action[]): Action[] => legal.filter((a) => !isClaimAction(a));

/** The actions a random player picks from: no claims, except the answers when a claim is open. */
export const playChoices = (legal: readonly Action[]): Action[] => {
  const plays = withoutClaims(legal);
  return plays.length > 0 ? plays : [...legal];
};

/** True when the seat is answering an open claim (its only actions are `accept` and `reject`). */
export const answeringClaim = (legal: readonly Action[]): boolean => legal.includes(ACCEPT);

/**
 * How a sent action reads as a claim: `null` when it is not one, else the number of tricks
 * (NaN when the number is unreadable) and the canonical spelling (`Claim: 07` → `claim:7`).
 */
export function readClaim(action: Action): { tricks: number; canonical: Action } | null {
  const m = /^\s*claim\s*:\s*(.*?)\s*$/i.exec(action);
  if (!m) return null;
  const tricks = /^\d{1,2}$/.test(m[1]) ? Number(m[1]) : Number.NaN;
  return { tricks, canonical: Number.isNaN(tricks) ? action : claimAction(tricks) };
}
