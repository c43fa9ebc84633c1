/**
 * Every client message type and the handler that answers it: the one place a new message type
 * goes (its schema in src/protocol/messages.ts, its handler in the family module here).
 */
import { answerClose, answerUndo, proposeClose, undo } from './agreements.js';
import type { Handlers } from './context.js';
import { act, hint, rematch } from './play.js';
import { hello, join, leave, offerSeat, sitBot, spectate, takeBack, unspectate } from './seats.js';
import { chat, invite, nudge } from './social.js';

export const HANDLERS: Handlers = {
  ping: () => ({ type: 'pong' }),
  // Places.
  hello,
  join,
  leave,
  takeBack,
  sitBot,
  offerSeat,
  spectate,
  unspectate,
  // Play.
  act,
  rematch,
  hint,
  // Agreements.
  proposeClose,
  answerClose,
  undo,
  answerUndo,
  // Talk.
  chat,
  nudge,
  invite,
};
