/**
 * The table server's answers, given by a table played in this browser: the same client
 * messages (src/protocol), validated with the same schema, get the same replies, and every
 * seat this page follows gets its `state` pushed after each change. What needs other people
 * (chat, nudges, invitations, offered seats) is refused: nobody else is here.
 */
import {
  type ClientMessage,
  clientMessageSchema,
  PROTOCOL_VERSION,
  type ServerMessage,
} from '../../../protocol/index.js';

import { hintNow, hintSeat } from '../../../table/hints.js';
import { type ErrorReply, errorReply, type TableRefusal, tableRefusal } from '../../../table/refusals.js';
import {
  checkAct,
  checkClose,
  checkLevel,
  checkRematch,
  checkUndo,
  freePlace,
  leaving,
  placeToJoin,
} from '../../../table/requests.js';
import type { LocalTable } from './localTable.js';

type Reply = Exclude<ServerMessage, { type: 'state' | 'chat' | 'nudged' | 'invitation' }>;

/** The reply to one message and the pushes that follow it, in order. */
export interface Answer {
  reply: Reply;
  pushes: ServerMessage[];
}

export interface AnswerOptions {
  /** A new seat token (the worker draws it from the browser's randomness). */
  newToken: () => string;
  /** The strong bot's time for a hint. */
  hintMs: number;
}

class Refusal extends Error {
  constructor(readonly refusal: TableRefusal) {
    super(refusal.code);
  }
}

const orRefuse = <T>(r: { ok: true; value: T } | { ok: false; error: TableRefusal }): T => {
  if (!r.ok) throw new Refusal(r.error);
  return r.value;
};

const badMessage = (message: string): ErrorReply => ({ type: 'error', code: 'bad-message', message });

/** Which places this page follows, and whether it watches as a spectator. */
export class Followers {
  readonly places = new Set<number>();
  spectator = false;
}

/** Answers one message (its text, as the WebSocket would carry it). */
export function answer(local: LocalTable, follow: Followers, text: string, opts: AnswerOptions): Answer {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { reply: { type: 'error', code: 'bad-json', message: 'not JSON' }, pushes: [] };
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    return { reply: badMessage(parsed.error.issues[0]?.message ?? 'bad message'), pushes: [] };
  }
  const m = parsed.data;
  const id = m.id === undefined ? {} : { id: m.id };
  const before = local.table.version;
  const seatsBefore = JSON.stringify(local.table.seats);
  try {
    const reply = handle(local, follow, m, opts);
    const changed = local.table.version !== before || JSON.stringify(local.table.seats) !== seatsBefore;
    // A seat taken, resumed or watched gets its state at once, as from the server.
    const forced = ['hello', 'join', 'spectate', 'takeBack'].includes(m.type);
    return { reply: { ...reply, ...id } as Reply, pushes: changed || forced ? states(local, follow) : [] };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return { reply: { ...errorReply(e.refusal), ...id }, pushes: [] };
  }
}

function handle(local: LocalTable, follow: Followers, m: ClientMessage, opts: AnswerOptions): Reply {
  const t = local.table;
  if (m.type === 'ping') return { type: 'pong' };
  if (m.type === 'hello') {
    // Tokens of the server's tables are not ours to judge: none is called unknown.
    const seats = t.seats.flatMap((s, seat) =>
      s.kind === 'human' && s.tokenHash && m.tokens?.includes(s.tokenHash)
        ? [{ tableId: t.id, seat, token: s.tokenHash }]
        : [],
    );
    for (const s of seats) follow.places.add(s.seat);
    return { type: 'welcome', protocol: PROTOCOL_VERSION, seats, unknownTokens: [] };
  }
  if (m.tableId !== t.id) throw new Refusal(tableRefusal('no-table', { table: m.tableId }));
  switch (m.type) {
    case 'join': {
      const place = orRefuse(placeToJoin(t, m.seat));
      const token = opts.newToken();
      t.seat(place, { kind: 'human', name: m.name, tokenHash: token });
      follow.places.add(place);
      follow.spectator = false;
      return { type: 'joined', tableId: t.id, seat: place, token, name: m.name };
    }
    case 'spectate':
      follow.spectator = true;
      return { type: 'ok' };
    case 'unspectate':
      follow.spectator = false;
      return { type: 'ok' };
    case 'act': {
      const me = placeOf(local, m.token);
      const { seat, action } = orRefuse(checkAct(t, me, m.version, m.action, m.seat));
      const change = t.planAct(seat, action);
      if (!change.ok) throw new Refusal(tableRefusal('illegal-action', { refusal: change.error }));
      local.commit(change.value);
      return { type: 'ok', version: t.version };
    }
    case 'rematch':
      placeOf(local, m.token);
      orRefuse(checkRematch(t));
      local.commit(t.planMatch());
      return { type: 'ok', version: t.version };
    case 'undo': {
      const place = placeOf(local, m.token);
      orRefuse(checkUndo(t, place));
      t.askUndo(place);
      settle(local);
      return { type: 'ok', version: t.version };
    }
    case 'answerUndo':
      if (!t.answerUndo(placeOf(local, m.token), m.agree)) {
        throw new Refusal(tableRefusal('no-proposal', { about: 'undo', table: t.id }));
      }
      settle(local);
      return { type: 'ok', version: t.version };
    case 'proposeClose':
      orRefuse(checkClose(t));
      t.proposeClose(placeOf(local, m.token));
      settle(local);
      return { type: 'ok', version: t.version };
    case 'answerClose':
      if (!t.answerClose(placeOf(local, m.token), m.agree)) {
        throw new Refusal(tableRefusal('no-proposal', { about: 'close', table: t.id }));
      }
      settle(local);
      return { type: 'ok', version: t.version };
    case 'hint': {
      const seat = orRefuse(hintSeat(t, placeOf(local, m.token), m.seat));
      const d = hintNow(t.game, t.options, t.state, seat, { timeMs: opts.hintMs });
      return {
        type: 'hint',
        seat,
        version: t.version,
        action: d.action,
        ...(d.reason && { reason: d.reason }),
      };
    }
    case 'leave': {
      const place = placeOf(local, m.token);
      t.seat(place, orRefuse(leaving(t, place, m.bot)));
      if (!m.bot) follow.places.delete(place);
      settle(local);
      return { type: 'ok' };
    }
    case 'takeBack': {
      const place = placeOf(local, m.token);
      const holder = t.seats[place];
      if (holder.standIn) t.seat(place, { kind: 'human', name: holder.name, tokenHash: holder.tokenHash });
      follow.places.add(place);
      return { type: 'ok' };
    }
    case 'sitBot': {
      placeOf(local, m.token);
      const place = orRefuse(freePlace(t, m.seat));
      t.seat(place, { kind: 'bot', level: orRefuse(checkLevel(t.game.id, m.level)) });
      return { type: 'ok' };
    }
    default:
      return badMessage(`${m.type}: nobody else is at a table played in this browser`);
  }
}

/** The place a token holds at this table. */
function placeOf(local: LocalTable, token: string): number {
  const place = local.table.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === token);
  if (place < 0) throw new Refusal(tableRefusal('bad-token', { table: local.id }));
  return place;
}

/** Closes or takes back once everyone who must agree has (bots agree by themselves). */
function settle(local: LocalTable): void {
  const close = local.table.planClose();
  if (close) local.commit(close);
  const undo = local.table.planUndo();
  if (undo) local.commit(undo.change);
}

/** The `state` of every place this page follows (and the public one if it watches). */
export function states(local: LocalTable, follow: Followers): ServerMessage[] {
  const t = local.table;
  const info = t.info(() => false);
  const one = (seat: number | null): ServerMessage => ({
    type: 'state',
    tableId: t.id,
    seat,
    version: t.version,
    table: info,
    view: t.viewOfPlace(seat),
    legal: seat === null ? [] : t.legalFor(seat),
  });
  return [...[...follow.places].sort().map(one), ...(follow.spectator ? [one(null)] : [])];
}
