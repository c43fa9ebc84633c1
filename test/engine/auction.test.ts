import { describe, expect, it } from 'vitest';
import {
  type Auction,
  type AuctionRules,
  applyCall,
  auctionFrom,
  auctionOutcome,
  contractText,
  legalCalls,
  newAuction,
  parseContractText,
} from '../../src/engine/auction.js';

const four: AuctionRules = { passesToEnd: 3, doubling: true, minLevel: 1 };

function run(calls: string[], first = 0, rules = four): Auction {
  let a = newAuction(4, first);
  calls.forEach((c, i) => {
    const r = applyCall(a, (first + i) % 4, c, rules);
    if (!r.ok) throw new Error(`${c}: ${r.error.message}`);
    a = r.value;
  });
  return a;
}

function contractOf(a: Auction): string {
  const o = auctionOutcome(a, four);
  if (o.kind !== 'contract') throw new Error(`auction not ended: ${o.kind}`);
  return contractText(o.contract);
}

describe('contract auction', () => {
  it('ends after three passes following a bid; declarer first named the strain for the side', () => {
    const a = run(['1H', 'P', '4H', 'P', 'P', 'P']);
    const o = auctionOutcome(a, four);
    expect(o).toEqual({ kind: 'contract', contract: { level: 4, strain: 2, doubled: 0, declarer: 0 } });
  });
  it('throws in after four passes', () => {
    expect(auctionOutcome(run(['P', 'P', 'P', 'P']), four).kind).toBe('passed-out');
    expect(auctionOutcome(run(['P', 'P', 'P']), four).kind).toBe('open');
  });
  it('refuses a bid that is not higher', () => {
    const a = run(['1S']);
    const r = applyCall(a, 1, '1H', four);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('1H: a bid must be higher than the last bid 1S');
  });
  it('doubles only the opponents, redoubles only their double; a new bid cancels both', () => {
    const a = run(['1C']);
    expect(applyCall(a, 1, 'XX', four).ok).toBe(false);
    const b = run(['1C', 'P']);
    expect(applyCall(b, 2, 'X', four).ok).toBe(false);
    const c = run(['1C', 'X']);
    expect(legalCalls(c, 2, four)).toContain('XX');
    expect(applyCall(c, 2, 'X', four).ok).toBe(false);
    const d = run(['1C', 'X', 'XX', 'P', 'P', 'P']);
    expect(contractOf(d)).toBe('1CXX');
    const e = run(['1C', 'X', '1D', 'P', 'P', 'P']);
    expect(contractOf(e)).toBe('1D');
  });
  it('lets the partner of the doubled side redouble after passes', () => {
    const a = run(['1C', 'X', 'P']);
    expect(applyCall(a, 3, 'XX', four).ok).toBe(false);
    const b = run(['1C', 'X', 'P', 'P']);
    expect(applyCall(b, 0, 'XX', four).ok).toBe(true);
  });
  it('refuses calls out of turn and after the end', () => {
    expect(applyCall(run([]), 1, '1C', four).ok).toBe(false);
    const over = run(['1C', 'P', 'P', 'P']);
    expect(legalCalls(over, 0, four)).toEqual([]);
    expect(applyCall(over, 0, 'P', four).ok).toBe(false);
  });
  it('offers the first bidder pass and all 35 bids, nothing to double', () => {
    expect(legalCalls(run([]), 0, { ...four, doubling: false })).toHaveLength(36);
    expect(legalCalls(run([]), 0, four)).toHaveLength(36);
    expect(legalCalls(run(['7NT']), 1, four)).toEqual(['P', 'X']);
  });
});

describe('auctionFrom', () => {
  it('builds the auction the calls make, and refuses a call that does not parse', () => {
    const a = auctionFrom(
      [
        [1, '1S'],
        [2, 'P'],
        [3, '4S'],
      ],
      1,
    );
    expect(a).toEqual(run(['1S', 'P', '4S'], 1));
    expect(legalCalls(a!, 0, four)).toEqual(legalCalls(run(['1S', 'P', '4S'], 1), 0, four));
    expect(
      auctionFrom(
        [
          [0, '1S'],
          [1, '8Z'],
        ],
        0,
      ),
    ).toBeNull();
  });
});

describe('contract text read back', () => {
  it('every contract contractText writes reads back to its level, strain and doubling', () => {
    for (let level = 1; level <= 7; level++)
      for (const strain of [0, 1, 2, 3, 4] as const)
        for (const doubled of [0, 1, 2] as const)
          expect(parseContractText(contractText({ level, strain, doubled, declarer: 0 }))).toEqual({
            level,
            strain,
            doubled,
          });
  });

  it('anything else is null', () => {
    for (const text of ['Pass', '', '8S', '0H', '4SXXX', '3N', '4s', ' 4S'])
      expect(parseContractText(text)).toBeNull();
  });
});
