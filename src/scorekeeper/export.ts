/**
 * A sheet leaves the phone as JSON (the sheet itself plus its computed standing; it can be
 * imported again) or as CSV (one row per deal, for spreadsheets).
 */
// The mini build of zod: the score keeper is in the web client's bundle, where the full build
// weighed 95 kB of 458 kB (25 of 136 kB gzipped); the mini one with English messages, 28 kB.
import * as z from 'zod/mini';
import { err, ok, type Result } from '../cards/result.js';
import { type CsvWords, sideWord } from './csvWords.js';
import { type KeeperError, keeperError } from './errors.js';
import {
  type ComputedSheet,
  computeSheet,
  SHEET_FORMAT,
  SHEET_GAME_IDS,
  SHEET_RULES,
  type Sheet,
} from './sheet.js';

/** The JSON file: the sheet as stored, and its standing for readers that do not compute it. */
export function sheetToJson(sheet: Sheet, computed: ComputedSheet): string {
  return `${JSON.stringify({ ...sheet, result: computed.result }, null, 2)}\n`;
}

z.config(z.locales.en());

const sheetShape = z.object({
  format: z.literal(SHEET_FORMAT, { message: `format must be "${SHEET_FORMAT}"` }),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  game: z.enum(SHEET_GAME_IDS),
  options: z.record(z.string(), z.unknown()),
  players: z.array(z.string()),
  firstDealer: z.number().check(z.int(), z.minimum(0)),
  entries: z.array(z.unknown()),
  closed: z.optional(z.boolean()),
  created: z.optional(z.string()),
  updated: z.optional(z.string()),
});

/** Reads a sheet (a JSON export, or one from storage) and checks every entry. */
export function parseSheetJson(text: string | unknown): Result<Sheet, KeeperError> {
  let data: unknown = text;
  if (typeof text === 'string') {
    try {
      data = JSON.parse(text);
    } catch {
      return err(keeperError('sheet-shape', 'not a JSON file', { detail: 'json' }));
    }
  }
  const shape = sheetShape.safeParse(data);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const detail = `${issue.path.join('.') || 'sheet'}: ${issue.message}`;
    return err(keeperError('sheet-shape', `not a stikk score sheet (${detail})`, { detail }));
  }
  const v = shape.data;
  const sheet: Sheet = {
    format: SHEET_FORMAT,
    id: v.id,
    game: v.game,
    options: v.options,
    players: v.players,
    firstDealer: v.firstDealer,
    entries: v.entries,
    closed: v.closed ?? false,
    created: v.created ?? '',
    updated: v.updated ?? '',
  };
  const computed = computeSheet(sheet);
  return computed.ok ? ok(sheet) : err(computed.error);
}

// ---------------------------------------------------------------- CSV

/** RFC 4180: quote fields holding a comma, quote or line break; double the quotes. */
export const csvField = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

const csvLine = (fields: readonly unknown[]): string => fields.map(csvField).join(',');

/** How a score key reads in a header: a side with its players, or a player's name. */
function keyName(sheet: Sheet, key: string, w: CsvWords): string {
  if (key === 'NS' || key === 'EW') {
    const seats = key === 'NS' ? [0, 2] : [1, 3];
    return `${sideWord(w, key)} (${seats.map((s) => sheet.players[s]).join(' & ')})`;
  }
  return sheet.players[Number(key)] ?? key;
}

/**
 * One row per deal: deal number, dealer, the game's columns, then each side's or player's
 * points for the deal and running total (bondtolva: the protocol after the deal, drops to 7
 * applied); a last row with the totals and the winners. Headers and the fixed words of cells
 * come from `words` (src/words/<lang>/csv.ts); names, numbers and contracts are written as they are.
 */
export function sheetToCsv(sheet: Sheet, computed: ComputedSheet, words: CsvWords): string {
  const w = words;
  const { result } = computed;
  const keys = Object.keys(result.totals);
  const cols = SHEET_RULES[sheet.game].csvColumns(sheet.players, computed.options, w);
  const header = [
    w.deal,
    w.dealer,
    ...cols.map((c) => c.header),
    ...keys.flatMap((k) => [w.points(keyName(sheet, k, w)), w.total(keyName(sheet, k, w))]),
  ];
  const running: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  const rows = result.deals.map((d, i) => {
    for (const k of keys) running[k] += d.score[k] ?? 0;
    const protocol = d.protocol as Record<string, number> | undefined;
    const dealer = Array.isArray(d.seating)
      ? `${w.seats[d.dealer]} (${sheet.players[d.seating[d.dealer]]})`
      : sheet.players[d.dealer];
    return [
      i + 1,
      dealer,
      ...cols.map((c) => c.cell(d)),
      ...keys.flatMap((k) => [d.score[k] ?? 0, protocol ? protocol[k] : running[k]]),
    ];
  });
  const lines = [csvLine(header), ...rows.map(csvLine)];
  const bonus = result.unfinishedRubberBonus as Record<string, number> | undefined;
  if (bonus) {
    lines.push(
      csvLine([w.unfinishedRubber, '', ...cols.map(() => ''), ...keys.flatMap((k) => [bonus[k] ?? 0, ''])]),
    );
  }
  const winners = result.winners.map((k) => keyName(sheet, k, w)).join(' & ');
  lines.push(
    csvLine([
      w.totalRow,
      result.finished ? w.winner(winners) : w.unfinished,
      ...cols.map(() => ''),
      ...keys.flatMap((k) => ['', result.totals[k]]),
    ]),
  );
  return `${lines.join('\r\n')}\r\n`;
}
