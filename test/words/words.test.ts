/**
 * The words layer (src/words/): each language's common words are the ones its other areas use,
 * the terminal's English for a move that cannot be taken back is the server's, and the layer
 * stays browser-safe (the web bundles it, a language a chunk of its own).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNDO_REFUSALS } from '../../src/protocol/undo.js';
import { UNDO_REFUSAL_TEXT } from '../../src/table/refusals.js';
import { common as daCommon } from '../../src/words/da/common.js';
import { csv as daCsv } from '../../src/words/da/csv.js';
import { terminal as daTerminal } from '../../src/words/da/terminal.js';
import { web as daWeb } from '../../src/words/da/web.js';
import { common as deCommon } from '../../src/words/de/common.js';
import { csv as deCsv } from '../../src/words/de/csv.js';
import { terminal as deTerminal } from '../../src/words/de/terminal.js';
import { web as deWeb } from '../../src/words/de/web.js';
import { common as enCommon } from '../../src/words/en/common.js';
import { csv as enCsv } from '../../src/words/en/csv.js';
import { terminal as enTerminal } from '../../src/words/en/terminal.js';
import { web as enWeb } from '../../src/words/en/web.js';
import { LANGUAGES } from '../../src/words/languages.js';
import { common as nbCommon } from '../../src/words/nb/common.js';
import { csv as nbCsv } from '../../src/words/nb/csv.js';
import { terminal as nbTerminal } from '../../src/words/nb/terminal.js';
import { web as nbWeb } from '../../src/words/nb/web.js';
import { common as svCommon } from '../../src/words/sv/common.js';
import { csv as svCsv } from '../../src/words/sv/csv.js';
import { terminal as svTerminal } from '../../src/words/sv/terminal.js';
import { web as svWeb } from '../../src/words/sv/web.js';

const WORDS = {
  nb: { common: nbCommon, web: nbWeb, terminal: nbTerminal, csv: nbCsv },
  sv: { common: svCommon, web: svWeb, terminal: svTerminal, csv: svCsv },
  da: { common: daCommon, web: daWeb, terminal: daTerminal, csv: daCsv },
  de: { common: deCommon, web: deWeb, terminal: deTerminal, csv: deCsv },
  en: { common: enCommon, web: enWeb, terminal: enTerminal, csv: enCsv },
};

describe('the words of each language', () => {
  it('covers the five languages', () => {
    expect(Object.keys(WORDS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s: seats, suits, cards and games are written once, in common.ts', (lang) => {
    const { common, web, terminal, csv } = WORDS[lang];
    expect(web.seat.compass).toBe(common.compass);
    expect(web.seat.compassShort).toBe(common.compassLetters);
    expect(terminal.compass).toBe(common.compass);
    expect(terminal.compassLetters).toBe(common.compassLetters);
    expect(csv.seats).toBe(common.compassLetters);
    expect(web.cards.suits).toBe(common.suits);
    expect(terminal.suits).toBe(common.suits);
    expect(web.cards.ranks).toBe(common.ranks);
    expect(web.cards.letters).toBe(common.rankLetters);
    expect(web.cards.colons).toBe(common.colons);
    for (const [game, name] of Object.entries(common.games)) expect(web.games[game]?.name).toBe(name);
    // Both clients say the rules' refusals and the bidding system alike.
    expect(terminal.refusals).toBe(web.refusals);
    expect(terminal.bidding).toBe(web.bidding);
    expect(terminal.play.reason).toBe(web.hint.reason);
    expect(web.keeper.csv).toBe(csv);
  });

  it('a move that cannot be taken back: every reason in every language, English as the server says it', () => {
    for (const lang of LANGUAGES)
      expect(Object.keys(WORDS[lang].terminal.play.undoRefusals).sort(), lang).toEqual(
        [...UNDO_REFUSALS].sort(),
      );
    expect(enTerminal.play.undoRefusals).toEqual(UNDO_REFUSAL_TEXT);
  });
});

const WORDS_DIR = fileURLToPath(new URL('../../src/words/', import.meta.url));
const SRC = resolve(WORDS_DIR, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('src/words is browser-safe', () => {
  const imports = sources(WORDS_DIR).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)(\s+type)?[^'"]*?from\s+'([^']+)'/gm)].map(
      (m) => ({
        file: relative(SRC, file),
        typeOnly: m[1] !== undefined,
        spec: m[2],
        part: m[2].startsWith('.') ? relative(SRC, resolve(file, '..', m[2])).split(sep)[0] : m[2],
      }),
    ),
  );

  it('imports no package and no node: module', () => {
    expect(imports.length).toBeGreaterThan(50);
    expect(imports.filter((i) => !i.spec.startsWith('.')).map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('takes values from the engine and itself only; bots, bidding and the score keeper as types', () => {
    const values = imports.filter((i) => !i.typeOnly && !['words', 'engine', 'cards'].includes(i.part));
    expect(values.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
    const types = new Set(imports.filter((i) => i.typeOnly).map((i) => i.part));
    for (const part of types)
      expect(['words', 'engine', 'cards', 'bots', 'bidding', 'scorekeeper']).toContain(part);
  });
});
