/**
 * Between the offline page and its worker (./worker/worker.ts): the protocol's own messages
 * travel as `wire` texts, as over the WebSocket; the rest is what the server's HTTP API does
 * for the lobby (the games, checking options, a new table, a record, the tables kept here) and
 * for the deal viewer and the replay page (a match's finished deals, one deal step by step, a
 * finished match step by step).
 */
import type { Challenge } from '../../challenge/boards.js';
import type { GameRecord } from '../../engine/record.js';
import type { GameInfo, TableInfo } from '../../protocol/index.js';
import type { DealReplay, FinishedDeal, ReplayStep } from '../../protocol/replay.js';

/** A table kept in this browser, as the offline page lists it. */
export interface KeptTable {
  id: string;
  game: string;
  createdAt: string;
  over: boolean;
  match: number;
  /** A challenge taken offline: which, and what became of its result. */
  challenge?: { id: string; name: string; submitted?: string; refused?: string };
}

/** What the page gives the worker to play a downloaded challenge (worker/localTable.ts `KeptChallenge`). */
export interface ChallengeToKeep {
  challenge: Challenge;
  entryId: string;
  token?: string;
  origin: string;
}

export type ToWorker =
  | { kind: 'wire'; text: string }
  | { kind: 'games'; id: number }
  | { kind: 'options'; id: number; game: string; options: Record<string, unknown> }
  | {
      kind: 'create';
      id: number;
      game: string;
      options: Record<string, unknown>;
      bots: Array<string | null>;
      settings?: Partial<TableInfo['settings']>;
      seed: string;
    }
  /** Makes `tableId` the table the wire talks to; answers its people's seat tokens. */
  | { kind: 'open'; id: number; tableId: string }
  | { kind: 'record'; id: number; tableId: string; match?: number }
  | { kind: 'list'; id: number }
  /** A new table for a downloaded challenge: its options, its seat for the person, strong bots elsewhere. */
  | { kind: 'take-challenge'; id: number; entry: ChallengeToKeep; seed: string }
  /** What the server said of a kept challenge's result. */
  | { kind: 'mark-challenge'; id: number; tableId: string; submitted?: string; refused?: string }
  /** Where a kept challenge's result goes. */
  | { kind: 'kept-challenge'; id: number; tableId: string }
  /** As `GET /api/tables/:id/deals` and `…/deals/:deal` (default: the current match). */
  | { kind: 'deals'; id: number; tableId: string; match?: number }
  | { kind: 'deal'; id: number; tableId: string; deal: number; match?: number }
  /** As `GET /api/tables/:id/replay`: a finished match step by step. */
  | { kind: 'replay'; id: number; tableId: string; match?: number };

export type Answer =
  | { kind: 'games'; games: GameInfo[] }
  | { kind: 'options'; options: Record<string, unknown>; seats: number; seatsChange?: true }
  | { kind: 'created'; table: TableInfo }
  | { kind: 'opened'; table: TableInfo; seats: Array<{ seat: number; token: string; name: string }> }
  | { kind: 'record'; record: GameRecord }
  | { kind: 'list'; tables: KeptTable[] }
  | { kind: 'marked' }
  | {
      kind: 'kept-challenge';
      entry: { challengeId: string; entryId: string; token?: string; origin: string };
    }
  | { kind: 'deals'; match: number; over: boolean; deals: FinishedDeal[] }
  | { kind: 'deal'; deal: DealReplay }
  | { kind: 'replay'; steps: ReplayStep[] }
  /** As the HTTP API refuses: the code, English, and an option error's own code and parameters. */
  | { kind: 'refused'; status: number; code: string; message: string; rule?: string; params?: object };

export type FromWorker = { kind: 'wire'; text: string } | { kind: 'answer'; id: number; answer: Answer };
