/**
 * A table refusal (src/table/refusals.ts) on its way out of the server: thrown by a handler to
 * end a request that changed nothing, and turned into the protocol's error reply (or an HTTP
 * error body) at the edge. It carries the code and its parameters; the English sentence is
 * made from them, once, for the wire's `message` and the logs.
 */
import type { Result } from '../cards/result.js';
import type { ErrorCode, ServerMessage } from '../protocol/index.js';
import {
  refusalEnglish,
  type TableRefusal,
  type TableRefusalCode,
  type TableRefusalParams,
  tableRefusal,
} from '../table/refusals.js';

export class Refused extends Error {
  constructor(readonly refusal: TableRefusal) {
    super(refusalEnglish(refusal));
  }

  get code(): TableRefusalCode {
    return this.refusal.code;
  }
}

export const refuse = <C extends TableRefusalCode>(code: C, params: TableRefusalParams[C]): Refused =>
  new Refused(tableRefusal(code, params) as TableRefusal);

/** The value of a check, or its refusal thrown. */
export function orRefuse<T>(r: Result<T, TableRefusal>): T {
  if (!r.ok) throw new Refused(r.error);
  return r.value;
}

export type ErrorReply = Extract<ServerMessage, { type: 'error' }>;

/** The protocol's error reply: the code (the two HTTP-only codes mapped), English, and the rule's details. */
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
