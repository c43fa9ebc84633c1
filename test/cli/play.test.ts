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
  it('bondebridge --three-players: the player holds North and South in their deals and sees both hands', () => {
    const out = join(dir, 'three.json');
    const r = stikk(
      [
        'play',
        'bondebridge',
        '--three-players',
        '--deals',
        '3',
        '--doubling',
        '--doubled-points',
        'penalty',
        '--seed',
        't3',
        '--out',
        out,
      ],
      firstChoice,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/you are player 0/);
    expect(r.stdout).toMatch(/--- you play North and South/);
    expect(r.stdout).toMatch(/--- you play East/);
    expect(r.stdout).toMatch(/Your other hand \(S\):/);
    expect(r.stdout).toMatch(/South \(you choose\) to act/);
    const record = JSON.parse(readFileSync(out, 'utf8'));
    expect(record.options).toEqual({
      doubling: true,
      doubledPoints: 'penalty',
      threePlayers: true,
      deals: 3,
    });
    const replay = stikk(['replay', out, '--json']);
    expect(replay.status, replay.stderr).toBe(0);
    expect(Object.keys(JSON.parse(replay.stdout).totals).sort()).toEqual(['0', '1', '2']);
  });
  it('bondebridge --three-players refuses a fourth player, rotating partners and a match of 4 deals', () => {
    expect(stikk(['play', 'bondebridge', '--threePlayers', '--seat', '3']).stderr).toMatch(
      /--seat must be 0..2 \(your player number\)/,
    );
    const both = stikk(['play', 'bondebridge', '--three-players', '--rotating-partners']);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/rotatingPartners and threePlayers cannot be combined/);
    expect(stikk(['play', 'bondebridge', '--three-players', '--deals', '4']).stderr).toMatch(
      /deals must be a multiple of 3 with threePlayers \(got 4\)/,
    );
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
  it('bridge --scoring total --deals N plays N deals, nobody vulnerable', () => {
    const out = join(dir, 'total.json');
    const r = stikk(
      ['play', 'bridge', '--seed', 't', '--scoring', 'total', '--deals', '2', '--out', out],
      firstChoice,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/bridge: finished, 2 deals/);
    const record = JSON.parse(readFileSync(out, 'utf8'));
    expect(record.options).toEqual({ scoring: 'total', deals: 2 });
    const result = JSON.parse(stikk(['replay', out, '--json']).stdout);
    expect(result.deals.map((d: { vulnerable: string }) => d.vulnerable)).toEqual(['none', 'none']);
  });
  it('close ends a rubber early: the final standing with the unfinished-rubber bonuses, a closed record', () => {
    const out = join(dir, 'closed.json');
    // Plays a deal and a bit with the first legal action, then closes the table.
    const r = stikk(['play', 'bridge', '--seed', 'c', '--out', out], `${'#1\n'.repeat(30)}close\n`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/the table is closed: the match ends with the deals played/);
    expect(r.stdout).toMatch(/bridge: finished \(the table was closed\)/);
    expect(r.stdout).toMatch(/unfinished rubber: NS \d+, EW \d+/);
    const record = JSON.parse(readFileSync(out, 'utf8'));
    expect(record.closed).toBe(true);
    const replay = stikk(['replay', out, '--json']);
    expect(replay.status, replay.stderr).toBe(0);
    expect(JSON.parse(replay.stdout)).toMatchObject({ finished: true, closed: true });
  });
  it('undo takes back your call and the bots’ since; once more, nothing is left to take back', () => {
    const out = join(dir, 'undo.json');
    const r = stikk(
      ['play', 'bridge', '--seed', '7', '--first-dealer', '0', '--out', out],
      '1C\nundo\nundo\nP\nquit\n',
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/taken back: your last action and 3 of the bots' since/);
    expect(r.stdout).toMatch(/cannot undo: you have no action to take back in this deal/);
    // The record holds only what stands: our pass (not the 1C taken back) and the bots' calls after it.
    const record = JSON.parse(readFileSync(out, 'utf8'));
    expect(record.actions[0]).toEqual([0, 'P']);
    expect(record.actions.filter(([seat]: [number, string]) => seat === 0)).toEqual([[0, 'P']]);
  });
});

describe('stikk play --help', () => {
  it('lists each game’s options with when they apply, and none of the score keeper’s only', () => {
    const r = stikk(['play', '--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/--rubbers <1\.\.99>\n.*only with scoring rubber/);
    expect(r.stdout).toMatch(/--boards <1\.\.999>\n.*only with scoring duplicate/);
    expect(r.stdout).toMatch(/--handSizes <classic\|up\|down\|n,n,…>/);
    expect(r.stdout).not.toMatch(/revokePenalty/);
  });
});
