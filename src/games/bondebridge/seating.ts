import type { Score, Seat } from '../../engine/game.js';
import { SEATS, sideOf } from '../contract/deal.js';
import type { BondebridgeOptions } from './options.js';

type SeatingOptions = Pick<BondebridgeOptions, 'rotatingPartners' | 'threePlayers'>;

/**
 * rotatingPartners: the players sitting N, E, S, W in played deal d are arrangement d mod 3,
 * so that p0 partners p2, then p1, then p3.
 */
export const ARRANGEMENTS: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 1, 3, 2],
];

/**
 * threePlayers: in played deal d person d mod 3 sits North and South, the other two East and
 * West in the order of their numbers (decision).
 */
export const THREE_PLAYER_ARRANGEMENTS: readonly (readonly number[])[] = [
  [0, 1, 0, 2],
  [1, 0, 1, 2],
  [2, 0, 2, 1],
];

/** How many people play when they change seats; null when each seat is one person all match. */
export const peopleOf = (o: SeatingOptions): number | null =>
  o.threePlayers ? 3 : o.rotatingPartners ? 4 : null;

/** The person in each seat for the deal after `playedDeals` played (not thrown-in) deals; null with fixed seats. */
export function seatingFor(o: SeatingOptions, playedDeals: number): number[] | null {
  const table = o.threePlayers ? THREE_PLAYER_ARRANGEMENTS : o.rotatingPartners ? ARRANGEMENTS : null;
  return table ? [...table[playedDeals % 3]] : null;
}

/** threePlayers: North's person plays South's hand too. */
export const heldBy = (o: SeatingOptions, seat: Seat): Seat => (o.threePlayers && seat === 2 ? 0 : seat);

/** Nothing scored yet: by side, or by person when people change seats. */
export function zeroScore(o: SeatingOptions): Score {
  const people = peopleOf(o);
  return people === null
    ? { NS: 0, EW: 0 }
    : Object.fromEntries(Array.from({ length: people }, (_, p) => [p, 0]));
}

/** A deal's side points as the score: by side, or each person gets the points of the side they sat on. */
export function scoreBy(
  o: SeatingOptions,
  seating: readonly number[] | null,
  side: Record<'NS' | 'EW', number>,
): Score {
  if (!seating) return { NS: side.NS, EW: side.EW };
  const out = zeroScore(o);
  // A person holding North and South gets their side's points once.
  for (let seat = 0; seat < SEATS; seat++) out[String(seating[seat])] = side[sideOf(seat)];
  return out;
}
