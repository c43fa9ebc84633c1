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

  it('reports IMPs per board next to points for bridge with duplicate scoring played --duplicate', () => {
    const base = ['simulate', 'bridge', '--scoring', 'duplicate', '--boards', '3', '--games', '1'];
    const args = [...base, '--bots', 'basic,random', '--duplicate', '--workers', '0', '--seed', 'imp'];
    const stats = JSON.parse(stikk([...args, '--json']).stdout);
    expect(stats.pairs).toHaveLength(1);
    const [pair] = stats.pairs;
    expect(pair.imps.boards).toBe(3);
    expect(Math.abs(pair.imps.mean)).toBeLessThanOrEqual(24);
    expect(pair.boards).toBe(3);
    const text = stikk(args).stdout;
    expect(text).toMatch(/basic − random: [+-]\d+\.\d\d ±\S+ per deal over 3 boards/);
    expect(text).toMatch(/basic − random: [+-]\d+\.\d\d ±\S+ IMPs per board over 3 boards/);
    // Not without --duplicate (no second room), nor for other scorings.
    expect(
      JSON.parse(stikk([...base, '--bots', 'basic,random', '--workers', '0', '--json']).stdout).pairs[0]
        ?.imps,
    ).toBeUndefined();
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
