/**
 * Where the lobby and the table page get tables from: the server's HTTP API, or a table played
 * in this browser (src/web/offline/source.ts). The seated play itself goes over the connection
 * either way (./socket.ts `useLink`).
 */
import { replayPath } from '../state/paths.js';
import {
  checkOptions,
  createTable,
  fetchDeal,
  fetchDeals,
  fetchGames,
  fetchRecord,
  fetchReplaySteps,
  fetchTable,
  recordUrl,
} from './api.js';
import type { DealReplay, FinishedDeal, GameInfo, GameRecord, ReplayStep, TableInfo } from './types.js';

export interface TableSource {
  games(): Promise<GameInfo[]>;
  checkOptions(
    game: string,
    options: Record<string, unknown>,
  ): Promise<{ options: Record<string, unknown>; seats: number; seatsChange?: true }>;
  createTable(
    game: string,
    options: Record<string, unknown>,
    bots: Array<string | null>,
    settings?: TableInfo['settings'],
  ): Promise<TableInfo>;
  table(id: string): Promise<TableInfo>;
  /** The page of a table from this source. */
  tablePath(id: string): string;
  /**
   * A record to download (default: the last finished match): the server's by its link; a
   * browser's table makes the file itself.
   */
  record:
    | { href: (id: string, match?: number) => string }
    | { save: (id: string, match?: number) => Promise<void> };
  /** A finished match's record (default: the last finished one), for the replay page. */
  recordOf(id: string, match?: number): Promise<GameRecord>;
  /** A finished match step by step, every hand shown; null where there are none. */
  replaySteps(id: string, match?: number): Promise<ReplayStep[] | null>;
  /** A match's finished deals (default: the current match), for the deal summary and viewer. */
  deals(id: string, match?: number): Promise<{ match: number; over: boolean; deals: FinishedDeal[] }>;
  /** One finished deal step by step, every hand shown. */
  deal(id: string, deal: number, match?: number): Promise<DealReplay>;
  /** The replay page of a table's match. */
  replayPath(id: string, match?: number): string;
}

export const serverTables: TableSource = {
  games: fetchGames,
  checkOptions,
  createTable,
  table: fetchTable,
  tablePath: (id) => `/t/${id}`,
  record: { href: recordUrl },
  deals: fetchDeals,
  deal: fetchDeal,
  recordOf: fetchRecord,
  replaySteps: fetchReplaySteps,
  replayPath,
};
