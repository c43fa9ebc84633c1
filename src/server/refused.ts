/**
 * A table refusal (src/table/refusals.ts) on its way out of the server: thrown by a handler to
 * end a request that changed nothing, and turned into the protocol's error reply (or an HTTP
 * error body) at the edge. It carries the code and its parameters; the English sentence is
 * made from them, once, for the wire's `message` and the logs.
 */
import type { Result } from '../cards/result.js';
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

export { type ErrorReply, errorReply } from '../table/refusals.js';
