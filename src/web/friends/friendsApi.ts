/**
 * The friends the invite dialog offers (docs/protocol.md "Profiles and friends", `GET
 * /api/friends`). Its own small call because a guest is no error here: 401 means "signed out",
 * and the dialog then simply shows nothing more.
 */
import { ApiError } from '../net/api.js';

export interface FriendAtTables {
  name: string;
  online: boolean;
  tables: Array<{ id: string; game: string }>;
}

/**
 * The people the signed-in player follows; null for a guest (401), and for a server without
 * the friends routes (404 `not-found`), where there is nobody to invite either. Other failures
 * throw an `ApiError`.
 */
export async function friendsOrGuest(): Promise<FriendAtTables[] | null> {
  let res: Response;
  try {
    res = await fetch('/api/friends', { headers: { accept: 'application/json' } });
  } catch (e) {
    throw new ApiError(0, 'offline', (e as Error).message);
  }
  if (res.status === 401) return null;
  const body = (await res.json().catch(() => ({}))) as {
    friends?: FriendAtTables[];
    error?: { code: string; message: string };
  };
  if (res.status === 404 && body.error?.code === 'not-found') return null;
  if (!res.ok || !Array.isArray(body.friends))
    throw new ApiError(res.status, body.error?.code ?? 'http', body.error?.message ?? res.statusText);
  return body.friends;
}

/**
 * The friends to offer an Invite button: online, not at this table already, by name (the
 * order people look for a name in).
 */
export function invitable(
  friends: readonly FriendAtTables[],
  tableId: string,
  lang: string,
): FriendAtTables[] {
  return friends
    .filter((f) => f.online && !f.tables.some((x) => x.id === tableId))
    .sort((a, b) => a.name.localeCompare(b.name, lang, { sensitivity: 'base' }));
}
