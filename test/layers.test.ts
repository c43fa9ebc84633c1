/**
 * The layers of docs/architecture.md, checked on the sources. The test reads the doc's layer
 * table at run time, so the table is the rule and cannot drift from it:
 * - every file of src/ belongs to a row (the row whose folder holds it most closely), and every
 *   row's folder exists;
 * - a file imports (`import`, `import type`, `export … from`, `import('…')`) only from its own
 *   part and from the parts its row's "may import" column names — a part named "(types only)"
 *   gives types alone;
 * - the column is a layering: every part a row names sits in a lower layer (`#`) than the row;
 * - the browser bundle (the web outside its review worker) reaches, following value imports
 *   from file to file, only the parts the web's row names;
 * - no circle of files: the file-level import graph of src/ (types included) has no cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SRC = join(ROOT, 'src') + sep;
const DOC = join(ROOT, 'docs', 'architecture.md');

// ---- the doc's layer table ----

interface Permission {
  part: string;
  typesOnly: boolean;
}

interface Row {
  layer: number;
  /** The part's name as the `layer` column spells it (`score keeper`, `review worker`). */
  name: string;
  /** Relative to src/, without the leading `src/`: `games/`, `catalog.ts`. */
  folder: string;
  /** Empty for `nothing`. */
  mayImport: Permission[];
}

/** The cells of one markdown table line: `| a | b |` → ['a', 'b']. */
const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

const unquote = (s: string): string => s.replace(/^`(.*)`$/, '$1').trim();

/**
 * The first table of the doc whose header has the columns `#`, `layer`, `folder` and `may import`.
 * Anything the parser cannot read throws, naming the line: a rule misread would be a rule unchecked.
 */
function readLayerTable(text: string): Row[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => {
    if (!l.trim().startsWith('|')) return false;
    const head = cells(l);
    return ['#', 'layer', 'folder', 'may import'].every((c) => head.includes(c));
  });
  if (start < 0) throw new Error(`${DOC}: no table with the columns #, layer, folder, may import`);
  const head = cells(lines[start]);
  const col = (name: string) => head.indexOf(name);
  if (!/^\|(\s*:?-+:?\s*\|)+$/.test(lines[start + 1]?.trim() ?? ''))
    throw new Error(`${DOC}:${start + 2}: the layer table's header is not followed by a |---| line`);
  const raw: { line: number; c: string[] }[] = [];
  for (let i = start + 2; i < lines.length && lines[i].trim().startsWith('|'); i++) {
    const c = cells(lines[i]);
    if (c.length !== head.length)
      throw new Error(`${DOC}:${i + 1}: ${c.length} cells where the header has ${head.length}`);
    raw.push({ line: i + 1, c });
  }
  const names = new Set(raw.map((r) => r.c[col('layer')]));
  return raw.map(({ line, c }) => {
    const where = `${DOC}:${line}`;
    if (!/^\d+$/.test(c[col('#')]))
      throw new Error(`${where}: layer number "${c[col('#')]}" is not a whole number`);
    const layer = Number(c[col('#')]);
    const name = c[col('layer')];
    if (!/^[a-z][a-z ]*$/.test(name))
      throw new Error(
        `${where}: layer name "${name}" must be lower-case words (the "may import" column names it)`,
      );
    const folderCell = c[col('folder')];
    if (!/^`src\/[^`]+`$/.test(folderCell))
      throw new Error(`${where}: folder "${folderCell}" must be one path in backticks under src/`);
    const folder = unquote(folderCell).slice('src/'.length);
    const column = c[col('may import')];
    let mayImport: Permission[];
    if (column === 'nothing') mayImport = [];
    else {
      mayImport = column.split(',').map((item) => {
        const m = /^(`[^`]+`|[a-z][a-z ]*?)(\s+\(types only\))?$/.exec(item.trim());
        if (!m)
          throw new Error(
            `${where}: cannot read "${item.trim()}" in "may import" (a part's name, optionally "(types only)", or "nothing")`,
          );
        const part = unquote(m[1]);
        if (!names.has(part)) throw new Error(`${where}: "may import" names "${part}", which has no row`);
        return { part, typesOnly: m[2] !== undefined };
      });
    }
    return { layer, name, folder, mayImport };
  });
}

const ROWS = readLayerTable(readFileSync(DOC, 'utf8'));
const ROW = new Map(ROWS.map((r) => [r.name, r]));

// ---- the sources and their imports ----

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const FILES = sources(SRC);
const rel = (file: string): string => relative(SRC, file).split(sep).join('/');

/** The row a file belongs to: the one whose folder holds it most closely (the review worker before the web). */
function rowOf(file: string): Row | undefined {
  const path = rel(file);
  let best: Row | undefined;
  for (const r of ROWS) {
    const holds = r.folder.endsWith('/') ? path.startsWith(r.folder) : path === r.folder;
    if (holds && (best === undefined || r.folder.length > best.folder.length)) best = r;
  }
  return best;
}

interface Import {
  from: string;
  /** The file imported (a .ts/.tsx source, or another file such as a stylesheet). */
  to: string;
  typeOnly: boolean;
  /** 1-based, for the messages. */
  line: number;
}

/**
 * The imports of a source file, read with TypeScript's parser (so comments and strings never
 * count): import and export declarations, dynamic `import('…')`, and `typeof import('…')` types.
 * An import is type-only when the compiler erases it: `import type`, `export type`, or a list of
 * names each marked `type`.
 */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out: Import[] = [];
  const add = (spec: ts.Expression | ts.TypeNode | undefined, typeOnly: boolean, at: ts.Node) => {
    let literal: string | undefined;
    if (spec && ts.isStringLiteralLike(spec)) literal = spec.text;
    else if (spec && ts.isLiteralTypeNode(spec) && ts.isStringLiteral(spec.literal))
      literal = spec.literal.text;
    if (literal === undefined || !literal.startsWith('.')) return;
    const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1;
    out.push({ from: file, to: resolveImport(file, literal, line), typeOnly, line });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamesTyped =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, clause?.isTypeOnly === true || allNamesTyped, node);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause;
      const allNamesTyped =
        named !== undefined &&
        ts.isNamedExports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, node.isTypeOnly || allNamesTyped, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false, node);
    } else if (ts.isImportTypeNode(node)) {
      add(node.argument, true, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** `./x.js` → the `x.ts` or `x.tsx` beside it; anything else (`./style.css`) must exist as written. */
function resolveImport(from: string, spec: string, line: number): string {
  const base = resolve(dirname(from), spec);
  const candidates = spec.endsWith('.js')
    ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')]
    : [base];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  if (found === undefined) throw new Error(`${rel(from)}:${line}: cannot find the module '${spec}'`);
  return found;
}

const IMPORTS = FILES.flatMap(importsOf);
const show = (i: Import): string => `${rel(i.from)}:${i.line} → ${rel(i.to)}${i.typeOnly ? ' (type)' : ''}`;

// ---- cycles ----

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function circles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) connect(v);
  return out;
}

/** The shortest cycle through `start` within `inside`, as files in order with `start` at both ends. */
function shortestCycle(
  edges: ReadonlyMap<string, readonly string[]>,
  start: string,
  inside: Set<string>,
): string[] {
  const parent = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    for (const w of [...(edges.get(v) ?? [])].sort()) {
      if (!inside.has(w)) continue;
      if (w === start) {
        // Back from v to start along the parents: start → … → v, then the import closing the circle.
        const path = [start];
        for (let u: string | undefined = v; u !== start && u !== undefined; u = parent.get(u))
          path.splice(1, 0, u);
        return [...path, start];
      }
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [];
}

/** A cycle (first file repeated at the end) in the rotation that starts with its lowest file. */
function canonical(cycle: readonly string[]): string[] {
  const ring = cycle.slice(0, -1);
  const first = ring.indexOf([...ring].sort()[0]);
  return [...ring.slice(first), ...ring.slice(0, first), ring[first]];
}

/** The cycles to name for a circle of files: the shortest one through each file, each once. */
function namedCycles(edges: ReadonlyMap<string, readonly string[]>, component: string[]): string[][] {
  const inside = new Set(component);
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const file of component) {
    // One cycle may be found from each of its files: keep it once.
    const cycle = canonical(shortestCycle(edges, file, inside));
    const key = cycle.join(' → ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(cycle);
    }
  }
  return out;
}

// ---- the tests ----

describe('the layer table of docs/architecture.md', () => {
  it('is read: rows, folders that exist, parts named once', () => {
    expect(ROWS.length).toBeGreaterThan(10);
    // A folder is written with its trailing slash, a file without: `src/games/`, `src/catalog.ts`.
    const missing = ROWS.filter((r) => {
      const path = join(SRC, r.folder);
      return !existsSync(path) || statSync(path).isDirectory() !== r.folder.endsWith('/');
    });
    expect(missing.map((r) => `${r.name}: src/${r.folder}`)).toEqual([]);
    expect(ROWS.length).toBe(ROW.size);
    expect(ROWS.length).toBe(new Set(ROWS.map((r) => r.folder)).size);
  });

  it('is a layering: every part a row may import sits in a lower layer', () => {
    const wrong = ROWS.flatMap((r) =>
      r.mayImport
        .filter((p) => ROW.get(p.part)!.layer >= r.layer)
        .map((p) => `${r.name} (${r.layer}) may import ${p.part} (${ROW.get(p.part)!.layer})`),
    );
    expect(wrong).toEqual([]);
  });

  it('every file of src/ belongs to a row', () => {
    // The scan must see the imports, or every check below would pass on nothing.
    expect(IMPORTS.length).toBeGreaterThan(1000);
    expect(FILES.filter((f) => rowOf(f) === undefined).map(rel)).toEqual([]);
  });

  it("every import goes to the module's own part or to one its row may import", () => {
    const wrong = IMPORTS.filter((i) => {
      const from = rowOf(i.from)!;
      const to = rowOf(i.to);
      if (to === undefined) return true;
      if (to === from) return false;
      const permission = from.mayImport.find((p) => p.part === to.name);
      return permission === undefined || (permission.typesOnly && !i.typeOnly);
    }).map((i) => `${rowOf(i.from)?.name} → ${rowOf(i.to)?.name ?? '?'}: ${show(i)}`);
    expect(wrong).toEqual([]);
  });

  it("the browser bundle reaches, by value imports, only the parts the web's row names", () => {
    const web = ROW.get('web')!;
    const allowed = new Set([web.name, ...web.mayImport.filter((p) => !p.typesOnly).map((p) => p.part)]);
    const values = new Map<string, Import[]>();
    for (const i of IMPORTS.filter((i) => !i.typeOnly))
      values.set(i.from, [...(values.get(i.from) ?? []), i]);
    // Breadth first from every file of the page, keeping the import that first reached a file.
    const via = new Map<string, Import | undefined>(
      FILES.filter((f) => rowOf(f) === web).map((f) => [f, undefined] as [string, Import | undefined]),
    );
    const queue = [...via.keys()];
    for (let k = 0; k < queue.length; k++)
      for (const i of values.get(queue[k]) ?? [])
        if (!via.has(i.to)) {
          via.set(i.to, i);
          queue.push(i.to);
        }
    const chain = (file: string): string => {
      const steps = [rel(file)];
      for (let i = via.get(file); i !== undefined; i = via.get(i.from)) steps.unshift(rel(i.from));
      return steps.join(' → ');
    };
    const inBundle = (file: string): boolean => allowed.has(rowOf(file)?.name ?? '?');
    // Named where the bundle first leaves the allowed parts; what those files import follows them.
    const heavy = [...via.keys()].filter((f) => !inBundle(f) && inBundle(via.get(f)!.from)).map(chain);
    expect(heavy).toEqual([]);
  });
});

describe('no circle of files', () => {
  const edges = new Map<string, string[]>(FILES.map((f) => [rel(f), []]));
  for (const i of IMPORTS) if (/\.tsx?$/.test(i.to)) edges.get(rel(i.from))!.push(rel(i.to));
  it('the import graph of src/, type-only imports included, has no cycle', () => {
    const found = circles(edges).flatMap((c) => namedCycles(edges, c).map((cycle) => cycle.join(' → ')));
    expect(found).toEqual([]);
  });
});

describe('files small enough to read', () => {
  /** A file over this many lines holds more than one job: split it by what it holds. */
  const MAX_LINES = 500;

  it(`no file of src/ is over ${MAX_LINES} lines`, () => {
    expect(FILES.length).toBeGreaterThan(300);
    const long = FILES.map((f) => ({ file: rel(f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });
});
