/**
 * Why bids are greyed out: the bidder's view lists exactly the bids the order of the auction
 * allows and the bidding limits refuse, each with the limit the refusal names; nobody else's
 * view lists any. Checked at every auction step of seeded random matches.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/cards/rng.js';
import { allCalls } from '../../../src/engine/auction.js';
import { Match, shuffledDecks } from '../../../src/engine/match.js';
import { BRIDGETTE_PACK } from '../../../src/games/bridgette/cards.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import type { BridgetteState } from '../../../src/games/bridgette/state.js';
import { propertyRuns } from '../../harness/properties.js';

describe('bridgette barred bids', () => {
  it('are the bids refused by a bidding limit, with that limit, in the bidder’s view only', () => {
    let auctionSteps = 0;
    let barredSeen = 0;
    for (let m = 0; m < propertyRuns(4); m++) {
      const rng = new Rng(`barred-${m}`);
      const decks = shuffledDecks(BRIDGETTE_PACK, rng);
      let match = Match.start(bridgette, {}, m % 2);
      for (let step = 0; step < 400 && !match.isOver; step++) {
        const dealt = match.dealIfNeeded(decks);
        if (!dealt.ok) throw new Error(dealt.error.message);
        match = dealt.value;
        const state = match.state as BridgetteState;
        const [seat] = match.toAct;
        if (state.deal?.phase === 'auction') {
          auctionSteps++;
          const view = bridgette.view(state, seat);
          const expected = allCalls(0)
            .filter((c) => /^\d/.test(c))
            .flatMap((call) => {
              const r = bridgette.apply(state, seat, call);
              if (r.ok || r.error.code !== 'bid-restricted') return [];
              const { action: _, ...limit } = r.error.params;
              return [{ call, limit }];
            });
          expect(view.barredBids).toEqual(expected);
          barredSeen += expected.length;
          expect(bridgette.view(state, 1 - seat).barredBids).toEqual([]);
          expect(bridgette.view(state, null).barredBids).toEqual([]);
        }
        const legal = bridgette.legalActions(state, seat);
        const r = match.act(seat, legal[rng.int(legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        match = r.value;
      }
    }
    // The check saw auctions, and limits that bar bids in them.
    expect(auctionSteps).toBeGreaterThan(20);
    expect(barredSeen).toBeGreaterThan(0);
  });
});
