/**
 * The stored rows turned into the challenge routes' bodies (src/protocol/challenge.ts, as
 * docs/challenge.md "The server's routes" gives them).
 */
import type { Challenge } from '../../challenge/boards.js';
import type { ChallengeInfo, Entry } from '../../protocol/challenge.js';
import type { StoredEntry } from './store.js';

export const entryInfo = (e: StoredEntry, token?: string): Entry => ({
  id: e.id,
  name: e.name,
  signedIn: e.accountId !== null,
  tableId: e.tableId,
  ...(token !== undefined && { token }),
  played: e.played,
  done: e.done,
  offline: e.offline,
});

export const challengeInfo = (
  c: Challenge,
  p: { date?: string; entrants: number; mine?: StoredEntry },
): ChallengeInfo => ({
  id: c.id,
  name: c.name,
  game: c.game,
  ...(p.date !== undefined && { date: p.date }),
  opens: c.window.opens,
  closes: c.window.closes,
  boards: c.boards,
  ranking: c.ranking,
  seat: c.seat,
  entrants: p.entrants,
  ...(p.mine && { mine: entryInfo(p.mine) }),
});
