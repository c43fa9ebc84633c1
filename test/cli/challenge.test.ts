import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dailySeed } from '../../src/challenge/seed.js';
import { stikk } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'stikk-challenge-'));
// A person who types "#1" (the first legal action) at every prompt.
const firstChoice = '#1\n'.repeat(4000);
const quick = ['--bot-ms', '5'];

describe("stikk challenge: the day's boards, then the bots' line beside yours", () => {
  it("plays bridgette's challenge from piped input and ranks you and the bot by total", () => {
    const out = join(dir, 'bridgette.json');
    const r = stikk(['challenge', 'bridgette', '--date', '2026-12-05', '--out', out, ...quick], firstChoice);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Challenge bridgette 2026-12-05: you play seat 0 against strong bots/);
    expect(r.stdout).toMatch(/The bots now play the same deals in your seat/);
    const results = r.stdout.slice(r.stdout.indexOf('Results — bridgette 2026-12-05'));
    expect(results).toMatch(/deal\s+you\s+the bot/);
    expect(results).toMatch(/^you: [+-]?\d+ points — rank [12]$/m);
    expect(results).toMatch(/^the bot: [+-]?\d+ points — rank [12]$/m);
    // Your match was dealt the challenge's decks: the same date gives the same first deck.
    const record = JSON.parse(readFileSync(out, 'utf8'));
    const again = join(dir, 'bridgette-again.json');
    expect(
      stikk(['challenge', 'bridgette', '--date', '2026-12-05', '--out', again, ...quick], 'quit\n').status,
    ).toBe(0);
    expect(JSON.parse(readFileSync(again, 'utf8')).decks[0]).toEqual(record.decks[0]);
  });
  it('prints JSON with --json: matchpoints and IMPs over the 8 bridge boards, the table on stderr', () => {
    const r = stikk(['challenge', 'bridge', '--date', '2026-12-05', '--json', ...quick], firstChoice);
    expect(r.status, r.stderr).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(body.challenge).toMatchObject({ game: 'bridge', date: '2026-12-05', seat: 2 });
    expect(body.challenge.seed).toBe(dailySeed('2026-12-05', 'bridge'));
    expect(body.lines.map((l: { entrant: string }) => l.entrant).sort()).toEqual(['bot', 'you']);
    for (const line of body.lines) {
      expect(line.boards).toHaveLength(8);
      expect(line.top).toBe(16);
    }
    // Two results a board: the matchpoints of both add up to the top of every board.
    expect(body.lines[0].matchpoints + body.lines[1].matchpoints).toBe(16);
    expect(r.stderr).toMatch(/you play South/);
  });
  it("ranks selbu's 20 rounds by total, with the rounds bid exactly", () => {
    const r = stikk(['challenge', 'selbu', '--date', '2026-12-05', '--json', ...quick], firstChoice);
    expect(r.status, r.stderr).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(body.ranking).toBe('total');
    for (const line of body.lines) {
      expect(line.boards).toHaveLength(20);
      expect(line.total).toBe(line.boards.reduce((a: number, b: number) => a + b, 0));
      expect(line.exactBids.rounds).toBe(20);
    }
  });
  it('leaves without a result when you quit', () => {
    const r = stikk(['challenge', 'bondtolva', '--date', '2026-12-05', ...quick], 'quit\n');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Challenge left unfinished: no result/);
    expect(r.stdout).not.toMatch(/Results/);
  });
  it('refuses a bad --date, game or --seat with exit 2 and a clear message', () => {
    const cases: Array<[string[], RegExp]> = [
      [['bridge', '--date', '2026-02-30'], /--date: "2026-02-30" is not a day of the calendar/],
      [['bridge', '--date', '5.12.2026'], /--date: "5.12.2026" is not a date as YYYY-MM-DD/],
      [['skat'], /no challenge for "skat" \(games: bridge, bondebridge, selbu, bridgette, bondtolva\)/],
      [['bondtolva', '--seat', '2'], /--seat must be 0..1/],
    ];
    for (const [args, message] of cases) {
      const r = stikk(['challenge', ...args], '');
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });
});
