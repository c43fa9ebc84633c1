/**
 * The protocol's types, taken from the definitions the server uses too (src/protocol,
 * docs/protocol.md) so that client and server cannot drift apart. Type imports only.
 */
import type { BaseView, MatchResult, OptionSpec, Seat, TrickView } from '../../engine/game.js';
import type { GameRecord } from '../../engine/record.js';
import type {
  DealReplay,
  ErrorCode,
  FinishedDeal,
  GameInfo,
  LegalFor,
  PushType,
  ReplayStep,
  SeatInfo,
  ServerMessage,
  TableInfo,
  TurnInfo,
} from '../../protocol/index.js';

export type {
  BaseView,
  DealReplay,
  ErrorCode,
  FinishedDeal,
  GameInfo,
  GameRecord,
  LegalFor,
  MatchResult,
  OptionSpec,
  ReplayStep,
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
