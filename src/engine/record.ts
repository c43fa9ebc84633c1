import { z } from 'zod';
import { formatCard } from '../cards/card.js';
import type { AnyGame, Seat } from './game.js';

export const RECORD_FORMAT = 'stikk-record/1';

/** `stikk-record/1` (interfaces.md §1): one match, replayable exactly. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  /** A game id; replay checks it against the games it knows. */
  game: string;
  options?: Record<string, unknown>;
  players?: string[];
  firstDealer?: Seat;
  decks: string[][];
  actions: Array<[Seat, string]>;
  /** The players closed the table after the last action: the match is finished with what was played. */
  closed?: boolean;
}

const recordSchema = z
  .object({
    format: z.literal(RECORD_FORMAT, { message: `format must be "${RECORD_FORMAT}"` }),
    game: z.string({ message: 'game must be a game id' }),
    options: z.record(z.string(), z.unknown()).optional(),
    players: z.array(z.string()).optional(),
    firstDealer: z.number().int().min(0).optional(),
    decks: z.array(z.array(z.string())),
    actions: z.array(z.tuple([z.number().int().min(0), z.string()])),
    closed: z.boolean({ message: 'closed must be true or false' }).optional(),
  })
  .passthrough();

/** Checks the shape of a record (not the legality of its actions: that is replay's job). */
export function parseRecordShape(
  raw: unknown,
): { ok: true; value: GameRecord } | { ok: false; error: string } {
  const r = recordSchema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data as GameRecord };
  const issue = r.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, error: `malformed record: ${where}${issue.message}` };
}

export const deckToStrings = (deck: readonly number[]): string[] => deck.map(formatCard);

/** What a record holds besides its game and options. */
export interface RecordBody {
  /** Names by seat (by player with rotating partners); left out when absent. */
  players?: readonly string[] | null;
  firstDealer: Seat;
  decks: string[][];
  actions: Array<[Seat, string]>;
  /** The players closed the table: stored as `"closed": true`, left out otherwise. */
  closed?: boolean;
}

/**
 * The one place a record is made: its options minimized to what differs from the defaults (left
 * out when nothing does), keys in the order interfaces.md shows them.
 */
export function buildRecord(game: AnyGame, options: unknown, body: RecordBody): GameRecord {
  const out: Record<string, unknown> = { format: RECORD_FORMAT, game: game.id };
  const minimized = game.minimizeOptions(options);
  if (Object.keys(minimized).length) out.options = minimized;
  if (body.players) out.players = body.players;
  out.firstDealer = body.firstDealer;
  out.decks = body.decks;
  out.actions = body.actions;
  if (body.closed) out.closed = true;
  return out as unknown as GameRecord;
}
