import type { Messages } from '../i18n/index.js';
import type { ConnectionStatus } from '../net/socket.js';

/**
 * The table page's line about the connection, or null while all is well. A socket that is down
 * says so first (what waits is sent once it is back); an open one whose server refused with
 * `unavailable` says the server is reconnecting, since something the person did waits.
 */
export function connectionNotice(status: ConnectionStatus, waiting: number, t: Messages): string | null {
  if (status === 'offline') return t.app.offline;
  if (waiting > 0) return t.app.unavailable;
  if (status === 'connecting') return t.app.connecting;
  return null;
}
