/**
 * Something one person asks and every other person playing at the table must agree to
 * (closing the table, taking back an action): bots, and the bots standing in for people who
 * left them their seat, agree by themselves; one decline withdraws it. It lives in memory
 * only: what the log records is the outcome, once everyone has agreed (docs/server.md).
 */
import type { Seat } from '../engine/game.js';
import type { CloseProposalInfo as AgreementInfo } from '../protocol/index.js';
import { type SeatHolder, seatsThatMustAgree } from './seats.js';

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

/** Closing a table early: one person proposes it, every person playing must agree; the log records the close. */
export class CloseProposal extends Agreement {}
