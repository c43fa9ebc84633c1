/**
 * The protocol's types, taken from the definitions the server uses too (src/protocol,
 * docs/protocol.md) so that client and server cannot drift apart. Type imports only.
 */
import type { BaseView, MatchResult, OptionSpec, Seat, TrickView } from '../../engine/game.js';
import type {
  ErrorCode,
  GameInfo,
  LegalFor,
  PushType,
  SeatInfo,
  ServerMessage,
  TableInfo,
  TurnInfo,
} from '../../protocol/index.js';

export type {
  BaseView,
  ErrorCode,
  GameInfo,
  LegalFor,
  MatchResult,
  OptionSpec,
  Seat,
  SeatInfo,
  ServerMessage,
  TableInfo,
  TrickView,
  TurnInfo,
};

export type StateMessage = Extract<ServerMessage, { type: 'state' }>;
export type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;
export type Reply = Exclude<ServerMessage, { type: PushType }>;
export type ChatMessage = Extract<ServerMessage, { type: 'chat' }>;
export type NudgedMessage = Extract<ServerMessage, { type: 'nudged' }>;

/** A stored `stikk-record/1` file (../shared/interfaces.md). */
export interface GameRecord {
  format: 'stikk-record/1';
  game: string;
  options?: Record<string, unknown>;
  players?: string[];
  firstDealer?: number;
  decks: string[][];
  actions: Array<[number, string]>;
}

/** One step of a replay: the table (every hand shown) before a deal's first action or after one. */
export interface ReplayStep {
  /** The action's index in the match's actions; null for a deal's first step. */
  index: number | null;
  seat: number | null;
  action: string | null;
  view: BaseView;
  /** The last step of a match the players closed. */
  closed?: true;
}

/** A finished deal in a match's list (`GET /api/tables/:id/deals`, docs/server.md). */
export interface FinishedDeal {
  deal: number;
  /** Its row in the match result's `deals`; null for a deal that made none. */
  result: number | null;
  actions: number;
}

/** One finished deal step by step (`GET /api/tables/:id/deals/:deal`). */
export interface DealReplay {
  match: number;
  deal: number;
  result: number | null;
  deck: string[];
  actions: Array<[number, string]>;
  steps: ReplayStep[];
  /** The match up to the end of this deal: first dealer, decks and actions of deals 0..deal. */
  prefix?: { firstDealer: number; decks: string[][]; actions: Array<[number, string]> };
}
