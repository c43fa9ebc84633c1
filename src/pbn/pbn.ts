/**
 * PBN (Portable Bridge Notation 2.1), the tag layer: games made of `[Name "value"]` tags, each
 * followed by the lines of its section (Auction, Play, OptimumResultTable). Comments (`{…}`,
 * `;…`) and `%` directives are dropped; everything else round-trips through `makePbn`.
 */
import { err, ok, type Result } from '../cards/result.js';

export interface PbnTag {
  name: string;
  value: string;
  /** Section lines after the tag (trimmed), e.g. the calls of an Auction. */
  section: string[];
}

export interface PbnGame {
  tags: PbnTag[];
}

const TAG = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/;

export function parsePbn(text: string): Result<PbnGame[]> {
  const games: PbnGame[] = [];
  let cur: PbnTag[] = [];
  let inComment = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let ln = 0; ln < lines.length; ln++) {
    let line = lines[ln];
    if (!inComment && line.startsWith('%')) continue;
    // Drop comments: `{…}` may span lines, `;` runs to the end of the line (outside quotes).
    let kept = '';
    let inQuote = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (inComment) {
        if (ch === '}') inComment = false;
        continue;
      }
      if (inQuote) {
        kept += ch;
        if (ch === '\\' && i + 1 < line.length) kept += line[++i];
        else if (ch === '"') inQuote = false;
        continue;
      }
      if (ch === '"') inQuote = true;
      else if (ch === '{') {
        inComment = true;
        continue;
      } else if (ch === ';') break;
      kept += ch;
    }
    line = kept.trim();
    if (line === '') {
      // An empty line (outside comments) ends a game.
      if (!inComment && lines[ln].trim() === '' && cur.length > 0) {
        games.push({ tags: cur });
        cur = [];
      }
      continue;
    }
    while (line.length > 0) {
      if (line.startsWith('[')) {
        const m = TAG.exec(line);
        if (!m) return err(`PBN line ${ln + 1}: malformed tag "${line}"`);
        cur.push({ name: m[1], value: m[2].replace(/\\(.)/g, '$1'), section: [] });
        line = line.slice(m[0].length).trim();
      } else {
        if (cur.length === 0) return err(`PBN line ${ln + 1}: data before any tag`);
        const next = line.indexOf('[');
        const data = (next < 0 ? line : line.slice(0, next)).trim();
        if (data) cur[cur.length - 1].section.push(data);
        line = next < 0 ? '' : line.slice(next);
      }
    }
  }
  if (cur.length > 0) games.push({ tags: cur });
  return ok(games);
}

const quote = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

export function makePbn(games: readonly PbnGame[]): string {
  const out: string[] = ['% PBN 2.1', '% EXPORT', ''];
  for (const g of games) {
    for (const t of g.tags) {
      out.push(`[${t.name} "${quote(t.value)}"]`);
      out.push(...t.section);
    }
    out.push('');
  }
  return out.join('\n');
}

export const tagValue = (g: PbnGame, name: string): string | undefined =>
  g.tags.find((t) => t.name === name)?.value;

export const tagOf = (g: PbnGame, name: string): PbnTag | undefined => g.tags.find((t) => t.name === name);
