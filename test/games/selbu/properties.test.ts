import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/cards/card.js';
import { selbu } from '../../../src/games/selbu/game.js';
import { cardsHiddenFromHolder, type SelbuState } from '../../../src/games/selbu/state.js';
import { checkGameProperties, propertyRuns } from '../../harness/properties.js';
import { options } from './helpers.js';

/** Share of steps that try every action of every seat (the costly check). */
const SWEEP = Number(process.env.SELBU_SWEEP ?? '0.1');
const PLAYERS = [2, 3, 4, 5];
const BIDDING = ['simultaneous', 'sequential'];
const TRUMP = ['classic', 'draw', 'draw-suit', 'fixed:H', 'none'];
const FOREHEAD = ['none', 'last', 'first-and-last'];
const SCORING = ['classic', 'penalty'];

/**
 * Short matches that still reach every rule: one-card rounds at both ends (forehead), and with
 * the classic trump schedule seven rounds, so that round 4 has clubs as trump.
 */
/** The rule the harness checks views against: one's own forehead card is never shown. */
const hiddenByRule = (state: unknown, seat: number) =>
  cardsHiddenFromHolder(state as SelbuState, seat).map(formatCard);

const sizesFor = (trump: string) => (trump === 'classic' ? [1, 2, 2, 3, 2, 2, 1] : [1, 3, 1]);

describe('selbu random-game properties (every option combination)', () => {
  for (const players of PLAYERS) {
    for (const bidding of BIDDING) {
      it(`${players} players, ${bidding} bidding: every trump, forehead and scoring rule`, () => {
        for (const trump of TRUMP) {
          for (const forehead of FOREHEAD) {
            for (const scoring of SCORING) {
              const o = options({ players, bidding, trump, forehead, scoring, handSizes: sizesFor(trump) });
              checkGameProperties(selbu, o, {
                matches: propertyRuns(1),
                seed: `selbu:${players}:${bidding}:${trump}:${forehead}:${scoring}`,
                sweepRate: SWEEP,
                hiddenByRule,
              });
            }
          }
        }
      });
    }
  }

  it('full hands: 4 players × 13 cards (no stock) and 5 players × 10 cards with an upcard', () => {
    checkGameProperties(selbu, options({ players: 4, handSizes: [13], trump: 'fixed:S' }), {
      matches: propertyRuns(1),
      seed: 'selbu:13',
      sweepRate: 0.05,
    });
    checkGameProperties(
      selbu,
      options({ players: 5, handSizes: [10], trump: 'draw', bidding: 'sequential' }),
      {
        matches: propertyRuns(1),
        seed: 'selbu:10',
        sweepRate: 0.05,
      },
    );
    checkGameProperties(selbu, options({ players: 5, handSizes: [10], trump: 'draw-suit' }), {
      matches: propertyRuns(1),
      seed: 'selbu:10:draw-suit',
      sweepRate: 0.05,
    });
  });
});

/** A selbu whose views leak: the harness must notice. */
const leaky = (view: typeof selbu.view) => ({ ...selbu, view });

describe('the harness catches selbu leaks', () => {
  it('a secret bid shown before the reveal', () => {
    const showAllBids = leaky((state: SelbuState, seat) => ({
      ...selbu.view(state, seat),
      bids: [...state.bids],
    }));
    const o = options({ players: 4, handSizes: [1, 1, 1, 1] });
    expect(() =>
      checkGameProperties(showAllBids, o, { matches: 20, seed: 'leak:bids', sweepRate: 0 }),
    ).toThrow(/secret action .* before the group was complete/);
  });

  it('the own card shown in a forehead round', () => {
    const showOwnCard = leaky((state: SelbuState, seat) => {
      const view = selbu.view(state, seat);
      const hands = view.hands.map((h, s) => (s === seat ? state.hands[s].map(formatCard) : h));
      return { ...view, hands };
    });
    const o = options({ players: 4, handSizes: [1], forehead: 'last' });
    expect(() =>
      checkGameProperties(showOwnCard, o, { matches: 20, seed: 'leak:forehead', sweepRate: 0, hiddenByRule }),
    ).toThrow(/view changed when hidden cards .* were swapped/);
  });
});
