import type { Card } from '../cards/card.js';
import type { MatchResult } from '../engine/game.js';
import type { GameRecord } from '../engine/record.js';
import type { BotSpec } from './seating.js';

/** What every worker needs to play any match of a simulation. */
export interface SimConfig {
  gameId: string;
  /** Options as given (raw), parsed again in each worker. */
  rawOptions: Record<string, unknown>;
  bots: BotSpec[];
  seed: string;
  timeMs: number;
  /** Fixed search per decision (samples) instead of the time budget: reproducible strong bots. */
  samples?: number;
  /** Rotations per deck set: 1, or the duplicate count. */
  rotations: number;
  games: number;
  keepRecords: boolean;
  /** Hands by seat of deals every match plays first (`--deals FILE.pbn`); seeded decks follow. */
  pbnDeals?: Card[][][];
}

export interface SimTask {
  match: number;
  rotation: number;
}

/** One played match as the statistics need it (the record only when asked for). */
export interface MatchOutcome extends SimTask {
  result: MatchResult;
  botOfSeat: number[];
  decisionMs: number[][];
  fallbacks: number;
  fallbackMessages: string[];
  record?: GameRecord;
}
