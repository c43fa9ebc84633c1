/**
 * Invitations reach a person over the WebSocket, which the table page opens; on the other pages
 * only a signed-in person needs it (a guest has no friends to invite them). Asked once per page
 * load: who is signed in (`GET /api/session`), and if anyone is, the connection opens.
 */
import { connection } from '../net/socket.js';

let started = false;

export function listenForInvitations(): void {
  if (started) return;
  started = true;
  fetch('/api/session', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ player?: { name: string } | null }>) : null))
    .then((body) => {
      if (body?.player) connection.connect();
    })
    // Offline, or a server without accounts: nobody can be invited then.
    .catch(() => undefined);
}
