/**
 * The account, profile and friends routes (docs/protocol.md "Accounts", "Profiles and
 * friends"). The session is an HttpOnly cookie the browser sends by itself: the page never sees
 * it, it only asks who is signed in.
 */
import type { Friend, MatchSummary, PlayerProfile } from '../../protocol/profiles.js';
import { call } from './api.js';

export interface Player {
  name: string;
}

interface PlayerAnswer {
  player: Player | null;
}

const signedIn = (r: PlayerAnswer): Player => {
  if (!r.player) throw new Error('the server answered without a player');
  return r.player;
};

export const signUp = (name: string, password: string) =>
  call<PlayerAnswer>('POST', '/api/players', { name, password }).then(signedIn);

export const signIn = (name: string, password: string) =>
  call<PlayerAnswer>('POST', '/api/session', { name, password }).then(signedIn);

/** Who this browser's session belongs to; null for a guest. */
export const fetchSession = () => call<PlayerAnswer>('GET', '/api/session').then((r) => r.player);

export const signOut = () => call<PlayerAnswer>('DELETE', '/api/session').then(() => undefined);

export const changePassword = (oldPassword: string, newPassword: string) =>
  call<PlayerAnswer>('POST', '/api/session/password', { oldPassword, newPassword }).then(signedIn);

/** The routes' bodies, the server's own types (src/protocol/profiles.ts). */
export type {
  Friend,
  GameStats,
  MatchSummary,
  PlayerProfile as Profile,
  ProfileRating as GameRating,
  SummaryPlace as MatchPlace,
} from '../../protocol/profiles.js';

const playerPath = (name: string) => `/api/players/${encodeURIComponent(name)}`;

export const fetchProfile = (name: string) => call<PlayerProfile>('GET', playerPath(name));

/** Matches older than `before` (an `endedAt`), newest first. */
export const fetchMatches = (name: string, before?: string, limit = 20) => {
  const q = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) });
  return call<{ matches: MatchSummary[] }>('GET', `${playerPath(name)}/matches?${q}`).then((r) => r.matches);
};

const friendPath = (name: string) => `/api/friends/${encodeURIComponent(name)}`;

export const fetchFriends = () => call<{ friends: Friend[] }>('GET', '/api/friends').then((r) => r.friends);

export const follow = (name: string) =>
  call<{ friend: Friend }>('PUT', friendPath(name)).then((r) => r.friend);

export const unfollow = (name: string) => call<object>('DELETE', friendPath(name)).then(() => undefined);
