/**
 * The account, profile and friends routes (docs/protocol.md "Accounts", "Profiles and
 * friends"). The session is an HttpOnly cookie the browser sends by itself: the page never sees
 * it, it only asks who is signed in.
 */
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

/** A player's rating in one game: the displayed number, its uncertainty, the model's values. */
export interface GameRating {
  rating: number;
  uncertainty: number;
  mu: number;
  sigma: number;
  /** Rated matches played. */
  matches: number;
}

/** What players of each game look at: every game has `matches` and `won`. */
export interface GameStats {
  matches: number;
  won: number;
  /** Bridge and bondebridge: contracts declared and made, double-dummy tricks lost per card. */
  declared?: number;
  made?: number;
  ddCostPerCard?: number;
  /** Selbu: bids made and hit exactly. */
  bids?: number;
  exact?: number;
}

export interface MatchPlace {
  /** "" for a bot. */
  name: string;
  /** A bot's level. */
  bot?: string;
  signedIn?: boolean;
}

export interface MatchSummary {
  tableId: string;
  match: number;
  game: string;
  endedAt: string;
  rated: boolean;
  places: MatchPlace[];
  /** The profile's player's place. */
  place: number;
  /** 1 = won (ties share), of how many sides. */
  rank: number;
  of: number;
  partners: string[];
  opponents: string[];
  /** Displayed ratings, rated matches only. */
  rating?: { before: number; after: number };
}

export interface Profile {
  player: { name: string; createdAt: string };
  ratings: Record<string, GameRating>;
  stats: Record<string, GameStats>;
  /** The newest 20. */
  matches: MatchSummary[];
}

export interface Friend {
  name: string;
  online: boolean;
  tables: Array<{ id: string; game: string }>;
}

const playerPath = (name: string) => `/api/players/${encodeURIComponent(name)}`;

export const fetchProfile = (name: string) => call<Profile>('GET', playerPath(name));

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
