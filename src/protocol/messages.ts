/**
 * The table server's wire protocol: the zod schemas here are the source of truth that
 * docs/protocol.md describes. Client → server messages are validated with these schemas;
 * server → client messages are typed (the server builds them, so it needs no validation).
 */
import { z } from 'zod';
import type { BotReason } from '../bots/bot.js';
import type { BaseView, OptionSpec, Seat } from '../engine/game.js';
import type { Refusal } from '../engine/refusal.js';
import { type ChatEntry, QUICK_MESSAGES } from './chat.js';
import { type TableSettings, tableSettingsSchema } from './settings.js';
import type { UndoRefusal } from './undo.js';

export const PROTOCOL_VERSION = 1;

/** Largest client message the server reads (bytes of UTF-8); larger ones get `too-large`. */
export const MAX_MESSAGE_BYTES = 8 * 1024;

export const tableIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a table id is 1–64 letters, digits, _ or -');
export const tokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'a token is 16–128 url-safe characters');
/**
 * Characters that show nothing: format characters (Unicode category Cf — zero-width spaces
 * and joiners, direction marks, embeddings, overrides and isolates such as U+202E, the byte
 * order mark, invisible operators, tags) and the blank filler letters. In a name they only
 * make it look like someone else's or turn the text around, so they are removed.
 */
const INVISIBLE = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]/gu;

/** A display name as stored and shown: without invisible characters, trimmed. */
export const cleanName = (name: string): string => name.replace(INVISIBLE, '').trim();

export const nameSchema = z
  .string()
  // Generous before cleaning (a name may carry many invisible characters); 40 after.
  .max(400, 'a name is at most 40 characters')
  .transform(cleanName)
  .pipe(
    z
      .string()
      .min(1, 'a name may not be empty')
      .max(40, 'a name is at most 40 characters')
      // Control characters would only break other people's screens.
      .regex(/^[^\p{Cc}]*$/u, 'a name may not contain control characters'),
  );
/**
 * A chat text as stored and shown: control characters (line breaks, tabs) become spaces,
 * invisible ones go as in names, then it is trimmed. Its length is checked after this.
 */
export const cleanChatText = (text: string): string => cleanName(text.replace(/\p{Cc}+/gu, ' '));

export const seatSchema = z.number().int().min(0).max(15);
export const versionSchema = z.number().int().min(0);
export const actionSchema = z.string().min(1).max(200);
export const botLevelSchema = z.string().regex(/^[a-z0-9-]{1,32}$/, 'a bot level is a short lower-case name');
/** Optional request id, echoed in the one direct reply to this message. */
const idSchema = z.union([z.string().max(64), z.number().int()]).optional();

const msg = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), id: idSchema, ...shape });

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** Resume: re-attach this connection to every seat whose token it still holds. */
  msg('hello', { tokens: z.array(tokenSchema).max(32).optional() }),
  /** Take a free seat (the first free one when `seat` is absent). */
  msg('join', { tableId: tableIdSchema, name: nameSchema, seat: seatSchema.optional() }),
  /** Give up the seat. With `bot`, a bot of that level plays it and the token can take it back. */
  msg('leave', { tableId: tableIdSchema, token: tokenSchema, bot: botLevelSchema.optional() }),
  msg('spectate', { tableId: tableIdSchema }),
  msg('unspectate', { tableId: tableIdSchema }),
  /** Put a bot on a free seat; `token` is any seat token of that table. */
  msg('sitBot', { tableId: tableIdSchema, token: tokenSchema, seat: seatSchema, level: botLevelSchema }),
  /** Offer a bot's seat to a person (anyone seated at the table may): the bot plays until one joins. */
  msg('offerSeat', { tableId: tableIdSchema, token: tokenSchema, seat: seatSchema }),
  /** Invite a friend (someone the signed-in sender follows) to the table: they get `invitation`. */
  msg('invite', { tableId: tableIdSchema, token: tokenSchema, name: nameSchema }),
  /** Take one's seat back from the bot that stood in for it. */
  msg('takeBack', { tableId: tableIdSchema, token: tokenSchema }),
  /** Act for `seat` (default: the token's own seat; declarer names dummy's seat here). */
  msg('act', {
    tableId: tableIdSchema,
    token: tokenSchema,
    version: versionSchema,
    action: actionSchema,
    seat: seatSchema.optional(),
  }),
  /** Start a new match at the same table, same seats and options, once the match is over. */
  msg('rematch', { tableId: tableIdSchema, token: tokenSchema }),
  /** Propose ending the match now with what was played (or agree to the open proposal). */
  msg('proposeClose', { tableId: tableIdSchema, token: tokenSchema }),
  /** Answer the open proposal to close the table: agree, or decline (which withdraws it). */
  msg('answerClose', { tableId: tableIdSchema, token: tokenSchema, agree: z.boolean() }),
  msg('ping', {}),
  /**
   * What the strong bot would do from this seat (`seat`: one the token decides for, default the
   * first of them to act); only where hints are allowed (a practice table, or `settings.hints`).
   */
  msg('hint', { tableId: tableIdSchema, token: tokenSchema, seat: seatSchema.optional() }),
  /** Ask to take back one's last action (and the bots' actions since); others must agree. */
  msg('undo', { tableId: tableIdSchema, token: tokenSchema }),
  /** Answer the open request to take back an action: agree, or decline (which withdraws it). */
  msg('answerUndo', { tableId: tableIdSchema, token: tokenSchema, agree: z.boolean() }),
  /**
   * Chat at a table (./chat.ts): `text` or a `quick` message. With `token` as that seat's
   * person; without, as a spectator of that table on this connection, under `name`.
   */
  msg('chat', {
    tableId: tableIdSchema,
    token: tokenSchema.optional(),
    // Not limited here: the length after cleaning is the server's check (`chat-too-long`).
    text: z
      .string()
      .transform(cleanChatText)
      .pipe(z.string().min(1, 'a chat text may not be empty'))
      .optional(),
    quick: z.enum(QUICK_MESSAGES).optional(),
    name: nameSchema.optional(),
  })
    .refine(
      (m) => (m.text === undefined) !== (m.quick === undefined),
      'a chat message has text or quick, not both',
    )
    .refine((m) => m.token !== undefined || m.name !== undefined, {
      message: 'without a token (a spectator), name is needed',
      path: ['name'],
    }),
  /** Remind a person who has been to act for a while (`seat`: their place); `nudged` goes to them. */
  msg('nudge', { tableId: tableIdSchema, token: tokenSchema, seat: seatSchema }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

export const ERROR_CODES = [
  'bad-json',
  'bad-message',
  /** HTTP only: the game refused the options (`rule`: the option error's code, `params` with `option`). */
  'bad-options',
  'too-large',
  'rate-limited',
  'no-table',
  'bad-token',
  'bad-seat',
  'seat-taken',
  'name-taken',
  'not-a-bot',
  'not-signed-in',
  'unknown-player',
  'not-a-friend',
  'not-online',
  'no-free-seat',
  'bad-level',
  'stale-version',
  'not-your-turn',
  'illegal-action',
  'not-over',
  'cannot-close',
  'no-proposal',
  'shutting-down',
  'server-error',
  /**
   * The server lost its store or (in a cluster) its bus for now: nothing was done; the same
   * message may be sent again in a few seconds (HTTP: 503).
   */
  'unavailable',
  /** Hints are not offered at this table (people are playing and did not agree to them). */
  'no-hints',
  /** A challenge's table is its entrant's alone (docs/challenge.md): no hints, rematch, spectators or seat changes. */
  'challenge-table',
  /** `undo` refused now; `rule` says why (./undo.ts). */
  'cannot-undo',
  /** The table's settings turn undo off. */
  'undo-off',
  /** Chat (./chat.ts): a text over CHAT_MAX_CHARS characters after cleaning. */
  'chat-too-long',
  /** Chat: more than CHAT_RATE allows this person at this table. */
  'chat-rate-limited',
  /** Chat: a spectator at a table whose settings keep spectators quiet, or a connection not watching it. */
  'chat-not-allowed',
  /** `nudge` at someone who is not a person to act for `NUDGE_AFTER_MS`, or at oneself. */
  'cannot-nudge',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One seat as every viewer sees it. */
export interface SeatInfo {
  seat: Seat;
  kind: 'free' | 'human' | 'bot';
  /** Display name of a human (also while a bot stands in); absent for free and bot seats. */
  name?: string;
  /** Bot level for a bot seat, or the level of the bot standing in for a human. */
  level?: string;
  /** A human seat with no open connection. */
  away?: boolean;
  /** A human who left with a bot in their place: the bot (`level`) plays until they take it back. */
  standIn?: boolean;
  /** With `away`: when their last connection closed (ISO time); absent when the server does not know (after a restart). */
  awaySince?: string;
  /** How many times in this match their time ran out and a bot played that action for them. */
  timedOut?: number;
  /** A signed-in person (their name is their account's; a profile at /p/<name>). */
  signedIn?: boolean;
  /** A bot's seat offered to a person: anyone with the link may join it (the bot plays meanwhile). */
  offered?: boolean;
  /** With `standIn`: a person who joined an offered seat during a deal; they play from the next deal. */
  arriving?: boolean;
}

/** A seat a person must act for now, and for how long they have been (measured when sent). */
export interface TurnInfo {
  /** The game's seat (where people change seats: the seat, not the person). */
  seat: Seat;
  /** The place whose person decides for it (bridge: declarer's for dummy): whom `nudge` names. */
  place: number;
  /** Since this seat's turn began (ms). */
  waitedMs: number;
  /**
   * With a turn timer: the time left (ms) before a bot plays this action for them; 0 once a bot
   * is choosing it. Absent while the timer stands still (nobody at the table is connected).
   * Clocks differ: count down from when the message arrived.
   */
  remainingMs?: number;
  /** With `remainingMs`: the whole time for an action (ms). */
  limitMs?: number;
}

export type TableStatus = 'waiting' | 'playing' | 'over';

/** An open proposal to close the table: the match then ends with what was played. */
export interface CloseProposalInfo {
  /** The seat whose person proposed it. */
  by: Seat;
  /** Seats whose people agreed (the proposer's included). */
  agreed: Seat[];
  /** Seats whose people have not answered yet; bots agree by themselves and are never listed. */
  waiting: Seat[];
}

export interface TableInfo {
  id: string;
  game: string;
  /** Every option with its value (defaults filled in). */
  options: Record<string, unknown>;
  seats: SeatInfo[];
  freeSeats: number;
  status: TableStatus;
  /**
   * Only where people change seats between deals (bondebridge's rotatingPartners and
   * threePlayers): `seats` are then people, and this gives the person in each compass seat
   * for the current deal (the next one while dealing). One person may hold two seats.
   */
  seating?: number[];
  /** 0-based number of the match at this table (rematches count up). */
  match: number;
  version: number;
  createdAt: string;
  /** The players may close the table now (the game knows how to end a match early and it is not over). */
  closable?: true;
  /** While someone proposes to close the table. */
  closing?: CloseProposalInfo;
  /** The last proposal to close was declined by this seat (until the next proposal or event). */
  closeDeclinedBy?: Seat;
  /** The current match was closed by the players (it is then over). */
  closed?: true;
  /** Every place is a signed-in person, each a different account: a match played so is rated. */
  rated?: true;
  /** How the people here play together: visibility, undo, chat, timer, hints (./settings.ts). */
  settings: TableSettings;
  /** Places whose person may ask to take back their last action now (`undo`); absent when none. */
  undoable?: number[];
  /** While someone asks to take back their last action: who, who agreed, who must still answer. */
  undoing?: CloseProposalInfo;
  /** The last event took back an action that this place asked to take back (until the next event). */
  undoneBy?: number;
  /** The last request to take back an action was declined by this place (until the next request or event). */
  undoDeclinedBy?: number;
  /** The seats people must act for now, with how long they waited and the turn timer's time left. */
  turns?: TurnInfo[];
}

/** Messages the server pushes without being asked (the rest are direct replies). */
export type PushType = 'state' | 'chat' | 'nudged' | 'invitation';

export interface LegalFor {
  seat: Seat;
  actions: string[];
}

export type ServerMessage =
  | {
      type: 'welcome';
      id?: string | number;
      protocol: number;
      seats: Array<{ tableId: string; seat: Seat; token: string }>;
      unknownTokens: string[];
    }
  | { type: 'joined'; id?: string | number; tableId: string; seat: Seat; token: string; name: string }
  | { type: 'ok'; id?: string | number; version?: number }
  | { type: 'pong'; id?: string | number }
  | {
      /** The reply to `hint`: the action in the seat's own notation (`hidden:n` for a card it cannot see). */
      type: 'hint';
      id?: string | number;
      seat: Seat;
      /** The table's version the hint was thought out at. */
      version: number;
      action: string;
      /** Why, where the bot can say it: a code and numbers that the client words. */
      reason?: BotReason;
    }
  | {
      type: 'error';
      id?: string | number;
      code: ErrorCode;
      /** English, for logs; clients show their own text for `code` (and `rule`, `params`). */
      message: string;
      /** With `illegal-action`: the engine's refusal code and its parameters; with `cannot-undo`: why (./undo.ts). */
      rule?: Refusal['code'] | UndoRefusal;
      params?: Refusal['params'];
      version?: number;
    }
  | {
      type: 'state';
      tableId: string;
      /** The seat this state is for; null for a spectator. */
      seat: Seat | null;
      version: number;
      table: TableInfo;
      /** The engine's `view(state, seat)`: only what this seat may see. */
      view: BaseView;
      /** Legal actions of every seat this seat decides for and that must act now. */
      legal: LegalFor[];
    }
  | {
      /** New chat entries at a table; with `history`, the newest CHAT_HISTORY when following starts. */
      type: 'chat';
      tableId: string;
      entries: ChatEntry[];
      history?: true;
    }
  /** Pushed to the connections of a person someone nudged (`seat`: their place; `by`: the nudger's). */
  | { type: 'nudged'; tableId: string; seat: Seat; by: Seat }
  /** Pushed to every connection of a signed-in person a friend invites to a table. */
  | { type: 'invitation'; tableId: string; game: string; from: string };

export interface GameInfo {
  id: string;
  /** Seats with the default options (`POST /api/games/:id/options` for other options). */
  seats: number;
  optionSpecs: readonly OptionSpec[];
  defaults: Record<string, unknown>;
  botLevels: string[];
}

/** `POST /api/tables` body. */
export const createTableSchema = z.strictObject({
  game: z.string().min(1).max(32),
  options: z.record(z.string(), z.unknown()).optional(),
  /** By seat: a bot level for a bot seat, null (or absent) for a seat people join. */
  bots: z.array(botLevelSchema.nullable()).max(16).optional(),
  /** The table's settings (./settings.ts); what is left out takes the default. */
  settings: tableSettingsSchema.optional(),
});
export type CreateTableRequest = z.infer<typeof createTableSchema>;

/** `POST /api/games/:id/options` body: check options and learn the seat count. */
export const checkOptionsSchema = z.strictObject({ options: z.record(z.string(), z.unknown()).optional() });

/** The first zod issue as one readable line. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}
