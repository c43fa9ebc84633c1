/** Builders for hand-made Bondtolva positions in tests. */
import { expect } from 'vitest';
import { type Card, parseCard, type Suit } from '../../../src/cards/card.js';
import type { IllegalAction, Seat } from '../../../src/engine/game.js';
import type { Trick } from '../../../src/engine/trick.js';
import { BONDTOLVA_PACK } from '../../../src/games/bondtolva/cards.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import type { BondtolvaState, DealState, Declaration } from '../../../src/games/bondtolva/state.js';

/** `"SA HT D9"` → cards. */
export function cards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const c = parseCard(t);
      if (!c.ok) throw new Error(c.error);
      return c.value;
    });
}

/**
 * A deck dealing `nonDealer` and `dealer` hands (6 cards each) and a stock starting with
 * `stockTop` (top first), the rest of the pack following in pack order.
 */
export function deckFor(nonDealer: string, dealer: string, stockTop = ''): Card[] {
  const a = cards(nonDealer);
  const b = cards(dealer);
  const top = cards(stockTop);
  const used = new Set([...a, ...b, ...top]);
  if (a.length !== 6 || b.length !== 6 || used.size !== 12 + top.length) throw new Error('bad hands');
  const deck: Card[] = [];
  for (let i = 0; i < 6; i++) deck.push(a[i], b[i]);
  return [...deck, ...top, ...BONDTOLVA_PACK.filter((c) => !used.has(c))];
}

/** A new match with `dealer` dealing the first deal from `deck`. */
export function dealt(deck: readonly Card[], dealer: Seat = 0, base?: BondtolvaState): BondtolvaState {
  const start = base ?? bondtolva.newMatch({}, dealer);
  const r = bondtolva.deal(start, deck);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Applies `[seat, action]` pairs, failing the test on the first refusal. */
export function play(state: BondtolvaState, ...actions: Array<[Seat, string]>): BondtolvaState {
  for (const [seat, action] of actions) {
    const r = bondtolva.apply(state, seat, action);
    if (!r.ok) throw new Error(`${seat} ${action}: ${r.error.message}`);
    state = r.value;
  }
  return state;
}

/**
 * The refusal of an action (its code and sentence; test/engine/refusal.test.ts checks the
 * parameters), checking that it left the state untouched.
 */
export function refusal(
  state: BondtolvaState,
  seat: Seat,
  action: string,
): Pick<IllegalAction, 'code' | 'message'> {
  const before = JSON.stringify(state);
  const r = bondtolva.apply(state, seat, action);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error(`${seat} ${action} was accepted`);
  return { code: r.error.code, message: r.error.message };
}

export interface PositionSpec {
  hands: [string, string];
  stock?: string;
  trump?: Suit | null;
  /** Who leads the next trick (the winner of the last trick). */
  leader: Seat;
  /** Tricks already played (the count decides phase and the last trick). */
  tricksPlayed: number;
  piles?: [string, string];
  declarations?: Declaration[];
  protocol?: [number, number];
  dealer?: Seat;
  /**
   * Build real tricks from the piles (cards in pairs, each won by the pile's owner, the
   * leader's last) so that views show every played card, as bots need; piles must be even.
   */
  tricksFromPiles?: boolean;
}

function tricksFromPiles(piles: Card[][], leader: Seat): Trick[] {
  const out: Trick[] = [];
  for (const seat of [1 - leader, leader]) {
    const pile = piles[seat];
    if (pile.length % 2) throw new Error('a pile of an odd number of cards');
    for (let i = 0; i < pile.length; i += 2) {
      out.push({ leader: seat, seats: [seat, 1 - seat], cards: [pile[i], pile[i + 1]], winner: seat });
    }
  }
  return out;
}

/**
 * A position in the middle of a deal, built directly (the earlier tricks are placeholders with
 * no cards: only their count and the last winner matter to the rules).
 */
export function position(spec: PositionSpec): BondtolvaState {
  const piles: Card[][] = spec.piles ? [cards(spec.piles[0]), cards(spec.piles[1])] : [[], []];
  const tricks: Trick[] = spec.tricksFromPiles
    ? tricksFromPiles(piles, spec.leader)
    : Array.from({ length: spec.tricksPlayed }, () => ({
        leader: spec.leader,
        seats: [],
        cards: [],
        winner: spec.leader,
      }));
  if (tricks.length !== spec.tricksPlayed) throw new Error('piles do not match tricksPlayed');
  const deal: DealState = {
    dealer: spec.dealer ?? (spec.tricksPlayed === 0 ? 1 - spec.leader : 0),
    hands: [cards(spec.hands[0]), cards(spec.hands[1])],
    stock: cards(spec.stock ?? ''),
    tricks,
    piles,
    trump: spec.trump ?? null,
    declarations: spec.declarations ?? [],
    awaitingDeclaration: null,
    finished: false,
  };
  return {
    firstDealer: spec.dealer ?? 0,
    dealCount: 1,
    protocol: spec.protocol ?? [0, 0],
    results: [],
    winner: null,
    deal,
  };
}
