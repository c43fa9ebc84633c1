import { describe, expect, it } from 'vitest';
import { basicContractBot } from '../../../src/bots/contract/basic.js';
import { randomBot } from '../../../src/bots/random.js';
import { bridge } from '../../../src/games/bridge/game.js';
import { parseBridgeOptions } from '../../../src/games/bridge/options.js';
import { duel } from './duel.js';

describe('bridge basic bot', () => {
  it('beats random at duplicate: mean score advantage per board, 95% CI above zero', () => {
    const options = parseBridgeOptions({ scoring: 'duplicate', boards: 1 });
    if (!options.ok) throw new Error(options.error.message);
    const r = duel(
      bridge,
      options.value,
      basicContractBot,
      randomBot,
      200,
      'basic-vs-random',
      (res) => Number(res.totals.NS) - Number(res.totals.EW),
    );
    console.log(
      `bridge duplicate: basic − random per board ${r.mean.toFixed(0)} ± ${r.halfWidth.toFixed(0)}`,
    );
    expect(r.mean - r.halfWidth).toBeGreaterThan(0);
  });
});
