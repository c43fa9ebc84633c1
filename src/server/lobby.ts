import type { TableInfo } from '../protocol/index.js';

/** How many tables the lobby lists at most. */
export const LOBBY_LIMIT = 200;

/**
 * The lobby's order, one list or several merged (a cluster's processes each hold some tables):
 * open tables (a free seat) first, then the newest; a table listed twice (it moved while the
 * lists were read) once.
 */
export function lobbyList(lists: ReadonlyArray<readonly TableInfo[]>, limit = LOBBY_LIMIT): TableInfo[] {
  const byId = new Map<string, TableInfo>();
  for (const list of lists) for (const t of list) if (!byId.has(t.id)) byId.set(t.id, t);
  return [...byId.values()]
    .sort(
      (a, b) => Number(b.freeSeats > 0) - Number(a.freeSeats > 0) || b.createdAt.localeCompare(a.createdAt),
    )
    .slice(0, limit);
}
