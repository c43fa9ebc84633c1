import type { OnCard } from '../types.js';

/** What the analysis core passes a game's reviewer. */
export interface ReviewOptions {
  /** Only the deals this lets through (by index); all when absent. */
  wanted?: (index: number) => boolean;
  onCard?: OnCard;
  /** Selbu: positions one card's review may search (`SELBU_DEFAULT_BUDGET` when absent). */
  budget?: number;
}
