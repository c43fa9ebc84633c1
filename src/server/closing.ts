/**
 * Closing a table early: one person proposes it, every person playing at the table must
 * agree; bots (and the bots standing in for people who left them their seat) agree by
 * themselves. One decline withdraws the proposal. A proposal lives in memory only: what the
 * log records is the close itself, once everyone has agreed (docs/server.md).
 */
import type { Seat } from '../engine/game.js';
import type { CloseProposalInfo } from '../protocol/index.js';

/** The part of a seat the rule needs: people who play their own seat must be asked. */
interface SeatHolder {
  kind: 'free' | 'human' | 'bot';
  standIn?: boolean;
}

/** Seats whose person must answer a proposal: humans playing their seat themselves. */
export const seatsThatMustAgree = (seats: readonly SeatHolder[]): Seat[] =>
  seats.flatMap((s, seat) => (s.kind === 'human' && !s.standIn ? [seat] : []));

export class CloseProposal {
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

  info(seats: readonly SeatHolder[]): CloseProposalInfo {
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
