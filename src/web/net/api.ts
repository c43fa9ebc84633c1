import type { DealReplay, FinishedDeal, GameInfo, GameRecord, TableInfo } from './types.js';

/** A refused HTTP request, with the server's error code and sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string } };
  if (!res.ok)
    throw new ApiError(res.status, data.error?.code ?? 'http', data.error?.message ?? res.statusText);
  return data as T;
}

export const fetchGames = () => call<{ games: GameInfo[] }>('GET', '/api/games').then((r) => r.games);

export const checkOptions = (game: string, options: Record<string, unknown>) =>
  call<{ options: Record<string, unknown>; seats: number; seatsChange?: true }>(
    'POST',
    `/api/games/${game}/options`,
    {
      options,
    },
  );

export const createTable = (game: string, options: Record<string, unknown>, bots: Array<string | null>) =>
  call<{ table: TableInfo }>('POST', '/api/tables', { game, options, bots }).then((r) => r.table);

export const fetchTables = () => call<{ tables: TableInfo[] }>('GET', '/api/tables').then((r) => r.tables);

export const fetchTable = (id: string) =>
  call<{ table: TableInfo }>('GET', `/api/tables/${encodeURIComponent(id)}`).then((r) => r.table);

/** Where the record of a finished match downloads from (the server sends it as an attachment). */
export const recordUrl = (id: string, match?: number) =>
  `/api/tables/${encodeURIComponent(id)}/record${match === undefined ? '' : `?match=${match}`}`;

export const fetchRecord = (id: string, match?: number) => call<GameRecord>('GET', recordUrl(id, match));

const matchQuery = (match?: number) => (match === undefined ? '' : `?match=${match}`);

/** The finished deals of a match (default: the current one), also while it is played. */
export const fetchDeals = (id: string, match?: number) =>
  call<{ match: number; over: boolean; deals: FinishedDeal[] }>(
    'GET',
    `/api/tables/${encodeURIComponent(id)}/deals${matchQuery(match)}`,
  );

/** One finished deal step by step, every hand shown. */
export const fetchDeal = (id: string, deal: number, match?: number) =>
  call<DealReplay>('GET', `/api/tables/${encodeURIComponent(id)}/deals/${deal}${matchQuery(match)}`);
