import { describe, expect, it } from 'vitest';
import { basicContractBot } from '../../../src/bots/contract/basic.js';
import { randomBot } from '../../../src/bots/random.js';
import { bondebridge } from '../../../src/games/bondebridge/game.js';
import { parseBondebridgeOptions } from '../../../src/games/bondebridge/options.js';
import { duel } from './duel.js';

describe('bondebridge basic bot', () => {
  it('beats random: mean score advantage per deal, 95% CI above zero (sides swapped on each deal)', () => {
    for (const raw of [{ deals: 1 }, { deals: 1, noTrumpOnly: true, doubling: true }]) {
      const options = parseBondebridgeOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      const r = duel(
        bondebridge,
        options.value,
        basicContractBot,
        randomBot,
        150,
        'basic-vs-random',
        (res) => Number(res.totals.NS) - Number(res.totals.EW),
      );
      console.log(
        `bondebridge ${JSON.stringify(raw)}: basic − random per deal ${r.mean.toFixed(2)} ± ${r.halfWidth.toFixed(2)}`,
      );
      expect(r.mean - r.halfWidth).toBeGreaterThan(0);
    }
  });
});
