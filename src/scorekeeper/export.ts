/**
 * A sheet leaves the phone as JSON (the sheet itself plus its computed standing; it can be
 * imported again) or as CSV (one row per deal, for spreadsheets).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../cards/result.js';
import type { DealResult } from '../engine/game.js';
import { type KeeperError, keeperError } from './errors.js';
import { type ComputedSheet, computeSheet, SHEET_FORMAT, SHEET_GAME_IDS, type Sheet } from './sheet.js';

/** The JSON file: the sheet as stored, and its standing for readers that do not compute it. */
export function sheetToJson(sheet: Sheet, computed: ComputedSheet): string {
  return `${JSON.stringify({ ...sheet, result: computed.result }, null, 2)}\n`;
}

const sheetShape = z.object({
  format: z.literal(SHEET_FORMAT, { message: `format must be "${SHEET_FORMAT}"` }),
  id: z.string().min(1).max(100),
  game: z.enum(SHEET_GAME_IDS),
  options: z.record(z.string(), z.unknown()),
  players: z.array(z.string()),
  firstDealer: z.number().int().min(0),
  entries: z.array(z.unknown()),
  closed: z.boolean().optional(),
  created: z.string().optional(),
  updated: z.string().optional(),
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

const SEAT_LETTERS = ['N', 'E', 'S', 'W'];

/** How a score key reads in a header: a side with its players, or a player's name. */
function keyName(sheet: Sheet, key: string): string {
  if (key === 'NS' || key === 'EW') {
    const seats = key === 'NS' ? [0, 2] : [1, 3];
    return `${key} (${seats.map((s) => sheet.players[s]).join(' & ')})`;
  }
  return sheet.players[Number(key)] ?? key;
}

interface Column {
  header: string;
  cell: (d: DealResult) => unknown;
}

function contractColumns(sheet: Sheet): Column[] {
  const name = (seat: unknown) => (typeof seat === 'number' ? sheet.players[seat] : '');
  return [
    { header: 'contract', cell: (d) => (d.passedOut ? 'passed out' : d.contract) },
    {
      header: 'declarer',
      cell: (d) => {
        if (typeof d.declarer !== 'number') return '';
        // With rotating partners the player in a seat changes; seats then read N/E/S/W.
        if (Array.isArray(d.seating))
          return `${SEAT_LETTERS[d.declarer]} (${sheet.players[d.seating[d.declarer]]})`;
        return name(d.declarer);
      },
    },
    { header: 'tricks', cell: (d) => (d.passedOut ? '' : d.tricks) },
  ];
}

function gameColumns(sheet: Sheet, computed: ComputedSheet): Column[] {
  switch (sheet.game) {
    case 'bondebridge':
      return [
        ...contractColumns(sheet),
        {
          header: 'revokes',
          cell: (d) => {
            const r = d.revokes as Record<string, number> | undefined;
            return r ? `NS ${r.NS}, EW ${r.EW} (tricks played ${d.tricksPlayed})` : '';
          },
        },
      ];
    case 'bridge': {
      const scoring = computed.options.scoring;
      const cols: Column[] = [];
      if (scoring === 'duplicate') cols.push({ header: 'board', cell: (d) => d.board });
      cols.push({ header: 'vulnerable', cell: (d) => d.vulnerable }, ...contractColumns(sheet));
      if (scoring === 'rubber') {
        cols.push({
          header: 'honours',
          cell: (d) => {
            const h = d.honours as { side: string; points: number } | undefined;
            return h ? `${h.side} ${h.points}` : '';
          },
        });
        for (const side of ['NS', 'EW'] as const) {
          cols.push(
            {
              header: `${side} above`,
              cell: (d) => (d.above as Record<string, number> | undefined)?.[side] ?? 0,
            },
            {
              header: `${side} below`,
              cell: (d) => (d.below as Record<string, number> | undefined)?.[side] ?? 0,
            },
          );
        }
      }
      return cols;
    }
    case 'bridgette':
      return contractColumns(sheet);
    case 'selbu': {
      const cols: Column[] = [
        { header: 'round', cell: (d) => d.round },
        { header: 'cards', cell: (d) => d.handSize },
        { header: 'trump', cell: (d) => d.trump },
      ];
      sheet.players.forEach((p, seat) => {
        cols.push(
          { header: `${p} bid`, cell: (d) => (d.bids as number[])[seat] },
          { header: `${p} tricks`, cell: (d) => (d.tricks as number[])[seat] },
        );
      });
      return cols;
    }
    case 'bondtolva':
      return [
        { header: 'trump', cell: (d) => d.trump ?? '' },
        {
          header: 'declarations',
          cell: (d) =>
            (d.declarations as Array<{ seat: number; kind: string; suit: string }>)
              .map((x) => `${sheet.players[x.seat]} ${x.kind} ${x.suit}`)
              .join('; '),
        },
        { header: 'last trick', cell: (d) => sheet.players[d.lastTrick as number] },
        {
          header: 'matador point',
          cell: (d) => (d.matadorPoint === null ? 'nobody' : sheet.players[d.matadorPoint as number]),
        },
      ];
  }
}

/**
 * One row per deal: deal number, dealer, the game's columns, then each side's or player's
 * points for the deal and running total (bondtolva: the protocol after the deal, drops to 7
 * applied); a last row with the totals and the winners.
 */
export function sheetToCsv(sheet: Sheet, computed: ComputedSheet): string {
  const { result } = computed;
  const keys = Object.keys(result.totals);
  const cols = gameColumns(sheet, computed);
  const header = [
    'deal',
    'dealer',
    ...cols.map((c) => c.header),
    ...keys.flatMap((k) => [`${keyName(sheet, k)} points`, `${keyName(sheet, k)} total`]),
  ];
  const running: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  const rows = result.deals.map((d, i) => {
    for (const k of keys) running[k] += d.score[k] ?? 0;
    const protocol = d.protocol as Record<string, number> | undefined;
    const dealer = Array.isArray(d.seating)
      ? `${SEAT_LETTERS[d.dealer]} (${sheet.players[d.seating[d.dealer]]})`
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
      csvLine(['unfinished rubber', '', ...cols.map(() => ''), ...keys.flatMap((k) => [bonus[k] ?? 0, ''])]),
    );
  }
  const winners = result.winners.map((k) => keyName(sheet, k)).join(' & ');
  lines.push(
    csvLine([
      'total',
      result.finished ? `winner: ${winners}` : 'unfinished',
      ...cols.map(() => ''),
      ...keys.flatMap((k) => ['', result.totals[k]]),
    ]),
  );
  return `${lines.join('\r\n')}\r\n`;
}
