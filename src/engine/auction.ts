import { type Call, formatCall, parseCall, STRAINS, type StrainIndex } from '../cards/call.js';
import type { IllegalAction, Seat } from './game.js';
import { type BidRestriction, refusal } from './refusal.js';

/** A contract auction of two or four seats. Seats on one side have equal `seat % 2`. */
export interface Auction {
  seats: number;
  first: Seat;
  calls: Array<{ seat: Seat; call: Call }>;
}

/** A four-seat auction from its calls as text (`[seat, call]`), or null if a call does not parse. */
export function auctionFrom(calls: ReadonlyArray<readonly [Seat, string]>, first: Seat): Auction | null {
  const out: Auction = { seats: 4, first, calls: [] };
  for (const [seat, text] of calls) {
    const c = parseCall(text);
    if (!c.ok) return null;
    out.calls.push({ seat, call: c.value });
  }
  return out;
}

export interface AuctionRules {
  /** Consecutive passes after a bid, double or redouble that end the auction (four seats: 3, two seats: 1). */
  passesToEnd: number;
  doubling: boolean;
  /** Lowest level (0 where a game allows a 0NT bid). */
  minLevel: number;
  /** Extra restriction on bids (a game's bidding limits, a no-trump-only option); the limit broken, or null. */
  bidRestriction?: (
    seat: Seat,
    level: number,
    strain: StrainIndex,
    auction: Auction,
  ) => BidRestriction | null;
}

export interface Contract {
  level: number;
  strain: StrainIndex;
  /** 0 undoubled, 1 doubled, 2 redoubled. */
  doubled: 0 | 1 | 2;
  declarer: Seat;
}

export type AuctionOutcome =
  | { kind: 'open' }
  | { kind: 'passed-out' }
  | { kind: 'contract'; contract: Contract };

export const newAuction = (seats: number, first: Seat): Auction => ({ seats, first, calls: [] });

export const auctionToAct = (a: Auction): Seat => (a.first + a.calls.length) % a.seats;

const sameSide = (a: Seat, b: Seat): boolean => a % 2 === b % 2;

interface LastBid {
  index: number;
  seat: Seat;
  level: number;
  strain: StrainIndex;
  doubled: 0 | 1 | 2;
  /** The seat that made the last double or redouble. */
  doubler?: Seat;
}

function lastBid(a: Auction): LastBid | null {
  let doubled: 0 | 1 | 2 = 0;
  let doubler: Seat | undefined;
  for (let i = a.calls.length - 1; i >= 0; i--) {
    const { seat, call } = a.calls[i];
    if (call.kind === 'bid')
      return { index: i, seat, level: call.level, strain: call.strain, doubled, doubler };
    if (call.kind === 'redouble' && doubled === 0) {
      doubled = 2;
      doubler = seat;
    }
    if (call.kind === 'double' && doubled === 0) {
      doubled = 1;
      doubler = seat;
    }
  }
  return null;
}

export function auctionOutcome(a: Auction, rules: AuctionRules): AuctionOutcome {
  const last = lastBid(a);
  let trailingPasses = 0;
  for (let i = a.calls.length - 1; i >= 0 && a.calls[i].call.kind === 'pass'; i--) trailingPasses++;
  if (!last) return trailingPasses >= a.seats ? { kind: 'passed-out' } : { kind: 'open' };
  if (trailingPasses < rules.passesToEnd) return { kind: 'open' };
  // Declarer: the first player of the contracting side to name the contract's strain.
  let declarer = last.seat;
  for (const { seat, call } of a.calls) {
    if (call.kind === 'bid' && call.strain === last.strain && sameSide(seat, last.seat)) {
      declarer = seat;
      break;
    }
  }
  return {
    kind: 'contract',
    contract: { level: last.level, strain: last.strain, doubled: last.doubled, declarer },
  };
}

/** Why `call` by `seat` is illegal now, or null. */
export function callViolation(a: Auction, seat: Seat, call: Call, rules: AuctionRules): IllegalAction | null {
  const action = formatCall(call);
  if (auctionOutcome(a, rules).kind !== 'open') return refusal('auction-over', { action });
  const turn = auctionToAct(a);
  if (seat !== turn) return refusal('not-your-turn', { seat, toAct: [turn] });
  const last = lastBid(a);
  switch (call.kind) {
    case 'pass':
      return null;
    case 'double':
      if (!rules.doubling) return refusal('no-doubling', { action });
      if (!last || sameSide(last.seat, seat)) return refusal('double-own-side', { action });
      if (last.doubled !== 0) return refusal('already-doubled', { action });
      return null;
    case 'redouble':
      if (!rules.doubling) return refusal('no-doubling', { action });
      if (last?.doubled !== 1 || last.doubler === undefined || sameSide(last.doubler, seat)) {
        return refusal('redouble-not-allowed', { action, reason: 'no-double' });
      }
      if (!sameSide(last.seat, seat))
        return refusal('redouble-not-allowed', { action, reason: 'not-own-bid' });
      return null;
    case 'bid': {
      if (call.level < rules.minLevel || call.level > 7) return refusal('bad-level', { action });
      if (last && call.level * 5 + call.strain <= last.level * 5 + last.strain) {
        return refusal('bid-too-low', { action, last: `${last.level}${STRAINS[last.strain]}` });
      }
      const limit = rules.bidRestriction?.(seat, call.level, call.strain, a);
      return limit ? refusal('bid-restricted', { action, ...limit }) : null;
    }
  }
}

/** Every call in notation, in a fixed order: P, X, XX, then bids low to high. */
export function allCalls(minLevel: number): string[] {
  const out = ['P', 'X', 'XX'];
  for (let level = minLevel; level <= 7; level++) {
    for (let s = 0; s < 5; s++) if (level > 0 || s === 4) out.push(`${level}${STRAINS[s]}`);
  }
  return out;
}

export function legalCalls(a: Auction, seat: Seat, rules: AuctionRules): string[] {
  if (auctionOutcome(a, rules).kind !== 'open' || auctionToAct(a) !== seat) return [];
  return allCalls(rules.minLevel).filter((t) => {
    const c = parseCall(t);
    return c.ok && callViolation(a, seat, c.value, rules) === null;
  });
}

/**
 * The bids `seat` could make by the order of the auction but that a game's own limit forbids
 * (`bidRestriction`), each with the limit: a player's view says why those bids are greyed out.
 */
export function barredBids(
  a: Auction,
  seat: Seat,
  rules: AuctionRules,
): Array<{ call: string; limit: BidRestriction }> {
  if (!rules.bidRestriction || auctionOutcome(a, rules).kind !== 'open' || auctionToAct(a) !== seat)
    return [];
  const out: Array<{ call: string; limit: BidRestriction }> = [];
  for (const text of allCalls(rules.minLevel)) {
    const c = parseCall(text);
    if (!c.ok || c.value.kind !== 'bid') continue;
    const v = callViolation(a, seat, c.value, rules);
    if (v?.code !== 'bid-restricted') continue;
    const { action: _, ...limit } = v.params;
    out.push({ call: text, limit: limit as BidRestriction });
  }
  return out;
}

export function applyCall(
  a: Auction,
  seat: Seat,
  action: string,
  rules: AuctionRules,
): { ok: true; value: Auction } | { ok: false; error: IllegalAction } {
  const parsed = parseCall(action);
  if (!parsed.ok) return { ok: false, error: refusal('unknown-action', { action, expected: 'call' }) };
  return addCall(a, seat, parsed.value, rules);
}

/** `applyCall` for a call already read (a game that reads its actions itself). */
export function addCall(
  a: Auction,
  seat: Seat,
  call: Call,
  rules: AuctionRules,
): { ok: true; value: Auction } | { ok: false; error: IllegalAction } {
  const v = callViolation(a, seat, call, rules);
  if (v) return { ok: false, error: v };
  return { ok: true, value: { ...a, calls: [...a.calls, { seat, call }] } };
}

export const contractText = (c: Contract): string =>
  `${c.level}${STRAINS[c.strain]}${c.doubled === 2 ? 'XX' : c.doubled === 1 ? 'X' : ''}`;

/** `contractText` read back (`4S`, `3NTX`, `6HXX`): level, strain and doubling, or null. */
export function parseContractText(text: string): Omit<Contract, 'declarer'> | null {
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(text);
  if (!m) return null;
  return {
    level: Number(m[1]),
    strain: STRAINS.indexOf(m[2] as (typeof STRAINS)[number]) as StrainIndex,
    doubled: m[3].length as 0 | 1 | 2,
  };
}
