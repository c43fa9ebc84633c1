import type { DealReplay, FinishedDeal, GameInfo, GameRecord, ReplayStep, TableInfo } from './types.js';

/**
 * A refused HTTP request, with the server's error code and sentence (and, for `bad-options`,
 * the option error's code in `rule` with its `params`); status 0 and code `offline` when the
 * server could not be reached at all.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule?: string,
    readonly params?: object,
    /** Seconds to wait before trying again (a 429's `Retry-After`). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code: string; message: string; rule?: string; params?: object };
}

/** A request to the JSON API; a refusal is thrown as an `ApiError`. */
export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    // The browser's own words ("Failed to fetch") say nothing to a player: the code does.
    throw new ApiError(0, 'offline', (e as Error).message);
  }
  const data = (await res.json().catch(() => ({}))) as ErrorBody;
  if (!res.ok) {
    const e = data.error;
    const retry = Number(res.headers.get('retry-after'));
    throw new ApiError(
      res.status,
      e?.code ?? 'http',
      e?.message ?? res.statusText,
      e?.rule,
      e?.params,
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
    );
  }
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

export const createTable = (
  game: string,
  options: Record<string, unknown>,
  bots: Array<string | null>,
  settings?: TableInfo['settings'],
) =>
  call<{ table: TableInfo }>('POST', '/api/tables', { game, options, bots, settings }).then((r) => r.table);

/** Where friends on other machines can open this server (docs/protocol.md, `GET /api/invite`). */
export const fetchInvite = () => call<{ origins: string[]; loopbackOnly: boolean }>('GET', '/api/invite');

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

/** A finished match step by step (default: the last finished one); null if the server has no steps. */
export const fetchReplaySteps = (id: string, match?: number): Promise<ReplayStep[] | null> =>
  fetch(`/api/tables/${encodeURIComponent(id)}/replay${matchQuery(match)}`)
    .then((r) => (r.ok ? r.json() : null))
    .then((data: { steps?: ReplayStep[] } | null) => (data?.steps?.length ? data.steps : null));

/** One finished deal step by step, every hand shown. */
export const fetchDeal = (id: string, deal: number, match?: number) =>
  call<DealReplay>('GET', `/api/tables/${encodeURIComponent(id)}/deals/${deal}${matchQuery(match)}`);
