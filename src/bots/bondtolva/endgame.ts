/**
 * Exact play of phase 2. Once the stock is empty Bondtolva is a game of perfect information
 * (the opponent holds exactly the cards not yet seen), so a minimax over the remaining tricks
 * finds the best card for the value of the deal's outcome (last trick, matador point).
 * Hands are 24-bit masks: bit suit*6 + k holds the k-th highest card of the suit (A T K Q J 9),
 * so "higher in the suit" is "lower bit in the same six".
 */
import { type Card, makeCard, type Suit, suitOf } from '../../cards/card.js';
import { BONDTOLVA_RANKS, bondtolvaRank } from '../../games/bondtolva/cards.js';

export interface Endgame {
  /** [me, opponent]; equal sizes, or the opponent one card fewer when it has led `led`. */
  hands: [Card[], Card[]];
  trump: Suit | null;
  /** The opponent's card when I must follow; undefined when I lead. */
  led?: Card;
  /** Matadors and card points already won, [me, opponent]. */
  matadors: [number, number];
  points: [number, number];
  /** My value of the outcome: who wins the last trick and who the matador point (null: nobody). */
  value: (lastTrickMine: boolean, matadorPoint: 0 | 1 | null) => number;
}

const bitOf = (c: Card): number => suitOf(c) * 6 + (6 - bondtolvaRank(c));
const cardOfBit = (b: number): Card => makeCard(Math.floor(b / 6) as Suit, BONDTOLVA_RANKS[b % 6]);
const maskOf = (cards: readonly Card[]): number => cards.reduce((m, c) => m | (1 << bitOf(c)), 0);
const SUIT_MASK = 0b111111;
const suitMask = (s: number): number => SUIT_MASK << (s * 6);
/** By position in the suit (A T K Q J 9): matador, card points. */
const MATADOR = [1, 1, 0, 0, 0, 0];
const POINTS = [4, 0, 3, 2, 1, 0];
/** The aces and tens of every suit, as a mask. */
const MATADOR_BITS = [0, 1, 2, 3].reduce((m, s) => m | (0b11 << (s * 6)), 0);

function bitCount(mask: number, within: number): number {
  let n = 0;
  for (let m = mask & within; m; m &= m - 1) n++;
  return n;
}

function pointsIn(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n += POINTS[lowBit(m) % 6];
  return n;
}

function bits(mask: number): number[] {
  const out: number[] = [];
  for (let b = 0; mask; b++, mask >>>= 1) if (mask & 1) out.push(b);
  return out;
}

/** The lowest set bit's index (masks below 2^24). */
const lowBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** Phase 2 replies to `lead` (a bit): follow and beat if able, else trump if able, else anything. */
function replies(hand: number, lead: number, trump: number): number {
  const suit = Math.floor(lead / 6);
  const same = hand & suitMask(suit);
  if (same) {
    const higher = same & ((1 << lead) - 1);
    return higher || same;
  }
  const trumps = trump < 0 ? 0 : hand & suitMask(trump);
  return trumps || hand;
}

/** True when the second card (a bit) wins against the first. */
function secondWins(first: number, second: number, trump: number): boolean {
  const fs = Math.floor(first / 6);
  const ss = Math.floor(second / 6);
  if (fs === ss) return second < first;
  return ss === trump;
}

/**
 * The value to me of each card I may play now (in card order), with best play by both
 * afterwards: the bot picks the best, the deal review judges the card played.
 */
export function endgameCardValues(e: Endgame): Map<Card, number> {
  const trump = e.trump ?? -1;
  const memo = new Map<number, Map<number, number>>();

  const outcome = (lastMine: boolean, m0: number, p0: number, m1: number, p1: number): number => {
    let point: 0 | 1 | null = null;
    if (m0 !== m1) point = m0 > m1 ? 0 : 1;
    else if (p0 !== p1) point = p0 > p1 ? 0 : 1;
    return e.value(lastMine, point);
  };

  // m0/p0: what I have won; the opponent has the rest of what is no longer in the hands.
  const afterTrick = (
    mine: number,
    theirs: number,
    leader: number,
    first: number,
    second: number,
    m0: number,
    p0: number,
    m1: number,
    p1: number,
  ): number => {
    const winner = secondWins(first, second, trump) ? 1 - leader : leader;
    const gainM = MATADOR[first % 6] + MATADOR[second % 6];
    const gainP = POINTS[first % 6] + POINTS[second % 6];
    if (winner === 0) {
      m0 += gainM;
      p0 += gainP;
    } else {
      m1 += gainM;
      p1 += gainP;
    }
    if (mine === 0) return outcome(winner === 0, m0, p0, m1, p1);
    return fromLead(mine, theirs, winner, m0, p0, m1, p1);
  };

  const fromLead = (
    mine: number,
    theirs: number,
    leader: number,
    m0: number,
    p0: number,
    m1: number,
    p1: number,
  ): number => {
    const outer = (mine * 16777216 + theirs) * 2 + leader;
    const inner = m0 * 64 + p0;
    let table = memo.get(outer);
    const known = table?.get(inner);
    if (known !== undefined) return known;
    let best = leader === 0 ? -Infinity : Infinity;
    for (const lead of bits(leader === 0 ? mine : theirs)) {
      const v = followValue(mine, theirs, leader, lead, m0, p0, m1, p1);
      best = leader === 0 ? Math.max(best, v) : Math.min(best, v);
    }
    if (!table) {
      table = new Map();
      memo.set(outer, table);
    }
    table.set(inner, best);
    return best;
  };

  const followValue = (
    mine: number,
    theirs: number,
    leader: number,
    lead: number,
    m0: number,
    p0: number,
    m1: number,
    p1: number,
  ): number => {
    const leadBit = 1 << lead;
    if (leader === 0) {
      mine &= ~leadBit;
      let best = Infinity;
      for (const r of bits(replies(theirs, lead, trump))) {
        best = Math.min(best, afterTrick(mine, theirs & ~(1 << r), 0, lead, r, m0, p0, m1, p1));
      }
      return best;
    }
    theirs &= ~leadBit;
    let best = -Infinity;
    for (const r of bits(replies(mine, lead, trump))) {
      best = Math.max(best, afterTrick(mine & ~(1 << r), theirs, 1, lead, r, m0, p0, m1, p1));
    }
    return best;
  };

  const mine = maskOf(e.hands[0]);
  const theirs = maskOf(e.hands[1]);
  const [m0, m1] = e.matadors;
  const [p0, p1] = e.points;
  const values = new Map<Card, number>();
  if (e.led !== undefined) {
    const led = bitOf(e.led);
    for (const r of bits(replies(mine, led, trump))) {
      values.set(cardOfBit(r), afterTrick(mine & ~(1 << r), theirs, 1, led, r, m0, p0, m1, p1));
    }
  } else {
    for (const lead of bits(mine))
      values.set(cardOfBit(lead), followValue(mine, theirs, 0, lead, m0, p0, m1, p1));
  }
  return values;
}

/**
 * The best card for me to play now and its value, with best play by both: an alpha-beta search
 * (no table), so that only the best card's value is exact. It picks the same card as the
 * highest of `endgameCardValues` (the first in card order among equals), far faster.
 */
export function solveEndgame(e: Endgame): { card: Card; value: number } {
  const trump = e.trump ?? -1;
  // The outcome's value depends on two facts only: who takes the last trick and the matador point.
  const outcomes = [true, false].map((lastMine) => [
    e.value(lastMine, 0),
    e.value(lastMine, 1),
    e.value(lastMine, null),
  ]);
  const total =
    e.matadors[0] +
    e.matadors[1] +
    bitCount(maskOf(e.hands[0]) | maskOf(e.hands[1]), MATADOR_BITS) +
    (e.led !== undefined && MATADOR[bitOf(e.led) % 6] ? 1 : 0);
  const totalPoints =
    e.points[0] +
    e.points[1] +
    pointsIn(maskOf(e.hands[0]) | maskOf(e.hands[1])) +
    (e.led !== undefined ? POINTS[bitOf(e.led) % 6] : 0);

  const outcome = (lastMine: boolean, m0: number, p0: number): number => {
    const m1 = total - m0;
    const p1 = totalPoints - p0;
    const point = m0 !== m1 ? (m0 > m1 ? 0 : 1) : p0 !== p1 ? (p0 > p1 ? 0 : 1) : 2;
    return outcomes[lastMine ? 0 : 1][point];
  };

  const trickEnd = (
    mine: number,
    theirs: number,
    leader: number,
    first: number,
    second: number,
    m0: number,
    p0: number,
    alpha: number,
    beta: number,
  ): number => {
    const winner = secondWins(first, second, trump) ? 1 - leader : leader;
    if (winner === 0) {
      m0 += MATADOR[first % 6] + MATADOR[second % 6];
      p0 += POINTS[first % 6] + POINTS[second % 6];
    }
    if (mine === 0) return outcome(winner === 0, m0, p0);
    return fromLead(mine, theirs, winner, m0, p0, alpha, beta);
  };

  /** The follower's best reply to `lead` (a bit), the leader's card already out of its hand. */
  const reply = (
    mine: number,
    theirs: number,
    leader: number,
    lead: number,
    m0: number,
    p0: number,
    alpha: number,
    beta: number,
  ): number => {
    if (leader === 0) {
      let best = Infinity;
      for (let rs = replies(theirs, lead, trump); rs; rs &= rs - 1) {
        const r = lowBit(rs);
        best = Math.min(best, trickEnd(mine, theirs & ~(1 << r), 0, lead, r, m0, p0, alpha, beta));
        if (best <= alpha) return best;
        beta = Math.min(beta, best);
      }
      return best;
    }
    let best = -Infinity;
    for (let rs = replies(mine, lead, trump); rs; rs &= rs - 1) {
      const r = lowBit(rs);
      best = Math.max(best, trickEnd(mine & ~(1 << r), theirs, 1, lead, r, m0, p0, alpha, beta));
      if (best >= beta) return best;
      alpha = Math.max(alpha, best);
    }
    return best;
  };

  const fromLead = (
    mine: number,
    theirs: number,
    leader: number,
    m0: number,
    p0: number,
    alpha: number,
    beta: number,
  ): number => {
    if (leader === 0) {
      let best = -Infinity;
      for (let ls = mine; ls; ls &= ls - 1) {
        const lead = lowBit(ls);
        best = Math.max(best, reply(mine & ~(1 << lead), theirs, 0, lead, m0, p0, alpha, beta));
        if (best >= beta) return best;
        alpha = Math.max(alpha, best);
      }
      return best;
    }
    let best = Infinity;
    for (let ls = theirs; ls; ls &= ls - 1) {
      const lead = lowBit(ls);
      best = Math.min(best, reply(mine, theirs & ~(1 << lead), 1, lead, m0, p0, alpha, beta));
      if (best <= alpha) return best;
      beta = Math.min(beta, best);
    }
    return best;
  };

  const mine = maskOf(e.hands[0]);
  const theirs = maskOf(e.hands[1]);
  const [m0] = e.matadors;
  const [p0] = e.points;
  let best = { card: -1 as Card, value: -Infinity };
  // A card is only worth knowing exactly when it might beat the best so far: alpha = best.
  if (e.led !== undefined) {
    const led = bitOf(e.led);
    for (let rs = replies(mine, led, trump); rs; rs &= rs - 1) {
      const r = lowBit(rs);
      const v = trickEnd(mine & ~(1 << r), theirs, 1, led, r, m0, p0, best.value, Infinity);
      if (v > best.value) best = { card: cardOfBit(r), value: v };
    }
  } else {
    for (let ls = mine; ls; ls &= ls - 1) {
      const lead = lowBit(ls);
      const v = reply(mine & ~(1 << lead), theirs, 0, lead, m0, p0, best.value, Infinity);
      if (v > best.value) best = { card: cardOfBit(lead), value: v };
    }
  }
  return best;
}
