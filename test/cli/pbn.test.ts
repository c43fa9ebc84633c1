import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/card.js';
import { dealsFromPbn } from '../../src/pbn/decks.js';
import { stikk } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'stikk-pbn-'));
const FIXTURES = 'test/fixtures/pbn';
const TWO_DEALS = `${FIXTURES}/two-deals.pbn`;
const firstChoice = '#1\n'.repeat(4000);

function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const sampleRecord = (game: string, n = '01') =>
  JSON.parse(readFileSync(`test/fixtures/replay-samples/${game}/${n}.json`, 'utf8')).record;

function handsOf(pbn: string): Card[][][] {
  const d = dealsFromPbn(pbn);
  if (!d.ok) throw new Error(d.error);
  return d.value.map((x) => x.hands);
}

/** The hands each deal of a saved record dealt, by seat, read back through `stikk replay --pbn`. */
function recordHands(file: string): Card[][][] {
  const r = stikk(['replay', file, '--pbn']);
  expect(r.status, r.stderr).toBe(0);
  return handsOf(r.stdout);
}

const FILE_HANDS = handsOf(readFileSync(TWO_DEALS, 'utf8'));

describe('stikk replay --pbn', () => {
  it('prints the deals of a bondebridge record as PBN', () => {
    const r = stikk(['replay', `${FIXTURES}/bondebridge-cut.json`, '--pbn']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(readFileSync(`${FIXTURES}/bondebridge-cut.pbn`, 'utf8'));
  });
  it('prints one game per dealt deal of a bridge record, standard input too', () => {
    const record = sampleRecord('bridge');
    const r = stikk(['replay', '-', '--pbn'], JSON.stringify(record));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.startsWith('% PBN 2.1\n')).toBe(true);
    expect(handsOf(r.stdout)).toHaveLength(record.decks.length);
    expect(r.stdout).toContain('[Event "stikk bridge"]');
  });
  it('exits 2 with the reason for another game, a bad record, or --json with --pbn', () => {
    let r = stikk(['replay', write('selbu.json', sampleRecord('selbu')), '--pbn']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^error: PBN export is for bridge and bondebridge records; this record is selbu/,
    );
    r = stikk(['replay', write('junk.json', '{"format":'), '--pbn']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: malformed record: not JSON/);
    const bad = sampleRecord('bridge');
    bad.actions = [[(bad.firstDealer ?? 0) + 1, 'SA'], ...bad.actions];
    r = stikk(['replay', write('illegal.json', bad), '--pbn']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: action 0 \(seat \d, "SA"\)/);
    r = stikk(['replay', `${FIXTURES}/bondebridge-cut.json`, '--pbn', '--json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot be combined/);
  });
});

describe('stikk play --deals FILE.pbn', () => {
  it('plays the file’s deals first, each seat getting its PBN hand', () => {
    const out = join(dir, 'play-dup.json');
    const args = ['play', 'bridge', '--scoring', 'duplicate', '--boards', '3', '--seed', 'p'];
    const r = stikk([...args, '--deals', TWO_DEALS, '--out', out], firstChoice);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('--- new deal (1, PBN board 7) ---');
    expect(r.stdout).toContain('--- new deal (2, PBN board 8) ---');
    expect(r.stdout).toContain('--- new deal (3) ---');
    const hands = recordHands(out);
    expect(hands.slice(0, 2)).toEqual(FILE_HANDS);
    // After the file runs out the seeded decks are the ones the same seed deals without --deals.
    const plain = join(dir, 'play-plain.json');
    expect(stikk([...args, '--out', plain], firstChoice).status).toBe(0);
    const deck = (f: string) => JSON.parse(readFileSync(f, 'utf8')).decks[2];
    expect(deck(out)).toEqual(deck(plain));
  });
  it('bondebridge keeps --deals N as its match length next to --deals FILE', () => {
    const out = join(dir, 'play-bb.json');
    const r = stikk(
      [
        'play',
        'bondebridge',
        '--deals',
        '2',
        '--deals',
        TWO_DEALS,
        '--first-dealer',
        '3',
        '--seed',
        'b',
        '--out',
        out,
      ],
      firstChoice,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/bondebridge: finished, 2 deals/);
    expect(recordHands(out)[0]).toEqual(FILE_HANDS[0]);
  });
  it('exits 2 for a bad PBN file, a missing file and a game without PBN deals', () => {
    let r = stikk(['play', 'bridge', '--deals', `${FIXTURES}/short-hand.pbn`]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /short-hand\.pbn: PBN game 2 \(board 2\): a deal to play needs four 13-card hands/,
    );
    r = stikk(['play', 'bridge', '--deals', join(dir, 'nowhere.pbn')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: cannot read/);
    r = stikk(['play', 'bridge', '--deals', write('empty.pbn', '[Event "x"]\n')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no deal/);
    r = stikk(['play', 'selbu', '--deals', TWO_DEALS]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bridge and bondebridge, not selbu/);
  });
});

describe('stikk simulate --deals FILE.pbn', () => {
  it('every match starts with the file’s deals (also on a worker thread)', () => {
    for (const workers of ['0', '1']) {
      const out = join(dir, `sim-${workers}`);
      const r = stikk([
        'simulate',
        'bridge',
        '--scoring',
        'duplicate',
        '--boards',
        '3',
        '--games',
        '2',
        '--bots',
        'random',
        '--seed',
        's',
        '--workers',
        workers,
        '--deals',
        TWO_DEALS,
        '--out',
        out,
        '--json',
      ]);
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ game: 'bridge', dealsFile: TWO_DEALS, fileDeals: 2 });
      const files = readdirSync(out);
      expect(files).toHaveLength(2);
      for (const f of files) expect(recordHands(join(out, f)).slice(0, 2)).toEqual(FILE_HANDS);
    }
  });
  it('exits 2 for a bad PBN file', () => {
    const r = stikk(['simulate', 'bondebridge', '--games', '1', '--deals', `${FIXTURES}/short-hand.pbn`]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/13-card hands/);
  });
});
