/**
 * The bodies of the profile and friends routes (docs/protocol.md "Profiles and friends"): built
 * by the server from the players' store, read by the web client's profile and friends pages.
 */
import type { GameId } from '../engine/game.js';

/** Who held a place in a finished match: a bot's name is "" and `bot` its level. */
export interface SummaryPlace {
  name: string;
  bot?: string;
  signedIn?: true;
}

/** One finished match as one player's history shows it. */
export interface MatchSummary {
  /** The replay: /t/<tableId>/replay?match=<match>. */
  tableId: string;
  match: number;
  game: GameId;
  /** ISO 8601. */
  endedAt: string;
  rated: boolean;
  /** By place (seat, or person where people change seats). */
  places: SummaryPlace[];
  /** The profile's player's place. */
  place: number;
  /** 1 = won (ties share), of how many sides. */
  rank: number;
  of: number;
  partners: string[];
  opponents: string[];
  /** Displayed numbers (src/ratings/rating.ts `display`), rated matches only. */
  rating?: { before: number; after: number };
}

/** What players of each game look at: every game has `matches` and `won`. */
export interface GameStats {
  matches: number;
  won: number;
  /** Bridge, bondebridge: contracts the player declared, and those made. */
  declared?: number;
  made?: number;
  /** Bridge, bondebridge: the average double-dummy cost per card the player played (not yet computed). */
  ddCostPerCard?: number;
  /** Selbu: rounds bid, and rounds whose tricks were exactly the bid. */
  bids?: number;
  exact?: number;
}

/** A rating as a profile shows it: the displayed number and its ±, and openskill's own values. */
export interface ProfileRating {
  rating: number;
  uncertainty: number;
  mu: number;
  sigma: number;
  matches: number;
}

/** `GET /api/players/<name>`. */
export interface PlayerProfile {
  player: { name: string; createdAt: string };
  ratings: Partial<Record<GameId, ProfileRating>>;
  stats: Partial<Record<GameId, GameStats>>;
  /** The 20 newest, newest first. */
  matches: MatchSummary[];
}

/** A person the signed-in player follows, with where they are on this server now. */
export interface Friend {
  name: string;
  online: boolean;
  tables: Array<{ id: string; game: GameId }>;
}
