import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/card.js';
import { type Deal, formatDeal } from '../../src/cards/hand.js';
import { ddThreads, formatTable } from '../../src/cli/commands/dd.js';
import { ddTable, tableToJson } from '../../src/solver/index.js';
import { defaultDdThreads } from '../../src/solver/pool.js';
import { cutDeal } from '../solver/fixtureDeals.js';
import { stikk } from './run.js';

/*
 * `stikk dd --pbn` solves on worker threads; its output must stay what the single-threaded
 * command printed: one table per deal, in file order. Small hands keep the spawned CLI quick.
 */

// The slowest deal first, so that workers finish later deals before it.
const boards = [
  { board: 3, hands: cutDeal(0, 7) },
  { board: 4, hands: cutDeal(1, 3) },
  { board: 5, hands: cutDeal(2, 5) },
  { board: 6, hands: cutDeal(3, 2) },
  { board: 7, hands: cutDeal(4, 4) },
];
const dealText = (hands: Card[][], first = 0) => formatDeal({ hands } as Deal, first);
const pbnOf = (list: { board: number; hands: Card[][] }[], extra = '') =>
  list.map((b, i) => `[Board "${b.board}"]\n[Deal "${dealText(b.hands, i % 4)}"]\n`).join('\n') + extra;

const dir = mkdtempSync(join(tmpdir(), 'stikk-dd-cli-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('stikk dd --pbn', () => {
  const file = write('five.pbn', pbnOf(boards));

  it('prints one JSON line per deal in file order, on worker threads as in one thread', () => {
    const parallel = stikk(['dd', '--pbn', file, '--json']);
    expect(parallel.stderr).toBe('');
    expect(parallel.status).toBe(0);
    const lines = parallel.stdout.trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(
      boards.map((b, i) => ({
        board: b.board,
        deal: dealText(b.hands, i % 4),
        tricks: tableToJson(ddTable(b.hands)),
      })),
    );
    const single = stikk(['dd', '--pbn', file, '--json', '--threads', '1']);
    expect(single.stdout).toBe(parallel.stdout);
  });

  it('prints the readable tables in file order', () => {
    const r = stikk(['dd', '--pbn', file]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      boards
        .map((b, i) => `Board ${b.board}: ${dealText(b.hands, i % 4)}\n${formatTable(ddTable(b.hands))}\n`)
        .join(''),
    );
  });

  it('prints the tables before a bad game, then fails naming it', () => {
    const bad = write(
      'bad.pbn',
      pbnOf(boards.slice(0, 2), '\n[Board "9"]\n[Deal "N:A.K.. K.A.. Q..A. J...AK"]\n'),
    );
    const r = stikk(['dd', '--pbn', bad, '--json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: game 3: hands are unequal/);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).board),
    ).toEqual([3, 4]);
  });

  it('refuses a thread count that is not a positive whole number', () => {
    for (const bad of ['0', '1.5', 'two']) {
      const r = stikk(['dd', '--pbn', file, '--threads', bad]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/--threads must be a whole number/);
    }
  });
});

describe('stikk dd DEAL', () => {
  it('prints the same table in this thread (the default) and on worker threads (--threads 2)', () => {
    const deal = dealText(cutDeal(5, 6));
    const one = stikk(['dd', deal, '--json']);
    const two = stikk(['dd', deal, '--json', '--threads', '2']);
    expect(one.status).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual({ tricks: tableToJson(ddTable(cutDeal(5, 6))) });
    expect(two.stdout).toBe(one.stdout);
  });
});

describe('when stikk dd starts worker threads', () => {
  it('for a file of several deals by default, never for one deal unless asked', () => {
    expect(ddThreads(5)).toBe(defaultDdThreads());
    expect(ddThreads(1)).toBe(1);
    expect(ddThreads(0)).toBe(1);
    expect(ddThreads(1, 2)).toBe(2);
    expect(ddThreads(5, 1)).toBe(1);
  });
});
