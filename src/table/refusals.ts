/**
 * Why a request at a table is refused: a stable code (the protocol's error code), the values a
 * sentence about it needs, and that sentence in English for logs and the wire's `message` —
 * built here and only here, like the engine's refusals (src/engine/refusal.ts). Clients word
 * a refusal from its code (and, for `illegal-action` and `cannot-undo`, from `rule` and
 * `params`), never from the English.
 */
import type { Refusal as EngineRefusal } from '../engine/refusal.js';
import type { ErrorCode, ServerMessage } from '../protocol/index.js';
import type { UndoRefusal } from '../protocol/undo.js';

/** Why an action may not be taken back, in English (logs, the server's message, the terminal). */
export const UNDO_REFUSAL_TEXT: Record<UndoRefusal, string> = {
  'nothing-to-undo': 'you have no action to take back in this deal',
  'others-acted': 'another player has acted since',
  'trick-led': 'the next trick has been led',
  'cards-seen': 'cards (or bids) have been shown since',
  'blind-card': 'a card played blind cannot be taken back',
  'match-over': 'the match is over',
  'undo-pending': 'a request to take back an action waits for an answer',
};

/** Which place a request names: a seat, or a player where people change seats between deals. */
export type PlaceWord = 'seat' | 'player';

/** The parameters of each refusal, by code. */
export interface TableRefusalParams {
  'no-game': { game: string; games: string[] };
  /** The game's option error, with its code and parameters (HTTP answers with them). */
  'bad-options': { message: string; optionError?: { code: string; params: object; message: string } };
  'too-many-tables': { max: number };
  'no-table': { table: string; match?: number };
  'bad-token': { table: string };
  'bad-seat':
    | { reason: 'no-such-place'; what: PlaceWord; place: number; places: number }
    | { reason: 'too-many-bots'; game: string; what: PlaceWord; places: number };
  'seat-taken': { seat: number };
  /** A guest (or a spectator in chat) used a signed-in player's name. */
  'name-taken': { name: string };
  /** Only a bot's seat can be offered to a person. */
  'not-a-bot': { seat: number };
  'not-signed-in': object;
  'unknown-player': { name: string };
  /** Invitations go to people the sender follows. */
  'not-a-friend': { name: string };
  'not-online': { name: string };
  'no-free-seat': { table: string };
  'bad-level': { game: string; level: string; levels: string[] };
  'stale-version': { action: string; version: number; now: number };
  'not-your-turn':
    | { reason: 'stand-in'; action: string; seat: number }
    | { reason: 'played-by'; action: string; seat: number; by: string }
    | { reason: 'over'; action: string }
    | { reason: 'not-to-act'; action: string; seat: number }
    | { reason: 'hint-stand-in'; table: string }
    | { reason: 'hint-over'; table: string }
    | { reason: 'hint-not-to-act'; seat?: number };
  'illegal-action': { refusal: EngineRefusal };
  'not-over':
    | { reason: 'none-finished'; table: string }
    | { reason: 'match-playing'; table: string; match: number }
    | { reason: 'not-dealt'; table: string; match: number; deal: number }
    | { reason: 'deal-playing'; table: string; match: number; deal: number }
    | { reason: 'rematch'; table: string };
  'cannot-close': { reason: 'over'; table: string } | { reason: 'game'; game: string };
  'no-proposal': { about: 'close' | 'undo'; table: string };
  'undo-off': { table: string };
  'cannot-undo': { why: UndoRefusal };
  'cannot-nudge':
    | { reason: 'self' }
    | { reason: 'nobody'; what: PlaceWord; place: number }
    | { reason: 'not-to-act'; name: string }
    | { reason: 'too-soon'; name: string; waitedS: number; afterS: number };
  'rate-limited': { name: string; againS: number };
  'no-hints': { table: string };
  /** A challenge's table is played by its entrant alone against the bots, one match. */
  'challenge-table': { table: string; what: 'hint' | 'rematch' | 'spectate' | 'seat' | 'close' };
  'chat-not-allowed': { reason: 'not-watching' | 'spectators'; table: string };
  'chat-too-long': { max: number; got: number };
  'chat-rate-limited': { burst: number; seconds: number };
  'shutting-down': object;
  'server-error': { cause: string };
}

export type TableRefusalCode = keyof TableRefusalParams;

/** One refusal: `code` narrows `params`. */
export type TableRefusal<C extends TableRefusalCode = TableRefusalCode> = {
  [K in C]: { code: K; params: TableRefusalParams[K] };
}[C];

export const tableRefusal = <C extends TableRefusalCode>(
  code: C,
  params: TableRefusalParams[C],
): TableRefusal<C> => ({ code, params }) as TableRefusal<C>;

const NOT_YOUR_TURN: {
  [R in TableRefusalParams['not-your-turn']['reason']]: (
    p: Extract<TableRefusalParams['not-your-turn'], { reason: R }>,
  ) => string;
} = {
  'stand-in': (p) => `${p.action}: a bot plays seat ${p.seat} now; take the seat back first`,
  'played-by': (p) => `${p.action}: seat ${p.seat} is played by ${p.by} now`,
  over: (p) => `${p.action}: the match is over`,
  'not-to-act': (p) => `${p.action}: seat ${p.seat} is not to act`,
  'hint-stand-in': (p) => `a bot plays for you at table ${p.table}; take the seat back first`,
  'hint-over': (p) => `the match at table ${p.table} is over`,
  'hint-not-to-act': (p) => `hint: it is not ${p.seat ?? 'your'} seat's turn to act`,
};

const NOT_OVER: {
  [R in TableRefusalParams['not-over']['reason']]: (
    p: Extract<TableRefusalParams['not-over'], { reason: R }>,
  ) => string;
} = {
  'none-finished': (p) => `no match at table ${p.table} has finished yet`,
  'match-playing': (p) => `match ${p.match} at table ${p.table} is still being played`,
  'not-dealt': (p) => `deal ${p.deal} of match ${p.match} at table ${p.table} has not been dealt`,
  'deal-playing': (p) => `deal ${p.deal} of match ${p.match} at table ${p.table} is still being played`,
  rematch: (p) => `the match at table ${p.table} is not over yet`,
};

const byReason = <P extends { reason: string }>(table: Record<string, (p: never) => string>, p: P): string =>
  (table[p.reason] as (p: P) => string)(p);

/** The English sentence of each code. */
const ENGLISH: { [C in TableRefusalCode]: (p: TableRefusalParams[C]) => string } = {
  'no-game': (p) => `no game "${p.game}" (games: ${p.games.join(', ')})`,
  'bad-options': (p) => `options: ${p.message}`,
  'too-many-tables': (p) => `the server holds ${p.max} tables; try again later`,
  'no-table': (p) =>
    p.match === undefined ? `no table "${p.table}"` : `table ${p.table} has no match ${p.match}`,
  'bad-token': (p) => `this token holds no seat at table ${p.table}`,
  'bad-seat': (p) =>
    p.reason === 'too-many-bots'
      ? `bots: ${p.game} has ${p.places} ${p.what}s here`
      : `${p.what} ${p.place} does not exist (0..${p.places - 1})`,
  'seat-taken': (p) => `seat ${p.seat} is taken`,
  'name-taken': (p) => `"${p.name}" is a signed-in player's name; choose another`,
  'not-a-bot': (p) => `seat ${p.seat} is not a bot's: only a bot's seat can be offered to a person`,
  'not-signed-in': () => 'sign in first',
  'unknown-player': (p) => `no player "${p.name}"`,
  'not-a-friend': (p) => `you do not follow ${p.name}: add them as a friend first`,
  'not-online': (p) => `${p.name} is not online`,
  'no-free-seat': (p) => `table ${p.table} has no free seat`,
  'bad-level': (p) => `no bot "${p.level}" for ${p.game} (levels: ${p.levels.join(', ')})`,
  'stale-version': (p) => `${p.action}: version ${p.version} is stale (now ${p.now})`,
  'not-your-turn': (p) => byReason(NOT_YOUR_TURN, p),
  'illegal-action': (p) => p.refusal.message,
  'not-over': (p) => byReason(NOT_OVER, p),
  'cannot-close': (p) =>
    p.reason === 'over'
      ? `the match at table ${p.table} is over already`
      : `a ${p.game} match cannot be closed early`,
  'no-proposal': (p) =>
    p.about === 'close'
      ? `nobody proposes to close table ${p.table} now`
      : `nobody asks to take back an action at table ${p.table} now`,
  'undo-off': (p) => `undo is turned off at table ${p.table}`,
  'cannot-undo': (p) => `cannot take back the last action now: ${UNDO_REFUSAL_TEXT[p.why]}`,
  'cannot-nudge': (p) => {
    switch (p.reason) {
      case 'self':
        return 'you cannot nudge yourself';
      case 'nobody':
        return `nobody to nudge at ${p.what} ${p.place}`;
      case 'not-to-act':
        return `${p.name} is not to act`;
      case 'too-soon':
        return `${p.name} has been to act for ${p.waitedS} s; nudge after ${p.afterS} s`;
    }
  },
  'rate-limited': (p) => `${p.name} was nudged just now; again in ${p.againS} s`,
  'no-hints': (p) => `table ${p.table} has no hints: the people there did not agree to them`,
  'challenge-table': (p) =>
    `table ${p.table} plays a challenge: its entrant plays one match alone against the bots (no ${
      {
        hint: 'hints',
        rematch: 'rematch',
        spectate: 'spectators',
        seat: 'seat changes',
        close: 'closing early',
      }[p.what]
    })`,
  'chat-not-allowed': (p) =>
    p.reason === 'not-watching'
      ? `this connection does not watch table ${p.table}: spectate it, or send a seat token`
      : `spectators may not write at table ${p.table}`,
  'chat-too-long': (p) => `a chat text is at most ${p.max} characters (got ${p.got})`,
  'chat-rate-limited': (p) => `at most ${p.burst} chat messages in ${p.seconds} s; wait a moment`,
  'shutting-down': () => 'the server is shutting down',
  'server-error': (p) => p.cause,
};

/** The refusal's English sentence (logs, and the `message` of the protocol's error reply). */
export const refusalEnglish = (r: TableRefusal): string =>
  (ENGLISH[r.code] as (p: TableRefusal['params']) => string)(r.params);

export type ErrorReply = Extract<ServerMessage, { type: 'error' }>;

/** The protocol's error reply (the server's and the browser's own tables'): the code (the two HTTP-only codes mapped), English, and the rule's details. */
export function errorReply(r: TableRefusal): ErrorReply {
  const code: ErrorCode =
    r.code === 'no-game' ? 'bad-message' : r.code === 'too-many-tables' ? 'server-error' : r.code;
  const reply: ErrorReply = { type: 'error', code, message: refusalEnglish(r) };
  if (r.code === 'illegal-action') {
    reply.rule = r.params.refusal.code;
    reply.params = r.params.refusal.params;
  } else if (r.code === 'cannot-undo') reply.rule = r.params.why;
  else if (r.code === 'stale-version') reply.version = r.params.now;
  return reply;
}
