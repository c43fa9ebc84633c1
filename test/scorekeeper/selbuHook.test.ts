/**
 * The hook rule as the sheet checks it agrees with the engine: for random tables and bids, the
 * sheet refuses exactly the bids the engine would send back for a change (simultaneous) or
 * refuse from the dealer (sequential).
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { STANDARD_PACK } from '../../src/cards/card.js';
import { selbu } from '../../src/games/selbu/game.js';
import type { SelbuState } from '../../src/games/selbu/state.js';
import { forbiddenDealerBid, selbuBidProblem } from '../../src/scorekeeper/selbu.js';
import { propertyRuns } from '../harness/properties.js';

const table = fc
  .record({
    players: fc.integer({ min: 2, max: 5 }),
    size: fc.integer({ min: 1, max: 10 }),
    bidding: fc.constantFrom('simultaneous' as const, 'sequential' as const),
    dealer: fc.nat(4),
  })
  .chain((t) =>
    fc.record({
      t: fc.constant(t),
      bids: fc.array(fc.integer({ min: 0, max: t.size }), { minLength: t.players, maxLength: t.players }),
    }),
  );

test('the sheet’s hook check matches the engine', () => {
  fc.assert(
    fc.property(table, ({ t, bids }) => {
      const dealer = t.dealer % t.players;
      const options = selbu.parseOptions({ players: t.players, handSizes: [t.size], bidding: t.bidding });
      if (!options.ok) return; // 5 × 11 etc. never generated; guard anyway
      const dealt = selbu.deal(selbu.newMatch(options.value, dealer), STANDARD_PACK);
      if (!dealt.ok) throw new Error(dealt.error);
      let state: SelbuState = dealt.value;
      const next = { handSize: t.size, dealer, firstBidder: (dealer + 1) % t.players, bidding: t.bidding };
      const problem = selbuBidProblem(next, bids);
      // Bids in the engine's order: clockwise from the dealer's left.
      let refusedBy: number | null = null;
      for (let i = 1; i <= t.players; i++) {
        const seat = (dealer + i) % t.players;
        if (seat === dealer)
          expect(
            forbiddenDealerBid(
              next,
              bids.map((b, s) => (s === dealer ? null : b)),
            ),
          ).toBe(
            t.bidding === 'sequential' &&
              t.size - bids.reduce((a, b, s) => a + (s === dealer ? 0 : b), 0) >= 0
              ? t.size - bids.reduce((a, b, s) => a + (s === dealer ? 0 : b), 0)
              : null,
          );
        const r = selbu.apply(state, seat, String(bids[seat]));
        if (!r.ok) {
          refusedBy = seat;
          break;
        }
        state = r.value;
      }
      if (t.bidding === 'sequential') {
        expect(refusedBy === null ? null : 'hook-sequential').toBe(problem?.code ?? null);
        if (problem) expect(refusedBy).toBe(dealer);
      } else {
        expect(refusedBy).toBeNull();
        expect(state.phase === 'hook' ? 'hook-simultaneous' : null).toBe(problem?.code ?? null);
      }
    }),
    { numRuns: propertyRuns(300), seed: 9 },
  );
});

test('partly entered bids: no hook complaint before all are in (simultaneous), the dealer’s bid checked at once (sequential)', () => {
  const next = { handSize: 3, dealer: 0, firstBidder: 1, bidding: 'simultaneous' as const };
  expect(selbuBidProblem(next, [1, 1, null])).toBeNull();
  expect(selbuBidProblem(next, [1, 1, 1])?.code).toBe('hook-simultaneous');
  const seq = { ...next, bidding: 'sequential' as const };
  expect(selbuBidProblem(seq, [1, 1, null])).toBeNull();
  expect(selbuBidProblem(seq, [1, 1, 1])?.code).toBe('hook-sequential');
  expect(forbiddenDealerBid(seq, [null, 1, 1])).toBe(1);
  expect(forbiddenDealerBid(seq, [null, 3, 1])).toBeNull();
  expect(forbiddenDealerBid(next, [null, 1, 1])).toBeNull();
  expect(selbuBidProblem(next, [4, null, null])?.code).toBe('bid-range');
});
