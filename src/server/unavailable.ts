/**
 * Errors that say the store could not be reached — not that it refused something — so that a
 * client is told `unavailable` (try again shortly) instead of `server-error` (docs/protocol.md).
 */

/** Postgres's classes for a connection lost or refused, the server going away, and statement timeouts. */
const UNREACHABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;

/** Node's and the driver's words for a socket that failed. */
const UNREACHABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client was closed|Client has encountered a connection error/i;

export function isStoreUnreachable(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  if (!err || typeof err !== 'object') return false;
  if (
    typeof err.code === 'string' &&
    (UNREACHABLE_SQLSTATE.test(err.code) || UNREACHABLE_MESSAGE.test(err.code))
  )
    return true;
  if (typeof err.message === 'string' && UNREACHABLE_MESSAGE.test(err.message)) return true;
  // Node's AggregateError (IPv4 and IPv6 both refused) carries the reasons inside.
  return Array.isArray(err.errors) && err.errors.some(isStoreUnreachable);
}

/** The reply's sentence when the store could not be reached for a message or a request. */
export const STORE_UNREACHABLE = 'the store could not be reached just now; try again in a moment';

/** The refusal of a message whose table went to another process of the cluster meanwhile: sent again, it reaches it there. */
export const TABLE_MOVED_AWAY = 'try again in a moment: this table moved to another process';
