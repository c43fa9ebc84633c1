/**
 * A small record per option added in issue #19 (test/fixtures/records/), replayed through
 * `stikk replay --json`: each replays, shows what the option changes, and replayed without
 * the option gives the old rule's answer.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikk } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'stikk-option-records-'));
const fixture = (name: string) =>
  JSON.parse(readFileSync(`test/fixtures/records/${name}.json`, 'utf8')) as {
    options: Record<string, unknown>;
    actions: Array<[number, string]>;
  };

/** `stikk replay --json` of a record (written to a file), with its exit status. */
function replay(name: string, record: object): { status: number | null; out: ReplayOut } {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(record));
  const r = stikk(['replay', file, '--json']);
  return { status: r.status, out: JSON.parse(r.stdout) };
}

interface ReplayOut {
  deals: Deal[];
  error?: Record<string, unknown>;
}

interface Deal {
  trump?: string;
  upcard?: string;
  contract?: string;
  tricks?: number;
  score: Record<string, number>;
}

describe('records with the new options replay through stikk replay --json', () => {
  it('selbu trump: draw-suit — every round is trumps in the upcard’s suit, court cards and aces too', () => {
    const record = fixture('selbu-draw-suit');
    expect(record.options.trump).toBe('draw-suit');
    const r = replay('draw-suit', record);
    expect(r.status).toBe(0);
    const deals = r.out.deals;
    expect(deals.map((d) => [d.upcard, d.trump])).toEqual([
      ['CJ', 'C'],
      ['S6', 'S'],
      ['HA', 'H'],
    ]);
    // The same cards under `draw`: a turned-up jack or ace means no trump.
    const draw = replay('draw', { ...record, options: { ...record.options, trump: 'draw' } });
    expect(draw.status).toBe(0);
    expect(draw.out.deals.map((d) => d.trump)).toEqual(['NT', 'S', 'NT']);
  });

  it('bridgette colonOnColon: allowed — a colon played to a led colon; refused without the option', () => {
    const record = fixture('bridgette-colon-on-colon');
    expect(record.actions.slice(4, 6)).toEqual([
      [1, 'RC'],
      [0, 'GC'],
    ]);
    const r = replay('colon-on-colon', record);
    expect(r.status).toBe(0);
    expect(r.out.deals).toHaveLength(1);
    const forbidden = replay('colon-forbidden', { ...record, options: {} });
    expect(forbidden.status).toBe(2);
    expect(forbidden.out).toMatchObject({
      error: { index: 5, seat: 0, action: 'GC', code: 'colon-on-colon' },
    });
  });

  it('bridgette insultFirst — 4S doubled, 10 tricks: 2300, and 1900 without the option', () => {
    const record = fixture('bridgette-insult-first');
    const r = replay('insult-first', record);
    expect(r.status).toBe(0);
    expect(r.out.deals[0]).toMatchObject({
      contract: '4SX',
      tricks: 10,
      score: { '0': 2300, '1': 0 },
    });
    const after = replay('insult-after', { ...record, options: {} });
    expect(after.out.deals[0].score).toEqual({ '0': 1900, '1': 0 });
  });
});

describe('stikk play takes the new options as flags and records them', () => {
  it('selbu --trump draw-suit: a whole match, replayed', () => {
    const out = join(dir, 'play-draw-suit.json');
    const args = ['play', 'selbu', '--players', '3', '--trump', 'draw-suit', '--handSizes', '1,2'];
    const r = stikk([...args, '--seed', 'f', '--out', out], '#1\n'.repeat(50));
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).options).toMatchObject({ trump: 'draw-suit' });
    const back = stikk(['replay', out, '--json']);
    expect(back.status).toBe(0);
    for (const d of JSON.parse(back.stdout).deals as Deal[]) expect(d.trump).toBe(d.upcard?.[0]);
  });

  it('bridgette --colonOnColon allowed --insultFirst, and a bad value refused with exit 2', () => {
    const out = join(dir, 'play-bridgette.json');
    const args = ['play', 'bridgette', '--colonOnColon', 'allowed', '--insultFirst', '--seed', 'q'];
    const r = stikk([...args, '--out', out], '#1\n#1\nquit\n');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).options).toEqual({
      colonOnColon: 'allowed',
      insultFirst: true,
    });
    const bad = stikk(['play', 'bridgette', '--colonOnColon', 'sometimes']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/option colonOnColon must be one of forbidden, allowed/);
  });
});
