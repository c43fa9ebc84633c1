import { expect } from 'vitest';
import type { MatchResult } from '../../src/engine/game.js';
import type { KeeperError } from '../../src/scorekeeper/errors.js';
import {
  addEntry,
  type ComputedSheet,
  computeSheet,
  type SheetGameId as GameId,
  newSheet,
  type Sheet,
} from '../../src/scorekeeper/sheet.js';

export const NOW = '2025-01-01T00:00:00.000Z';

const DEFAULT_NAMES: Record<GameId, string[]> = {
  bondebridge: ['Nora', 'Erik', 'Siri', 'Vidar'],
  bridge: ['Nora', 'Erik', 'Siri', 'Vidar'],
  selbu: ['Kari', 'Ola', 'Nils', 'Liv', 'Per'],
  bridgette: ['Anna', 'Bo'],
  bondtolva: ['Anna', 'Bo'],
};

export function makeSheet(
  game: GameId,
  options: Record<string, unknown> = {},
  o: { players?: string[]; firstDealer?: number } = {},
): Sheet {
  const count =
    game === 'selbu'
      ? Number(options.players ?? 4)
      : game === 'bondebridge' && options.threePlayers === true
        ? 3
        : DEFAULT_NAMES[game].length;
  const r = newSheet({
    id: 'test',
    game,
    options,
    players: o.players ?? DEFAULT_NAMES[game].slice(0, count),
    firstDealer: o.firstDealer ?? 0,
    now: NOW,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Adds entries one by one, failing the test if any is refused. */
export function withEntries(sheet: Sheet, entries: unknown[]): Sheet {
  let s = sheet;
  for (const e of entries) {
    const r = addEntry(s, e, NOW);
    if (!r.ok) throw new Error(`entry ${JSON.stringify(e)} refused: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

export function computed(sheet: Sheet): ComputedSheet {
  const r = computeSheet(sheet);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export const resultOf = (sheet: Sheet): MatchResult => computed(sheet).result;

/** The refusal of adding `entry`, which must be refused. */
export function refusal(sheet: Sheet, entry: unknown): KeeperError {
  const r = addEntry(sheet, entry, NOW);
  expect(r.ok, `expected ${JSON.stringify(entry)} to be refused`).toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

/** The last deal's score. */
export const lastScore = (sheet: Sheet): Record<string, number> => {
  const deals = resultOf(sheet).deals;
  return deals[deals.length - 1].score;
};
