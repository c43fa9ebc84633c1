/**
 * A measurement, never a player: the strong bridge bot's judgement handed the real cards of
 * other seats instead of layouts drawn from what the auction says (`--oracle` of
 * `npm run bench:bidding`). With partner's cards it shows the most any bidding agreement could
 * tell the judgement (a system conveys partner's hand at best); with all three hidden hands, the
 * most the judgement's choices could give at all. Only the bench builds such a bot
 * (`strongBridgeBotDrawingFrom`); the bots people play draw from their views.
 */
import { auctionProblem, type DealSource } from '../bots/contract/simBidding.js';
import { type DealProblem, dealSampler } from '../bots/inference/sampler.js';
import type { Card } from '../cards/card.js';
import type { Seat } from '../engine/game.js';

export const ORACLE_SEATS = ['partner', 'all'] as const;
export type OracleSeats = (typeof ORACLE_SEATS)[number];

/** The seats whose cards the deciding seat is handed. */
export const revealedSeats = (seat: Seat, which: OracleSeats): Seat[] =>
  which === 'partner' ? [(seat + 2) % 4] : [0, 1, 2, 3].filter((s) => s !== seat);

/**
 * The sampling problem with those seats' hands known (the auction: no card played yet), their
 * cards taken from the unknown ones; the other hidden hands are drawn as before.
 */
export function revealed(
  problem: DealProblem,
  seats: readonly Seat[],
  hands: ReadonlyArray<readonly Card[]>,
): DealProblem {
  const known = [...problem.known];
  const need = [...problem.need];
  const gone = new Set<Card>();
  for (const s of seats) {
    known[s] = hands[s];
    need[s] = 0;
    for (const c of hands[s]) gone.add(c);
  }
  return { ...problem, known, need, unknown: problem.unknown.filter((c) => !gone.has(c)) };
}

/** Layouts with the real cards of `which` seats; `deal()` gives the board being bid. */
export const oracleSource =
  (which: OracleSeats, deal: () => ReadonlyArray<readonly Card[]>): DealSource =>
  (input, game) =>
    dealSampler(revealed(auctionProblem(input, game), revealedSeats(input.seat, which), deal()), input.rng);
