/**
 * A game's part of the table screen. The screen itself knows seats, tricks, hands and turns,
 * which every game has; a kit adds what only its game has — an auction, a bid picker, an
 * upcard, a stock, a forehead — from the game's view. No rules: what is legal comes from the
 * server, the kit only shows it.
 *
 * The members are methods (not function-valued properties) so that a kit written for one
 * game's view fits the lookup table of all kits.
 */
import type { ComponentChildren } from 'preact';
import type { Messages } from '../../i18n/index.js';
import type { BaseView, Seat } from '../../net/types.js';
import type { SeatChoices } from '../actions.js';

/** What a kit sees of the table at one moment: the view, who looks and what they may do. */
export interface TableContext<V extends BaseView = BaseView> {
  view: V;
  /** The seat looking; null for a spectator (and in a replay). */
  me: Seat | null;
  names: string[];
  /** The looking seat's own legal actions, sorted by the control that offers them. */
  mine: SeatChoices | undefined;
  /** The legal actions of every seat the looking player acts for now (its own, dummy's, the other hand of a person playing two). */
  acting: SeatChoices[];
  busy: boolean;
  /** Sends an action for a seat. */
  act(action: string, seat: Seat): void;
  /** The cards picked in the own hand while the kit asks for some (`choosing`). */
  chosen: ReadonlySet<string>;
  t: Messages;
}

/** One chip of the info bar; chips without a value are left out. */
export interface Chip {
  key: string;
  label: string;
  value: string | null | undefined;
  cls?: string;
}

/** What a seat's badge says beyond name, dealer and turn. */
export interface SeatMarks {
  /** A short line under the name (tricks, bids, points), and its words for screen readers. */
  detail?: string;
  detailLabel?: string;
  /** This seat's side is vulnerable. */
  vulnerable?: boolean;
}

export interface TableKit<V extends BaseView = BaseView> {
  /** Seats are named by compass (N E S W), South at the bottom for a spectator. */
  readonly compass: boolean;
  /** Info-bar chips before the dealer and the phase: which deal (board, round) this is. */
  headChips?(v: V, t: Messages): Chip[];
  /** Info-bar chips after them: contract, trump, tricks, stock. */
  chips?(v: V, names: string[], t: Messages): Chip[];
  /** The seat whose hand lies open on the table (dummy), once there is one. */
  dummy?(v: V): Seat | null;
  /** The declarer, once the contract is known. */
  declarer?(v: V): Seat | null;
  seatMarks?(ctx: TableContext<V>, seat: Seat): SeatMarks;
  /** Cards shown at another player's seat besides the card backs (a forehead, declared cards). */
  seatCards?(ctx: TableContext<V>, seat: Seat): ComponentChildren[];
  /** Other players' cards all face outward (a forehead round): no card backs at their seats. */
  hidesBacks?(v: V): boolean;
  /** Things in the middle beside the trick: upcard, stock, declarations. */
  centre?(ctx: TableContext<V>): ComponentChildren[];
  /**
   * What fills the middle of the table instead of the trick, while there is no trick: the
   * auction as it runs, where everyone looks (as at BBO), so the panel keeps only the controls.
   */
  centrePiece?(ctx: TableContext<V>): ComponentChildren;
  /** Announcements above the table (bids revealed). */
  notices?(ctx: TableContext<V>): ComponentChildren;
  /** A note for the player under the status line (a lead ban). */
  note?(ctx: TableContext<V>): ComponentChildren;
  /** The controls and records of the phase: auction, bids, exchange, declarations. */
  panel?(ctx: TableContext<V>): ComponentChildren;
  /**
   * An action the table sends for the player at once, without a click: a choice that is no
   * choice (bondtolva's lone `pass` after a trick won without a pair to declare, which the game
   * waits for only so that the wait tells the opponent nothing). Undefined: none.
   */
  autoAction?(view: V, mine: SeatChoices): string | undefined;
  /** How many cards the player must pick from the own hand now (an exchange); 0 when none. */
  choosing?(ctx: TableContext<V>): number;
  /** Stands in for the own hand while its holder may not see it (a forehead). */
  hiddenHand?(ctx: TableContext<V>): ComponentChildren;
  /** The deal's bidding once it is over (an auction, bids, declarations), for the deal summary. */
  dealRecord?(ctx: TableContext<V>): ComponentChildren;
}
