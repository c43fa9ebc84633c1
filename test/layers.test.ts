/**
 * The layers of docs/architecture.md, checked on the sources: every relative import of a module
 * under src/ goes to its own layer or one below it, and the browser bundle takes no value from
 * the layers it must not carry (bots, solver, catalog, simulation, server code).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Layer of each top-level part of src/, lowest first (docs/architecture.md). */
const LAYER: Record<string, number> = {
  cards: 0,
  engine: 1,
  games: 2,
  bidding: 2,
  solver: 3,
  bots: 4,
  scorekeeper: 5,
  pbn: 5,
  analysis: 5,
  words: 5,
  catalog: 6,
  sim: 7,
  server: 8,
  protocol: 8,
  cli: 9,
  web: 9,
  bench: 9,
  localCluster: 9,
  flags: 0,
};

/** What the web may import values from; anything else only as types. */
const BROWSER_SAFE = new Set([
  'cards',
  'engine',
  'bidding',
  'games',
  'scorekeeper',
  'protocol',
  'words',
  'web',
]);

/**
 * The deal viewer's Web Worker (src/web/analysis/worker/): a bundle of its own, loaded only when a
 * review is asked for, so it may carry the analysis and the solver the page itself must not.
 */
const REVIEW_WORKER = join(SRC, 'web', 'analysis', 'worker') + sep;
const inReviewWorker = (file: string): boolean => file.startsWith(REVIEW_WORKER);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** `src/games/selbu/view.ts` → `games`; `src/catalog.ts` → `catalog`. */
const partOf = (file: string): string =>
  relative(SRC, file)
    .split(sep)[0]
    .replace(/\.tsx?$/, '');

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const out: Import[] = [];
  for (const m of text.matchAll(
    /^(?:import|export)(\s+type)?[^'"]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm,
  )) {
    const spec = m[2] ?? m[3];
    out.push({ from: file, to: resolve(file, '..', spec), typeOnly: m[1] !== undefined });
  }
  return out;
}

const all = sources(SRC).flatMap(importsOf);
const show = (i: Import) => `${relative(SRC, i.from)} → ${relative(SRC, i.to)}`;

describe('layers', () => {
  it('every part of src/ has a layer', () => {
    // The scan must see the imports, or every check below would pass on nothing.
    expect(all.length).toBeGreaterThan(300);
    const parts = new Set(sources(SRC).map(partOf));
    expect([...parts].filter((p) => LAYER[p] === undefined)).toEqual([]);
  });

  it('no module imports from a layer above its own', () => {
    const upward = all.filter((i) => LAYER[partOf(i.to)] > LAYER[partOf(i.from)]).map(show);
    expect(upward).toEqual([]);
  });

  it('the rules import no player: nothing under src/games/ imports from src/bots/', () => {
    expect(all.filter((i) => partOf(i.from) === 'games' && partOf(i.to) === 'bots').map(show)).toEqual([]);
  });

  it('the web takes values only from browser-safe layers', () => {
    const heavy = all.filter(
      (i) =>
        partOf(i.from) === 'web' && !i.typeOnly && !BROWSER_SAFE.has(partOf(i.to)) && !inReviewWorker(i.from),
    );
    expect(heavy.map(show)).toEqual([]);
  });

  it('nothing outside the web takes values from it: dist/web is the browser bundle, emptied by the web build', () => {
    const intoWeb = all.filter((i) => partOf(i.from) !== 'web' && partOf(i.to) === 'web' && !i.typeOnly);
    expect(intoWeb.map(show)).toEqual([]);
  });

  it('the review worker of the deal viewer takes the analysis and the solver, and nothing else takes the worker', () => {
    const worker = all.filter(
      (i) => inReviewWorker(i.from) && !i.typeOnly && !BROWSER_SAFE.has(partOf(i.to)),
    );
    expect(new Set(worker.map((i) => partOf(i.to)))).toEqual(new Set(['analysis', 'solver']));
    // The page starts the worker by its URL (a chunk of its own): no module of the page imports it.
    expect(all.filter((i) => !inReviewWorker(i.from) && inReviewWorker(i.to)).map(show)).toEqual([]);
  });
});
