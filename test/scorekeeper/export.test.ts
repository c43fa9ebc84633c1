/** A sheet exported as JSON reads back as the same sheet; as CSV it has a row per deal. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { csvField, parseSheetJson, sheetToCsv, sheetToJson } from '../../src/scorekeeper/export.js';
import type { Sheet } from '../../src/scorekeeper/sheet.js';
import { csv as english } from '../../src/words/en/csv.js';
import { csvSheets } from './csvSheets.js';
import { computed, makeSheet, withEntries } from './helpers.js';

const PINNED = join(import.meta.dirname, '../fixtures/keeper-csv');

const selbuSheet = (): Sheet =>
  withEntries(
    makeSheet('selbu', { players: 3, handSizes: [2, 3] }, { players: ['Kari', 'Ola "O"', 'Nils, jr.'] }),
    [
      { bids: [1, 0, 0], tricks: [1, 0, 1] },
      { bids: [2, 0, 0], tricks: [2, 1, 0] },
    ],
  );

describe('JSON', () => {
  test('round trip: the export reads back as the same sheet, with the standing for other readers', () => {
    const s = selbuSheet();
    const json = sheetToJson(s, computed(s));
    expect(JSON.parse(json).result.totals).toEqual({ 0: 11 + 12, 1: 10 + 0, 2: 0 + 10 });
    const back = parseSheetJson(json);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value).toEqual(s);
  });
  test('a file that is not a sheet, or whose entries do not stand, is refused', () => {
    expect(parseSheetJson('{').ok).toBe(false);
    const wrong = parseSheetJson({ format: 'stikk-record/1' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('sheet-shape');
    const s = selbuSheet();
    const broken = parseSheetJson(
      JSON.stringify({ ...s, entries: [{ bids: [1, 0, 0], tricks: [1, 1, 1] }] }),
    );
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatchObject({ code: 'tricks-sum', index: 0 });
  });
  test('a refused sheet says which field is wrong and how, in words', () => {
    const s = selbuSheet();
    const detail = (bad: object) => {
      const r = parseSheetJson({ ...s, ...bad });
      return r.ok ? 'accepted' : r.error.params?.detail;
    };
    expect(detail({ format: 'stikk-record/1' })).toBe('format: format must be "stikk-sheet/1"');
    expect(detail({ players: 'Kari' })).toBe('players: Invalid input: expected array, received string');
    expect(detail({ firstDealer: 1.5 })).toBe('firstDealer: Invalid input: expected int, received number');
    expect(detail({ firstDealer: -1 })).toBe('firstDealer: Too small: expected number to be >=0');
    expect(detail({ id: '' })).toBe('id: Too small: expected string to have >=1 characters');
    expect(detail({ game: 'skat' })).toMatch(/^game: Invalid option: expected one of "bondebridge"/);
    expect(detail({ closed: true })).toBe('accepted');
  });
});

describe('CSV', () => {
  test('selbu: a row per round with bids, tricks, points and running totals; names quoted where needed', () => {
    const s = selbuSheet();
    const lines = sheetToCsv(s, computed(s), english).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'deal,dealer,round,cards,trump,Kari bid,Kari tricks,"Ola ""O"" bid","Ola ""O"" tricks","Nils, jr. bid","Nils, jr. tricks",' +
        'Kari points,Kari total,"Ola ""O"" points","Ola ""O"" total","Nils, jr. points","Nils, jr. total"',
    );
    expect(lines[1]).toBe('1,Kari,1,2,NT,1,1,0,0,0,1,11,11,10,10,0,0');
    expect(lines[2]).toBe('2,"Ola ""O""",2,3,NT,2,2,0,1,0,0,12,23,0,10,10,10');
    expect(lines[3]).toBe('total,winner: Kari,,,,,,,,,,,23,,10,,10');
    expect(lines).toHaveLength(4);
  });
  test('bridge rubber: above and below the line per side, honours, the unfinished-rubber bonus', () => {
    const s: Sheet = {
      ...withEntries(makeSheet('bridge'), [
        { contract: '4S', declarer: 0, tricks: 10, honours: { side: 'NS', points: 100 } },
        { contract: 'P' },
      ]),
      closed: true,
    };
    const lines = sheetToCsv(s, computed(s), english).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'deal,dealer,vulnerable,contract,declarer,tricks,honours,NS above,NS below,EW above,EW below,' +
        'NS (Nora & Siri) points,NS (Nora & Siri) total,EW (Erik & Vidar) points,EW (Erik & Vidar) total',
    );
    expect(lines[1]).toBe('1,Nora,none,4S,Nora,10,NS 100,100,120,0,0,220,220,0,0');
    expect(lines[2]).toBe('2,Erik,NS,passed out,,,,0,0,0,0,0,220,0,0');
    expect(lines[3]).toBe('unfinished rubber,,,,,,,,,,,300,,0,');
    expect(lines[4]).toBe('total,winner: NS (Nora & Siri),,,,,,,,,,,520,,0');
  });
  test('bondtolva: declarations, last trick, matador point and the protocol after the drop to 7', () => {
    const s = withEntries(makeSheet('bondtolva'), [
      {
        declarations: [
          { seat: 0, kind: 'trumf', suit: 'S' },
          { seat: 1, kind: 'tjog', suit: 'H' },
        ],
        lastTrick: 0,
        matadorPoint: null,
      },
    ]);
    const lines = sheetToCsv(s, computed(s), english).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'deal,dealer,trump,declarations,last trick,matador point,Anna points,Anna total,Bo points,Bo total',
    );
    expect(lines[1]).toBe('1,Anna,S,Anna trumf S; Bo tjog H,Anna,nobody,3,3,1,1');
    expect(lines[2]).toBe('total,unfinished,,,,,,3,,1');
  });
  test('English, the default, is byte for byte the export written before its words could be translated', () => {
    for (const [name, s] of csvSheets()) {
      const pinned = readFileSync(join(PINNED, `${name}.csv`), 'utf8');
      expect(sheetToCsv(s, computed(s), english), name).toBe(pinned);
    }
  });
  test('fields are quoted only when they must be', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(null)).toBe('');
  });
});
