import type { Rule } from '../rule.js';
import { COMPETITION_RULES } from './competition.js';
import { NOTRUMP_RULES } from './notrump.js';
import { OPENINGS } from './openings.js';
import { GAME_RULES, SLAM_RULES } from './slamAndGame.js';
import { STRONG_AND_WEAK_RULES } from './strongAndWeak.js';
import { SUIT_OPENING_RULES } from './suitOpenings.js';

/**
 * The system, in priority order: a bot takes the first rule whose call is legal and whose
 * meaning its hand fits. Slam asks come first (they need a lot and override the sequence
 * rules), the generic game bids last (they apply where no sequence rule does).
 */
export const SYSTEM: readonly Rule[] = [
  ...SLAM_RULES,
  ...OPENINGS,
  ...NOTRUMP_RULES,
  ...STRONG_AND_WEAK_RULES,
  ...SUIT_OPENING_RULES,
  ...COMPETITION_RULES,
  ...GAME_RULES,
];
