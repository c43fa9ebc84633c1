/**
 * The finished-deal API's bodies (`GET /api/tables/:id/deals` and `…/deals/:deal`,
 * docs/server.md): built by the server, read by the web client's replay and deal review.
 */
import type { BaseView, Seat } from '../engine/game.js';

/** One step of a replay: the table (every hand shown) before a deal's first action or after one. */
export interface ReplayStep {
  /** The action's index in the match's actions; null for the step before a deal's first action. */
  index: number | null;
  seat: Seat | null;
  action: string | null;
  view: BaseView;
  /** The last step of a closed match: the players closed the table here. */
  closed?: true;
}

/** A finished deal in a match's list: its number, its score-sheet row, how many actions it took. */
export interface FinishedDeal {
  deal: number;
  /** Its row in the match result's `deals`; null for a deal that made none. */
  result: number | null;
  actions: number;
}

/** The start of a match, as a record holds it: first dealer, decks and actions. */
export interface MatchPrefix {
  firstDealer: Seat;
  decks: string[][];
  actions: Array<[Seat, string]>;
}

/** A finished deal for the viewers: its deck, its actions and the table after each of them. */
export interface DealReplay {
  match: number;
  deal: number;
  result: number | null;
  deck: string[];
  actions: Array<[Seat, string]>;
  steps: ReplayStep[];
  /**
   * The match up to the end of this deal (its first dealer, the decks and actions of deals
   * 0..deal, all finished), for a review that needs the deal's place in the match.
   */
  prefix: MatchPrefix;
}
