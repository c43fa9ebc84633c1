import { describe, expect, it } from 'vitest';
import { stikk } from '../cli/run.js';

describe('stikk simulate (compiled CLI)', () => {
  it('plays a duplicate selbu set with three bots, one rotation per seat, reproducibly with --samples', () => {
    const args = [
      'simulate',
      'selbu',
      '--games',
      '1',
      '--bots',
      'strong,basic,random',
      '--players',
      '3',
      '--handSizes',
      '1,2,3',
      '--duplicate',
      '--json',
      '--workers',
      '0',
      '--seed',
      't',
      '--samples',
      '4',
    ];
    const r = stikk(args);
    expect(r.status).toBe(0);
    const stats = JSON.parse(r.stdout);
    expect(stats).toMatchObject({
      game: 'selbu',
      seed: 't',
      rotations: 3,
      matches: 3,
      deals: 9,
      fallbacks: 0,
    });
    expect(stats.bots.map((b: { label: string }) => b.label)).toEqual(['strong', 'basic', 'random']);
    for (const b of stats.bots) expect(b.exactHits.rounds).toBe(9);
    const again = JSON.parse(stikk(args).stdout);
    const scores = (s: { bots: Array<{ perDeal: unknown; exactHits: unknown }> }) =>
      s.bots.map((b) => [b.perDeal, b.exactHits]);
    expect(scores(again)).toEqual(scores(stats));
  });

  it('refuses bad arguments with exit 2 and a reason', () => {
    const cases: Array<[string[], RegExp]> = [
      [['simulate', 'chess', '--games', '1'], /unknown game "chess"/],
      [['simulate', 'selbu', '--games', '0'], /--games must be/],
      [['simulate', 'selbu', '--games', '1', '--bots', 'grand'], /no bot "grand" for selbu/],
      [['simulate', 'selbu', '--games', '1', '--time', '-5'], /--time must be/],
      [['simulate', 'bondtolva', '--games', '1', '--bots', 'basic,basic,basic'], /3 bots for 2 seats/],
      [['simulate', 'selbu', '--games', '1', '--colour', 'red'], /unknown option "--colour"/],
    ];
    for (const [args, message] of cases) {
      const r = stikk(args);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});
