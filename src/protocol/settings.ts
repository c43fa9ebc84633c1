/**
 * A table's settings: how the people at it want to play together, beside the game's own
 * options (which are rules and go into the record). Chosen when the table is created, shown
 * to everyone in `TableInfo.settings`, stored with the table; they never change the deal.
 */
import { z } from 'zod';

/** The turn timer's choices in seconds; 0 is off. */
export const TURN_TIMER_CHOICES = [0, 30, 60, 120] as const;
export type TurnTimer = (typeof TURN_TIMER_CHOICES)[number];

export interface TableSettings {
  /** `public`: listed in the lobby for anyone; `private`: reachable only by its invite link. */
  visibility: 'public' | 'private';
  /** People may ask to take back their last action. Off for serious games. */
  undo: boolean;
  /** Spectators may write in the table chat (they always read it). */
  spectatorChat: boolean;
  /** Seconds a person has for each action before a bot plays that one for them; 0: no timer. */
  turnTimer: TurnTimer;
  /**
   * The people agreed to hints: anyone may ask the strong bot what it would do from their seat.
   * Practice tables (one person, the other seats bots) offer hints whatever this says.
   */
  hints: boolean;
}

export const DEFAULT_TABLE_SETTINGS: Readonly<TableSettings> = Object.freeze({
  visibility: 'public',
  undo: true,
  spectatorChat: false,
  turnTimer: 0,
  hints: false,
});

/** What a client may send: any subset, the rest are the defaults. */
export const tableSettingsSchema = z.strictObject({
  visibility: z.enum(['public', 'private']).optional(),
  undo: z.boolean().optional(),
  spectatorChat: z.boolean().optional(),
  turnTimer: z
    .union(TURN_TIMER_CHOICES.map((s) => z.literal(s)) as unknown as [z.ZodLiteral<TurnTimer>])
    .optional(),
  hints: z.boolean().optional(),
});
export type TableSettingsInput = z.infer<typeof tableSettingsSchema>;

/** Every setting, the defaults filled in for what `input` leaves out. */
export const withDefaultSettings = (input: TableSettingsInput | undefined): TableSettings => ({
  ...DEFAULT_TABLE_SETTINGS,
  ...Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined)),
});

/**
 * Settings as stored (JSON of the full settings). A table stored before settings existed has
 * none: it gets the defaults. A stored value that does not parse also falls back to them
 * rather than losing the table.
 */
export function parseStoredSettings(json: string | null): TableSettings {
  if (json === null) return { ...DEFAULT_TABLE_SETTINGS };
  try {
    const r = tableSettingsSchema.safeParse(JSON.parse(json));
    return withDefaultSettings(r.success ? r.data : undefined);
  } catch {
    return { ...DEFAULT_TABLE_SETTINGS };
  }
}
