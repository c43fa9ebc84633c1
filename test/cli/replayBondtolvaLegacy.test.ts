/**
 * Bondtolva records written before the game waited for a declaration choice after every phase-1
 * trick (it waited only when the winner held a king–queen pair) replay exactly as they did: a
 * card where the choice is now due reads as `pass`, the draw, then that card.
 *
 * test/fixtures/bondtolva-legacy/golden.json holds `stikk replay - --json` (exit status, standard
 * output, standard error) of every bondtolva record in the repository — the replay samples and
 * the legacy records beside the golden file (22 simulated matches: `stikk simulate bondtolva`
 * with basic, random and strong bots; 3 records cut and edited around a card led straight after
 * a trick) — as printed by a build of the code before that change (commit 60f3092).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/catalog.js';
import { stikk } from './run.js';

const root = 'test/fixtures';

interface Golden {
  status: number;
  stdout: unknown;
  stderr: string;
}

const golden = JSON.parse(readFileSync(join(root, 'bondtolva-legacy', 'golden.json'), 'utf8')) as Record<
  string,
  Golden
>;

/** A record file: a bare record, or a replay sample that wraps one with its note and expectation. */
function recordOf(file: string): Record<string, unknown> {
  const raw = JSON.parse(readFileSync(join(root, file), 'utf8'));
  return raw.record ?? raw;
}

/** What `stikk replay --json` prints for a record, computed in process (src/cli/commands/replay.ts). */
function replayJson(record: unknown): unknown {
  const r = replayRecord(record);
  if (r.ok) return JSON.parse(JSON.stringify(r.value.result));
  const { index, seat, action, code, params, message } = r.error;
  return JSON.parse(JSON.stringify({ error: { index, seat, action, code, params, message } }));
}

const files = Object.keys(golden).sort();

describe('old bondtolva records replay exactly as before the declaration wait after every trick', () => {
  it('covers every bondtolva record in the repository', () => {
    expect(files.filter((f) => f.startsWith('replay-samples/bondtolva/'))).toHaveLength(9);
    expect(files.length).toBe(34);
    // The legacy records lead cards straight after tricks won without a pair: the old reading.
    expect(files.filter((f) => (golden[f].stdout as { finished?: boolean }).finished).length).toBe(24);
  });

  it.each(files)('%s: the same result (or the same error) in process', (file) => {
    expect(replayJson(recordOf(file))).toEqual(golden[file].stdout);
  });

  // The CLI end to end on a few (each run starts node: the others are checked in process above).
  it.each([
    'replay-samples/bondtolva/02.json',
    'replay-samples/bondtolva/07.json',
    'bondtolva-legacy/basic-random-1.json',
    'bondtolva-legacy/drawn-card.json',
    'bondtolva-legacy/foreign-card.json',
    'bondtolva-legacy/loser-leads.json',
  ])('%s: stikk replay - --json prints the same', (file) => {
    const r = stikk(['replay', '-', '--json'], JSON.stringify(recordOf(file)));
    expect({ status: r.status, stdout: JSON.parse(r.stdout), stderr: r.stderr }).toEqual(golden[file]);
  });
});
