import type { Action, AnyGame, Seat } from '../engine/game.js';

/**
 * Each seat's legal actions at a table and since which version they stand: an action decided
 * before a seat's choices changed is stale, and a change of choices (or acting) starts a new
 * turn, which the turn timer counts from.
 */
export class SeatTurns {
  /** Per seat: its legal actions now (kept from the last change, for the broadcasts). */
  private readonly legalNow: Action[][];
  /** Per seat: the JSON of its legal actions, and the version at which it last changed. */
  private readonly legalJson: string[];
  private readonly legalChangedAt: number[];
  /** Per seat: the version at which its current turn began (its legal actions changed, or it acted). */
  private readonly turnStartedAt: number[];

  constructor(seats: number) {
    this.legalNow = Array.from({ length: seats }, () => []);
    this.legalJson = Array.from({ length: seats }, () => '[]');
    this.legalChangedAt = Array.from({ length: seats }, () => 0);
    this.turnStartedAt = Array.from({ length: seats }, () => 0);
  }

  /** Reads every seat's legal actions in `state`, reached at `version`. */
  refresh(game: AnyGame, state: unknown, version: number): void {
    for (let s = 0; s < this.legalNow.length; s++) {
      const legal = game.legalActions(state, s);
      this.legalNow[s] = legal;
      const json = JSON.stringify(legal);
      if (json !== this.legalJson[s]) {
        this.legalJson[s] = json;
        this.legalChangedAt[s] = version;
        this.turnStartedAt[s] = version;
      }
    }
  }

  /** `seat` acted, reaching `version`: acting again with the same choices (a thrown-in deal's first bid) is a new turn too. */
  acted(seat: Seat, version: number): void {
    this.turnStartedAt[seat] = version;
  }

  legal(seat: Seat): Action[] {
    return this.legalNow[seat];
  }

  /** The version at which `seat`'s current turn began: a new value is a new turn. */
  since(seat: Seat): number {
    return this.turnStartedAt[seat];
  }

  /** An action for `seat` decided at `version` is stale once that seat's legal actions changed since (or from the future). */
  isStale(seat: Seat, version: number, now: number): boolean {
    return version > now || version < this.legalChangedAt[seat];
  }
}
