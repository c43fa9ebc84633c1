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

/** `stikk replay --json` of a fixture as it is (with the fields these tests read). */
function replayFixture(name: string, change: Record<string, unknown> = {}) {
  const record = { ...JSON.parse(readFileSync(`test/fixtures/records/${name}.json`, 'utf8')), ...change };
  const file = join(dir, `${name}-${Object.keys(change).join('-')}.json`);
  writeFileSync(file, JSON.stringify(record));
  const r = stikk(['replay', file, '--json']);
  return { status: r.status, stderr: r.stderr, out: r.stdout ? JSON.parse(r.stdout) : null };
}

describe('records with the rest of issue 19 replay through stikk replay --json', () => {
  it('bondebridge doubledPoints: penalty — a made doubled contract scores as undoubled, a failed one doubles', () => {
    const pen = replayFixture('bondebridge-doubled-penalty');
    expect(pen.status).toBe(0);
    const line = (d: Deal) => [d.contract, d.tricks, d.score];
    expect(pen.out.deals.map(line)).toEqual([
      ['2HX', 9, { NS: 0, EW: 9 }],
      ['1S', 10, { NS: 10, EW: 0 }],
      ['2CX', 6, { NS: 0, EW: 8 }],
    ]);
    const all = replayFixture('bondebridge-doubled-penalty', {
      options: { doubling: true, doubledPoints: 'all', deals: 3 },
    });
    expect(all.out.deals.map(line)[0]).toEqual(['2HX', 9, { NS: 0, EW: 18 }]);
  });

  it('bondebridge threePlayers — each deal one person plays North and South, scores by person', () => {
    const r = replayFixture('bondebridge-three-players');
    expect(r.status).toBe(0);
    expect(r.out.finished).toBe(true);
    expect(r.out.deals).toHaveLength(6);
    expect(r.out.deals.map((d: { seating: number[] }) => d.seating)).toEqual([
      [0, 1, 0, 2],
      [1, 0, 1, 2],
      [2, 0, 2, 1],
      [0, 1, 0, 2],
      [1, 0, 1, 2],
      [2, 0, 2, 1],
    ]);
    expect(Object.keys(r.out.totals).sort()).toEqual(['0', '1', '2']);
    for (const d of r.out.deals as Array<{
      seating: number[];
      declarer: number;
      score: Record<string, number>;
    }>) {
      // The points go to the people of one side only.
      const scored = Object.keys(d.score).filter((k) => d.score[k] !== 0);
      const sideOf = (seat: number) => seat % 2;
      expect(
        new Set(scored.flatMap((k) => d.seating.flatMap((p, s) => (String(p) === k ? [sideOf(s)] : []))))
          .size,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('bridge scoring: total — deals scored as duplicate boards, nobody vulnerable, summed', () => {
    const r = replayFixture('bridge-total');
    expect(r.status).toBe(0);
    expect(r.out.finished).toBe(true);
    expect(r.out.deals.map((d: { vulnerable: string }) => d.vulnerable)).toEqual(['none', 'none']);
    expect(r.out.totals).toEqual({ NS: 230, EW: 90 });
  });

  it('bridge rubber closed: true — finished, with the unfinished-rubber bonuses; without it unfinished', () => {
    const closed = replayFixture('bridge-rubber-closed');
    expect(closed.status).toBe(0);
    expect(closed.out).toMatchObject({ finished: true, closed: true, winners: ['EW'] });
    expect(closed.out.unfinishedRubberBonus).toEqual({ NS: 50, EW: 300 });
    expect(closed.out.totals).toEqual({ NS: 90, EW: 570 });
    const open = replayFixture('bridge-rubber-closed', { closed: false });
    expect(open.out).toMatchObject({ finished: false, winners: [], totals: { NS: 40, EW: 270 } });
    expect(open.out).not.toHaveProperty('unfinishedRubberBonus');
  });

  it('bondtolva with the pass after every phase-1 trick written out', () => {
    const r = replayFixture('bondtolva-passes');
    expect(r.status).toBe(0);
    expect(r.out).toMatchObject({ finished: true, totals: { 0: 12, 1: 8 }, winners: ['0'] });
    const record = JSON.parse(readFileSync('test/fixtures/records/bondtolva-passes.json', 'utf8'));
    expect(record.actions.filter(([, a]: [number, string]) => a === 'pass').length).toBeGreaterThan(20);
  });
});
