/**
 * Golden replays: every stikk-record/1 record kept in the repository (test/fixtures/**, either a
 * bare record or a sample's `record`) must keep replaying to the result stored for it in
 * test/fixtures/golden/replays.json — what `stikk replay --json` printed for it when the file
 * was made. A rule change that alters an old record's result shows up here, record by record.
 *
 * A record added later is not in the golden file yet: `STIKK_GOLDEN_ADD=1 npx vitest run
 * test/engine/goldenReplays.test.ts` appends its current result. It never rewrites an entry that
 * is already there; changing one is a deliberate edit of the JSON file, visible in review.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/catalog.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = join(ROOT, 'test/fixtures');
const GOLDEN = join(FIXTURES, 'golden/replays.json');

/** What `stikk replay --json` prints: the match result, or the error object. */
type ReplayJson = { result: unknown } | { error: unknown };

interface GoldenFile {
  about: string;
  records: Record<string, ReplayJson>;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return jsonFiles(path);
    return e.name.endsWith('.json') && path !== GOLDEN ? [path] : [];
  });
}

const isRecord = (x: unknown): boolean =>
  typeof x === 'object' && x !== null && (x as { format?: unknown }).format === 'stikk-record/1';

/** The record a fixture file holds (itself, or a sample's `record`), if any. */
function recordIn(file: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (isRecord(json)) return json;
  const inner = (json as { record?: unknown } | null)?.record;
  return isRecord(inner) ? inner : undefined;
}

/** The replay as `stikk replay --json` reports it, through JSON as the CLI prints it. */
function replayJson(record: unknown): ReplayJson {
  const r = replayRecord(record);
  const out = r.ok ? { result: r.value.result } : { error: r.error };
  return JSON.parse(JSON.stringify(out)) as ReplayJson;
}

const records = new Map(
  jsonFiles(FIXTURES)
    .map((file) => [relative(ROOT, file).split('\\').join('/'), recordIn(file)] as const)
    .filter((entry): entry is readonly [string, unknown] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b)),
);

const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as GoldenFile;

if (process.env.STIKK_GOLDEN_ADD) {
  const added = [...records].filter(([path]) => !Object.hasOwn(golden.records, path));
  for (const [path, record] of added) golden.records[path] = replayJson(record);
  if (added.length > 0) writeFileSync(GOLDEN, `${JSON.stringify(golden, null, 2)}\n`);
}

describe('golden replays: old records replay to the results stored for them', () => {
  it('the golden file covers records of all five games', () => {
    const games = new Set(
      Object.keys(golden.records).map((p) => (records.get(p) as { game?: string })?.game),
    );
    expect([...games].sort()).toEqual(['bondebridge', 'bondtolva', 'bridge', 'bridgette', 'selbu']);
  });

  it.each(Object.keys(golden.records))('%s', (path) => {
    expect(existsSync(join(ROOT, path)), `${path} is gone; a golden record may not be deleted`).toBe(true);
    const record = records.get(path);
    expect(record, `${path} no longer holds a stikk-record/1 record`).toBeDefined();
    expect(replayJson(record)).toEqual(golden.records[path]);
  });

  it('every record under test/fixtures has a golden result', () => {
    const missing = [...records.keys()].filter((p) => !Object.hasOwn(golden.records, p));
    expect(missing, 'add them with STIKK_GOLDEN_ADD=1 (see the head of this file)').toEqual([]);
  });
});
