import type { Bot } from './bot.js';

/** Uniformly random legal action: the baseline every other level must beat. */
export const randomBot: Bot = {
  level: 'random',
  choose: ({ legal, rng }) => rng.pick(legal),
};
