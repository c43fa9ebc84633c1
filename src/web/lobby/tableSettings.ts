/**
 * Table settings in the lobby. The values are the protocol's (src/protocol/settings.ts), kept
 * here as plain data so that the bundle does not carry the server's validation; a test checks
 * that they agree.
 */
import type { Messages } from '../i18n/index.js';
import type { TableInfo } from '../net/types.js';

export type TableSettings = TableInfo['settings'];

/** The turn timer's choices in seconds; 0 is off. */
export const TIMER_CHOICES = [0, 30, 60, 120] as const satisfies ReadonlyArray<TableSettings['turnTimer']>;

/** The server's defaults: what a table created without settings gets. */
export const API_DEFAULTS: Readonly<TableSettings> = {
  visibility: 'public',
  undo: true,
  spectatorChat: false,
  turnTimer: 0,
  hints: false,
};

/**
 * What the New-table form starts with: the server's defaults, but private. Families and friends
 * invite each other by link, and a table nobody should stumble into is the safer start; a
 * public table is one tap away (docs/decisions.md).
 */
export const FORM_DEFAULTS: Readonly<TableSettings> = { ...API_DEFAULTS, visibility: 'private' };

/** The settings of a listed table that differ from the defaults, in a few words each. */
export function settingsWords(s: TableSettings, t: Messages): string[] {
  const w = t.tableSettings;
  const out: string[] = [];
  if (s.undo !== API_DEFAULTS.undo) out.push(s.undo ? w.undo : w.noUndo);
  if (s.turnTimer !== API_DEFAULTS.turnTimer) out.push(w.timer(w.seconds(s.turnTimer)));
  if (s.hints) out.push(w.withHints);
  if (s.spectatorChat) out.push(w.spectatorsChat);
  return out;
}
