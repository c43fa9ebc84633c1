/**
 * Exact two-hand search of Bridgette's play, colons and their rules included: the tricks the
 * declarer takes from a position with best play by both, all cards known (the review looks
 * back at a finished deal, so the discards no longer hide anything).
 *
 * The cards in the hands when the solver is made are numbered 0..n-1 (n ≤ 31), suit by suit
 * from the ace down, colons last, so a position is a bit mask of the cards still held (each card
 * has one owner) plus the leader and the leader's lead ban. Alpha-beta keeps lower and upper
 * bounds on "declarer's tricks among the tricks still to play" per position between leads; the
 * bounds stay true whatever the window, so one table serves every position of the deal.
 */
import { type Card, isColon, rankOf, type Suit, suitOf } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import { colonOfGroup } from '../../games/bridgette/cards.js';
import type { ColonOnColonRule } from '../../games/bridgette/options.js';
import { colonTrickWinner, leadBanAfter } from '../../games/bridgette/play.js';
import { BoundsTable } from './boundsTable.js';

export interface BridgetteDeal {
  /** Both hands, by seat, as they stand when the solver is made (the rest are subsets). */
  hands: readonly [readonly Card[], readonly Card[]];
  trump: Suit | null;
  declarer: Seat;
  colonOnColon: ColonOnColonRule;
  /** A card already led when the solver is made, and its seat (it still takes part). */
  led?: { seat: Seat; card: Card };
}

/** A position of the play: what is still held, who leads, the card led (if any), the lead ban. */
export interface BridgettePosition {
  hands: readonly [readonly Card[], readonly Card[]];
  leader: Seat;
  /** The card the leader has led when the other seat is to follow. */
  lead?: Card;
  /** The suit the leader may not lead (a matching colon followed its last lead), if any. */
  banned: Suit | null;
}

/** A fail-soft alpha-beta search of one position or card. */
type Search = (alpha: number, beta: number) => number;

const NO_BAN = 4;
/** Room for one depth's moves: a hand holds at most 16 cards. */
const SLOT = 16;
const COLON_SUIT = 4;

const bitCount = (m: number): number => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
};

export class BridgetteSolver {
  private readonly cards: Card[];
  private readonly owner: number[];
  private readonly suit: number[];
  /** The colon (52..54) of a standard card's group; the colon itself for a colon. */
  private readonly group: number[];
  private readonly ownMask: [number, number] = [0, 0];
  private readonly suitMask = [0, 0, 0, 0, 0];
  private readonly colonBit = new Map<Card, number>();
  /** winner[l * n + f]: 1 when the follower's card f beats the lead l. */
  private readonly followerWins: Uint8Array;
  /** beatenBy[l]: the cards that win against the lead l. */
  private readonly beatenBy: number[];
  /** banAfter[l * n + f]: the suit the winner (the leader) may not lead next, or NO_BAN. */
  private readonly banAfter: Uint8Array;
  private readonly table = new BoundsTable();
  /** Moves per search depth (SLOT each) and their ordering scores, reused without allocating. */
  private readonly buffer: Int8Array;
  private readonly scores: Int16Array[];
  private readonly index = new Map<Card, number>();
  private guess = 0;
  /** Positions searched between leads; a deterministic measure of the work done. */
  nodes = 0;

  constructor(private readonly deal: BridgetteDeal) {
    const held: Card[][] = [[...deal.hands[0]], [...deal.hands[1]]];
    if (deal.led) held[deal.led.seat].push(deal.led.card);
    const all = held.flat();
    // Suits in order, each from the ace down; colons last.
    const key = (c: Card) => (isColon(c) ? 1000 + c : suitOf(c) * 100 - rankOf(c));
    this.cards = [...all].sort((a, b) => key(a) - key(b));
    const n = this.cards.length;
    if (n > 31) throw new Error(`bridgette search holds at most 31 cards, got ${n}`);
    this.owner = this.cards.map((c) => (held[0].includes(c) ? 0 : 1));
    this.suit = this.cards.map((c) => (isColon(c) ? COLON_SUIT : suitOf(c)));
    this.group = this.cards.map((c) => (isColon(c) ? c : colonOfGroup(c)));
    this.cards.forEach((c, i) => {
      this.index.set(c, i);
      this.ownMask[this.owner[i]] |= 1 << i;
      this.suitMask[this.suit[i]] |= 1 << i;
      if (isColon(c)) this.colonBit.set(c, 1 << i);
    });
    this.followerWins = new Uint8Array(n * n);
    this.banAfter = new Uint8Array(n * n).fill(NO_BAN);
    this.beatenBy = new Array<number>(n).fill(0);
    this.buffer = new Int8Array((n + 3) * SLOT);
    this.scores = Array.from({ length: n + 3 }, () => new Int16Array(n));
    for (let l = 0; l < n; l++) {
      for (let f = 0; f < n; f++) {
        const [lead, follow] = [this.cards[l], this.cards[f]];
        this.followerWins[l * n + f] = colonTrickWinner(lead, follow, deal.trump);
        if (this.followerWins[l * n + f]) this.beatenBy[l] |= 1 << f;
        const ban = leadBanAfter({ leader: 0, seats: [0, 1], cards: [lead, follow], winner: 0 });
        if (ban) this.banAfter[l * n + f] = ban.suit;
      }
    }
  }

  /**
   * The exact value of every legal card of the seat to play: the declarer's tricks among the
   * tricks not yet complete (the current one included).
   */
  cardValues(p: BridgettePosition): Map<Card, number> {
    const moves = this.moves(p);
    return new Map(moves.cards.map((c, i) => [c, this.exact(moves.searches[i])]));
  }

  /**
   * What the review needs at one step, cheaper than every card's exact value: the position's
   * value, the played card's, and the cards that keep the position's value (each found by one
   * yes/no search against it).
   */
  judge(p: BridgettePosition, played: Card): { best: number; value: number; bestCards: Card[] } {
    const moves = this.moves(p);
    const at = moves.cards.indexOf(played);
    if (at < 0) throw new Error('the card played is not legal in the position');
    const value = this.exact(moves.searches[at]);
    const best = this.exact(moves.position);
    const maxing = this.toPlay(p) === this.deal.declarer;
    const bestCards = moves.cards.filter((_c, i) => {
      if (i === at) return value === best;
      // At least as good as best for the mover: not below it (declarer) or not above it.
      return maxing ? moves.searches[i](best - 1, best) >= best : moves.searches[i](best, best + 1) <= best;
    });
    return { best, value, bestCards };
  }

  /** The exact value of a position (declarer's tricks among the tricks not yet complete). */
  value(p: BridgettePosition): number {
    return this.exact(this.moves(p).position);
  }

  private toPlay(p: BridgettePosition): Seat {
    return p.lead === undefined ? p.leader : 1 - p.leader;
  }

  /** The position's legal cards, with a windowed search of the position and of each card's. */
  private moves(p: BridgettePosition): { cards: Card[]; searches: Search[]; position: Search } {
    const rem = this.maskOf(p.hands);
    const leader = p.leader;
    if (p.lead === undefined) {
      const ban = p.banned === null ? NO_BAN : p.banned;
      const leads = this.bitsOf(this.leads(rem, leader, ban));
      return {
        cards: leads.map((l) => this.cards[l]),
        searches: leads.map((l) => (a, b) => this.follow(rem & ~(1 << l), leader, l, a, b, 1)),
        position: (a, b) => this.lead(rem, leader, ban, a, b, 0),
      };
    }
    const l = this.index.get(p.lead);
    if (l === undefined) throw new Error('the card led was not in the hands the solver was made with');
    const follows = this.bitsOf(this.follows(rem, 1 - leader, l));
    return {
      cards: follows.map((f) => this.cards[f]),
      searches: follows.map((f) => (a, b) => this.afterTrick(rem & ~(1 << f), leader, l, f, a, b, 1)),
      position: (a, b) => this.follow(rem, leader, l, a, b, 0),
    };
  }

  /**
   * The exact value by null-window searches (MTD(f)), each a yes/no question "at least g?" that
   * cuts far more than one wide search; the table's bounds carry over between them. The guess
   * is the last answer found, as the values of neighbouring positions are close.
   */
  private exact(search: (alpha: number, beta: number) => number): number {
    let g = this.guess;
    let lo = -1;
    let hi = 14;
    while (lo < hi) {
      const beta = g === lo ? g + 1 : g;
      g = search(beta - 1, beta);
      if (g < beta) hi = g;
      else lo = g;
    }
    this.guess = g;
    return g;
  }

  private maskOf(hands: BridgettePosition['hands']): number {
    let m = 0;
    for (const [seat, hand] of hands.entries()) {
      for (const c of hand) {
        const i = this.index.get(c);
        if (i === undefined || this.owner[i] !== seat) {
          throw new Error('a position holds a card the solver was not made with, or in the other hand');
        }
        m |= 1 << i;
      }
    }
    return m;
  }

  private bitsOf(m: number): number[] {
    const out: number[] = [];
    for (let x = m; x; x &= x - 1) out.push(31 - Math.clz32(x & -x));
    return out;
  }

  private leads(rem: number, leader: number, ban: number): number {
    const hand = rem & this.ownMask[leader];
    if (ban === NO_BAN) return hand;
    return hand & ~this.suitMask[ban] || hand;
  }

  private follows(rem: number, follower: number, l: number): number {
    const hand = rem & this.ownMask[follower];
    const colons = this.suitMask[COLON_SUIT];
    let allowed: number;
    if (this.suit[l] === COLON_SUIT) {
      allowed = this.deal.colonOnColon === 'allowed' ? hand : hand & ~colons;
    } else {
      const suitCards = hand & ~colons;
      const same = suitCards & this.suitMask[this.suit[l]];
      const matching = hand & (this.colonBit.get(this.group[l]) ?? 0);
      allowed = (same || suitCards) | matching;
    }
    return allowed || hand;
  }

  /**
   * Writes to the move buffer at `at` the cards of `moves` that do not play exactly like one
   * already written: the same owner, suit and colon group, with no card of the other hand
   * between them in the suit (cards between them that are gone do not separate them; `present`
   * holds the cards still held or on the table). Cards are numbered suit by suit from the top,
   * so the previous present card is the only one to look at. Returns how many it wrote.
   */
  private distinct(moves: number, present: number, at: number): number {
    let count = 0;
    let prev = -1;
    for (let x = present; x; x &= x - 1) {
      const i = 31 - Math.clz32(x & -x);
      if ((moves >> i) & 1) {
        const twin =
          prev >= 0 &&
          (moves >> prev) & 1 &&
          this.suit[i] !== COLON_SUIT &&
          this.suit[prev] === this.suit[i] &&
          this.group[prev] === this.group[i];
        if (!twin) this.buffer[at + count++] = i;
      }
      prev = i;
    }
    return count;
  }

  /** Sorts buffer[at .. at + count) by `score`, lowest first (a handful of moves: insertion sort). */
  private order(at: number, count: number, score: Int16Array): void {
    const buf = this.buffer;
    for (let i = at + 1; i < at + count; i++) {
      const m = buf[i];
      let j = i - 1;
      while (j >= at && score[buf[j]] > score[m]) {
        buf[j + 1] = buf[j];
        j--;
      }
      buf[j + 1] = m;
    }
  }

  /** Declarer's tricks among the tricks to play, leader to lead; fail-soft alpha-beta. */
  private lead(rem: number, leader: number, ban: number, alpha: number, beta: number, depth: number): number {
    if (rem === 0) return 0;
    this.nodes++;
    const left = bitCount(rem) >> 1;
    const tag = leader * 5 + ban;
    const entry = this.table.get(rem, tag);
    let lo = 0;
    let hi = left;
    let first = -1;
    if (entry >= 0) {
      lo = entry & 15;
      hi = (entry >> 4) & 15;
      first = (entry >> 8) - 1;
    }
    if (lo >= beta || lo === hi) return lo;
    if (hi <= alpha) return hi;
    const a0 = Math.max(alpha, lo);
    const b0 = Math.min(beta, hi);
    let a = a0;
    let b = b0;
    const maxing = leader === this.deal.declarer;
    let best = maxing ? -1 : left + 1;
    let bestMove = first;
    const at = depth * SLOT;
    const count = this.distinct(this.leads(rem, leader, ban), rem, at);
    // The table's best lead first, then the leads the other hand cannot beat (cashing a winner
    // is often best and settles a trick), high cards first; then the rest from the lowest up.
    const score = this.scores[depth];
    for (let k = at; k < at + count; k++) {
      const l = this.buffer[k];
      const beaten = this.follows(rem & ~(1 << l), 1 - leader, l) & this.beatenBy[l];
      score[l] = l === first ? -100 : beaten ? 100 - l : l;
    }
    this.order(at, count, score);
    for (let k = at; k < at + count; k++) {
      const l = this.buffer[k];
      const v = this.follow(rem & ~(1 << l), leader, l, a, b, depth + 1);
      if (maxing ? v > best : v < best) {
        best = v;
        bestMove = l;
      }
      if (maxing) a = Math.max(a, best);
      else b = Math.min(b, best);
      if (a >= b) break;
    }
    if (best <= a0) hi = best;
    else if (best >= b0) lo = best;
    else lo = hi = best;
    this.table.set(rem, tag, lo | (hi << 4) | ((bestMove + 1) << 8));
    return best;
  }

  private follow(rem: number, leader: number, l: number, alpha: number, beta: number, depth: number): number {
    const follower = 1 - leader;
    const maxing = follower === this.deal.declarer;
    const n = this.cards.length;
    const at = depth * SLOT;
    // The card led still separates the follower's cards around it.
    const count = this.distinct(this.follows(rem, follower, l), rem | (1 << l), at);
    // Cheapest winners first, then the cheapest losers: good cutoffs for either side.
    const score = this.scores[depth];
    for (let k = at; k < at + count; k++) {
      const f = this.buffer[k];
      score[f] = this.followerWins[l * n + f] ? -100 - f : -f;
    }
    this.order(at, count, score);
    let best = maxing ? -1 : 99;
    let a = alpha;
    let b = beta;
    for (let k = at; k < at + count; k++) {
      const v = this.afterTrick(rem & ~(1 << this.buffer[k]), leader, l, this.buffer[k], a, b, depth + 1);
      if (maxing ? v > best : v < best) best = v;
      if (maxing) a = Math.max(a, best);
      else b = Math.min(b, best);
      if (a >= b) break;
    }
    return best;
  }

  private afterTrick(
    rem: number,
    leader: number,
    l: number,
    f: number,
    alpha: number,
    beta: number,
    depth: number,
  ): number {
    const n = this.cards.length;
    const winner = this.followerWins[l * n + f] ? 1 - leader : leader;
    const won = winner === this.deal.declarer ? 1 : 0;
    const ban = winner === leader ? this.banAfter[l * n + f] : NO_BAN;
    return won + this.lead(rem, winner, ban, alpha - won, beta - won, depth);
  }
}
