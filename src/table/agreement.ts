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

/**
 * Closing a table early: one person proposes it, every person playing must agree; the log
 * records the close. The proposal lives in memory only (a restart forgets it).
 */
export class TableClosing {
  private proposal: Agreement | null = null;
  private declinedBy: Seat | null = null;

  /** `seat` proposes closing the table, or agrees when a proposal is open. */
  propose(seat: Seat): void {
    if (this.proposal) this.proposal.agree(seat);
    else this.proposal = new Agreement(seat);
    this.declinedBy = null;
  }

  /** `seat` answers the open proposal; false when there is none. A decline withdraws it. */
  answer(seat: Seat, agree: boolean): boolean {
    if (!this.proposal) return false;
    if (agree) this.proposal.agree(seat);
    else {
      this.proposal = null;
      this.declinedBy = seat;
    }
    return true;
  }

  /** The proposal once everyone who must agree has (with the seats as they are now). */
  agreed(seats: readonly SeatHolder[]): Agreement | null {
    return this.proposal && !this.proposal.waiting(seats).length ? this.proposal : null;
  }

  /** Forgets the proposal (the match can no longer be closed). */
  drop(): void {
    this.proposal = null;
  }

  /** An event was stored: a decline is old news, and a match that ended needs no closing. */
  eventStored(matchOver: boolean): void {
    this.declinedBy = null;
    if (matchOver) this.proposal = null;
  }

  /** The TableInfo fields: the open proposal, who declined the last one. */
  info(seats: readonly SeatHolder[]): { closing?: AgreementInfo; closeDeclinedBy?: Seat } {
    return {
      ...(this.proposal ? { closing: this.proposal.info(seats) } : {}),
      ...(this.declinedBy !== null ? { closeDeclinedBy: this.declinedBy } : {}),
    };
  }
}
