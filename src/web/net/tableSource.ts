/**
 * Where the lobby and the table page get tables from: the server's HTTP API, or a table played
 * in this browser (src/web/offline/source.ts). The seated play itself goes over the connection
 * either way (./socket.ts `useLink`).
 */
import { checkOptions, createTable, fetchGames, fetchTable, recordUrl } from './api.js';
import type { GameInfo, TableInfo } from './types.js';

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
  /** A record to download: the server's by its link; a browser's table makes the file itself. */
  record:
    | { href: (id: string, match: number) => string }
    | { save: (id: string, match: number) => Promise<void> };
  /** Replays and deal reviews are the server's pages and API. */
  replays: boolean;
}

export const serverTables: TableSource = {
  games: fetchGames,
  checkOptions,
  createTable,
  table: fetchTable,
  tablePath: (id) => `/t/${id}`,
  record: { href: recordUrl },
  replays: true,
};
