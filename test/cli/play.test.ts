import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, getGame } from '../../src/catalog.js';
import { stikk } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'stikk-play-'));
// Always the first legal action: a person who types "#1" at every prompt.
const firstChoice = '#1\n'.repeat(4000);

describe('stikk play: a whole match in the terminal, saved and replayed', () => {
  const short: Record<string, string[]> = {
    bondebridge: ['--deals', '2'],
    bridge: ['--scoring', 'duplicate', '--boards', '2'],
    selbu: ['--handSizes', '1,2'],
    bridgette: [],
    bondtolva: [],
  };
  it.skipIf(!getGame('bondebridge') && !process.env.STIKK_REQUIRE_ALL_GAMES)(
    'bondebridge with default options',
    () => {
      const out = join(dir, 'bondebridge-full.json');
      const r = stikk(['play', 'bondebridge', '--seed', 'newcomer', '--out', out], firstChoice);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/bondebridge: finished, 8 deals/);
      const replay = stikk(['replay', out, '--json']);
      expect(replay.status, replay.stderr).toBe(0);
      const result = JSON.parse(replay.stdout);
      expect(result.finished).toBe(true);
      expect(result.deals.filter((d: { passedOut?: boolean }) => !d.passedOut)).toHaveLength(8);
    },
  );
  it.each(GAME_IDS.filter((g) => g !== 'bondebridge'))('%s (short options)', (game) => {
    if (!getGame(game)) {
      if (process.env.STIKK_REQUIRE_ALL_GAMES) throw new Error(`${game} is not registered`);
      return;
    }
    const out = join(dir, `${game}.json`);
    const r = stikk(['play', game, '--seed', 's1', '--seat', '1', '--out', out, ...short[game]], firstChoice);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`${game}: finished`));
    const record = JSON.parse(readFileSync(out, 'utf8'));
    expect(record.format).toBe('stikk-record/1');
    const replay = stikk(['replay', out, '--json']);
    expect(replay.status, replay.stderr).toBe(0);
    expect(JSON.parse(replay.stdout).finished).toBe(true);
  });
  it('refuses an unknown game, an unknown option and a bad seat with exit 2', () => {
    expect(stikk(['play', 'skat']).status).toBe(2);
    const bad = stikk(['play', 'bondtolva', '--dobbling']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown option "--dobbling"/);
    expect(stikk(['play', 'bondtolva', '--seat', '5']).stderr).toMatch(/--seat must be 0..1/);
  });
  it.skipIf(!getGame('selbu'))('refuses an option value nested 20,000 deep with exit 2, not a crash', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const r = stikk(['play', 'selbu', '--handSizes', deep], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: options: handSizes\.[0.]+: values nest at most \d+ deep\n$/);
  });
  it('bondtolva: the lone pass after a trick won without a pair is made for the person at once', () => {
    const out = join(dir, 'tolva-pass.json');
    const r = stikk(['play', 'bondtolva', '--seed', 'lone-pass', '--seat', '0', '--out', out], firstChoice);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^you: pass \(the only choice\)$/m);
    // The person is never asked to type it.
    expect(r.stdout).not.toMatch(/legal: pass\n/);
    const record = JSON.parse(readFileSync(out, 'utf8')) as { actions: Array<[number, string]> };
    expect(record.actions.filter(([seat, a]) => seat === 0 && a === 'pass').length).toBeGreaterThan(0);
    expect(JSON.parse(stikk(['replay', out, '--json']).stdout).finished).toBe(true);
  });
  it('saves the record when the player quits, and it replays as unfinished', () => {
    const out = join(dir, 'quit.json');
    const r = stikk(['play', 'bondtolva', '--seed', 'q', '--out', out], '#1\n#1\nquit\n');
    expect(r.status, r.stderr).toBe(0);
    const replay = stikk(['replay', out, '--json']);
    expect(replay.status).toBe(0);
    expect(JSON.parse(replay.stdout).finished).toBe(false);
  });
});
