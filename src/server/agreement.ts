/**
 * Something one person asks and every other person playing at the table must agree to
 * (closing the table, taking back an action): bots, and the bots standing in for people who
 * left them their seat, agree by themselves; one decline withdraws it. It lives in memory
 * only: what the log records is the outcome, once everyone has agreed (docs/server.md).
 */
import type { Seat } from '../engine/game.js';
import type { CloseProposalInfo as AgreementInfo } from '../protocol/index.js';

/** The part of a seat the rule needs: people who play their own seat must be asked. */
export interface SeatHolder {
  kind: 'free' | 'human' | 'bot';
  standIn?: boolean;
}

/** True for a person who plays their seat themselves (not a bot, not a bot standing in). */
export const isPerson = (s: SeatHolder): boolean => s.kind === 'human' && !s.standIn;

/** Seats whose person must answer: humans playing their seat themselves. */
export const seatsThatMustAgree = (seats: readonly SeatHolder[]): Seat[] =>
  seats.flatMap((s, seat) => (isPerson(s) ? [seat] : []));

export class Agreement {
  private readonly agreed = new Set<Seat>();

  constructor(readonly by: Seat) {
    this.agreed.add(by);
  }

  agree(seat: Seat): void {
    this.agreed.add(seat);
  }

  /** The people still to answer, with the seats as they are now (someone may have joined or left). */
  waiting(seats: readonly SeatHolder[]): Seat[] {
    return seatsThatMustAgree(seats).filter((s) => !this.agreed.has(s));
  }

  info(seats: readonly SeatHolder[]): AgreementInfo {
    const must = new Set(seatsThatMustAgree(seats));
    return {
      by: this.by,
      agreed: [...this.agreed].filter((s) => must.has(s) || s === this.by).sort((a, b) => a - b),
      waiting: this.waiting(seats),
    };
  }

  /** The seats that agreed, for the log (`1,3`). */
  agreedText(): string {
    return [...this.agreed].sort((a, b) => a - b).join(',');
  }
}
