import { describe, expect, it } from 'vitest';
import { botLevels, GAME_IDS } from '../../src/catalog.js';
import { botRating } from '../../src/ratings/botRatings.js';
import { display } from '../../src/ratings/rating.js';

describe('the bots’ ratings', () => {
  it('every game and level of the catalog has one, random the lowest', () => {
    for (const game of GAME_IDS) {
      for (const level of botLevels(game)) {
        const r = botRating(game, level);
        expect(r, `${game} ${level}`).toBeDefined();
        expect(r!.sigma).toBeGreaterThan(0);
      }
      const random = display(botRating(game, 'random')!);
      for (const level of botLevels(game).filter((l) => l !== 'random'))
        expect(display(botRating(game, level)!)).toBeGreaterThan(random);
    }
  });
});
