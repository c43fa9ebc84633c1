import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikk } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'stikk-analyze-'));
const write = (name: string, content: unknown): string => {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};
const BONDEBRIDGE = 'test/fixtures/analysis/bondebridge-4.json';
const CLAIMS = JSON.parse(readFileSync('test/fixtures/claims/bridge.json', 'utf8')).record;

describe('stikk analyze --json', () => {
  it('prints exactly the shape of interfaces.md §4', () => {
    const r = stikk(['analyze', BONDEBRIDGE, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['deals']);
    expect(out.deals.map((d: { index: number }) => d.index)).toEqual([0, 1, 2, 3]);
    for (const deal of out.deals) {
      expect(Object.keys(deal)).toEqual(['index', 'cards']);
      expect(deal.cards).toHaveLength(52);
      deal.cards.forEach((c: Record<string, unknown>, i: number) => {
        expect(Object.keys(c)).toEqual(['seat', 'card', 'best', 'value', 'cost']);
        expect(c.card).toMatch(/^[SHDC][2-9TJQKA]$/);
        expect(c.cost).toBeGreaterThanOrEqual(0);
        expect(Math.abs((c.best as number) - (c.value as number))).toBe(c.cost);
        if (i > 0) expect(c.best).toBe(deal.cards[i - 1].value);
      });
    }
  });

  it('a claimed bridge deal lists the cards played before the claim, dummy’s under dummy’s seat', () => {
    const r = stikk(['analyze', write('claims.json', CLAIMS), '--json']);
    expect(r.status, r.stderr).toBe(0);
    const cards = CLAIMS.actions.filter(([, a]: [number, string]) => /^[SHDC][2-9TJQKA]$/.test(a));
    const [deal] = JSON.parse(r.stdout).deals;
    expect(deal.cards.map((c: { seat: number; card: string }) => [c.seat, c.card])).toEqual(cards);
    // 6NT by North: South is dummy and plays its own cards under its seat.
    expect(deal.cards.some((c: { seat: number }) => c.seat === 2)).toBe(true);
  });
});

describe('stikk analyze, readable', () => {
  it('shows each deal with its contract, table and par, and marks the costly cards', () => {
    const r = stikk(['analyze', write('claims-text.json', CLAIMS)]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^bridge: 1 deal analysed double dummy/);
    expect(r.stdout).toMatch(/deal 1: dealer N, vulnerable none, 6NT by N, 13 tricks \(double dummy \d+\)/);
    expect(r.stdout).toMatch(/par (NS|EW) \+\d+: /);
    expect(r.stdout).toMatch(/claimed: 12 tricks for declarer's side/);
    const bb = stikk(['analyze', BONDEBRIDGE]);
    expect(bb.status, bb.stderr).toBe(0);
    expect(bb.stdout).toMatch(/trick {2}1: /);
    expect(bb.stdout).toMatch(/ costs \d tricks? \(declarer's side \d+ → \d+\); best: /);
    expect(bb.stdout).toMatch(/costly cards?: declarer's side lost \d+ tricks?, the defenders \d+ tricks?/);
  });
});

describe('stikk analyze refuses bad input with exit 2 and the reason', () => {
  const base = JSON.parse(readFileSync(BONDEBRIDGE, 'utf8'));
  const refused = (args: string[], reason: RegExp, input?: string) => {
    const r = stikk(['analyze', ...args], input);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(reason);
  };

  it('not a record', () => {
    refused([write('bad.json', '{ nope')], /^error: malformed record: not JSON/);
    refused(
      [write('shape.json', { format: 'stikk-record/1', game: 'bridge' })],
      /^error: malformed record: decks/,
    );
    refused([join(dir, 'missing.json')], /^error: cannot read /);
  });

  it('an unknown game, or a game without a solver', () => {
    refused(
      [write('whist.json', { ...base, game: 'whist' })],
      /^error: unknown game "whist" \(games: .*bridge/,
    );
    const selbu = readFileSync('test/fixtures/records/bondtolva-passes.json', 'utf8');
    refused(
      ['-'],
      /^error: bondtolva has no double-dummy analysis \(stikk analyze covers bridge, bondebridge\)/,
      selbu,
    );
  });

  it('corrupt actions: the first illegal one, as replay names it', () => {
    const actions = base.actions.map((a: [number, string], i: number) => (i === 5 ? [a[0], 'XX'] : a));
    refused([write('corrupt.json', { ...base, actions })], /^error: action 5 \(seat \d, "XX"\): /);
    refused(
      [write('deck.json', { ...base, decks: [base.decks[0].slice(1)] })],
      /^error: malformed record: deck 0/,
    );
  });
});
