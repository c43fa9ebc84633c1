/**
 * People and seats. Most games seat one person per seat for the whole match; bondebridge's
 * rotatingPartners and threePlayers move people between seats each deal, and with
 * threePlayers one person holds two seats (`Game.people`, `Game.seating`). Programs that
 * seat people — the table server, terminal play — ask here who holds which seat now.
 */
import type { AnyGame, Seat } from './game.js';

/** How many people play: the game's count where people change seats, else one per seat. */
export const peopleCount = (game: AnyGame, options: unknown): number =>
  game.people?.(options) ?? game.seatCount(options);

/** True when people change seats between deals (the game says who sits where each deal). */
export const seatsChange = (game: AnyGame, options: unknown): boolean =>
  (game.people?.(options) ?? null) !== null;

/** The person in each seat now (the deal in progress, or the next one). */
export function seatingNow(game: AnyGame, options: unknown, state: unknown): number[] {
  return game.seating?.(state) ?? Array.from({ length: game.seatCount(options) }, (_, s) => s);
}

/** The seats `person` holds now, in seat order (empty for a person not seated this deal). */
export const seatsOf = (seating: readonly number[], person: number): Seat[] =>
  seating.flatMap((p, seat) => (p === person ? [seat] : []));

/**
 * The seat whose view `person` gets: the seat that decides for the others they hold (North
 * for a person playing North and South), else their first seat; null when they hold none.
 */
export function viewSeatOf(
  game: AnyGame,
  state: unknown,
  seating: readonly number[],
  person: number,
): Seat | null {
  const held = seatsOf(seating, person);
  return held.find((s) => game.controller(state, s) === s) ?? held[0] ?? null;
}
