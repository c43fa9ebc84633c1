/**
 * Exact search for selbu's review: can one player (the target) still take exactly the tricks
 * it needs, all cards known, whatever the other players do together to stop it? A game of two
 * sides — the target against a coalition of everyone else — with a yes/no outcome, so every
 * node stops at its first deciding move.
 *
 * The cards held (and on the table) when the solver is made are numbered 0..n-1 (n ≤ 31), suit
 * by suit from the ace down; a position between tricks is the mask of cards still held, the
 * leader and the tricks still needed, and its answer is kept per target seat.
 */
import { type Card, rankOf, type Suit, suitOf } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';

export interface SelbuPlayPosition {
  /** Every seat's cards still held. */
  hands: readonly (readonly Card[])[];
  /** The current trick's leader and the cards on the table in play order (none between tricks). */
  leader: Seat;
  table: readonly Card[];
}

/** Thrown when a search needs more positions than its budget allows. */
export class SearchBudgetExceeded extends Error {
  constructor(budget: number) {
    super(`the search needs more than ${budget} positions`);
  }
}

export class SelbuSolver {
  private readonly cards: Card[];
  private readonly owner: number[];
  private readonly suit: number[];
  /** Rank with trumps above every other suit, for "does this card beat that one". */
  private readonly strength: number[];
  private readonly ownMask: number[];
  private readonly suitMask = [0, 0, 0, 0];
  private readonly index = new Map<Card, number>();
  private readonly seats: number;
  /** Answers between tricks, per target seat: key → 1 (reachable) or 0. */
  private readonly tables = new Map<Seat, Map<number, number>>();
  private target = 0;
  private table: Map<number, number> = new Map();
  private budget = Infinity;
  private budgetLeft = Infinity;
  /** Positions searched; a deterministic measure of the work done. */
  nodes = 0;

  constructor(
    start: SelbuPlayPosition,
    private readonly trump: Suit | null,
  ) {
    this.seats = start.hands.length;
    const all = [...start.hands.flat(), ...start.table];
    this.cards = [...all].sort((a, b) => suitOf(a) * 100 - rankOf(a) - (suitOf(b) * 100 - rankOf(b)));
    if (this.cards.length > 31)
      throw new Error(`selbu search holds at most 31 cards, got ${this.cards.length}`);
    const ownerOf = new Map<Card, number>();
    start.hands.forEach((h, s) => {
      for (const c of h) ownerOf.set(c, s);
    });
    start.table.forEach((c, i) => {
      ownerOf.set(c, (start.leader + i) % this.seats);
    });
    this.owner = this.cards.map((c) => ownerOf.get(c)!);
    this.suit = this.cards.map(suitOf);
    this.strength = this.cards.map((c) => rankOf(c) + (suitOf(c) === trump ? 100 : 0));
    this.ownMask = Array.from({ length: this.seats }, () => 0);
    this.cards.forEach((c, i) => {
      this.index.set(c, i);
      this.ownMask[this.owner[i]] |= 1 << i;
      this.suitMask[this.suit[i]] |= 1 << i;
    });
  }

  /**
   * For every legal card of the seat to play: can that seat, after playing it, still end with
   * exactly `need` more tricks (those of the current trick included) against all the others?
   * `budget` bounds the positions searched (SearchBudgetExceeded past it).
   */
  cardValues(p: SelbuPlayPosition, need: number, budget = Infinity): Map<Card, boolean> {
    const seat = (p.leader + p.table.length) % this.seats;
    this.target = seat;
    let table = this.tables.get(seat);
    if (!table) {
      table = new Map();
      this.tables.set(seat, table);
    }
    this.table = table;
    this.budget = budget;
    this.budgetLeft = budget;
    let rem = 0;
    p.hands.forEach((h) => {
      for (const c of h) rem |= 1 << this.indexOf(c);
    });
    let onTable = 0;
    let winner = -1;
    for (const c of p.table) {
      const i = this.indexOf(c);
      onTable |= 1 << i;
      if (winner < 0 || this.beats(i, winner)) winner = i;
    }
    const led = p.table.length ? this.suit[this.indexOf(p.table[0])] : -1;
    const out = new Map<Card, boolean>();
    for (const m of this.bitsOf(this.legal(rem, seat, led))) {
      const next = winner < 0 || this.beats(m, winner) ? m : winner;
      const reachable = this.ply(
        rem & ~(1 << m),
        p.leader,
        p.table.length + 1,
        next,
        led < 0 ? this.suit[m] : led,
        onTable | (1 << m),
        need,
      );
      out.set(this.cards[m], reachable);
    }
    return out;
  }

  private indexOf(c: Card): number {
    const i = this.index.get(c);
    if (i === undefined) throw new Error('a position holds a card the solver was not made with');
    return i;
  }

  private bitsOf(m: number): number[] {
    const out: number[] = [];
    for (let x = m; x; x &= x - 1) out.push(31 - Math.clz32(x & -x));
    return out;
  }

  /** True when card i, played later to the trick, beats card w (the trick's winner so far). */
  private beats(i: number, w: number): boolean {
    if (this.suit[i] === this.suit[w]) return this.strength[i] > this.strength[w];
    return this.suit[i] === this.trump;
  }

  private legal(rem: number, seat: number, led: number): number {
    const hand = rem & this.ownMask[seat];
    if (led < 0) return hand;
    return hand & this.suitMask[led] || hand;
  }

  /**
   * One card of each run that plays alike: the same owner and suit with no card of another
   * player between them among `present` (held or on the table). Cards are numbered suit by
   * suit from the top, so only the previous present card needs a look.
   */
  private distinct(moves: number, present: number): number[] {
    const out: number[] = [];
    let prev = -1;
    for (let x = present; x; x &= x - 1) {
      const i = 31 - Math.clz32(x & -x);
      const twin = prev >= 0 && (moves >> prev) & 1 && this.suit[prev] === this.suit[i];
      if ((moves >> i) & 1 && !twin) out.push(i);
      prev = i;
    }
    return out;
  }

  /** Between tricks: can the target take exactly `need` of the remaining tricks? */
  private between(rem: number, leader: number, need: number): boolean {
    const left = this.bitCount(rem) / this.seats;
    if (need < 0 || need > left) return false;
    if (left === 0) return need === 0;
    const key = (rem * this.seats + leader) * 16 + need;
    const known = this.table.get(key);
    if (known !== undefined) return known === 1;
    const answer = this.ply(rem, leader, 0, -1, -1, 0, need);
    this.table.set(key, answer ? 1 : 0);
    return answer;
  }

  /** Inside a trick: `played` cards are on the table, `winner` leads it so far. */
  private ply(
    rem: number,
    leader: number,
    played: number,
    winner: number,
    led: number,
    onTable: number,
    need: number,
  ): boolean {
    if (played === this.seats) {
      const won = this.owner[winner];
      return this.between(rem, won, need - (won === this.target ? 1 : 0));
    }
    if (--this.budgetLeft < 0) throw new SearchBudgetExceeded(this.budget);
    this.nodes++;
    const seat = (leader + played) % this.seats;
    const mine = seat === this.target;
    for (const m of this.distinct(this.legal(rem, seat, led), rem | onTable)) {
      const next = winner < 0 || this.beats(m, winner) ? m : winner;
      const r = this.ply(
        rem & ~(1 << m),
        leader,
        played + 1,
        next,
        led < 0 ? this.suit[m] : led,
        onTable | (1 << m),
        need,
      );
      // The target needs one way through; the others need one way to stop it.
      if (r === mine) return r;
    }
    return !mine;
  }

  private bitCount(m: number): number {
    let n = 0;
    for (let x = m; x; x &= x - 1) n++;
    return n;
  }
}
