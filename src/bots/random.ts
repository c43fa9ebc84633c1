import { answeringClaim, REJECT, withoutClaims } from '../engine/claim.js';
import type { Bot } from './bot.js';

/**
 * Uniformly random legal action: the baseline every other level must beat. It never claims,
 * and it rejects every claim: a bot accepts only a claim it can verify (rules: Claims), and
 * this one verifies nothing.
 */
export const randomBot: Bot = {
  level: 'random',
  choose: ({ legal, rng }) => (answeringClaim(legal) ? REJECT : rng.pick(withoutClaims(legal))),
};
