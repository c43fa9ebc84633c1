/**
 * Drawing the cards a seat cannot see, consistent with what it knows: the building block of
 * every game's `resample` and of the search bots' deal samplers. Seeded, like all randomness here.
 */
import type { Card } from '../cards/card.js';
import type { Rng } from '../cards/rng.js';

/** What a seat knows about the hidden holdings: how many cards each hand still holds, and which cards it cannot hold. */
export interface HiddenDeal {
  /** Cards nobody at this seat can see (to be shared out). */
  unknown: Card[];
  /** How many of the unknown cards each hand must receive. */
  need: number[];
  /** May hand `h` hold card `c`? (voids shown, cards passed, …) */
  allowed(h: number, c: Card): boolean;
}

/**
 * Shares the unknown cards out at random, respecting `allowed` (voids shown). Cards are placed
 * most-constrained first, so a feasible deal is found quickly; after a few failed tries the
 * constraints are dropped rather than the bot failing (never for well-formed views).
 * Returns the added cards per hand.
 */
export function sampleHidden(h: HiddenDeal, rng: Rng, tries = 40): Card[][] {
  const hands = h.need.length;
  const options = h.unknown.map((c) => {
    const seats: number[] = [];
    for (let s = 0; s < hands; s++) if (h.need[s] > 0 && h.allowed(s, c)) seats.push(s);
    return { c, seats };
  });
  for (let attempt = 0; attempt < tries; attempt++) {
    const out: Card[][] = Array.from({ length: hands }, () => []);
    const left = [...h.need];
    // Random order first, then the most constrained cards to the front (a stable sort keeps it random).
    const order = shuffleCopy(options, rng).sort((a, b) => a.seats.length - b.seats.length);
    let ok = true;
    for (const { c, seats } of order) {
      let total = 0;
      for (const s of seats) total += left[s];
      if (total === 0) {
        ok = false;
        break;
      }
      // Probability proportional to the room left: uniform over consistent deals in the easy cases.
      let x = rng.int(total);
      let pick = seats[0];
      for (const s of seats) {
        if (x < left[s]) {
          pick = s;
          break;
        }
        x -= left[s];
      }
      out[pick].push(c);
      left[pick]--;
    }
    if (ok) return out;
  }
  // Contradictory information (should not happen): deal without constraints.
  const out: Card[][] = Array.from({ length: hands }, () => []);
  const cards = shuffleCopy(h.unknown, rng);
  let i = 0;
  for (let s = 0; s < hands; s++) for (let k = 0; k < h.need[s]; k++) out[s].push(cards[i++]);
  return out;
}

function shuffleCopy<T>(items: readonly T[], rng: Rng): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
