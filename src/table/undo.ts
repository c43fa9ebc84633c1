/**
 * Taking back an action (docs/protocol.md `undo`, docs/decisions.md): a person may take back
 * their last action, with the bots' actions made since, until another person has acted after
 * it. The engine stays pure: the table keeps the matches its recent actions started from (values,
 * never changed), so taking back n actions is adopting the match from before the first of them.
 * The log records the undo as one event (`undo`, data: how many action events it takes back);
 * replaying the log takes back the same actions, so a restored table is the same table.
 *
 * What closes the window, besides another person's action: the next trick being led (which also
 * ends the auction's window, with the opening lead), a new deal (the action that dealt it is
 * scored and its cards seen), and anything an action showed that cannot be unseen: cards that
 * appear in a hand someone sees (dummy, a draw, an exchange) or something of another seat that
 * was hidden (selbu's simultaneous bids once shown), or a card played blind.
 */
import { err, ok, type Result } from '../cards/result.js';
import type { Action, AnyGame, BaseView, Seat } from '../engine/game.js';
import type { Match } from '../engine/match.js';
import type { CloseProposalInfo, UndoRefusal } from '../protocol/index.js';
import type { Agreement } from './agreement.js';
import { isPerson, type SeatHolder } from './seats.js';

/** One action of the current deal, with the matches before and after it. */
interface Step {
  before: Match;
  after: Match;
  seat: Seat;
  action: Action;
  /** The place whose holder decided it. */
  place: number;
  /** Decided by a person (not a bot, not a bot standing in), as the seats were when it was made. */
  byPerson: boolean;
  /** It led a trick. */
  lead: boolean;
  /** Whether it showed someone what they had not seen (worked out when first asked). */
  reveals?: boolean;
}

/** The number of tricks begun in a view: one more after a lead. */
const tricksBegun = (v: BaseView): number => v.tricks.filter((t) => t.cards.length > 0).length;

/**
 * True when `after` shows `viewer` something of the deal they did not see in `before` other
 * than the action itself: a card in a hand that was not in that hand's view before, or a value
 * of another seat's that was hidden (null) before, in any list by seat the game's view has.
 */
function showsMore(before: BaseView, after: BaseView, actor: Seat): boolean {
  for (const [x, hand] of after.hands.entries()) {
    if (!hand) continue;
    const seen = new Set(before.hands[x] ?? []);
    if (hand.some((c) => !seen.has(c))) return true;
  }
  const b = before as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (key === 'hands' || key === 'tricks' || !Array.isArray(value)) continue;
    const old = b[key];
    if (!Array.isArray(old) || old.length !== value.length || value.length !== after.seats) continue;
    if (value.some((v, x) => x !== actor && old[x] === null && v !== null && v !== undefined)) return true;
  }
  return false;
}

/**
 * The steps that may still be taken back: those of the current deal since its last trick was
 * led (a lead closes the window of everything before it). Reset by every deal and match.
 */
export class UndoHistory {
  private steps: Step[] = [];
  /** Places whose last action a lead closed, for a refusal that says so. */
  private readonly ledPast = new Set<number>();

  constructor(private readonly game: AnyGame) {}

  reset(): void {
    this.steps = [];
    this.ledPast.clear();
  }

  record(before: Match, after: Match, seat: Seat, action: Action, place: number, byPerson: boolean): void {
    const lead =
      tricksBegun(this.game.view(after.state, seat)) > tricksBegun(this.game.view(before.state, seat));
    const step: Step = { before, after, seat, action, place, byPerson, lead };
    if (lead) {
      for (const s of this.steps) if (s.byPerson) this.ledPast.add(s.place);
      this.steps = [];
    }
    this.steps.push(step);
  }

  /** The match from before the last `count` steps, or why there is none (a log that does not fit). */
  target(count: number): Result<Match, string> {
    if (!Number.isInteger(count) || count < 1 || count > this.steps.length)
      return err(`cannot take back ${count} actions: ${this.steps.length} may be taken back`);
    return ok(this.steps[this.steps.length - count].before);
  }

  /** Forgets the last `count` steps (once their undo is stored). */
  drop(count: number): void {
    this.steps.length -= count;
  }

  /** How many steps `place`'s undo takes back now, or why it may not. */
  check(place: number, over: boolean): Result<number, UndoRefusal> {
    if (over) return err('match-over');
    const i = this.steps.findLastIndex((s) => s.place === place && s.byPerson);
    if (i < 0) return err(this.ledPast.has(place) ? 'trick-led' : 'nothing-to-undo');
    const after = this.steps.slice(i + 1);
    if (after.some((s) => s.byPerson)) return err('others-acted');
    if (after.some((s) => s.lead)) return err('trick-led');
    const own = this.steps[i];
    if (this.game.hiddenActions?.(own.before.state, own.seat).has(own.action)) return err('blind-card');
    if (this.steps.slice(i).some((s) => this.reveals(s))) return err('cards-seen');
    return ok(this.steps.length - i);
  }

  private reveals(s: Step): boolean {
    if (s.reveals === undefined) {
      const seats = s.before.game.seatCount(s.before.options);
      s.reveals = false;
      for (let v = 0; v < seats && !s.reveals; v++) {
        s.reveals = showsMore(this.game.view(s.before.state, v), this.game.view(s.after.state, v), s.seat);
      }
    }
    return s.reveals;
  }
}

/**
 * A table's undo: its history, the open request (asked by a person when others must agree;
 * in memory only, like a proposal to close), and what the last request came to.
 */
export class TableUndo {
  readonly history: UndoHistory;
  request: Agreement | null = null;
  /** The last event was an undo asked from this place. */
  undoneBy: number | null = null;
  declinedBy: number | null = null;

  constructor(game: AnyGame) {
    this.history = new UndoHistory(game);
  }

  /** Every stored event ends the open request (another person acted, or the undo happened). */
  eventStored(): void {
    this.request = null;
    this.undoneBy = null;
    this.declinedBy = null;
  }

  /** Why `place` may not ask now, or how many actions its undo takes back. */
  check(place: number, seats: readonly SeatHolder[], over: boolean): Result<number, UndoRefusal> {
    if (this.request) return err('undo-pending');
    if (!seats[place] || !isPerson(seats[place])) return err('nothing-to-undo');
    return this.history.check(place, over);
  }

  /** The request, once everyone who must agree has (null while someone must still answer). */
  agreedRequest(seats: readonly SeatHolder[]): Agreement | null {
    const r = this.request;
    if (!r) return null;
    // The person who asked left their seat: nobody asks any more.
    if (!seats[r.by] || !isPerson(seats[r.by])) {
      this.request = null;
      return null;
    }
    return r.waiting(seats).length ? null : r;
  }

  /** `place` answers the open request; false when there is none. A decline withdraws it. */
  answer(place: number, agree: boolean): boolean {
    if (!this.request) return false;
    if (agree) this.request.agree(place);
    else {
      this.request = null;
      this.declinedBy = place;
    }
    return true;
  }

  /** The TableInfo fields: who may ask now, the open request, what the last one came to. */
  info(
    seats: readonly SeatHolder[],
    on: boolean,
    over: boolean,
  ): { undoable?: number[]; undoing?: CloseProposalInfo; undoneBy?: number; undoDeclinedBy?: number } {
    const undoable =
      on && !this.request ? seats.flatMap((_, p) => (this.check(p, seats, over).ok ? [p] : [])) : [];
    return {
      ...(undoable.length ? { undoable } : {}),
      ...(this.request ? { undoing: this.request.info(seats) } : {}),
      ...(this.undoneBy !== null ? { undoneBy: this.undoneBy } : {}),
      ...(this.declinedBy !== null ? { undoDeclinedBy: this.declinedBy } : {}),
    };
  }
}
