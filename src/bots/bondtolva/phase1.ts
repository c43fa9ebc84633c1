/**
 * Card play while the stock lasts: a one-trick look-ahead scoring each card by what it wins or
 * gives away — matadors above all — minus what it costs to part with it (trumps, a pair that
 * could still be declared).
 */
import { type Card, type Suit, suitOf } from '../../cards/card.js';
import {
  beatsInSuit,
  bondtolvaRank,
  cardPoints,
  isMatador,
  kingOf,
  queenOf,
} from '../../games/bondtolva/cards.js';
import { TARGET } from '../../games/bondtolva/score.js';
import { type BondtolvaKnowledge, chanceOppHolds, declarablePairs } from './knowledge.js';
import { expectedStanding } from './value.js';

/** A matador won or lost, in the units below. */
const MATADOR = 10;
/** Card points only break a tie in matadors. */
const CARD_POINT = 0.3;
/** Winning a trick: the lead and the first draw. */
const TRICK = 1;
/** Keeping a trump for later, plus a little per rank. */
const TRUMP_KEEP = 4;
/** Keeping a king or queen of a pair that can still be declared. */
const PAIR_KEEP = 7;
/**
 * What a matador in hand is worth already: an ace will most likely be won by its holder
 * sooner or later, a ten is more exposed (to the ace, and in phase 2 to having to follow).
 */
const ACE_HELD = 6;
const TEN_HELD = 3;

/** How much a declaration of `points` is worth now, by the exact-12 aim (0 when declining is better). */
export function declarationGain(k: BondtolvaKnowledge, points: number): number {
  const standing = k.protocol[0] + k.declared[0];
  return Math.max(0, expectedStanding(standing + points) - expectedStanding(standing));
}

/**
 * +1 when more matadors are welcome, −1 when the declarations already put me on exactly 12 and
 * the matador point would push me over.
 */
function matadorWish(k: BondtolvaKnowledge): number {
  return k.protocol[0] + k.declared[0] === TARGET ? -1 : 1;
}

const isTrump = (k: BondtolvaKnowledge, c: Card): boolean => k.trump !== null && suitOf(c) === k.trump;

/** What it costs to part with `c` beyond the trick itself. */
function keepCost(k: BondtolvaKnowledge, c: Card): number {
  let cost = isTrump(k, c) ? TRUMP_KEEP + bondtolvaRank(c) / 2 : 0;
  if (isMatador(c)) cost += matadorWish(k) * (bondtolvaRank(c) === 6 ? ACE_HELD : TEN_HELD);
  const pairs = declarablePairs(k);
  if (pairs.some((s) => c === kingOf(s) || c === queenOf(s))) cost += PAIR_KEEP;
  return cost;
}

/** The value of winning a trick holding `rest` afterwards: a pair still declarable may be declared. */
function declareChance(k: BondtolvaKnowledge, rest: readonly Card[]): number {
  if (declarablePairs(k, rest).length === 0) return 0;
  return k.nextDeclaration === 'trumf' ? declarationGain(k, 2) * 3 : declarationGain(k, 1) * 3;
}

/** Value of the two cards of a trick changing hands, from my point of view (+ mine, − theirs). */
function trickValue(
  k: BondtolvaKnowledge,
  cardsOfTrick: readonly Card[],
  iWin: boolean,
  rest: readonly Card[],
): number {
  const sign = iWin ? 1 : -1;
  const wish = matadorWish(k);
  let v = 0;
  for (const c of cardsOfTrick)
    v += sign * (wish * (isMatador(c) ? MATADOR : 0) + CARD_POINT * cardPoints(c));
  if (iWin) v += TRICK + declareChance(k, rest);
  return v;
}

/** True when `c` beats the led card `led` in phase 1. */
function beats(k: BondtolvaKnowledge, c: Card, led: Card): boolean {
  return beatsInSuit(c, led) || (isTrump(k, c) && !isTrump(k, led));
}

function followScore(k: BondtolvaKnowledge, c: Card, led: Card): number {
  const rest = k.hand.filter((x) => x !== c);
  return trickValue(k, [led, c], beats(k, c, led), rest) - keepCost(k, c);
}

/** The unseen cards that would beat my lead `c`. */
function beaters(k: BondtolvaKnowledge, c: Card): Card[] {
  return k.unseen.filter((x) => beatsInSuit(x, c) || (isTrump(k, x) && !isTrump(k, c)));
}

function leadScore(k: BondtolvaKnowledge, c: Card): number {
  const rest = k.hand.filter((x) => x !== c);
  const canBeat = chanceOppHolds(k, beaters(k, c));
  // A matador lead is worth capturing; a small card the opponent may let go.
  const pBeaten = isMatador(c) ? canBeat : canBeat * 0.5;
  // Their reply is unknown: value it as a card of no worth.
  const win = trickValue(k, [c], true, rest);
  const lose = trickValue(k, [c], false, rest);
  return (1 - pBeaten) * win + pBeaten * lose - keepCost(k, c);
}

/** The card to play in phase 1 (leading or following). */
export function phase1Card(k: BondtolvaKnowledge, legal: readonly Card[]): Card {
  const score = (c: Card) => (k.led === undefined ? leadScore(k, c) : followScore(k, c, k.led));
  let best = legal[0];
  let bestScore = -Infinity;
  for (const c of legal) {
    const s = score(c);
    // Equal scores: keep the higher card (throw the lower one).
    if (s > bestScore || (s === bestScore && bondtolvaRank(c) < bondtolvaRank(best)))
      [best, bestScore] = [c, s];
  }
  return best;
}

/** The suit to name when several pairs may be declared: the longest, then the strongest. */
export function bestDeclarationSuit(k: BondtolvaKnowledge, suits: readonly Suit[]): Suit {
  const strength = (s: Suit) =>
    k.hand.filter((c) => suitOf(c) === s).reduce((n, c) => n + 10 + bondtolvaRank(c), 0);
  return [...suits].sort((a, b) => strength(b) - strength(a))[0];
}
