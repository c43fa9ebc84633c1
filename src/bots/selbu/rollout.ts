import { type Card, suitOf } from '../../cards/card.js';
import { type Rng, shuffle } from '../../cards/rng.js';
import type { Seat } from '../../engine/game.js';
import type { SelbuKnowledge } from './knowledge.js';

/** Strength of a card in a trick led with `led`: trumps above the suit led, other suits lowest. */
function power(c: Card, led: Card, trump: number | null): number {
  const rank = c % 13;
  if (suitOf(c) === trump) return 200 + rank;
  return suitOf(c) === suitOf(led) ? 100 + rank : rank;
}

/**
 * The simple way every player is assumed to play when looking ahead. Wanting the trick: lead
 * the strongest card, follow with the cheapest card that wins, else throw the weakest. Not
 * wanting it: lead the weakest card, follow with the strongest card that still loses.
 * `top`: the power of the card winning the trick so far (led: undefined when leading).
 */
function lookaheadCard(
  hand: readonly Card[],
  led: Card | undefined,
  top: number,
  trump: number | null,
  wantsTrick: boolean,
): Card {
  const following = led !== undefined && hand.some((c) => suitOf(c) === suitOf(led));
  let weakest = -1;
  let strongest = -1;
  let cheapestWinner = -1;
  let highestLoser = -1;
  const pw = (c: Card) => power(c, led ?? c, trump);
  for (const c of hand) {
    if (following && suitOf(c) !== suitOf(led as Card)) continue;
    const p = pw(c);
    if (weakest < 0 || p < pw(weakest)) weakest = c;
    if (strongest < 0 || p > pw(strongest)) strongest = c;
    if (p > top && (cheapestWinner < 0 || p < pw(cheapestWinner))) cheapestWinner = c;
    if (p <= top && (highestLoser < 0 || p > pw(highestLoser))) highestLoser = c;
  }
  if (led === undefined) return wantsTrick ? strongest : weakest;
  if (wantsTrick) return cheapestWinner >= 0 ? cheapestWinner : weakest;
  return highestLoser >= 0 ? highestLoser : cheapestWinner;
}

/**
 * Deals the cards `k.seat` cannot see to the other hands at random, keeping known voids
 * (a player who failed to follow a suit gets none of it) where the cards allow.
 */
function sampleHands(k: SelbuKnowledge, rng: Rng): Card[][] {
  let pool = shuffle(k.unseen, rng);
  const hands: Card[][] = k.handCounts.map(() => []);
  hands[k.seat] = [...k.hand];
  const others = k.handCounts.map((_, s) => s).filter((s) => s !== k.seat);
  const voidCount = (s: Seat) => k.voids[s].filter(Boolean).length;
  for (const s of [...others].sort((a, b) => voidCount(b) - voidCount(a))) {
    const fits = pool.filter((c) => !k.voids[s][suitOf(c)]).slice(0, k.handCounts[s]);
    hands[s] = fits;
    pool = pool.filter((c) => !fits.includes(c));
  }
  for (const s of others) {
    const short = k.handCounts[s] - hands[s].length;
    if (short > 0) {
      hands[s].push(...pool.slice(0, short));
      pool = pool.slice(short);
    }
  }
  return hands;
}

/**
 * Plays the round out from the current trick: each player wants a trick while below its bid
 * (always, when its bid is unknown). Returns the tricks each seat wins from here on.
 */
function playOut(
  hands: Card[][],
  trick: ReadonlyArray<[Seat, Card]>,
  leader: Seat,
  trump: number | null,
  wanted: ReadonlyArray<number | null>,
): number[] {
  const seats = hands.length;
  const won = Array(seats).fill(0);
  let lead = leader;
  let played = trick.map(([, c]) => c);
  while (hands.some((h) => h.length > 0)) {
    let top = -1;
    let winner = lead;
    played.forEach((c, i) => {
      const p = power(c, played[0], trump);
      if (p > top) [top, winner] = [p, (lead + i) % seats];
    });
    for (let i = played.length; i < seats; i++) {
      const s = (lead + i) % seats;
      const want = wanted[s];
      const c = lookaheadCard(hands[s], played[0], top, trump, want === null || won[s] < want);
      hands[s].splice(hands[s].indexOf(c), 1);
      played.push(c);
      const p = power(c, played[0], trump);
      if (p > top) [top, winner] = [p, s];
    }
    won[winner]++;
    lead = winner;
    played = [];
  }
  return won;
}

/** How much a sampled deal counts when a bidder would take `miss` tricks more or fewer than it bid. */
const BID_FIT = [1, 0.5, 0.2, 0.05];

/**
 * Distribution of the tricks `k.seat` takes in a round about to start, over `samples` random
 * deals of the cards it cannot see, everyone playing for tricks. Deals in which the others'
 * trick counts fit the bids this seat can see weigh more: the bids tell what the hands hold.
 */
export function rolloutDistribution(
  k: SelbuKnowledge,
  leader: Seat,
  bids: ReadonlyArray<number | null>,
  rng: Rng,
  samples: number,
): number[] {
  const weights = Array(k.hand.length + 1).fill(0);
  const hungry = bids.map(() => null);
  for (let n = 0; n < samples; n++) {
    const won = playOut(sampleHands(k, rng), [], leader, k.trump, hungry);
    let weight = 1;
    bids.forEach((bid, s) => {
      if (s !== k.seat && bid !== null)
        weight *= BID_FIT[Math.min(BID_FIT.length - 1, Math.abs(won[s] - bid))];
    });
    weights[won[k.seat]] += weight;
  }
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/**
 * For each candidate card: how many more tricks `k.seat` takes in each of `samples` sampled
 * deals (the same deals for every candidate, so that they are compared fairly) when it plays
 * that card now and everyone then steers toward their bid (`wanted`, by seat).
 */
export function rolloutAfterCard(
  k: SelbuKnowledge,
  candidates: readonly Card[],
  leader: Seat,
  wanted: ReadonlyArray<number | null>,
  rng: Rng,
  samples: number,
): number[][] {
  const outcomes = candidates.map(() => [] as number[]);
  for (let n = 0; n < samples; n++) {
    const deal = sampleHands(k, rng);
    candidates.forEach((c, i) => {
      const hands = deal.map((h, s) => (s === k.seat ? h.filter((x) => x !== c) : [...h]));
      const won = playOut(hands, [...k.trick, [k.seat, c]], leader, k.trump, wanted);
      outcomes[i].push(won[k.seat]);
    });
  }
  return outcomes;
}
