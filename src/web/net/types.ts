/**
 * The protocol's types, taken from the definitions the server uses too (src/protocol,
 * docs/protocol.md) so that client and server cannot drift apart. Type imports only.
 */
import type { BaseView, MatchResult, OptionSpec, Seat, TrickView } from '../../engine/game.js';
import type {
  ErrorCode,
  GameInfo,
  LegalFor,
  SeatInfo,
  ServerMessage,
  TableInfo,
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
};

export type StateMessage = Extract<ServerMessage, { type: 'state' }>;
export type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;
export type Reply = Exclude<ServerMessage, { type: 'state' }>;

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
