import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalText, matchAction } from '../../src/cli/commands/play.js';
import { terminal as en } from '../../src/words/en/terminal.js';
import { stikk } from './run.js';

describe('stikk replay --json: worked examples of claims (test/fixtures/claims)', () => {
  it.each(['bridge', 'bondebridge'])('%s', (game) => {
    const sample = JSON.parse(readFileSync(`test/fixtures/claims/${game}.json`, 'utf8'));
    const file = join(mkdtempSync(join(tmpdir(), 'stikk-claim-replay-')), 'record.json');
    writeFileSync(file, JSON.stringify(sample.record));
    const r = stikk(['replay', file, '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(sample.expect);
    const actions = sample.record.actions.map(([, a]: [number, string]) => a);
    expect(actions).toContain('reject');
    expect(actions.slice(-3)).toEqual([expect.stringMatching(/^claim:\d+$/), 'accept', 'accept']);
  });
});

describe('stikk play: claims', () => {
  const legal = ['SA', 'S2', 'claim:0', 'claim:1', 'claim:2', 'claim:10'];
  it('reads "claim N", "claim:N" and "CLAIM 10"; lists claims as one range', () => {
    expect(matchAction('claim 2', legal)).toBe('claim:2');
    expect(matchAction('claim:1', legal)).toBe('claim:1');
    expect(matchAction('CLAIM 10', legal)).toBe('claim:10');
    expect(matchAction('claim 11', legal)).toBeUndefined();
    expect(matchAction('s2', legal)).toBe('S2');
    expect(legalText(['SA', 'S2', 'claim:0', 'claim:1', 'claim:2'], en)).toBe(
      'legal: SA S2 · claim 0–2 (declarer: claim N of the remaining tricks)',
    );
    expect(legalText(['reject', 'accept'], en)).toBe('legal: reject accept');
  });

  it('declarer types "claim 13" holding every top card; the bots accept and the deal is scored', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-claim-'));
    const deals = join(dir, 'deals.pbn');
    // North holds the top cards of every suit: 13 tricks in no trump whatever the defence.
    writeFileSync(
      deals,
      '[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n',
    );
    const out = join(dir, 'record.json');
    // The auction: 7NT, then a pass whenever asked; in the play "claim 13" when it is legal.
    const input = `7NT\n${'P\nclaim 13\n'.repeat(20)}`;
    const r = stikk(
      [
        'play',
        'bridge',
        '--seat',
        '0',
        '--seed',
        'claim',
        '--scoring',
        'duplicate',
        '--boards',
        '1',
        '--deals',
        deals,
        '--out',
        out,
      ],
      input,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/deal finished: deal 1: dealer N; 7NT by N, 13 tricks \(13 of them claimed\)/);
    const replay = stikk(['replay', out, '--json']);
    expect(replay.status, replay.stderr).toBe(0);
    const result = JSON.parse(replay.stdout);
    expect(result.deals[0]).toMatchObject({
      contract: expect.stringMatching(/^7NT/),
      tricks: 13,
      claimed: 13,
    });
    expect(JSON.parse(readFileSync(out, 'utf8')).actions.map(([, a]: [number, string]) => a)).toContain(
      'claim:13',
    );
  });
});
