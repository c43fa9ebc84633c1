/**
 * A seat at the table, by its number from 0. A module of its own because both the refusals (which
 * name seats) and the `Game` contract (whose `apply` returns refusals) need it; `game.ts`
 * re-exports it, so the games import it from there.
 */
export type Seat = number;
