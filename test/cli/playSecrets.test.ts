import { describe, expect, it } from 'vitest';
import { stikk } from './run.js';

const firstChoice = '#1\n'.repeat(60);

/** What the terminal prints of the bots' actions: lines `<seat>: <action>` outside the table picture. */
const botLines = (out: string, seat: RegExp) => out.split('\n').filter((l) => seat.test(l));

describe('stikk play tells the player no more of the bots’ actions than the table shows', () => {
  it('bridgette: the opponent’s discard is a count, never the cards', () => {
    const r = stikk(['play', 'bridgette', '--seed', 'a1'], `${firstChoice}quit\n`);
    expect(r.status, r.stderr).toBe(0);
    const lines = botLines(r.stdout, /^(> )?opponent: /);
    expect(lines.some((l) => /opponent: discards \d+ cards$/.test(l))).toBe(true);
    expect(lines.filter((l) => l.includes('discard:'))).toEqual([]);
  });
  it('selbu: a secret bid is announced as made, its number shown only once every bid is in', () => {
    const r = stikk(['play', 'selbu', '--seed', 'a1', '--handSizes', '3,2'], `${firstChoice}quit\n`);
    expect(r.status, r.stderr).toBe(0);
    const bids = botLines(r.stdout, /^(> )?seat [1-3]: (\d+|bid \(hidden\))$/);
    expect(bids.length).toBeGreaterThanOrEqual(3);
    expect(bids.every((l) => l.endsWith('bid (hidden)'))).toBe(true);
    // Revealed together afterwards, in the table picture.
    expect(r.stdout).toMatch(/ {2}seat {2}bid/);
  });
  it('selbu with sequential bidding: each bid is public as it is made', () => {
    const r = stikk(
      ['play', 'selbu', '--seed', 'a1', '--handSizes', '3,2', '--bidding', 'sequential'],
      `${firstChoice}quit\n`,
    );
    expect(r.status, r.stderr).toBe(0);
    const bids = botLines(r.stdout, /^(> )?seat [1-3]: \d+$/);
    expect(bids.length).toBeGreaterThanOrEqual(3);
  });
});
