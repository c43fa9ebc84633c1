/**
 * The bots' fixed ratings per game and level, for display beside people's ("strong bot: 1300").
 * Bots never play rated tables (`isRated`), so these do not move; they come from bot-only
 * matches rated with the same update from a new player's start, by `npm run ratings:bots`
 * (src/bench/botRatings.ts; the run, seed and sample sizes in docs/bots.md "Ratings of the
 * bots"). Copied from that run's output; rerun and replace when a bot changes.
 */
import type { Rating } from './rating.js';

export type BotLevel = 'random' | 'basic' | 'strong';

export const BOT_RATINGS: Readonly<Record<string, Readonly<Record<BotLevel, Rating>>>> = {
  bridgette: {
    basic: { mu: 37.511, sigma: 5.422 },
    random: { mu: 5.717, sigma: 5.657 },
    strong: { mu: 31.095, sigma: 6.346 },
  },
  bondtolva: {
    basic: { mu: 36.596, sigma: 5.415 },
    random: { mu: 5.191, sigma: 5.628 },
    strong: { mu: 32.394, sigma: 6.351 },
  },
  selbu: {
    random: { mu: 6.392, sigma: 5.018 },
    basic: { mu: 41.696, sigma: 5.127 },
    strong: { mu: 28.886, sigma: 7.079 },
  },
  bondebridge: {
    basic: { mu: 33.721, sigma: 6.688 },
    random: { mu: 11.988, sigma: 6.862 },
    strong: { mu: 29.001, sigma: 7.49 },
  },
  bridge: {
    basic: { mu: 30.266, sigma: 7.105 },
    random: { mu: 13.662, sigma: 7.133 },
    strong: { mu: 31.158, sigma: 7.784 },
  },
};

/** A bot's rating, or undefined for a game or level without one. */
export const botRating = (game: string, level: string): Rating | undefined =>
  (BOT_RATINGS[game] as Readonly<Record<string, Rating>> | undefined)?.[level];
